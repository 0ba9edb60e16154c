import { rupiahCell, type CsvColumn } from '../../components/csv';
import { formatDateTimeWIB } from '../../domain/format';
import { transactionLogsMessages as m } from './messages';
import { paymentMethodName, signedAmount, type KasLogRow } from './rules';

/**
 * The log's CSV: the rows the table shows (filters and search applied), newest first. The amount is
 * signed (money out negative) so a spreadsheet's sum is the net flow; the fee is its own column.
 */
export const transactionLogsCsvColumns: readonly CsvColumn<KasLogRow>[] = [
  [m.csv.code, (row) => row.kodeTransaksi],
  [m.csv.methodCode, (row) => row.metodePembayaran ?? ''],
  [m.csv.methodName, (row) => (row.metodePembayaran ? paymentMethodName(row.metodePembayaran) : '')],
  [m.csv.type, (row) => row.type],
  [m.csv.flow, (row) => row.flow],
  [m.csv.amount, (row) => rupiahCell(signedAmount(row))],
  [m.csv.fee, (row) => rupiahCell(row.fee)],
  [m.csv.kas, (row) => row.namaKas ?? ''],
  [m.csv.entity, (row) => row.entitasName ?? ''],
  [m.csv.date, (row) => formatDateTimeWIB(row.tanggal)],
  [m.csv.disbursed, (row) => formatDateTimeWIB(row.tanggalPencairan)],
  [m.csv.status, (row) => row.status ?? ''],
  [m.csv.note, (row) => row.keterangan ?? ''],
];
