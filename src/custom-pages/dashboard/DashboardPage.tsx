import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { formatNumber, formatRupiah } from '../../domain/format';
import { messages } from '../../i18n/messages';
import { useShopDataProvider } from '../../providers/useShopDataProvider';
import { routes } from '../../routes';
import { SummaryCard } from './SummaryCard';

/** /admin/dashboard: today's orders, this month's turnover, orders waiting for the shop. */
export const DashboardPage = () => {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const { data, isPending, error, refetch, isFetching } = useQuery({
    queryKey: ['dashboard-summary'],
    queryFn: ({ signal }) => dataProvider.getDashboardSummary({ signal }),
    // A failure shows at once with 'Coba Lagi' rather than after silent retries.
    retry: false,
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.dashboard.title')}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
              {translate('app.common.retry')}
            </Button>
          }
        >
          {errorMessage(error, messages.dashboard.loadFailed)}
        </Alert>
      ) : !isPending && !data ? (
        <Alert severity="info">{translate('app.dashboard.empty')}</Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SummaryCard
              testId="card-orders-today"
              title={translate('app.dashboard.ordersToday')}
              value={data ? formatNumber(data.order_today_count) : undefined}
              unit={translate('app.dashboard.ordersUnit')}
              icon={<ShoppingCartIcon />}
              to={routes.orderCenter()}
              linkLabel={translate('app.dashboard.toOrderCenter')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SummaryCard
              testId="card-sales-month"
              title={translate('app.dashboard.salesMonth')}
              value={data ? formatRupiah(data.sales_month_total) : undefined}
              icon={<PaymentsIcon />}
              to={routes.salesReport('bulan-ini')}
              linkLabel={translate('app.dashboard.toSalesReport')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SummaryCard
              testId="card-pending-orders"
              title={translate('app.dashboard.pendingOrders')}
              value={data ? formatNumber(data.pending_order_count) : undefined}
              unit={translate('app.dashboard.pendingUnit')}
              icon={<PendingActionsIcon />}
              to={routes.orderCenter()}
              linkLabel={translate('app.dashboard.toOrderCenter')}
            />
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
