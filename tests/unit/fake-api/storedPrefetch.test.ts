import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createStore, get, getMany, set, setMany } from 'idb-keyval';
import { fakeAreas } from '@/fake-api/areas';
import { FAKE_DB_VERSION } from '@/fake-api/db';
import { createTableDb, SEED_STAMP, type StoredMeta } from '@/fake-api/tableStore';
import { META_KEY, prefetchScript, readingPrefetchedFirst, STORED_DATABASE, STORED_STORE, tableKey } from '@/fake-api/storedPrefetch';

const NOW = new Date('2026-11-22T03:00:00Z');

/** index.html's script, run as the page runs it: its own text, with nothing of this module in scope. */
const runIndexScript = () => new Function(prefetchScript())() as void;

const meta = (written: Record<string, string>): StoredMeta => ({
  version: FAKE_DB_VERSION,
  seededAt: NOW.toISOString(),
  seedSize: 'demo',
  sessions: {},
  written,
});

/** Reads straight from IndexedDB, each read recorded: what the backend does without a prefetch. */
const recordedReads = () => {
  const reads: string[][] = [];
  const store = createStore(STORED_DATABASE, STORED_STORE);
  const read = (keys: readonly string[]) => {
    reads.push([...keys]);
    return getMany([...keys], store);
  };
  return { reads, read, store };
};

beforeEach(() => {
  // A page of its own: a fresh IndexedDB, and `window` holding what index.html's script leaves.
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  vi.stubGlobal('window', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the demo database read by index.html while the boot file downloads', () => {
  it('reads the meta and every table it names as written, and the backend’s first reads take them without asking IndexedDB', async () => {
    const { reads, read, store } = recordedReads();
    const stored = meta({ merk: 'a1', voucher: SEED_STAMP });
    await set(META_KEY, stored, store);
    await set(tableKey('merk'), '[{"id":1}]', store);
    await set(tableKey('voucher'), '[]', store);
    await set(tableKey('review'), '["not written: not read"]', store);

    runIndexScript();
    const first = readingPrefetchedFirst(read);

    expect(await first([META_KEY])).toEqual([stored]);
    expect(await first([tableKey('merk'), tableKey('voucher')])).toEqual(['[{"id":1}]', '[]']);
    expect(reads).toEqual([]);
  });

  it('answers each key once: the next read of the meta goes to IndexedDB and sees what another tab wrote since', async () => {
    const { reads, read, store } = recordedReads();
    await set(META_KEY, meta({ merk: 'a1' }), store);
    await set(tableKey('merk'), '[{"id":1,"nama":"lama"}]', store);
    runIndexScript();
    await (window as unknown as Record<string, unknown>).__fakeDbPrefetch;
    // Another tab's write (meta and table in one transaction, as the backend writes), after the
    // prefetch and before this tab's backend has read anything.
    await setMany([[META_KEY, meta({ merk: 'b2' })], [tableKey('merk'), '[{"id":1,"nama":"baru"}]']], store);
    const first = readingPrefetchedFirst(read);
    expect((window as unknown as Record<string, unknown>).__fakeDbPrefetch, 'taken off the page by its first reader').toBeUndefined();

    const tables = createTableDb(fakeAreas, { get: first, write: async () => {} }, () => NOW);
    await tables.load();
    expect(tables.db.merk).toEqual([{ id: 1, nama: 'lama' }]);
    // Every request loads again under the lock before it runs: that read is IndexedDB's.
    await tables.load();
    expect(tables.db.merk).toEqual([{ id: 1, nama: 'baru' }]);
    expect(reads).toEqual([[META_KEY], [tableKey('merk')]]);
  });

  it('a key the script did not read (the legacy whole database) is read from IndexedDB', async () => {
    const { reads, read } = recordedReads();
    runIndexScript();
    const first = readingPrefetchedFirst(read);
    expect(await first([META_KEY])).toEqual([undefined]);
    expect(await first(['fake-api-db'])).toEqual([undefined]);
    expect(reads).toEqual([['fake-api-db']]);
  });

  it('on a first visit it creates idb-keyval’s store with the database, so the backend can still write and read it', async () => {
    runIndexScript();
    await readingPrefetchedFirst(async () => [])([META_KEY]);
    const store = createStore(STORED_DATABASE, STORED_STORE);
    await set(META_KEY, meta({}), store);
    expect(await get(META_KEY, store)).toEqual(meta({}));
  });

  it('a page whose script started no read (the login, a real-backend build) reads IndexedDB as before', async () => {
    const { reads, read } = recordedReads();
    const first = readingPrefetchedFirst(read);
    expect(first).toBe(read);
    await first([META_KEY]);
    expect(reads).toEqual([[META_KEY]]);
  });

  it('without IndexedDB (a private window) the script throws nothing and leaves no read behind', () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(runIndexScript).not.toThrow();
    expect((window as unknown as Record<string, unknown>).__fakeDbPrefetch).toBeUndefined();
  });
});
