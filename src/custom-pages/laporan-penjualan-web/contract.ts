import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { reportQuerySchema } from '../../api/schemas/report';
import { salesReportSchema, type SalesReport } from './schemas';
import { laporanPenjualanWebMessages as m } from './messages';

const salesAnswer = z.union([salesReportSchema, z.object({ data: salesReportSchema })]);

export const laporanPenjualanWebContract = {
  /** GET /admin/laporan-penjualan-web (catalogue spec §7): the sales result, bare or as `data`. */
  report: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/laporan-penjualan-web',
    query: reportQuerySchema,
    response: salesAnswer,
    unwrap: (raw): SalesReport => ('data' in raw ? raw.data : raw),
  }),
};
