import type { laporanPenjualanWebContract } from '../contract';
import { FakeHttpError, reply, type Handler } from '../../../fake-api/http';
import { parseReportQuery } from '../../../domain/reportPeriod';
import { salesReport } from './report';

/** GET /admin/laporan-penjualan-web: the query is read as a server does (400 with `{ error }`). */
const report: Handler<(typeof laporanPenjualanWebContract)['report']> = ({ db, query }) => {
  const parsed = parseReportQuery(query);
  if ('error' in parsed) throw new FakeHttpError(400, parsed.error);
  return reply(salesReport(db.penjualanWeb, parsed.query));
};

export const laporanPenjualanWebHandlers = { report };
