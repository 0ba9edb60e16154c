import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Alert, Box, Button, Grid, Skeleton } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { PageHeader, pageSx } from '../../components/PageHeader';
import type { DashboardSummary } from './contract';
import { formatNumber, formatRupiah } from '../../domain/format';
import { useDashboardSummary } from './hooks';
import { laporanPenjualanWebRoutes } from '../laporan-penjualan-web/public';
import { penjualanWebRoutes } from '../../resources/penjualan-web/public';
import { SummaryCard } from './SummaryCard';
import { dashboardMessages } from './messages';
import { RetryAlert } from '../../components/RetryAlert';

interface CardDefinition {
  testId: string;
  title: string;
  value: (summary: DashboardSummary) => string;
  unit?: string;
  icon: ReactNode;
  to: string;
  linkLabel: string;
}

/** The spec's three cards, in order, with where each one leads. */
const CARDS: CardDefinition[] = [
  {
    testId: 'card-orders-today',
    title: dashboardMessages.ordersToday,
    value: (s) => formatNumber(s.order_today_count),
    unit: dashboardMessages.ordersUnit,
    icon: <ShoppingCartIcon />,
    to: penjualanWebRoutes.orderCenter(),
    linkLabel: dashboardMessages.toOrderCenter,
  },
  {
    testId: 'card-sales-month',
    title: dashboardMessages.salesMonth,
    value: (s) => formatRupiah(s.sales_month_total),
    icon: <PaymentsIcon />,
    to: laporanPenjualanWebRoutes.report('bulan-ini'),
    linkLabel: dashboardMessages.toSalesReport,
  },
  {
    testId: 'card-pending-orders',
    title: dashboardMessages.pendingOrders,
    value: (s) => formatNumber(s.pending_order_count),
    unit: dashboardMessages.pendingUnit,
    icon: <PendingActionsIcon />,
    to: penjualanWebRoutes.orderCenterPending(),
    linkLabel: dashboardMessages.toOrderCenter,
  },
];

// The sales chart and best sellers (recharts, the report contracts) load after the cards, off the boot path.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

const ChartsPlaceholder = () => (
  <Grid container spacing={2} aria-hidden="true">
    <Grid size={{ xs: 12, md: 7 }}>
      <Skeleton variant="rounded" height={300} />
    </Grid>
    <Grid size={{ xs: 12, md: 5 }}>
      <Skeleton variant="rounded" height={300} />
    </Grid>
  </Grid>
);

/**
 * A chart chunk that fails to download (a new deployment, a dropped connection) must not take the
 * cards down with it: the charts' place says so and offers a reload.
 */
class ChartsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert
        severity="warning"
        data-testid="dashboard-charts-failed"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {dashboardMessages.chartsReload}
          </Button>
        }
      >
        {dashboardMessages.chartsFailed}
      </Alert>
    );
  }
}

/** /admin/dashboard: today's orders, this month's turnover, orders waiting for the shop. */
export const DashboardPage = () => {
  const { data, isPending, error, refetch, isFetching } = useDashboardSummary();

  return (
    <Box sx={pageSx}>
      <PageHeader title={dashboardMessages.title} />
      {error ? (
        <RetryAlert error={error} fallback={dashboardMessages.loadFailed} onRetry={refetch} retrying={isFetching} />
      ) : !isPending && !data ? (
        <Alert severity="info">{dashboardMessages.empty}</Alert>
      ) : (
        <Grid container spacing={2}>
          {CARDS.map((card) => (
            <Grid key={card.testId} size={{ xs: 12, md: 4 }}>
              <SummaryCard
                testId={card.testId}
                title={card.title}
                value={data ? card.value(data) : undefined}
                unit={card.unit}
                icon={card.icon}
                to={card.to}
                linkLabel={card.linkLabel}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ChartsBoundary>
        <Suspense fallback={<ChartsPlaceholder />}>
          <DashboardCharts />
        </Suspense>
      </ChartsBoundary>
    </Box>
  );
};
