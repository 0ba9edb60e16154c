import type { FaultRule } from './faults';
import type { FakeDb, ScenarioFigure, ScenarioId, SeedSize } from './model';
import type { FakeFetch } from './router';

/**
 * The demo build's boot part of the in-page fake backend: `window.__fakeApi` and the fetch the API
 * client calls, both there from the first line, while the backend itself (the engine, every area's
 * handlers and seeds, `browser.ts`) loads on the first request or the first use of `__fakeApi`, or
 * as soon as the administrator touches the page (`WARM_EVENTS`). So the login screen does not carry the
 * backend (issue 26: 417 KB of JavaScript against the real build's 306). Types only from the engine:
 * whatever this file imports is in every demo page's first download.
 */

const FAULTS_KEY = 'fake_api_faults';
/** '1' while the fake answers with drift (`driftPreset.ts`), for every tab, until turned off. */
const DRIFT_KEY = 'fake_api_drift';

/** Faults live in localStorage, so a test can set them before the page loads and every tab sees them. */
export const readFaults = (): FaultRule[] => {
  try {
    return JSON.parse(localStorage.getItem(FAULTS_KEY) ?? '[]') as FaultRule[];
  } catch {
    return [];
  }
};

export const writeFaults = (rules: FaultRule[]): void => localStorage.setItem(FAULTS_KEY, JSON.stringify(rules));

export const isDrifting = (): boolean => localStorage.getItem(DRIFT_KEY) === '1';

/**
 * What tests and QA can reach as `window.__fakeApi` in fake mode. What needs the backend's data answers
 * a promise (the backend may still be loading; Playwright's `page.evaluate` awaits it); the faults, the
 * drift switch and the request log are the page's own and answer at once.
 */
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
  scenarioPreview(): Promise<Record<ScenarioId, ScenarioFigure[]>>;
  /** A fresh seed, sessions kept: the demo's data, or `{ size: 'large' }` for thousands of orders. */
  reset(options?: { size?: SeedSize }): Promise<void>;
  /** A copy of the whole database (every table, seeded now if no request has used it yet). */
  snapshot(): Promise<FakeDb>;
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

declare global {
  interface Window {
    __fakeApi?: FakeApiControls;
  }
}

/** What `browser.ts` gives once loaded: the backend's fetch and the controls that need its data. */
export type LoadedFakeBackend = { fetch: FakeFetch } & Pick<FakeApiControls, 'scenario' | 'scenarioPreview' | 'reset' | 'snapshot' | 'edit'>;

/**
 * The first touch of the page by hand starts loading the backend: typing the email, clicking into the
 * form, a tap (`input` too: a form filled without keys, by a password manager or a test). The login's
 * first request then finds it loaded or nearly: an administrator takes seconds to sign in. Not on idle
 * after the first paint: that would download it on every visit of the login screen all the same, and a
 * page opened signed in asks for its data at boot anyway. Not on focus either: the login focuses its
 * email field by itself.
 */
export const WARM_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'input'] as const;

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

/**
 * Sets `window.__fakeApi` and answers the fetch for the API client; `load` (the dynamic import of
 * `browser.ts`) runs once, when first needed. A load that failed (the chunk did not download) is tried
 * again by the next request rather than failing every request of the visit.
 */
export const installFakeApi = (
  load: () => Promise<LoadedFakeBackend>,
  target: Window = window,
  /**
   * Start loading at once: a page opened signed in asks for its data at boot, and the backend (its code
   * preloaded with the screen's, `routePreloads`) then reads its tables from IndexedDB while the screen's
   * code still runs, instead of after the first request.
   */
  { now = false }: { now?: boolean } = {},
): FakeFetch => {
  let loading: Promise<LoadedFakeBackend> | null = null;
  const backend = (): Promise<LoadedFakeBackend> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  const warm = () => {
    for (const type of WARM_EVENTS) target.removeEventListener(type, warm, true);
    // A failure here is the next request's to report.
    backend().catch(() => {});
  };
  for (const type of WARM_EVENTS) target.addEventListener(type, warm, { capture: true, passive: true });
  if (now) warm();

  const log: FakeRequestLogEntry[] = [];
  const fetch: FakeFetch = async (request) => {
    const loaded = backend();
    log.push(await logEntry(request));
    if (log.length > REQUEST_LOG_SIZE) log.splice(0, log.length - REQUEST_LOG_SIZE);
    return (await loaded).fetch(request);
  };

  /** A use of the controls: the backend will be wanted soon, if it is not there already. */
  const used = <T,>(value: T): T => {
    warm();
    return value;
  };

  target.__fakeApi = {
    // Read and written through localStorage each time, not a copy: another tab, or a request using up
    // a rule, may have changed them since.
    fail: (rule) => used(writeFaults([...readFaults(), rule])),
    clearFaults: () => used(writeFaults([])),
    faults: () => used(readFaults()),
    removeFault: (index) => used(writeFaults(readFaults().filter((_, i) => i !== index))),
    drifting: () => used(isDrifting()),
    setDrifting: (on) => used(on ? localStorage.setItem(DRIFT_KEY, '1') : localStorage.removeItem(DRIFT_KEY)),
    requests: () => used(structuredClone(log)),
    scenario: async (id) => (await backend()).scenario(id),
    scenarioPreview: async () => (await backend()).scenarioPreview(),
    reset: async (options) => (await backend()).reset(options),
    snapshot: async () => (await backend()).snapshot(),
    edit: async (change) => (await backend()).edit(change),
  };
  return fetch;
};
