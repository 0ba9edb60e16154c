import type { Contract } from '../../api/contract';
import { reply, type Handler } from '../http';

/** The cashier system's categories, by name, wrapped in `data` as the spec says. */
const list: Handler<Contract['posKategori']['list']> = ({ db }) =>
  reply({ data: [...db.posCategories].sort((a, b) => a.nama_kategori.localeCompare(b.nama_kategori, 'id')) });

export const posKategoriHandlers = { list };
