import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Grid, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { RetryAlert } from '../../components/RetryAlert';
import { formatNumber } from '../../domain/format';
import { useNotificationStats } from './hooks';
import { notificationsMessages as m } from './messages';
import { typeCounts } from './rules';

// recharts is one screen's library: it loads with this tab, never with the login route or the send form.
const NotificationsTypeChart = lazy(() => import('./NotificationsTypeChart'));

/** A chart whose code failed to download leaves the counts (listed beside it) on screen. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const CARDS = [
  { key: 'totalNotifications', label: m.stats.total, testId: 'notifications-stat-total' },
  { key: 'unreadNotifications', label: m.stats.unread, testId: 'notifications-stat-unread' },
  { key: 'todayNotifications', label: m.stats.today, testId: 'notifications-stat-today' },
] as const;

/** Statistics (operations spec §2): total, unread and today's notifications, and the count by type. */
export const NotificationsStatsTab = () => {
  const stats = useNotificationStats();
  if (stats.isError) {
    return <RetryAlert error={stats.error} fallback={m.statsFailed} onRetry={() => stats.refetch()} retrying={stats.isFetching} testId="notifications-stats-error" />;
  }
  const data = stats.data;
  const counts = data ? typeCounts(data.notificationsByType) : [];
  return (
    <Stack spacing={2} aria-busy={stats.isPending ? 'true' : 'false'}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => void stats.refetch()} disabled={stats.isFetching}>
          {m.stats.refresh}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {CARDS.map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" data-testid={card.testId}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {card.label}
                </Typography>
                {data ? (
                  <Typography variant="h4" component="p" data-testid={`${card.testId}-value`}>
                    {formatNumber(data[card.key])}
                  </Typography>
                ) : (
                  <Skeleton variant="text" width={80} height={48} />
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card variant="outlined" component="section" aria-labelledby="notifications-by-type-title" data-testid="notifications-by-type">
        <CardContent>
          <Typography variant="subtitle1" component="h2" id="notifications-by-type-title" gutterBottom>
            {m.stats.byType}
          </Typography>
          {!data ? (
            <Skeleton variant="rounded" height={260} />
          ) : data.totalNotifications === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="notifications-stats-empty">
              {m.stats.empty}
            </Typography>
          ) : (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }}>
                <ChartBoundary>
                  <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                    <Box role="img" aria-label={m.stats.chartLabel} sx={{ minWidth: 0 }}>
                      <NotificationsTypeChart counts={counts} />
                    </Box>
                  </Suspense>
                </ChartBoundary>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <List dense disablePadding>
                  {counts.map((row) => (
                    <ListItem key={row.type} divider data-testid={`notifications-type-${row.type}`} secondaryAction={<strong data-testid="notifications-type-count">{formatNumber(row.count)}</strong>}>
                      <ListItemText primary={row.label} />
                    </ListItem>
                  ))}
                </List>
              </Grid>
            </Grid>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};
