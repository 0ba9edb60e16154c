import type { AnyEndpoint } from '../api/endpoint';
import type { FakeTables } from './db';
import type { Handler } from './http';
import type { ScenarioContribution, ScenarioFigures, ScenarioId } from './scenarios';

/** A contract of one area: its endpoints by name. */
export type AreaContract = Record<string, AnyEndpoint>;

/**
 * How much data a fresh database holds: 'demo' (a shop's year, a few hundred orders) or 'large'
 * (thousands of orders, for performance work). Only tables whose size matters read it.
 */
export type SeedSize = 'demo' | 'large';
export const SEED_SIZES: readonly SeedSize[] = ['demo', 'large'];
export const isSeedSize = (value: unknown): value is SeedSize => SEED_SIZES.includes(value as SeedSize);

/** What a table's seed function can read: the clock, the seed size, and other tables (seeded on demand, once). */
export interface SeedContext {
  now: Date;
  size: SeedSize;
  table<T extends keyof FakeTables>(name: T): FakeTables[T];
}

export type TableSeeds = { [T in keyof FakeTables]?: (ctx: SeedContext) => FakeTables[T] };

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

export const defineFakeArea = <C extends AreaContract>(area: FakeArea<C>): FakeArea<C> => area;

/** The module shape of a `fake/index.ts`. */
export interface FakeAreaModule {
  default: FakeArea;
}

/** Every endpoint of these areas with a stable name such as `merk.update`, for routers and tests. */
export const contractEntries = (areas: readonly FakeArea[]): Array<[name: string, endpoint: AnyEndpoint]> =>
  areas.flatMap((area) => Object.entries(area.contract).map(([name, endpoint]): [string, AnyEndpoint] => [`${area.name}.${name}`, endpoint]));
