import { describe, expect, it } from 'vitest';
import type { Order } from '@/resources/penjualan-web/schemas';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';
import { isSale, salesIn, salesTotals } from '@/resources/penjualan-web/fake/server/sales';

const NOW = new Date('2026-03-15T05:30:00.000Z');
const TEMPLATE = seedPenjualanWeb(NOW)[0] as Order;
const order = (overrides: Partial<Order>): Order => ({ ...TEMPLATE, ...overrides });

describe('sales: the one rule of what counts as a sale', () => {
  it.each([
    ['LUNAS', true],
    ['MENUNGGU_PEMBAYARAN', false],
    ['MENUNGGU_KONFIRMASI', false],
    ['DIBATALKAN', false],
    ['PAYMENT_EXPIRED', false],
  ] as const)('a %s order is a sale: %s', (status, sale) => {
    expect(isSale(order({ status_pembayaran: status }))).toBe(sale);
  });

  it('takes [from, to): the start instant counts, the end instant does not', () => {
    const from = new Date('2026-02-28T17:00:00.000Z');
    const to = new Date('2026-03-01T17:00:00.000Z');
    const orders = [
      order({ id: 1, status_pembayaran: 'LUNAS', tanggal_pesan: from.toISOString(), total_akhir: 1 }),
      order({ id: 2, status_pembayaran: 'LUNAS', tanggal_pesan: to.toISOString(), total_akhir: 2 }),
      order({ id: 3, status_pembayaran: 'DIBATALKAN', tanggal_pesan: from.toISOString(), total_akhir: 4 }),
    ];
    expect(salesIn(orders, from, to).map((o) => o.id)).toEqual([1]);
    expect(salesTotals(orders, from, to)).toEqual({ jumlah_order: 1, total_penjualan: 1 });
  });
});
