import { describe, expect, it } from 'vitest';
import { productLabel, soldProductTotals, topByQty, topByTotal } from '@/custom-pages/laporan-produk-terjual/rules';
import type { SoldProductRow } from '@/custom-pages/laporan-produk-terjual/schemas';

const row = (judul: string, qty: number, total: number, varian: string | null = null): SoldProductRow => ({
  produk_web_id: null,
  varian_id: null,
  judul_produk: judul,
  nama_varian: varian,
  qty_terjual: qty,
  total_penjualan: total,
});

describe('sold products rules', () => {
  const rows = Array.from({ length: 12 }, (_, i) => row(`P${i}`, 12 - i, (i + 1) * 1000));

  it('the chart takes the 10 highest totals', () => {
    expect(topByTotal(rows, 10).map((r) => r.judul_produk)).toEqual(['P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P5', 'P4', 'P3', 'P2']);
  });

  it('best sellers are by quantity', () => {
    expect(topByQty(rows, 5).map((r) => r.judul_produk)).toEqual(['P0', 'P1', 'P2', 'P3', 'P4']);
  });

  it('labels and totals', () => {
    expect(productLabel(row('Cat', 1, 1, 'Putih'))).toBe('Cat (Putih)');
    expect(productLabel(row('Semen', 1, 1))).toBe('Semen');
    expect(soldProductTotals([row('a', 2, 10), row('b', 3, 20)])).toEqual({ qty: 5, total: 30 });
  });
});
