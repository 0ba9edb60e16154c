import type * as z from 'zod/mini';
import type { AnyEndpoint } from '../api/endpoint';

/**
 * The fake backend's model: the types the engine's modules (`db.ts`, `area.ts`, `http.ts`,
 * `scenarios.ts`) share, declared once under all of them so none of them imports another to name a
 * type (they used to import each other in a circle). Types only: nothing here runs. Each of those
 * modules re-exports the types of its own concern, so an area keeps importing `FakeDb` from `db.ts`,
 * `Handler` from `http.ts`, `FakeArea` from `area.ts`.
 */

/**
 * The tables of the fake database, one per record kind. Empty here: each area adds its own tables
 * from its `fake/` folder by declaration merging, so the engine names no area and every handler still
 * sees every table with its type:
 *
 *     declare module '../../../fake-api/model' { interface FakeTables { merk: Merk[] } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declaration merging
export interface FakeTables {}

export interface FakeSession {
  email: string;
  createdAt: string;
}

/**
 * How much data a fresh database holds: 'demo' (a shop's year, a few hundred orders) or 'large'
 * (thousands of orders, for performance work). Only tables whose size matters read it.
 */
export type SeedSize = 'demo' | 'large';

/** The fake backend's whole state: plain JSON, so it can be persisted and restored as one value. */
export interface FakeDb extends FakeTables {
  version: number;
  seededAt: string;
  /** The size it was seeded with, so a server asked for another size knows to reseed. */
  seedSize: SeedSize;
  sessions: Record<string, FakeSession>;
}

/** What a table's seed function can read: the clock, the seed size, and other tables (seeded on demand, once). */
export interface SeedContext {
  now: Date;
  size: SeedSize;
  table<T extends keyof FakeTables>(name: T): FakeTables[T];
}

export type TableSeeds = { [T in keyof FakeTables]?: (ctx: SeedContext) => FakeTables[T] };

export interface HandlerContext<E extends AnyEndpoint> {
  db: FakeDb;
  now: Date;
  params: Record<string, string>;
  query: URLSearchParams;
  body: z.output<NonNullable<E['body']>>;
  session: FakeSession | null;
  token: string | null;
}

export interface FakeReply<T> {
  status?: number;
  body: T;
  /** The handler changed the database: persist it. */
  changed?: boolean;
}

export type Handler<E extends AnyEndpoint> = (
  ctx: HandlerContext<E>,
) => FakeReply<z.input<E['response']>> | Promise<FakeReply<z.input<E['response']>>>;

/** The demo scenarios' ids; `scenarios.ts` lists them (`SCENARIO_IDS`, held to this union) with their texts. */
export type ScenarioId = 'busy-morning' | 'late-courier' | 'end-of-month';

/** What a contribution may read: the clock of the scenario and who the timelines say acted. */
export interface ScenarioContext {
  now: Date;
  /** The demo administrator's email, for the steps an admin takes (verifying a transfer, cancelling). */
  by: string;
}

export type ScenarioContribution = (db: FakeDb, ctx: ScenarioContext) => void;

/**
 * One figure a screen shows after a scenario: the screen's total, counted from the data by the rule the
 * screen itself applies (a scenario adds to what the seed already holds, so QA reads the screen's
 * number, not only the scenario's), and how many of those the scenario added.
 */
export interface ScenarioFigure {
  /** Where to look, as the menu and the screen name it: 'Cash In', 'Order Center · Order tersendat'. */
  screen: string;
  /** The total in the screen's own words: '16 pembayaran menunggu'. */
  shows: string;
  total: number;
  added: number;
}

/** An area's figures for one scenario, read from the resulting data at the scenario's moment; never writes. */
export type ScenarioFigures = (db: FakeDb, now: Date) => ScenarioFigure[];

/** A contract of one area: its endpoints by name. */
export type AreaContract = Record<string, AnyEndpoint>;

/**
 * One area's part of the fake backend, in the area's `fake/index.ts`: its contract, a handler for every
 * endpoint (the mapped type refuses to compile while one is missing), the tables it owns with their
 * seeds, and the endpoints that need no admin session. The engine finds these files by their place
 * (`src/**\/fake/index.ts`), so an area registers its fake backend by having one.
 */
export interface FakeArea<C extends AreaContract = AreaContract> {
  /** The area's name (its folder's), for route names and error logs. */
  name: string;
  contract: C;
  handlers: { [K in keyof C]: Handler<C[K]> };
  tables?: TableSeeds;
  /** Endpoints answered without a session (login). */
  publicEndpoints?: ReadonlyArray<keyof C>;
  /**
   * What the area adds to a fresh seed for a demo scenario (`scenarios.ts`), through its own fake paths.
   * Areas are applied in no promised order, so a contribution must not read another's additions.
   */
  scenarios?: Partial<Record<ScenarioId, ScenarioContribution>>;
  /**
   * What the area's screens show after a scenario, counted by the screens' own rules from the data
   * (`ScenarioFigure`): the scenario list states it, and the unit tests hold it to the screens.
   */
  scenarioFigures?: Partial<Record<ScenarioId, ScenarioFigures>>;
}

/** The module shape of a `fake/index.ts`. */
export interface FakeAreaModule {
  default: FakeArea;
}
