import type { ReportQuery } from '../../domain/reportPeriod';
import { useReport } from '../../components/report/useReport';
import { queryKeysFor } from '../../providers/queries';
import { laporanProdukTerjualContract } from './contract';

export const laporanProdukTerjualKeys = queryKeysFor('laporan-produk-terjual');

/** The sold products of a period. */
export const useSoldProductsReport = (query: ReportQuery | null) => useReport((q) => laporanProdukTerjualKeys.of('report', q), laporanProdukTerjualContract.report, query);
