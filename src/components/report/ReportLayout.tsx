import type { ReactNode } from 'react';
import { Alert, Box, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { describeReportPeriod } from '../../domain/reportPeriod';
import { format } from '../../i18n/format';
import { reportPeriodMessages as m } from '../../i18n/messages/reportPeriod';
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
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }} data-testid={testId}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
      </Stack>
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
