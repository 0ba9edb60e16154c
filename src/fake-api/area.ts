import type { AnyEndpoint } from '../api/endpoint';
import type { AreaContract, FakeArea, SeedSize } from './model';

export type { AreaContract, FakeArea, FakeAreaModule, SeedContext, SeedSize, TableSeeds } from './model';

export const SEED_SIZES: readonly SeedSize[] = ['demo', 'large'];
export const isSeedSize = (value: unknown): value is SeedSize => SEED_SIZES.includes(value as SeedSize);

export const defineFakeArea = <C extends AreaContract>(area: FakeArea<C>): FakeArea<C> => area;

/** Every endpoint of these areas with a stable name such as `merk.update`, for routers and tests. */
export const contractEntries = (areas: readonly FakeArea[]): Array<[name: string, endpoint: AnyEndpoint]> =>
  areas.flatMap((area) => Object.entries(area.contract).map(([name, endpoint]): [string, AnyEndpoint] => [`${area.name}.${name}`, endpoint]));
