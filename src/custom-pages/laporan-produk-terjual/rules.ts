import type { SoldProductRow } from './schemas';
import { indonesianOrder } from '../../domain/textOrder';

/** The rows with the highest total first (ties by quantity, then name): the table's order. */
export const byTotal = (rows: readonly SoldProductRow[]): SoldProductRow[] =>
  [...rows].sort((a, b) => b.total_penjualan - a.total_penjualan || b.qty_terjual - a.qty_terjual || indonesianOrder(a.judul_produk, b.judul_produk));

/** The `n` rows with the highest total (the report's bar chart: 10). */
export const topByTotal = (rows: readonly SoldProductRow[], n: number): SoldProductRow[] => byTotal(rows).slice(0, n);

/** The `n` best sellers by quantity (ties by total): the dashboard's list. */
export const topByQty = (rows: readonly SoldProductRow[], n: number): SoldProductRow[] =>
  [...rows].sort((a, b) => b.qty_terjual - a.qty_terjual || b.total_penjualan - a.total_penjualan || indonesianOrder(a.judul_produk, b.judul_produk)).slice(0, n);

/** `Semen Tiga Roda 50kg (Abu-abu)`: a row's product and variant in one label. */
export const productLabel = (row: Pick<SoldProductRow, 'judul_produk' | 'nama_varian'>): string =>
  row.nama_varian ? `${row.judul_produk} (${row.nama_varian})` : row.judul_produk;

/** A stable key for a row (its ids, else its names). */
export const soldProductKey = (row: SoldProductRow): string =>
  `${String(row.produk_web_id ?? row.judul_produk)}|${String(row.varian_id ?? row.nama_varian ?? '')}`;

export const soldProductTotals = (rows: readonly SoldProductRow[]) => ({
  qty: rows.reduce((sum, row) => sum + row.qty_terjual, 0),
  total: rows.reduce((sum, row) => sum + row.total_penjualan, 0),
});
