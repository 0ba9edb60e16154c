import type { laporanProdukTerjualContract } from '../contract';
import { FakeHttpError, reply, type Handler } from '../../../fake-api/http';
import { parseReportQuery } from '../../../domain/reportPeriod';
import { soldProducts } from './report';

/** GET /admin/laporan-produk-terjual-web: the query is read as a server does (400 with `{ error }`). */
const report: Handler<(typeof laporanProdukTerjualContract)['report']> = ({ db, query }) => {
  const parsed = parseReportQuery(query);
  if ('error' in parsed) throw new FakeHttpError(400, parsed.error);
  return reply(soldProducts(db.penjualanWeb, parsed.query));
};

export const laporanProdukTerjualHandlers = { report };
