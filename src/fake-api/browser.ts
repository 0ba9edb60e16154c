import { fakeAreas } from './areas';
import { del, get, set } from 'idb-keyval';
import { createSeedDb, fitsAreas, type FakeDb } from './db';
import { createFaultList, type FaultRule } from './faults';
import { createFakeBackend, type FakeFetch } from './router';

const DB_KEY = 'fake-api-db';
const FAULTS_KEY = 'fake_api_faults';

/** What tests and QA can reach as `window.__fakeApi` in fake mode. */
export interface FakeApiControls {
  fail(rule: FaultRule): void;
  clearFaults(): void;
  reset(): Promise<void>;
  snapshot(): FakeDb;
}

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

/**
 * The fake backend inside the browser: state in IndexedDB (a reload keeps the demo; images make it too
 * big for localStorage), faults in localStorage so a test can set them before the page loads.
 */
export const startBrowserFakeBackend = async (): Promise<{ fetch: FakeFetch; controls: FakeApiControls }> => {
  const stored = await get<FakeDb>(DB_KEY).catch(() => undefined);
  let db: FakeDb = fitsAreas(stored, fakeAreas) ? stored : createSeedDb(new Date(), fakeAreas);
  if (db !== stored) await set(DB_KEY, db);

  const faults = createFaultList(readFaults, (rules) => localStorage.setItem(FAULTS_KEY, JSON.stringify(rules)));
  const fetch = createFakeBackend({ areas: fakeAreas, db: () => db, persist: () => set(DB_KEY, db), faults });

  const controls: FakeApiControls = {
    fail: (rule) => faults.add(rule),
    clearFaults: () => faults.clear(),
    async reset() {
      await del(DB_KEY);
      // Sessions survive a reset so the administrator is not thrown out by it.
      const sessions = db.sessions;
      db = { ...createSeedDb(new Date(), fakeAreas), sessions };
      await set(DB_KEY, db);
    },
    snapshot: () => structuredClone(db),
  };
  window.__fakeApi = controls;
  return { fetch, controls };
};
