import { keepPreviousData } from '@tanstack/react-query';
import type { ReportQuery } from '../../domain/reportPeriod';
import { queryKeysFor, useApiQuery } from '../../providers/queries';
import { laporanProdukTerjualContract } from './contract';

export const laporanProdukTerjualKeys = queryKeysFor('laporan-produk-terjual');

/** The sold products of a period; not sent while the period cannot be asked for (null). */
export const useSoldProductsReport = (query: ReportQuery | null) =>
  useApiQuery(
    laporanProdukTerjualKeys.of('report', query),
    laporanProdukTerjualContract.report,
    { query: query ?? undefined },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
