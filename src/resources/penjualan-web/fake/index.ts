import { defineFakeArea } from '../../../fake-api/area';
import type { Order } from '../schemas';
import { seedPenjualanWeb } from './seed';

declare module '../../../fake-api/db' {
  interface FakeTables {
    penjualanWeb: Order[];
  }
}

/** The web orders. Their screens and endpoints come with the order issue; the dashboard reads them now. */
export default defineFakeArea({ name: 'penjualan-web', contract: {}, handlers: {}, tables: { penjualanWeb: ({ now }) => seedPenjualanWeb(now) } });
