import { defineFakeArea } from '../../../fake-api/area';
import { webKategoriProdukContract } from '../contract';
import type { PosKategoriRecord, WebKategoriProdukRecord } from '../schemas';
import { webKategoriProdukHandlers } from './handlers';
import { posKategoriHandlers } from './posHandlers';
import { seedPosKategori, seedWebKategoriProduk } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    webKategoriProduk: WebKategoriProdukRecord[];
    /** The cashier system's categories (read only here). */
    posKategori: PosKategoriRecord[];
  }
}

export default defineFakeArea({
  name: 'web-kategori-produk',
  contract: webKategoriProdukContract,
  handlers: { ...webKategoriProdukHandlers, ...posKategoriHandlers },
  tables: { webKategoriProduk: ({ now }) => seedWebKategoriProduk(now), posKategori: () => seedPosKategori() },
});
