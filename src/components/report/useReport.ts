import { keepPreviousData } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint } from '../../api/endpoint';
import type { ReportQuery } from '../../domain/reportPeriod';
import { useApiQuery } from '../../providers/queries';

/**
 * A report for a period under its area's key: not sent while the period cannot be asked for (null),
 * and the previous period's figures stay on screen while the next one loads.
 */
export const useReport = <E extends AnyEndpoint>(key: (query: ReportQuery | null) => QueryKey, endpoint: E, query: ReportQuery | null) =>
  // Every report endpoint takes reportQuerySchema; the generic endpoint's own query type cannot say so.
  useApiQuery(key(query), endpoint, { query: (query ?? undefined) as never }, { enabled: query !== null, placeholderData: keepPreviousData });
