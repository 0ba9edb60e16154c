import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { reportQuerySchema } from '../../api/schemas/report';
import { refundReportRowSchema, type RefundReportRow } from './schemas';
import { laporanRefundWebMessages as m } from './messages';

const rows = z.array(refundReportRowSchema);

export const laporanRefundWebContract = {
  /** GET /admin/laporan-refund-web (spec section 7): the rows, bare or as `data`. */
  report: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/laporan-refund-web',
    query: reportQuerySchema,
    response: z.union([rows, z.object({ data: rows })]),
    unwrap: (raw): RefundReportRow[] => (Array.isArray(raw) ? raw : raw.data),
  }),
};
