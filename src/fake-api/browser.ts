import { fakeAreas } from './areas';
import { createStore, getMany, promisifyRequest } from 'idb-keyval';
import { createFaultList } from './faults';
import { createScenarioDb, isScenarioId, previewScenarios, scenarioFigures, unknownScenarioMessage } from './scenarios';
import { createFakeBackend, type FakeFetch } from './router';
import { withDrift } from './drift';
import { DRIFT_PRESET } from './driftPreset';
import { isDrifting, readFaults, writeFaults, type LoadedFakeBackend } from './browserProxy';
import { createTableDb, type TableStorage } from './tableStore';
import { STORED_DATABASE, STORED_STORE, readingPrefetchedFirst } from './storedPrefetch';

export type { FakeApiControls, FakeRequestLogEntry } from './browserProxy';
export { REQUEST_LOG_SIZE } from './browserProxy';

const LOCK_NAME = 'fake-api-db';

/**
 * One request at a time across every tab of the demo (the Web Locks API; without it, as before, one
 * tab at a time is assumed). Two tabs each writing back their whole copy lost data: two new brands both
 * got id 28 and one vanished.
 */
const withLock = <T,>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request(LOCK_NAME, task) as Promise<T>) : task();

/**
 * idb-keyval's own database and store, where the demo has always kept its data. The first reads take
 * what index.html's script has already read (`storedPrefetch.ts`), each key once.
 */
const idbStorage = (): TableStorage => {
  const store = createStore(STORED_DATABASE, STORED_STORE);
  // Without IndexedDB (a browser's private mode) the demo still runs, from the seed, in memory.
  const read = readingPrefetchedFirst((keys) => getMany([...keys], store).catch(() => keys.map(() => undefined)));
  return {
    get: (keys) => (keys.length ? read(keys) : Promise.resolve([])),
    write: (puts, deletes) =>
      store('readwrite', (objects) => {
        for (const [key, value] of puts) objects.put(value, key);
        for (const key of deletes) objects.delete(key);
        return promisifyRequest(objects.transaction);
      }),
  };
};

/**
 * The fake backend inside the browser, loaded by `browserProxy.ts` when first needed: state in
 * IndexedDB table by table (`tableStore.ts`: a screen seeds or reads back only the tables its requests
 * use; images make it too big for localStorage), faults in localStorage so a test can set them before
 * the page loads. Every request runs under a lock shared by the tabs and first reads what another tab
 * has written since, so tabs never overwrite each other.
 */
export const startBrowserFakeBackend = async (): Promise<LoadedFakeBackend> => {
  const tables = createTableDb(fakeAreas, idbStorage());
  /**
   * Reads what another tab wrote since this one last looked: the stored meta, then only the tables whose
   * stamps changed (`tableStore.ts`). Read from IndexedDB under the lock, every time: a revision counter
   * in localStorage, read first to skip this, reached another tab late on a loaded machine (its storage
   * is copied between tabs' processes after the write), and a tab then wrote its old copy of a table
   * over a brand the other tab had just added.
   */
  const current = () => tables.load();
  const save = () => tables.save();
  await withLock(current);

  const faults = createFaultList(readFaults, writeFaults);
  const backend = createFakeBackend({
    areas: fakeAreas,
    db: () => tables.db,
    persist: save,
    faults,
    // A simulated delay happens before this, so a slow request does not hold the other tabs. Requests
    // run one at a time under the lock, so the tables noted are this request's.
    transaction: (run) =>
      withLock(async () => {
        await current();
        tables.startNoting();
        return run();
      }),
  });

  /**
   * The tables a request seeded are stored once the page is idle (after the screen has drawn what it
   * asked for), so the next visit reads them back: reading the demo's orders back costs a few ms, seeding
   * them again ~50 ms of the first screen's main thread.
   */
  let seedSave: 'idle' | 'scheduled' = 'idle';
  const saveSeededWhenIdle = () => {
    if (seedSave === 'scheduled') return;
    seedSave = 'scheduled';
    const run = () => {
      seedSave = 'idle';
      withLock(async () => {
        await current();
        await tables.saveSeeded();
      }).catch(() => {
        // Not stored: the next visit seeds them again.
      });
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };

  const drifted = withDrift(backend, DRIFT_PRESET);
  const fetch: FakeFetch = async (request) => {
    const response = await (isDrifting() ? drifted(request) : backend(request));
    saveSeededWhenIdle();
    return response;
  };

  return {
    fetch,
    scenario: (id) =>
      withLock(async () => {
        if (!isScenarioId(id)) throw new Error(unknownScenarioMessage);
        await current();
        const { sessions, seedSize } = tables.db;
        const now = new Date();
        // The size of the world on screen: a rehearsal on the large seed stays large.
        const db = { ...createScenarioDb(id, now, fakeAreas, seedSize), sessions };
        await tables.replace(db);
        return scenarioFigures(id, db, now, fakeAreas);
      }),
    scenarioPreview: () =>
      withLock(async () => {
        await current();
        return previewScenarios(new Date(), fakeAreas, tables.db.seedSize);
      }),
    reset: ({ size = 'demo' } = {}) =>
      withLock(async () => {
        if (size !== 'demo' && size !== 'large') throw new Error(`Ukuran data awal tidak dikenal: ${String(size)} (pakai 'demo' atau 'large').`);
        await current();
        // Sessions survive a reset so the administrator is not thrown out by it.
        await tables.reset(new Date(), size);
      }),
    edit: (change) =>
      withLock(async () => {
        await current();
        tables.startNoting();
        change(tables.db);
        await save();
      }),
    snapshot: () =>
      withLock(async () => {
        await current();
        return structuredClone(tables.db);
      }),
  };
};
