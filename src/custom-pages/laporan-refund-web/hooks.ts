import type { ReportQuery } from '../../domain/reportPeriod';
import { useReport } from '../../components/report/useReport';
import { queryKeysFor } from '../../providers/queries';
import { laporanRefundWebContract } from './contract';

export const laporanRefundWebKeys = queryKeysFor('laporan-refund-web');

/** The refunds of a period. */
export const useRefundReport = (query: ReportQuery | null) => useReport((q) => laporanRefundWebKeys.of('report', q), laporanRefundWebContract.report, query);
