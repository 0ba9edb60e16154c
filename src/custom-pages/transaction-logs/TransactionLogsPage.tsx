import { useMemo } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNotify } from 'react-admin';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { RetryAlert } from '../../components/RetryAlert';
import { ReportCsvButton } from '../../components/report/ReportCsvButton';
import { format } from '../../i18n/format';
import { formatNumber } from '../../domain/format';
import { transactionLogsCsvColumns } from './csvColumns';
import { useKasLogs } from './hooks';
import { transactionLogsMessages as m } from './messages';
import { dailyFlow, entitiesOf, filterRows, serverQuery, summarize, toKasLogRows } from './rules';
import { TransactionLogsCards } from './TransactionLogsCards';
import { TransactionLogsChart } from './TransactionLogsChart';
import { TransactionLogsFilters } from './TransactionLogsFilters';
import { TransactionLogsTable } from './TransactionLogsTable';
import { useTransactionLogsFilters } from './useTransactionLogsFilters';

const Loading = () => (
  <Stack spacing={1.5} sx={{ alignItems: 'center', py: 6 }} data-testid="kas-log-loading" aria-busy="true">
    <CircularProgress size={32} />
    <Typography color="text.secondary">{m.loading}</Typography>
  </Stack>
);

/**
 * /admin/transaction-logs (operations spec §2, Kas Transaction Logs): every movement of the cash
 * accounts with the four cards, the search and filters (in the address; the method and dates are asked
 * of the server, the rest narrows its answer), a chart of each day's money in and out, the history
 * table and its CSV. A cash-in or a refund cash-out elsewhere reloads it (pending cash's keys).
 */
export const TransactionLogsPage = () => {
  const notify = useNotify();
  const { filters, update, clear } = useTransactionLogsFilters();
  const query = useMemo(() => serverQuery(filters), [filters]);
  const logs = useKasLogs(query);
  const allRows = useMemo(() => toKasLogRows(logs.data ?? []), [logs.data]);
  const rows = useMemo(() => filterRows(allRows, filters), [allRows, filters]);
  const summary = useMemo(() => summarize(rows), [rows]);
  const days = useMemo(() => dailyFlow(rows, { from: filters.tanggalMulai, to: filters.tanggalAkhir }), [rows, filters.tanggalMulai, filters.tanggalAkhir]);
  const entities = useMemo(() => entitiesOf(allRows), [allRows]);

  const loading = query !== null && logs.isFetching;
  const refresh = async () => {
    const result = await logs.refetch();
    // A failure shows in the alert below (the server's words, 'Coba Lagi'); only a success is toasted.
    if (result.isSuccess && !result.error) notify(m.refreshed, { type: 'success' });
  };

  const loaded = query !== null && !logs.isPending;
  const details = (() => {
    if (query === null)
      return (
        <Alert severity="warning" data-testid="kas-log-range">
          {m.filters.dateOrder}
        </Alert>
      );
    if (logs.isPending) return logs.error ? null : <Loading />;
    return (
      <>
        {rows.length > 0 && (
          <Card variant="outlined" component="section" aria-labelledby="kas-log-chart-title">
            <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
              <Typography variant="subtitle1" component="h2" id="kas-log-chart-title" sx={{ mb: 1 }}>
                {m.chart.title}
              </Typography>
              <Box sx={{ minWidth: 0 }} role="img" aria-label={m.chart.label} data-testid="kas-log-chart">
                <TransactionLogsChart days={days} />
              </Box>
            </CardContent>
          </Card>
        )}
        <Card variant="outlined" component="section" aria-labelledby="kas-log-history-title" sx={{ minWidth: 0 }}>
          <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="subtitle1" component="h2" id="kas-log-history-title" data-testid="kas-log-history-title">
                {format(m.historyTitle, { count: formatNumber(rows.length) })}
              </Typography>
              <ReportCsvButton fileName={m.csv.file} columns={transactionLogsCsvColumns} rows={rows} />
            </Stack>
            {allRows.length === 0 ? (
              <Box sx={{ textAlign: 'center', py: 5 }} data-testid="kas-log-empty">
                <Typography variant="h6" component="p">
                  {m.empty}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {m.emptyHint}
                </Typography>
              </Box>
            ) : rows.length === 0 ? (
              <Box sx={{ textAlign: 'center', py: 5 }} data-testid="kas-log-no-match">
                <Typography variant="body1" sx={{ mb: 1 }}>
                  {m.noMatch}
                </Typography>
                <Button size="small" onClick={clear}>
                  {m.clearFilters}
                </Button>
              </Box>
            ) : (
              <TransactionLogsTable rows={rows} />
            )}
          </CardContent>
        </Card>
      </>
    );
  })();

  return (
    <Box sx={pageSx} data-testid="transaction-logs">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <Button
            variant="outlined"
            onClick={() => void refresh()}
            disabled={loading || query === null}
            startIcon={loading ? <CircularProgress size={16} color="inherit" data-testid="kas-log-refreshing" /> : <RefreshIcon />}
          >
            {m.refresh}
          </Button>
        }
      />
      {logs.error && query !== null && (
        <RetryAlert error={logs.error} fallback={m.loadFailed} onRetry={() => logs.refetch()} retrying={logs.isFetching} testId="kas-log-error" />
      )}
      {loaded && <TransactionLogsCards summary={summary} />}
      <TransactionLogsFilters filters={filters} onChange={update} onClear={clear} entities={entities} shown={rows.length} total={allRows.length} />
      <Box sx={{ height: 4, my: -1 }}>{loading && !logs.isPending && <LinearProgress aria-hidden="true" />}</Box>
      <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }} aria-busy={loading}>
        {details}
      </Box>
    </Box>
  );
};
