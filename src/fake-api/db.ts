import { DEMO_LOGIN } from '../config';
import type { FakeArea, FakeDb, FakeSession, FakeTables, SeedContext, SeedSize } from './model';

/** Each area adds its tables to `FakeTables` in `model.ts` (declaration merging); see there. */
export type { FakeDb, FakeSession, FakeTables } from './model';

/** How long a login holds: a working day and then some, like the real backend's admin token. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const sessionAlive = (session: unknown, now: Date): session is FakeSession => {
  if (!session || typeof session !== 'object') return false;
  const { email, createdAt } = session as Partial<FakeSession>;
  if (typeof email !== 'string' || typeof createdAt !== 'string') return false;
  // NaN (an unreadable date) fails the comparison, so such a session is refused.
  return now.getTime() - Date.parse(createdAt) < SESSION_TTL_MS;
};

/**
 * The session a bearer token names, if it is still valid. `sessions` is a plain record (the database
 * is persisted as JSON), so only its own keys count: `__proto__`, `constructor` or `toString` must not
 * reach what every object inherits.
 */
export const findSession = (db: FakeDb, token: string, now: Date): FakeSession | null => {
  if (!db.sessions || typeof db.sessions !== 'object' || !Object.hasOwn(db.sessions, token)) return null;
  const session = db.sessions[token];
  return sessionAlive(session, now) ? session : null;
};

/** Drops the sessions that have expired, so a long-running server's database does not keep them all. */
export const pruneSessions = (db: FakeDb, now: Date): void => {
  for (const token of Object.keys(db.sessions)) {
    if (!sessionAlive(db.sessions[token], now)) delete db.sessions[token];
  }
};

/** Bump when a table's shape changes: a persisted database of another version is replaced by a fresh seed. */
export const FAKE_DB_VERSION = 8;

export const DEMO_ACCOUNT = { ...DEMO_LOGIN, nama: 'Admin Toko' } as const;

/** One seeding of every area's tables: the same clock and size, each table seeded on demand, once. */
export interface Seeder {
  /** Every table some area seeds. */
  readonly names: readonly (keyof FakeTables)[];
  /** The table as this seeding makes it (seeding it, and the tables its seed reads, the first time). */
  table<T extends keyof FakeTables>(name: T): FakeTables[T];
}

/**
 * Seeds these areas' tables at `now` on demand: a seed may read other tables (products link to brands
 * and categories), which are seeded first, each exactly once, from this same seeding. The seeds are
 * deterministic (seeded random numbers, `now`), so a table seeded alone later from the same clock is the
 * table a whole seed made.
 */
export const createSeeder = (now: Date, areas: readonly FakeArea[], size: SeedSize = 'demo'): Seeder => {
  const seeds = new Map<string, (ctx: SeedContext) => unknown>();
  for (const area of areas) {
    for (const [table, seed] of Object.entries(area.tables ?? {})) {
      if (seeds.has(table)) throw new Error(`Fake backend: table "${table}" is seeded by two areas`);
      seeds.set(table, seed as (ctx: SeedContext) => unknown);
    }
  }
  const tables = new Map<string, unknown>();
  const seeding = new Set<string>();
  const context: SeedContext = {
    now,
    size,
    table(name) {
      if (!tables.has(name)) {
        const seed = seeds.get(name);
        if (!seed) throw new Error(`Fake backend: no area seeds the table "${name}"`);
        if (seeding.has(name)) throw new Error(`Fake backend: the seeds of "${name}" depend on each other`);
        seeding.add(name);
        tables.set(name, seed(context));
        seeding.delete(name);
      }
      return tables.get(name) as never;
    },
  };
  return { names: [...seeds.keys()] as (keyof FakeTables)[], table: context.table };
};

/** A fresh database from every area's table seeds, of the given size ('demo' unless asked). */
export const createSeedDb = (now: Date, areas: readonly FakeArea[], size: SeedSize = 'demo'): FakeDb => {
  const seeder = createSeeder(now, areas, size);
  const tables = seeder.names.map((name) => [name, seeder.table(name)]);
  return { version: FAKE_DB_VERSION, seededAt: now.toISOString(), seedSize: size, sessions: {}, ...Object.fromEntries(tables) } as FakeDb;
};

/** Whether a stored database fits the areas of this build (same version, every table present). */
export const fitsAreas = (db: FakeDb | undefined, areas: readonly FakeArea[]): db is FakeDb =>
  db?.version === FAKE_DB_VERSION && areas.every((area) => Object.keys(area.tables ?? {}).every((table) => table in db));

export const nextId = (records: ReadonlyArray<{ id: number | string }>): number =>
  records.reduce((max, record) => (typeof record.id === 'number' && record.id > max ? record.id : max), 0) + 1;
