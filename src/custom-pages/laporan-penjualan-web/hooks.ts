import { keepPreviousData } from '@tanstack/react-query';
import type { ReportQuery } from '../../domain/reportPeriod';
import { queryKeysFor, useApiQuery } from '../../providers/queries';
import { laporanPenjualanWebContract } from './contract';

export const laporanPenjualanWebKeys = queryKeysFor('laporan-penjualan-web');

/** The sales report for a period; not sent while the period cannot be asked for (null). */
export const useSalesReport = (query: ReportQuery | null) =>
  useApiQuery(
    laporanPenjualanWebKeys.of('report', query),
    laporanPenjualanWebContract.report,
    { query: query ?? undefined },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
