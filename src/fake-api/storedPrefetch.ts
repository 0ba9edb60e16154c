/**
 * Where the demo keeps its database in IndexedDB, and the read of it that index.html starts (issue 26).
 *
 * A signed-in demo screen's first answer waited on IndexedDB after the fake backend's code had run:
 * opening the database, reading the meta, then every stored table (1.1 MB of JSON text once the
 * administrator has opened the busy screens), some 20–30 ms on this machine. The demo build's
 * index.html starts that read in its first script (`scripts/vite/routePreloads.ts`, on a declared
 * route only), while the boot file still downloads, and the backend's storage takes the values once
 * (`readingPrefetchedFirst`). Nothing here imports anything: the prefetch runs as a plain script.
 */

/** idb-keyval's own database and store, where the demo has always kept its data. */
export const STORED_DATABASE = 'keyval-store';
export const STORED_STORE = 'keyval';
/** The database's settings, sessions and which tables were written since the seed. */
export const META_KEY = 'fake-api-db:meta';
/** The whole database as one value, as the demo kept it before its tables were kept one by one. */
export const LEGACY_KEY = 'fake-api-db';
const TABLE_PREFIX = 'fake-api-db:table:';
export const tableKey = (name: string): string => `${TABLE_PREFIX}${name}`;

const PREFETCH_GLOBAL = '__fakeDbPrefetch';

/**
 * Reads the meta and every table it names as written, in one transaction (so they agree), into a map
 * left on `window`. It runs in index.html as its own source text (`prefetchScript`): it names nothing
 * outside itself. Without IndexedDB it leaves nothing, on an error an empty map: the backend then reads
 * IndexedDB as before. It creates the store as idb-keyval does when the database is new, since a database opened
 * here first without it would stay without it.
 */
export function prefetchStored(database: string, store: string, metaKey: string, tablePrefix: string, global: string): void {
  const target = window as unknown as Record<string, unknown>;
  try {
    const request = indexedDB.open(database);
    request.onupgradeneeded = () => request.result.createObjectStore(store);
    target[global] = new Promise<Map<string, unknown>>((resolve) => {
      request.onerror = () => resolve(new Map());
      request.onsuccess = () => {
        const connection = request.result;
        const found = new Map<string, unknown>();
        const done = (values: Map<string, unknown>) => {
          connection.close();
          resolve(values);
        };
        try {
          const transaction = connection.transaction(store, 'readonly');
          const objects = transaction.objectStore(store);
          const meta = objects.get(metaKey);
          meta.onsuccess = () => {
            found.set(metaKey, meta.result);
            const written: unknown = meta.result && typeof meta.result === 'object' ? (meta.result as { written?: unknown }).written : undefined;
            if (!written || typeof written !== 'object') return;
            Object.keys(written).forEach((name) => {
              const key = tablePrefix + name;
              const table = objects.get(key);
              table.onsuccess = () => found.set(key, table.result);
            });
          };
          transaction.oncomplete = () => done(found);
          transaction.onerror = () => done(new Map());
          transaction.onabort = () => done(new Map());
        } catch {
          done(new Map());
        }
      };
    });
  } catch {
    // No IndexedDB here (a browser's private mode): the backend finds no prefetch and runs from the seed.
  }
}

/** `prefetchStored` as index.html's script text, with this build's names. */
export const prefetchScript = (): string =>
  `(${prefetchStored.toString()})(${[STORED_DATABASE, STORED_STORE, META_KEY, TABLE_PREFIX, PREFETCH_GLOBAL].map((value) => JSON.stringify(value)).join(',')});`;

/**
 * Reads through `read` (IndexedDB), except that the first reads take what index.html's script read
 * (`prefetchStored`): each key answered from it once only, since every later read of the backend,
 * made under its lock, must see what another tab may have written since. The values are taken off
 * `window` by the first caller; a page that started no prefetch reads as before.
 */
export const readingPrefetchedFirst = (read: (keys: readonly string[]) => Promise<unknown[]>): ((keys: readonly string[]) => Promise<unknown[]>) => {
  const target = window as unknown as Record<string, unknown>;
  const pending = target[PREFETCH_GLOBAL] as Promise<Map<string, unknown>> | undefined;
  delete target[PREFETCH_GLOBAL];
  if (!pending) return read;
  return async (keys) => {
    const values = await pending;
    if (!keys.every((key) => values.has(key))) return read(keys);
    const answer = keys.map((key) => values.get(key));
    keys.forEach((key) => values.delete(key));
    return answer;
  };
};
