import { defineFakeArea } from '../../../fake-api/area';
import { cashbackSettingsContract } from '../contract';
import type { CashbackSettings } from '../schemas';
import { cashbackSettingsHandlers } from './handlers';
import { seedCashbackSettings } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    /** Null until the programme is first saved. */
    cashbackSettings: CashbackSettings | null;
  }
}

export default defineFakeArea({
  name: 'cashback-settings',
  contract: cashbackSettingsContract,
  handlers: cashbackSettingsHandlers,
  tables: { cashbackSettings: () => seedCashbackSettings() },
});
