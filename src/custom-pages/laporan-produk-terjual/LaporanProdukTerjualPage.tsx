import { useMemo } from 'react';
import {
  Box,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { ReportLayout } from '../../components/report/ReportLayout';
import { ReportFigure } from '../../components/report/ReportFigure';
import { ReportSection } from '../../components/report/ReportSection';
import { ReportCsvButton } from '../../components/report/ReportCsvButton';
import { useReportPeriod } from '../../components/report/useReportPeriod';
import { IncompleteMark, recordRupiah } from '../../components/IncompleteMark';
import { formatNumber, formatRupiah } from '../../domain/format';
import { useSoldProductsReport } from './hooks';
import { soldProductCsvColumns } from './csvColumns';
import { TopProductsChart } from './TopProductsChart';
import { byTotal, soldProductKey, soldProductTotals, topByTotal } from './rules';
import type { SoldProductRow } from './schemas';
import { laporanProdukTerjualMessages as m } from './messages';
import { useIsPhone } from '../../components/useIsPhone';

const TOP_COUNT = 10;

const SoldProductsTable = ({ rows }: { rows: readonly SoldProductRow[] }) => {
  const phone = useIsPhone();
  if (phone)
    return (
      <List disablePadding data-testid="sold-products-table">
        {rows.map((row, index) => (
          <ListItem key={`${soldProductKey(row)}|${index}`} divider={index < rows.length - 1} sx={{ px: 0, alignItems: 'flex-start' }} data-testid="sold-product-row">
            <ListItemText
              primary={row.judul_produk || '-'}
              secondary={
                row._incomplete
                  ? recordRupiah(row, row.total_penjualan)
                  : [row.nama_varian, `${formatNumber(row.qty_terjual)} ${m.soldUnit}`, formatRupiah(row.total_penjualan)].filter(Boolean).join(' · ')
              }
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <IncompleteMark record={row} name={row.judul_produk} />
          </ListItem>
        ))}
      </List>
    );
  return (
    <TableContainer>
      <Table size="small" data-testid="sold-products-table">
        <TableHead>
          <TableRow>
            <TableCell>{m.product}</TableCell>
            <TableCell>{m.variant}</TableCell>
            <TableCell align="right">{m.qty}</TableCell>
            <TableCell align="right">{m.total}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${soldProductKey(row)}|${index}`} data-testid="sold-product-row">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {row.judul_produk || '-'}
                {row._incomplete && (
                  <Box>
                    <IncompleteMark record={row} name={row.judul_produk} />
                  </Box>
                )}
              </TableCell>
              <TableCell>{row.nama_varian ?? m.noVariant}</TableCell>
              <TableCell align="right">{row._incomplete ? '-' : formatNumber(row.qty_terjual)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {recordRupiah(row, row.total_penjualan)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * /admin/laporan-produk-terjual (catalogue spec §2, Reports): what the period's paid orders sold, per
 * product and variant, with the ten best by total as a bar chart.
 */
export const LaporanProdukTerjualPage = () => {
  const periodState = useReportPeriod();
  const report = useSoldProductsReport(periodState.query);
  const rows = useMemo(() => byTotal(report.data ?? []), [report.data]);
  const totals = soldProductTotals(rows);

  return (
    <ReportLayout
      title={m.title}
      subtitle={m.subtitle}
      testId="sold-products-report"
      periodState={periodState}
      load={{ ...report, isEmpty: rows.length === 0 }}
      loadFailed={m.loadFailed}
      emptyMessage={m.empty}
      actions={<ReportCsvButton fileName={m.csvFile} columns={soldProductCsvColumns} rows={rows} />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ReportFigure label={m.productCount} value={formatNumber(rows.length)} testId="sold-product-count" />
        <ReportFigure label={m.totalQty} value={formatNumber(totals.qty)} testId="sold-qty-total" />
        <ReportFigure label={m.total} value={formatRupiah(totals.total)} testId="sold-total" />
      </Stack>
      <ReportSection title={m.chartTitle} id="top-products-title">
        <div role="img" aria-label={m.chartLabel} data-testid="top-products-chart">
          <TopProductsChart rows={topByTotal(rows, TOP_COUNT)} />
        </div>
      </ReportSection>
      <ReportSection title={m.title} id="sold-products-title">
        <Divider sx={{ display: { sm: 'none' } }} />
        <SoldProductsTable rows={rows} />
      </ReportSection>
    </ReportLayout>
  );
};
