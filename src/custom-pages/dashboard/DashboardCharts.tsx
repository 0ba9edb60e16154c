import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Grid, Link, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from '../../components/RetryAlert';
import { formatNumber, formatRupiah } from '../../domain/format';
import { jakartaDay } from '../../domain/jakartaTime';
import { laporanPenjualanWebMessages, laporanPenjualanWebRoutes, useSalesReport } from '../laporan-penjualan-web/public';
import { laporanProdukTerjualMessages, laporanProdukTerjualRoutes, topByQty, useSoldProductsReport } from '../laporan-produk-terjual/public';
import { hasMonthlyBreakdown, lastTwelveMonths, lastTwelveMonthsYears } from './rules';
import { SalesTrendChart } from './SalesTrendChart';
import { dashboardMessages as m } from './messages';

const BEST_SELLER_COUNT = 5;

const ChartCard = ({ title, testId, link, children }: { title: string; testId: string; link: { to: string; label: string }; children: ReactNode }) => {
  const headingId = `${testId}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" useFlexGap spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" id={headingId}>
            {title}
          </Typography>
          <Link component={RouterLink} to={link.to} variant="body2">
            {link.label}
          </Link>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
};

/** The last 12 months of sales, from the sales report's yearly breakdowns (this year and last). */
const SalesTrend = ({ now }: { now: Date }) => {
  const [first, second] = lastTwelveMonthsYears(now);
  const a = useSalesReport(first === undefined ? null : { filter: 'TAHUNAN', tahun: first });
  const b = useSalesReport(second === undefined ? null : { filter: 'TAHUNAN', tahun: second });
  const queries = second === undefined ? [a] : [a, b];
  const failed = queries.find((q) => q.error);
  const pending = queries.some((q) => q.isPending);
  const months = useMemo(
    () => lastTwelveMonths(now, (year) => (year === first ? a.data : year === second ? b.data : undefined)),
    [now, first, second, a.data, b.data],
  );
  const body = failed ? (
    <RetryAlert
      error={failed.error}
      fallback={laporanPenjualanWebMessages.loadFailed}
      onRetry={() => queries.forEach((q) => q.error && void q.refetch())}
      retrying={queries.some((q) => q.isFetching)}
      testId="dashboard-sales-chart-error"
    />
  ) : pending ? (
    <Skeleton variant="rounded" height={240} data-testid="dashboard-sales-chart-loading" />
  ) : !hasMonthlyBreakdown(queries.map((q) => q.data)) ? (
    <Alert severity="info" data-testid="dashboard-sales-chart-unavailable">{m.salesChartUnavailable}</Alert>
  ) : months.every((month) => month.jumlah_order === 0) ? (
    <Alert severity="info">{m.salesChartEmpty}</Alert>
  ) : (
    <div role="img" aria-label={m.salesChartLabel}>
      <SalesTrendChart months={months} />
    </div>
  );
  return (
    <ChartCard title={m.salesChartTitle} testId="dashboard-sales-chart" link={{ to: laporanPenjualanWebRoutes.report('bulan-ini'), label: m.toSalesReport }}>
      {body}
    </ChartCard>
  );
};

/** This month's five best sellers by quantity, from the sold-products report (BULANAN). */
const BestSellers = ({ now }: { now: Date }) => {
  const { year, month } = jakartaDay(now);
  const report = useSoldProductsReport({ filter: 'BULANAN', bulan: month, tahun: year });
  // A row that could not be read has no quantity to rank by; the report itself lists it, marked.
  const top = useMemo(() => topByQty((report.data ?? []).filter((row) => !row._incomplete), BEST_SELLER_COUNT), [report.data]);
  const body = report.error ? (
    <RetryAlert
      error={report.error}
      fallback={laporanProdukTerjualMessages.loadFailed}
      onRetry={report.refetch}
      retrying={report.isFetching}
      testId="dashboard-best-sellers-error"
    />
  ) : report.isPending ? (
    <Stack spacing={1} data-testid="dashboard-best-sellers-loading">
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} variant="rounded" height={36} />
      ))}
    </Stack>
  ) : top.length === 0 ? (
    <Alert severity="info">{m.bestSellersEmpty}</Alert>
  ) : (
    <List dense disablePadding component="ol">
      {top.map((row, index) => (
        <ListItem key={`${row.judul_produk}|${row.nama_varian ?? ''}`} divider={index < top.length - 1} sx={{ px: 0, gap: 1.5 }} data-testid="best-seller">
          <Box sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: 'action.selected', display: 'grid', placeItems: 'center', flexShrink: 0, fontSize: 12, fontWeight: 700 }} aria-hidden="true">
            {index + 1}
          </Box>
          <ListItemText
            primary={row.judul_produk}
            secondary={row.nama_varian ?? undefined}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            sx={{ minWidth: 0 }}
          />
          <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatNumber(row.qty_terjual)} {m.soldUnit}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatRupiah(row.total_penjualan)}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
  return (
    <ChartCard title={m.bestSellersTitle} testId="dashboard-best-sellers" link={{ to: laporanProdukTerjualRoutes.report('bulan-ini'), label: m.toSoldProductsReport }}>
      {body}
    </ChartCard>
  );
};

/** The dashboard's two report panels (spec: sales chart, best sellers), loaded after the cards. */
const DashboardCharts = () => {
  const now = useMemo(() => new Date(), []);
  return (
    <Grid container spacing={2} data-testid="dashboard-charts">
      <Grid size={{ xs: 12, md: 7 }}>
        <SalesTrend now={now} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <BestSellers now={now} />
      </Grid>
    </Grid>
  );
};

export default DashboardCharts;
