import type { ReactNode } from 'react';
import { Alert, Box, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { describeReportPeriod } from '../../domain/reportPeriod';
import { format } from '../../i18n/format';
import { reportPeriodMessages as m } from '../../i18n/messages/reportPeriod';
import { PageHeader, pageSx } from '../PageHeader';
import { RetryAlert } from '../RetryAlert';
import { ReportPeriodFilter } from './ReportPeriodFilter';
import type { ReportPeriodState } from './useReportPeriod';

/** What a report's read looks like to its layout (a react-query result). */
export interface ReportLoad {
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  error: unknown;
  refetch: () => unknown;
  /** True when the period has nothing to show. */
  isEmpty: boolean;
}

export interface ReportLayoutProps {
  title: string;
  subtitle?: string;
  testId: string;
  periodState: ReportPeriodState;
  load: ReportLoad;
  /** The spec's message for a failed load. */
  loadFailed: string;
  emptyMessage: string;
  /** The CSV export and other actions, beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

const LoadingSkeleton = () => (
  <Stack spacing={2} data-testid="report-loading" aria-busy="true">
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Skeleton variant="rounded" height={96} sx={{ flex: 1 }} />
      <Skeleton variant="rounded" height={96} sx={{ flex: 1 }} />
    </Stack>
    <Skeleton variant="rounded" height={280} />
  </Stack>
);

/**
 * One report's page: title, period filter (in the address), then its states: loading (skeleton), error
 * with 'Coba Lagi', empty, or the report itself. A new period keeps the last figures on screen under a
 * progress bar until its own arrive.
 */
export const ReportLayout = ({ title, subtitle, testId, periodState, load, loadFailed, emptyMessage, actions, children }: ReportLayoutProps) => {
  const { period, setPeriod, query, error, years } = periodState;
  const body = (() => {
    if (!query) return null;
    if (load.error) return <RetryAlert error={load.error} fallback={loadFailed} onRetry={load.refetch} retrying={load.isFetching} testId="report-error" />;
    if (load.isPending) return <LoadingSkeleton />;
    if (load.isEmpty)
      return (
        <Alert severity="info" data-testid="report-empty">
          {emptyMessage}
        </Alert>
      );
    return children;
  })();

  return (
    <Box sx={pageSx} data-testid={testId}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <ReportPeriodFilter period={period} onChange={setPeriod} years={years} error={error} />
        {query && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="report-period">
            {format(m.periodOf, { period: describeReportPeriod(query) })}
          </Typography>
        )}
      </Paper>
      <Box sx={{ height: 4, my: -1 }}>{load.isFetching && !load.isPending && <LinearProgress aria-hidden="true" />}</Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }} aria-busy={load.isFetching}>
        {body}
      </Box>
    </Box>
  );
};
