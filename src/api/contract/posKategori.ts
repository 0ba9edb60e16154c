import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { posKategoriSchema } from '../schemas/webKategori';

/** The cashier system's categories, offered as links for web categories (spec section 7). */
export const posKategoriContract = {
  list: endpoint({
    method: 'GET',
    path: '/admin/kategori-produk',
    response: z.union([z.object({ data: z.array(posKategoriSchema) }), z.array(posKategoriSchema)]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : raw.data),
  }),
};
