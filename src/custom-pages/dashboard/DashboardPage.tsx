import type { ReactNode } from 'react';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import { Title, useTranslate } from 'react-admin';
import type { DashboardSummary } from './contract';
import { errorMessage } from '../../api/errors';
import { formatNumber, formatRupiah } from '../../domain/format';
import { messages } from '../../i18n/messages';
import { useDashboardSummary } from './hooks';
import { routes } from '../../routes';
import { SummaryCard } from './SummaryCard';

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
    title: 'app.dashboard.ordersToday',
    value: (s) => formatNumber(s.order_today_count),
    unit: 'app.dashboard.ordersUnit',
    icon: <ShoppingCartIcon />,
    to: routes.orderCenter(),
    linkLabel: 'app.dashboard.toOrderCenter',
  },
  {
    testId: 'card-sales-month',
    title: 'app.dashboard.salesMonth',
    value: (s) => formatRupiah(s.sales_month_total),
    icon: <PaymentsIcon />,
    to: routes.salesReport('bulan-ini'),
    linkLabel: 'app.dashboard.toSalesReport',
  },
  {
    testId: 'card-pending-orders',
    title: 'app.dashboard.pendingOrders',
    value: (s) => formatNumber(s.pending_order_count),
    unit: 'app.dashboard.pendingUnit',
    icon: <PendingActionsIcon />,
    to: routes.orderCenter(),
    linkLabel: 'app.dashboard.toOrderCenter',
  },
];

/** /admin/dashboard: today's orders, this month's turnover, orders waiting for the shop. */
export const DashboardPage = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch, isFetching } = useDashboardSummary();

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
          {CARDS.map((card) => (
            <Grid key={card.testId} size={{ xs: 12, md: 4 }}>
              <SummaryCard
                testId={card.testId}
                title={translate(card.title)}
                value={data ? card.value(data) : undefined}
                unit={card.unit && translate(card.unit)}
                icon={card.icon}
                to={card.to}
                linkLabel={translate(card.linkLabel)}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
};
