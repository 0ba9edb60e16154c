import { defineFakeArea } from '../../../fake-api/area';
import { merkContract } from '../contract';
import type { Merk } from '../schemas';
import { merkHandlers } from './handlers';
import { seedMerk } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    merk: Merk[];
  }
}

export default defineFakeArea({ name: 'merk', contract: merkContract, handlers: merkHandlers, tables: { merk: () => seedMerk() } });
