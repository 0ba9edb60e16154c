import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  readReportPeriod,
  reportPeriodError,
  reportPeriodSearch,
  reportQuery,
  reportYears,
  type ReportPeriod,
} from '../../domain/reportPeriod';

/**
 * A report's period, kept in the address (`?filter=BULANAN&bulan=11&tahun=2026`, or the dashboard's
 * `?periode=bulan-ini`): each change replaces the history entry's query. `query` is null while the period
 * cannot be asked for, `error` then says why.
 */
export const useReportPeriod = () => {
  const [params, setParams] = useSearchParams();
  // Today is read once per visit, so a report left open over midnight keeps the day it showed.
  const now = useMemo(() => new Date(), []);
  const period = useMemo(() => readReportPeriod(params, now), [params, now]);
  const setPeriod = useCallback((next: ReportPeriod) => setParams(reportPeriodSearch(next), { replace: true }), [setParams]);
  const query = useMemo(() => reportQuery(period), [period]);
  return { period, setPeriod, query, error: reportPeriodError(period), years: reportYears(now) };
};

export type ReportPeriodState = ReturnType<typeof useReportPeriod>;
