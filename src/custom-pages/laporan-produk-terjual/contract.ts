import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { reportQuerySchema } from '../../api/schemas/report';
import { soldProductRowSchema, type SoldProductRow } from './schemas';
import { laporanProdukTerjualMessages as m } from './messages';

const rows = z.array(soldProductRowSchema);

export const laporanProdukTerjualContract = {
  /** GET /admin/laporan-produk-terjual-web (spec section 7): the rows, bare or as `data`. */
  report: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/laporan-produk-terjual-web',
    query: reportQuerySchema,
    response: z.union([rows, z.object({ data: rows })]),
    unwrap: (raw): SoldProductRow[] => (Array.isArray(raw) ? raw : raw.data),
  }),
};
