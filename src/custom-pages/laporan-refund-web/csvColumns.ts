import { rupiahCell, type CsvColumn } from '../../components/csv';
import { formatDateTimeWIB } from '../../domain/format';
import { laporanRefundWebMessages as m } from './messages';
import { refundDate } from './rules';
import type { RefundReportRow } from './schemas';

/** The refund report's CSV: every refund of the period, newest first. */
export const refundCsvColumns: readonly CsvColumn<RefundReportRow>[] = [
  [m.csvRefundId, (row) => row.id_refund_web],
  [m.csvOrderId, (row) => row.id_penjualan_web_asal ?? ''],
  [m.transaction, (row) => row.kode_transaksi_asal ?? ''],
  [m.date, (row) => formatDateTimeWIB(refundDate(row))],
  [m.amount, (row) => rupiahCell(row.nominal_refund)],
  [m.reason, (row) => row.alasan_refund ?? ''],
  [m.method, (row) => row.metode_pengembalian_dana ?? ''],
  [m.status, (row) => row.status_refund],
];
