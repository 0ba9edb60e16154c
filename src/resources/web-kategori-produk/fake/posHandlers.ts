import type { webKategoriProdukContract } from '../contract';
import { reply, type Handler } from '../../../fake-api/http';

/** The cashier system's categories, by name, wrapped in `data` as the spec says. */
const list: Handler<(typeof webKategoriProdukContract)['posList']> = ({ db }) =>
  reply({ data: [...db.posKategori].sort((a, b) => a.nama_kategori.localeCompare(b.nama_kategori, 'id')) });

export const posKategoriHandlers = { posList: list };
