import { useMemo } from 'react';
import { Alert, Stack } from '@mui/material';
import { ReportLayout } from '../../components/report/ReportLayout';
import { ReportFigure } from '../../components/report/ReportFigure';
import { ReportSection } from '../../components/report/ReportSection';
import { ReportCsvButton } from '../../components/report/ReportCsvButton';
import { useReportPeriod } from '../../components/report/useReportPeriod';
import { describeReportPeriod } from '../../domain/reportPeriod';
import { formatNumber, formatRupiah } from '../../domain/format';
import { useSalesReport } from './hooks';
import { salesCsvColumns } from './csvColumns';
import { SalesChart } from './SalesChart';
import type { SalesBreakdown } from './schemas';
import { laporanPenjualanWebMessages as m } from './messages';

/**
 * /admin/laporan-penjualan-web (catalogue spec §2, Reports): the period's paid orders and their total, and
 * a chart per hour, day or month. `?periode=bulan-ini` (the dashboard's turnover card) opens this month.
 */
export const LaporanPenjualanWebPage = () => {
  const periodState = useReportPeriod();
  const { query } = periodState;
  const report = useSalesReport(query);
  const data = report.data;
  // A server without our breakdown still exports its one figure, for the whole period.
  const rows = useMemo<SalesBreakdown[]>(() => {
    if (!data || !query) return [];
    return data.rincian ?? [{ periode: describeReportPeriod(query), label: describeReportPeriod(query), jumlah_order: data.jumlah_order, total_penjualan: data.total_penjualan }];
  }, [data, query]);

  return (
    <ReportLayout
      title={m.title}
      subtitle={m.subtitle}
      testId="sales-report"
      periodState={periodState}
      load={{ ...report, isEmpty: false }}
      loadFailed={m.loadFailed}
      emptyMessage={m.empty}
      actions={<ReportCsvButton fileName={m.csvFile} columns={salesCsvColumns} rows={rows} />}
    >
      {data && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ReportFigure label={m.orderCount} value={formatNumber(data.jumlah_order)} testId="sales-order-count" />
            <ReportFigure label={m.salesTotal} value={formatRupiah(data.total_penjualan)} testId="sales-total" />
          </Stack>
          <ReportSection title={m.chartTitle} id="sales-chart-title">
              {data.jumlah_order === 0 ? (
                <Alert severity="info" data-testid="report-empty">
                  {m.empty}
                </Alert>
              ) : data.rincian ? (
                <div role="img" aria-label={m.chartLabel} data-testid="sales-chart">
                  <SalesChart rows={data.rincian} />
                </div>
              ) : (
                <Alert severity="info" data-testid="sales-breakdown-unavailable">
                  {m.breakdownUnavailable}
                </Alert>
              )}
          </ReportSection>
        </>
      )}
    </ReportLayout>
  );
};
