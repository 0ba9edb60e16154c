import type { AnyEndpoint, RouteRead } from './endpoint';
import { readReportPeriod, reportQuery } from '../domain/reportPeriod';

/**
 * A report page's read on arrival: its endpoint for the period in the address (`?filter=BULANAN&...`,
 * today by default), the very query the page's `useReportPeriod` asks, so the request leaves at
 * navigation beside the page's code. Nothing for a period that cannot be asked for.
 */
export const reportReads =
  (endpoint: AnyEndpoint) =>
  (search: string, now: Date = new Date()): RouteRead[] => {
    const query = reportQuery(readReportPeriod(new URLSearchParams(search), now));
    return query ? [{ endpoint, query }] : [];
  };
