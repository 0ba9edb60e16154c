import {
  Box,
  Chip,
  Link,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ReportLayout } from '../../components/report/ReportLayout';
import { ReportFigure } from '../../components/report/ReportFigure';
import { ReportSection } from '../../components/report/ReportSection';
import { ReportCsvButton } from '../../components/report/ReportCsvButton';
import { useReportPeriod } from '../../components/report/useReportPeriod';
import { IncompleteMark, recordRupiah } from '../../components/IncompleteMark';
import { formatDateTimeWIB, formatNumber, formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { penjualanWebRoutes } from '../../resources/penjualan-web/public';
import { useRefundReport } from './hooks';
import { refundCsvColumns } from './csvColumns';
import { RefundStatusChart } from './RefundStatusChart';
import { REFUND_YELLOW, refundDate, refundGrandTotal, refundStatusColor, refundTotalsByStatus } from './rules';
import type { RefundReportRow } from './schemas';
import { laporanRefundWebMessages as m } from './messages';
import { useIsPhone } from '../../components/useIsPhone';

const StatusChip = ({ status }: { status: string }) => {
  const color = refundStatusColor(status);
  return (
    <Chip
      size="small"
      label={status}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={color === 'warning' ? { bgcolor: REFUND_YELLOW.fill, color: REFUND_YELLOW.text } : undefined}
      data-testid="refund-status"
    />
  );
};

/** The order's code, linking to its transaction detail when the refund names its order. */
const TransactionLink = ({ row }: { row: RefundReportRow }) => {
  const kode = row.kode_transaksi_asal ?? (row.id_penjualan_web_asal === null ? (row._incomplete ? String(row.id_refund_web) : '-') : `#${String(row.id_penjualan_web_asal)}`);
  // A refund the server sent unreadable: listed by what identifies it, marked, its raw fields one click away.
  const mark = <IncompleteMark record={row} name={kode} />;
  if (row.id_penjualan_web_asal === null) {
    return (
      <span>
        {kode} {mark}
      </span>
    );
  }
  return (
    <span>
      <Link component={RouterLink} to={penjualanWebRoutes.transaction(row.id_penjualan_web_asal)} aria-label={format(m.openTransaction, { kode })} sx={{ whiteSpace: 'nowrap' }}>
        {kode}
      </Link>{' '}
      {mark}
    </span>
  );
};

const methodLabel = (method: string | null) => (method ? (m.methods[method] ?? method) : '-');

const RefundsTable = ({ rows }: { rows: readonly RefundReportRow[] }) => {
  const phone = useIsPhone();
  if (phone)
    return (
      <List disablePadding data-testid="refund-table">
        {rows.map((row, index) => (
          <ListItem key={String(row.id_refund_web)} divider={index < rows.length - 1} sx={{ px: 0, display: 'block' }} data-testid="refund-row">
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <TransactionLink row={row} />
              <StatusChip status={row.status_refund} />
            </Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {recordRupiah(row, row.nominal_refund)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTimeWIB(refundDate(row))} · {methodLabel(row.metode_pengembalian_dana)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.alasan_refund || m.noReason}
            </Typography>
          </ListItem>
        ))}
      </List>
    );
  return (
    <TableContainer>
      <Table size="small" data-testid="refund-table">
        <TableHead>
          <TableRow>
            <TableCell>{m.date}</TableCell>
            <TableCell>{m.transaction}</TableCell>
            <TableCell align="right">{m.amount}</TableCell>
            <TableCell>{m.reason}</TableCell>
            <TableCell>{m.method}</TableCell>
            <TableCell>{m.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row.id_refund_web)} data-testid="refund-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeWIB(refundDate(row))}</TableCell>
              <TableCell>
                <TransactionLink row={row} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {recordRupiah(row, row.nominal_refund)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>{row.alasan_refund || m.noReason}</TableCell>
              <TableCell>{methodLabel(row.metode_pengembalian_dana)}</TableCell>
              <TableCell>
                <StatusChip status={row.status_refund} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * /admin/laporan-refund-web (catalogue spec §2, Reports): the period's refunds, each linking to its
 * transaction, with totals and a chart per status (SELESAI green, DIPROSES yellow, DITOLAK red).
 */
export const LaporanRefundWebPage = () => {
  const periodState = useReportPeriod();
  const report = useRefundReport(periodState.query);
  const rows = report.data ?? [];
  const byStatus = refundTotalsByStatus(rows);

  return (
    <ReportLayout
      title={m.title}
      subtitle={m.subtitle}
      testId="refund-report"
      periodState={periodState}
      load={{ ...report, isEmpty: rows.length === 0 }}
      loadFailed={m.loadFailed}
      emptyMessage={m.empty}
      actions={<ReportCsvButton fileName={m.csvFile} columns={refundCsvColumns} rows={rows} />}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ReportFigure label={m.refundCount} value={formatNumber(rows.length)} testId="refund-count" />
        <ReportFigure label={m.refundTotal} value={formatRupiah(refundGrandTotal(rows))} testId="refund-total" />
      </Stack>
      <ReportSection title={m.byStatus} id="refund-status-title">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, minWidth: { md: 280 } }} data-testid="refund-status-totals">
              {byStatus.map((entry) => (
                <Box component="li" key={entry.status} sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }} data-testid={`refund-status-total-${entry.status}`}>
                  <StatusChip status={entry.status} />
                  <Typography variant="body2">
                    {formatNumber(entry.count)} · <strong>{formatRupiah(entry.total)}</strong>
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }} role="img" aria-label={m.chartLabel} data-testid="refund-status-chart">
              <RefundStatusChart totals={byStatus} />
            </Box>
          </Stack>
      </ReportSection>
      <ReportSection title={m.title} id="refund-rows-title">
        <RefundsTable rows={rows} />
      </ReportSection>
    </ReportLayout>
  );
};
