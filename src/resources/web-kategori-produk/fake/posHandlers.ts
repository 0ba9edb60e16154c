import type { webKategoriProdukContract } from '../contract';
import { reply, type Handler } from '../../../fake-api/http';
import { indonesianOrder } from '../../../domain/textOrder';

/** The cashier system's categories, by name, wrapped in `data` as the spec says. */
const list: Handler<(typeof webKategoriProdukContract)['posList']> = ({ db }) =>
  reply({ data: [...db.posKategori].sort((a, b) => indonesianOrder(a.nama_kategori, b.nama_kategori)) });

export const posKategoriHandlers = { posList: list };
