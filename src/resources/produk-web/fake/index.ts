import { defineFakeArea } from '../../../fake-api/area';
import { produkWebContract } from '../contract';
import { seedProdukKasir, type CashierProductRecord } from './cashierSeed';
import { produkWebHandlers } from './handlers';
import { seedProdukWeb, type WebProductRecord } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    produkWeb: WebProductRecord[];
    /** The cashier system's products that web products link to (read only here). */
    produkKasir: CashierProductRecord[];
  }
}

export default defineFakeArea({
  name: 'produk-web',
  contract: produkWebContract,
  handlers: produkWebHandlers,
  publicEndpoints: ['storefrontList'],
  tables: {
    produkKasir: () => seedProdukKasir(),
    // Products link to cashier products, brands and categories by id: seeded from those tables.
    produkWeb: ({ now, table }) => seedProdukWeb(now, table('merk'), table('produkKasir'), table('webKategoriProduk')),
  },
});
