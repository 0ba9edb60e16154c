import { rupiahCell, type CsvColumn } from '../../components/csv';
import { laporanPenjualanWebMessages as m } from './messages';
import type { SalesBreakdown } from './schemas';

/** The sales report's CSV: one row per hour, day or month of the period. */
export const salesCsvColumns: readonly CsvColumn<SalesBreakdown>[] = [
  [m.csvPeriod, (row) => row.periode],
  [m.csvLabel, (row) => row.label],
  [m.orderCount, (row) => row.jumlah_order],
  [m.salesTotal, (row) => rupiahCell(row.total_penjualan)],
];
