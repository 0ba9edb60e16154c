import { createSeeder, FAKE_DB_VERSION, fitsAreas, type Seeder } from './db';
import type { FakeArea, FakeDb, FakeSession, FakeTables, SeedSize } from './model';
import { LEGACY_KEY, META_KEY, tableKey } from './storedPrefetch';

/**
 * Where the in-page fake backend keeps its database between page loads (IndexedDB in the browser, a
 * map in the tests): values by key, read a few at once, written (puts and deletes) in one transaction
 * so another tab never reads half a write.
 */
export interface TableStorage {
  get(keys: readonly string[]): Promise<unknown[]>;
  write(puts: ReadonlyArray<readonly [key: string, value: unknown]>, deletes: readonly string[]): Promise<void>;
}

export { LEGACY_KEY, META_KEY, tableKey };

/**
 * What is stored under META_KEY. A table not in `written` is the seed's (seeded again from `seededAt`
 * when a screen first reads it); a written one is stored under its own key as JSON text, with a stamp
 * per write so another tab knows which of its copies are old (SEED_STAMP: kept as seeded, so a tab
 * that seeded it itself holds the same).
 */
export interface StoredMeta {
  version: number;
  seededAt: string;
  seedSize: SeedSize;
  sessions: Record<string, FakeSession>;
  written: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Meta of this build's database version that can be read back: anything else starts a fresh seed. */
export const isCurrentMeta = (value: unknown): value is StoredMeta =>
  isRecord(value) &&
  value.version === FAKE_DB_VERSION &&
  typeof value.seededAt === 'string' &&
  !Number.isNaN(Date.parse(value.seededAt)) &&
  (value.seedSize === 'demo' || value.seedSize === 'large') &&
  isRecord(value.sessions) &&
  isRecord(value.written) &&
  Object.values(value.written).every((stamp) => typeof stamp === 'string');

/** The stamp of a table stored as seeded, unchanged: equal to any tab's own seed of it. */
export const SEED_STAMP = 'seed';

let stamps = 0;
/** A write's stamp: unique across tabs (time and chance) and within one (a counter). */
const newStamp = (): string => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}.${(stamps += 1)}`;

export interface TableDb {
  /**
   * The database as the handlers see it: every table is there, seeded (or read back) the first time it
   * is used. `structuredClone` of it reads every table, so it is a full copy.
   */
  readonly db: FakeDb;
  /** Reads the meta and the tables written since this tab last looked (everything, the first time). */
  load(): Promise<void>;
  /** Starts noting the tables used from now on: one request's, saved by `save`. */
  startNoting(): void;
  /** Writes the tables used since `startNoting` and the sessions. */
  save(): Promise<void>;
  /**
   * Writes the tables this tab seeded and nobody has written yet, so the next visit reads them back
   * instead of seeding them again (reading the orders back costs a few ms, seeding them ~50). Answers
   * whether it wrote anything.
   */
  saveSeeded(): Promise<boolean>;
  /** Replaces the whole database (a demo scenario, built whole) and writes every table of it. */
  replace(next: FakeDb): Promise<void>;
  /** A fresh seed at `now` of `size`, sessions kept: nothing but the meta is written, the tables seed on use. */
  reset(now: Date, size: SeedSize): Promise<void>;
  /** The tables this tab holds (seeded, read back or written), for the tests. */
  held(): string[];
}

interface Held {
  /** The table; read from `text` the first time it is used (a screen parses only the tables it reads). */
  value?: unknown;
  text?: string;
  /** The write this copy is of: SEED_STAMP while it is the seed's. */
  stamp: string;
}

const valueOf = (held: Held): unknown => {
  if (held.value === undefined && held.text !== undefined) {
    held.value = JSON.parse(held.text) as unknown;
    delete held.text;
  }
  return held.value;
};

/**
 * The in-page fake backend's database, table by table: a screen pays for seeding (or reading back) only
 * the tables its requests use, and a request that changed something writes only the tables it used.
 * A table is seeded alone from the stored `seededAt` and size, reading the seed's copy of the tables its
 * seed reads (never the live ones, which requests may have changed), so it is the table a whole seed
 * would have made: the tables agree with each other as the whole seed's do (an order refunded in the
 * seed is a pending cash-out there).
 */
export const createTableDb = (areas: readonly FakeArea[], storage: TableStorage, clock: () => Date = () => new Date()): TableDb => {
  let meta: StoredMeta | null = null;
  let seeder: Seeder;
  let tables = new Map<string, Held>();
  let db = {} as FakeDb;
  const noted = new Set<string>();
  /** Tables seeded in this tab and not stored yet (`saveSeeded`). */
  const seeded = new Set<string>();

  const hold = (name: keyof FakeTables): Held => {
    let held = tables.get(name);
    if (!held) {
      // A copy: the seeder keeps its own for the seeds of other tables that read this one.
      held = { value: structuredClone(seeder.table(name)), stamp: SEED_STAMP };
      tables.set(name, held);
      seeded.add(name);
    }
    return held;
  };

  /** A database of this meta with nothing held yet. */
  const start = (next: StoredMeta) => {
    meta = next;
    seeder = createSeeder(new Date(next.seededAt), areas, next.seedSize);
    tables = new Map();
    seeded.clear();
    const fresh = { version: next.version, seededAt: next.seededAt, seedSize: next.seedSize, sessions: next.sessions } as FakeDb;
    for (const name of seeder.names) {
      Object.defineProperty(fresh, name, {
        enumerable: true,
        configurable: true,
        get: () => {
          noted.add(name);
          return valueOf(hold(name));
        },
        set: (value: unknown) => {
          noted.add(name);
          tables.set(name, { value, stamp: tables.get(name)?.stamp ?? SEED_STAMP });
        },
      });
    }
    db = fresh;
  };

  const metaValue = (): StoredMeta => {
    const current = meta as StoredMeta;
    return { ...current, sessions: db.sessions };
  };

  /** `before`: the tables written under the meta being replaced, whose keys go. */
  const replaceWith = async (next: FakeDb, before: readonly string[]) => {
    start({ version: FAKE_DB_VERSION, seededAt: next.seededAt, seedSize: next.seedSize, sessions: next.sessions, written: {} });
    const stamp = newStamp();
    const written: Record<string, string> = {};
    const puts: Array<[string, unknown]> = [];
    for (const name of seeder.names) {
      if (!(name in next)) continue;
      const value = next[name];
      tables.set(name, { value, stamp });
      written[name] = stamp;
      puts.push([tableKey(name), JSON.stringify(value)]);
    }
    (meta as StoredMeta).written = written;
    await storage.write(
      [[META_KEY, metaValue()], ...puts],
      [LEGACY_KEY, ...before.filter((name) => !(name in written)).map(tableKey)],
    );
  };

  const reset = async (now: Date, size: SeedSize) => {
    const before = Object.keys(meta?.written ?? {});
    start({ version: FAKE_DB_VERSION, seededAt: now.toISOString(), seedSize: size, sessions: meta ? db.sessions : {}, written: {} });
    await storage.write([[META_KEY, metaValue()]], [LEGACY_KEY, ...before.map(tableKey)]);
  };

  const replace = (next: FakeDb) => replaceWith(next, Object.keys(meta?.written ?? {}));

  /** No meta of this version: the whole database kept before (moved into tables) or a fresh seed. */
  const begin = async (stale: unknown) => {
    const [legacy] = await storage.get([LEGACY_KEY]);
    const staleTables = isRecord(stale) && isRecord(stale.written) ? Object.keys(stale.written) : [];
    if (fitsAreas(legacy as FakeDb | undefined, areas) && isRecord((legacy as FakeDb).sessions)) {
      await replaceWith(legacy as FakeDb, staleTables);
      return;
    }
    start({ version: FAKE_DB_VERSION, seededAt: clock().toISOString(), seedSize: 'demo', sessions: {}, written: {} });
    await storage.write([[META_KEY, metaValue()]], [LEGACY_KEY, ...staleTables.map(tableKey)]);
  };

  const load = async () => {
    const [stored] = await storage.get([META_KEY]);
    if (!isCurrentMeta(stored)) {
      await begin(stored);
      return;
    }
    if (!meta || stored.seededAt !== meta.seededAt || stored.seedSize !== meta.seedSize) {
      start(stored);
    } else {
      meta = stored;
      db.sessions = stored.sessions;
    }
    const known = new Set<string>(seeder.names);
    // A copy read back from a write that is no longer the last (or no longer there) is old.
    for (const [name, held] of tables) {
      if (held.stamp !== SEED_STAMP && stored.written[name] !== held.stamp) tables.delete(name);
    }
    const old = Object.entries(stored.written)
      .filter(([name, stamp]) => known.has(name) && tables.get(name)?.stamp !== stamp)
      // A stored seed is the seed this tab makes itself: read back only when not held.
      .filter(([name, stamp]) => !(stamp === SEED_STAMP && tables.has(name)))
      .map(([name]) => name);
    if (old.length === 0) return;
    const values = await storage.get(old.map(tableKey));
    old.forEach((name, i) => {
      // A written table whose value went missing is seeded again rather than left empty.
      const text = values[i];
      if (typeof text !== 'string') tables.delete(name);
      else tables.set(name, { text, stamp: stored.written[name] as string });
    });
  };

  const save = async () => {
    if (!meta) throw new Error('Fake backend: the database was saved before it was loaded');
    const stamp = newStamp();
    const puts: Array<[string, unknown]> = [];
    for (const name of noted) {
      const held = tables.get(name);
      if (!held) continue;
      held.stamp = stamp;
      seeded.delete(name);
      meta.written = { ...meta.written, [name]: stamp };
      puts.push([tableKey(name), JSON.stringify(valueOf(held))]);
    }
    await storage.write([[META_KEY, metaValue()], ...puts], []);
  };

  const saveSeeded = async () => {
    if (!meta) return false;
    const puts: Array<[string, unknown]> = [];
    for (const name of seeded) {
      const held = tables.get(name);
      // Written meanwhile (by a request here, or read back from another tab's write): not the seed's.
      if (held?.stamp === SEED_STAMP && !(name in meta.written)) {
        meta.written = { ...meta.written, [name]: SEED_STAMP };
        puts.push([tableKey(name), JSON.stringify(valueOf(held))]);
      }
    }
    seeded.clear();
    if (puts.length === 0) return false;
    await storage.write([[META_KEY, metaValue()], ...puts], []);
    return true;
  };

  return {
    get db() {
      return db;
    },
    load,
    startNoting: () => noted.clear(),
    save,
    saveSeeded,
    replace,
    reset,
    held: () => [...tables.keys()],
  };
};
