import type { laporanRefundWebContract } from '../contract';
import { FakeHttpError, reply, type Handler } from '../../../fake-api/http';
import { parseReportQuery } from '../../../domain/reportPeriod';
import { refundReport } from './report';

/** GET /admin/laporan-refund-web: the query is read as a server does (400 with `{ error }`). */
const report: Handler<(typeof laporanRefundWebContract)['report']> = ({ db, query }) => {
  const parsed = parseReportQuery(query);
  if ('error' in parsed) throw new FakeHttpError(400, parsed.error);
  return reply(refundReport(db.refundRecords, db.penjualanWeb, parsed.query));
};

export const laporanRefundWebHandlers = { report };
