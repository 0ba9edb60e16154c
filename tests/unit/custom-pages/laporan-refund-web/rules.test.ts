import { describe, expect, it } from 'vitest';
import { refundDate, refundGrandTotal, refundStatusColor, refundTotalsByStatus } from '@/custom-pages/laporan-refund-web/rules';
import type { RefundReportRow } from '@/custom-pages/laporan-refund-web/schemas';

const row = (status: string, nominal: number, extra: Partial<RefundReportRow> = {}): RefundReportRow => ({
  id_refund_web: Math.random(),
  id_penjualan_web_asal: 1,
  kode_transaksi_asal: 'WEB-1',
  nominal_refund: nominal,
  alasan_refund: null,
  metode_pengembalian_dana: null,
  status_refund: status,
  ...extra,
});

describe('refund report rules', () => {
  it.each([
    ['SELESAI', 'success'],
    ['DIPROSES', 'warning'],
    ['DITOLAK', 'error'],
    ['PENDING', 'default'],
    ['LAINNYA', 'default'],
  ])('status %s is %s', (status, color) => {
    expect(refundStatusColor(status)).toBe(color);
  });

  it('totals by status, the spec\'s three first, then others', () => {
    const rows = [row('LAIN', 1), row('DIPROSES', 10), row('SELESAI', 100), row('SELESAI', 200), row('DITOLAK', 5)];
    expect(refundTotalsByStatus(rows)).toEqual([
      { status: 'SELESAI', count: 2, total: 300 },
      { status: 'DIPROSES', count: 1, total: 10 },
      { status: 'DITOLAK', count: 1, total: 5 },
      { status: 'LAIN', count: 1, total: 1 },
    ]);
    expect(refundGrandTotal(rows)).toBe(316);
  });

  it('reads the date from tanggal_refund, else created_at', () => {
    expect(refundDate(row('SELESAI', 1, { tanggal_refund: 'a', created_at: 'b' }))).toBe('a');
    expect(refundDate(row('SELESAI', 1, { created_at: 'b' }))).toBe('b');
    expect(refundDate(row('SELESAI', 1))).toBeNull();
  });
});

describe('refund report statuses read openly', () => {
  it.each([
    ['COMPLETED', 'success'],
    ['completed', 'success'],
    ['ON_HOLD', 'default'],
  ] as const)('%s has the colour %s (an unknown one grey, shown as sent)', (status, color) => {
    expect(refundStatusColor(status)).toBe(color);
  });
});
