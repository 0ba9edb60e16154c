import { defineFakeArea } from '../../../fake-api/area';
import { penjualanWebContract } from '../contract';
import type { Order } from '../schemas';
import { penjualanWebHandlers } from './server/handlers';
import { penjualanWebScenarioFigures } from './scenarioFigures';
import { penjualanWebScenarios } from './scenarios';
import { seedPenjualanWeb } from './seed/seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    penjualanWeb: Order[];
  }
}

/** The web orders and their fulfilment (order spec); the dashboard reads the same table. */
export default defineFakeArea({
  name: 'penjualan-web',
  contract: penjualanWebContract,
  handlers: penjualanWebHandlers,
  tables: { penjualanWeb: ({ now, size }) => seedPenjualanWeb(now, size) },
  scenarios: penjualanWebScenarios,
  scenarioFigures: penjualanWebScenarioFigures,
});
