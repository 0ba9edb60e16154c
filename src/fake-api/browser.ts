import { fakeAreas } from './areas';
import { get, set } from 'idb-keyval';
import type { SeedSize } from './area';
import { createSeedDb, fitsAreas, type FakeDb } from './db';
import { createFaultList, type FaultRule } from './faults';
import { createScenarioDb, isScenarioId, previewScenarios, scenarioFigures, unknownScenarioMessage, type ScenarioFigure, type ScenarioId } from './scenarios';
import { createFakeBackend, type FakeFetch } from './router';
import { withDrift } from './drift';
import { DRIFT_PRESET } from './driftPreset';

const DB_KEY = 'fake-api-db';
const FAULTS_KEY = 'fake_api_faults';
/** Bumped by every tab that writes the database, so the others know their copy is old. */
const REVISION_KEY = 'fake_api_revision';
const LOCK_NAME = 'fake-api-db';
/** '1' while the fake answers with drift (`driftPreset.ts`), for every tab, until turned off. */
const DRIFT_KEY = 'fake_api_drift';

/** What tests and QA can reach as `window.__fakeApi` in fake mode. */
export interface FakeApiControls {
  fail(rule: FaultRule): void;
  clearFaults(): void;
  /** The faults still in force, in the order they were set (a rule with `times` drops out once used up). */
  faults(): FaultRule[];
  /** Drops the fault at this place of `faults()`; nothing when there is none there (it was used up). */
  removeFault(index: number): void;
  /**
   * A fresh seed (of the current size) from the current date put into a demo scenario (`scenarios.ts`),
   * sessions kept; resolves to what the screens now show (`figureText` makes a line of each).
   */
  scenario(id: ScenarioId): Promise<ScenarioFigure[]>;
  /** What each scenario would make the screens show if applied now, on a seed of the current size. */
  scenarioPreview(): Record<ScenarioId, ScenarioFigure[]>;
  /** A fresh seed, sessions kept: the demo's data, or `{ size: 'large' }` for thousands of orders. */
  reset(options?: { size?: SeedSize }): Promise<void>;
  snapshot(): FakeDb;
  /**
   * Changes the database in place and saves it, as one request would: for tests and QA planting what
   * a real backend may hold but the fake's own endpoints refuse (a customer's hostile file link,
   * issue 23). The change runs in the page, so it is a function written there.
   */
  edit(change: (db: FakeDb) => void): Promise<void>;
  /**
   * The last requests the fake backend received, oldest first (at most REQUEST_LOG_SIZE): method, path
   * with query, and a JSON body. QA read it to see what a screen sent; tests count requests with it.
   */
  requests(): FakeRequestLogEntry[];
  /** Whether the fake answers as a real backend within the spec may (`driftPreset.ts`), as `npm run fake-api -- --drift`. */
  drifting(): boolean;
  setDrifting(on: boolean): void;
}

export interface FakeRequestLogEntry {
  method: string;
  path: string;
  body?: unknown;
}

export const REQUEST_LOG_SIZE = 200;

/** A request as the log keeps it: JSON bodies parsed, others (photo uploads) left out. */
const logEntry = async (request: Request): Promise<FakeRequestLogEntry> => {
  const url = new URL(request.url);
  const entry: FakeRequestLogEntry = { method: request.method, path: `${url.pathname}${url.search}` };
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) {
    // Uploads: the fields as sent, a file as its name, type and size (never its bytes).
    try {
      const form = await request.clone().formData();
      const fields = Object.fromEntries(
        [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size }]),
      );
      return { ...entry, body: fields };
    } catch {
      return entry;
    }
  }
  if (!type.includes('json')) return entry;
  try {
    return { ...entry, body: JSON.parse(await request.clone().text()) as unknown };
  } catch {
    return entry;
  }
};

declare global {
  interface Window {
    __fakeApi?: FakeApiControls;
  }
}

const readFaults = (): FaultRule[] => {
  try {
    return JSON.parse(localStorage.getItem(FAULTS_KEY) ?? '[]') as FaultRule[];
  } catch {
    return [];
  }
};

const readRevision = (): string => localStorage.getItem(REVISION_KEY) ?? '0';

/**
 * One request at a time across every tab of the demo (the Web Locks API; without it, as before, one
 * tab at a time is assumed). Two tabs each writing back their whole copy lost data: two new brands both
 * got id 28 and one vanished.
 */
const withLock = <T,>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(LOCK_NAME, task) as Promise<T>) : task();

/**
 * The fake backend inside the browser: state in IndexedDB (a reload keeps the demo; images make it too
 * big for localStorage), faults in localStorage so a test can set them before the page loads. Every
 * request runs under a lock shared by the tabs and first reloads the database when another tab has
 * written it since, so tabs never overwrite each other.
 */
export const startBrowserFakeBackend = async (): Promise<{ fetch: FakeFetch; controls: FakeApiControls }> => {
  let db!: FakeDb;
  let revision = '';
  const load = async () => {
    revision = readRevision();
    const stored = await get<FakeDb>(DB_KEY).catch(() => undefined);
    db = fitsAreas(stored, fakeAreas) ? stored : createSeedDb(new Date(), fakeAreas);
    if (db !== stored) await set(DB_KEY, db);
  };
  const save = async () => {
    await set(DB_KEY, db);
    revision = String(Number(readRevision()) + 1);
    localStorage.setItem(REVISION_KEY, revision);
  };
  await withLock(load);

  const writeFaults = (rules: FaultRule[]) => localStorage.setItem(FAULTS_KEY, JSON.stringify(rules));
  const faults = createFaultList(readFaults, writeFaults);
  const backend = createFakeBackend({
    areas: fakeAreas,
    db: () => db,
    persist: save,
    faults,
    // A simulated delay happens before this, so a slow request does not hold the other tabs.
    transaction: (run) =>
      withLock(async () => {
        if (readRevision() !== revision) await load();
        return run();
      }),
  });

  const log: FakeRequestLogEntry[] = [];
  const drifted = withDrift(backend, DRIFT_PRESET);
  const drifting = () => localStorage.getItem(DRIFT_KEY) === '1';
  const fetch: FakeFetch = async (request) => {
    log.push(await logEntry(request));
    if (log.length > REQUEST_LOG_SIZE) log.splice(0, log.length - REQUEST_LOG_SIZE);
    return drifting() ? drifted(request) : backend(request);
  };

  const controls: FakeApiControls = {
    // Read and written through localStorage each time, not the list's copy: another tab, or a request
    // using up a rule, may have changed them since.
    fail: (rule) => writeFaults([...readFaults(), rule]),
    clearFaults: () => writeFaults([]),
    faults: () => readFaults(),
    removeFault: (index) => writeFaults(readFaults().filter((_, i) => i !== index)),
    scenario: (id) =>
      withLock(async () => {
        if (!isScenarioId(id)) throw new Error(unknownScenarioMessage);
        const sessions = db.sessions;
        const now = new Date();
        // The size of the world on screen: a rehearsal on the large seed stays large.
        db = { ...createScenarioDb(id, now, fakeAreas, db.seedSize), sessions };
        await save();
        return scenarioFigures(id, db, now, fakeAreas);
      }),
    scenarioPreview: () => previewScenarios(new Date(), fakeAreas, db.seedSize),
    reset: ({ size = 'demo' } = {}) =>
      withLock(async () => {
        if (size !== 'demo' && size !== 'large') throw new Error(`Ukuran data awal tidak dikenal: ${String(size)} (pakai 'demo' atau 'large').`);
        // Sessions survive a reset so the administrator is not thrown out by it.
        const sessions = db.sessions;
        db = { ...createSeedDb(new Date(), fakeAreas, size), sessions };
        await save();
      }),
    edit: (change) =>
      withLock(async () => {
        if (readRevision() !== revision) await load();
        change(db);
        await save();
      }),
    snapshot: () => structuredClone(db),
    requests: () => structuredClone(log),
    drifting,
    setDrifting: (on) => (on ? localStorage.setItem(DRIFT_KEY, '1') : localStorage.removeItem(DRIFT_KEY)),
  };
  window.__fakeApi = controls;
  return { fetch, controls };
};
