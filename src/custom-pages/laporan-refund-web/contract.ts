import { endpoint } from '../../api/endpoint';
import { reportQuerySchema } from '../../api/schemas/report';
import { tolerantList } from '../../api/schemas/tolerant';
import { emptyRefundReportRow, refundReportRowSchema } from './schemas';
import { laporanRefundWebMessages as m } from './messages';

export const laporanRefundWebContract = {
  /** GET /admin/laporan-refund-web (catalogue spec §7): the rows, bare or as `data`. */
  report: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/laporan-refund-web',
    query: reportQuerySchema,
    ...tolerantList(refundReportRowSchema, emptyRefundReportRow),
  }),
};
