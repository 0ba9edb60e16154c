import { endpoint } from '../../api/endpoint';
import { reportQuerySchema } from '../../api/schemas/report';
import { tolerantList } from '../../api/schemas/tolerant';
import { emptySoldProductRow, soldProductRowSchema } from './schemas';
import { laporanProdukTerjualMessages as m } from './messages';

export const laporanProdukTerjualContract = {
  /** GET /admin/laporan-produk-terjual-web (catalogue spec §7): the rows, bare or as `data`. */
  report: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/laporan-produk-terjual-web',
    query: reportQuerySchema,
    ...tolerantList(soldProductRowSchema, emptySoldProductRow),
  }),
};
