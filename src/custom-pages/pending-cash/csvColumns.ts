import { rupiahCell, type CsvColumn } from '../../components/csv';
import { pendingCashMessages as m } from './messages';
import { paymentMethodName } from '../../resources/penjualan-web/public';
import { amountOf, type CashMode } from './rules';
import type { PendingCash } from './schemas';

/** The cash screens' CSV: what the list shows, amounts as plain rupiah numbers. */
export const pendingCashCsvColumns = (mode: CashMode): readonly CsvColumn<PendingCash>[] => [
  [m.columns.code, (entry) => entry.kodeTransaksi],
  [m.columns.entity, (entry) => entry.entitasName],
  [m.columns.method, (entry) => paymentMethodName(entry.metodePembayaran)],
  [mode === 'in' ? m.columns.gross : m.columns.refund, (entry) => rupiahCell(amountOf(entry))],
  [m.columns.date, (entry) => entry.tanggalPenjualan],
  ['Status', (entry) => entry.status],
];
