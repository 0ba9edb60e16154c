import { rupiahCell, type CsvColumn } from '../../components/csv';
import { laporanProdukTerjualMessages as m } from './messages';
import type { SoldProductRow } from './schemas';

/** The sold-products CSV: every row of the period, highest total first. */
export const soldProductCsvColumns: readonly CsvColumn<SoldProductRow>[] = [
  [m.csvProductId, (row) => row.produk_web_id ?? ''],
  [m.csvVariantId, (row) => row.varian_id ?? ''],
  [m.product, (row) => row.judul_produk],
  [m.variant, (row) => row.nama_varian ?? ''],
  [m.qty, (row) => row.qty_terjual],
  [m.total, (row) => rupiahCell(row.total_penjualan)],
];
