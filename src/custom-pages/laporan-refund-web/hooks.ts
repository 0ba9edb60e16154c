import { keepPreviousData } from '@tanstack/react-query';
import type { ReportQuery } from '../../domain/reportPeriod';
import { queryKeysFor, useApiQuery } from '../../providers/queries';
import { laporanRefundWebContract } from './contract';

export const laporanRefundWebKeys = queryKeysFor('laporan-refund-web');

/** The refunds of a period; not sent while the period cannot be asked for (null). */
export const useRefundReport = (query: ReportQuery | null) =>
  useApiQuery(
    laporanRefundWebKeys.of('report', query),
    laporanRefundWebContract.report,
    { query: query ?? undefined },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
