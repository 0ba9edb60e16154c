import type { ReportQuery } from '../../domain/reportPeriod';
import { useReport } from '../../components/report/useReport';
import { queryKeysFor } from '../../providers/queries';
import { laporanPenjualanWebContract } from './contract';

export const laporanPenjualanWebKeys = queryKeysFor('laporan-penjualan-web');

/** The sales report for a period. */
export const useSalesReport = (query: ReportQuery | null) => useReport((q) => laporanPenjualanWebKeys.of('report', q), laporanPenjualanWebContract.report, query);
