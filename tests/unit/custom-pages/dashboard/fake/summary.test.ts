import { describe, expect, it } from 'vitest';
import type { Order } from '@/resources/penjualan-web/schemas';
import { summariseOrders } from '@/custom-pages/dashboard/fake/summary';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');
const TEMPLATE = seedPenjualanWeb(NOW)[0] as Order;

let nextId = 1;
const order = (overrides: Partial<Order>): Order => {
  const id = nextId++;
  return {
    ...TEMPLATE,
    id,
    kode_transaksi: `TEST-${id}`,
    status_pembayaran: 'MENUNGGU_PEMBAYARAN',
    status_pengiriman: 'BELUM_DIKIRIM',
    total_akhir: 0,
    ...overrides,
  };
};

describe('summariseOrders', () => {
  it('returns zeros for no orders', () => {
    expect(summariseOrders([], NOW)).toEqual({ order_today_count: 0, sales_month_total: 0, pending_order_count: 0 });
  });

  describe('order_today_count', () => {
    it('counts every order placed today in Jakarta, whatever its status', () => {
      const orders = [
        order({ tanggal_pesan: '2026-03-14T17:00:00.000Z', status_pembayaran: 'DIBATALKAN' }), // 00:00 WIB today
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'LUNAS' }), // 12:00 WIB today
        order({ tanggal_pesan: '2026-03-15T16:59:00.000Z', status_pembayaran: 'PAYMENT_EXPIRED' }), // 23:59 WIB today
      ];
      expect(summariseOrders(orders, NOW).order_today_count).toBe(3);
    });

    it('does not count an order at 23:30 WIB yesterday, though it is the same UTC date as now', () => {
      const yesterdayLate = order({ tanggal_pesan: '2026-03-14T16:30:00.000Z' }); // 14 March 23:30 WIB
      expect(yesterdayLate.tanggal_pesan.slice(0, 10)).not.toBe(NOW.toISOString().slice(0, 10));
      expect(summariseOrders([yesterdayLate], NOW).order_today_count).toBe(0);
      const sameUtcDateYesterday = order({ tanggal_pesan: '2026-03-15T16:30:00.000Z' }); // 15 March 23:30 WIB: today
      expect(summariseOrders([sameUtcDateYesterday], NOW).order_today_count).toBe(1);
    });

    it('does not count an order placed at 00:00 WIB tomorrow (a clock-skewed future order)', () => {
      expect(summariseOrders([order({ tanggal_pesan: '2026-03-15T17:00:00.000Z' })], NOW).order_today_count).toBe(0);
    });
  });

  describe('sales_month_total', () => {
    it("sums total_akhir of this Jakarta month's LUNAS orders only", () => {
      const orders = [
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_akhir: 100_000 }),
        order({ tanggal_pesan: '2026-03-02T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM', total_akhir: 250_000 }),
        order({ tanggal_pesan: '2026-03-10T05:00:00.000Z', status_pembayaran: 'MENUNGGU_KONFIRMASI', total_akhir: 1_000 }),
        order({ tanggal_pesan: '2026-03-10T05:00:00.000Z', status_pembayaran: 'MENUNGGU_PEMBAYARAN', total_akhir: 2_000 }),
        order({ tanggal_pesan: '2026-03-10T05:00:00.000Z', status_pembayaran: 'DIBATALKAN', total_akhir: 4_000 }),
        order({ tanggal_pesan: '2026-03-10T05:00:00.000Z', status_pembayaran: 'PAYMENT_EXPIRED', total_akhir: 8_000 }),
      ];
      expect(summariseOrders(orders, NOW).sales_month_total).toBe(350_000);
    });

    it('uses the Jakarta month: 1 March 00:00 WIB counts, 28 February 23:59 WIB does not', () => {
      const orders = [
        order({ tanggal_pesan: '2026-02-28T17:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_akhir: 10_000 }),
        order({ tanggal_pesan: '2026-02-28T16:59:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_akhir: 20_000 }),
      ];
      expect(summariseOrders(orders, NOW).sales_month_total).toBe(10_000);
    });

    it('does not count the same month of last year', () => {
      const lastYear = order({ tanggal_pesan: '2025-03-15T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_akhir: 5_000 });
      expect(summariseOrders([lastYear], NOW).sales_month_total).toBe(0);
    });
  });

  describe('pending_order_count', () => {
    it('counts transfers awaiting confirmation and paid orders not yet shipped, at any date', () => {
      const orders = [
        order({ tanggal_pesan: '2026-01-05T05:00:00.000Z', status_pembayaran: 'MENUNGGU_KONFIRMASI', status_pengiriman: 'BELUM_DIKIRIM' }),
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'BELUM_DIKIRIM' }),
        order({ tanggal_pesan: '2026-02-20T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' }),
      ];
      expect(summariseOrders(orders, NOW).pending_order_count).toBe(3);
    });

    it('does not count shipped, finished, unpaid, cancelled or expired orders', () => {
      const orders = [
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'DIKIRIM' }),
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI' }),
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'DIBATALKAN' }),
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'BELUM_DIKIRIM' }),
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN' }),
        order({ tanggal_pesan: '2026-03-15T05:00:00.000Z', status_pembayaran: 'PAYMENT_EXPIRED', status_pengiriman: 'BELUM_DIKIRIM' }),
      ];
      expect(summariseOrders(orders, NOW).pending_order_count).toBe(0);
    });
  });

  it('gives all three numbers for a mixed set', () => {
    const orders = [
      // Today, paid, not shipped: today + month + pending.
      order({ tanggal_pesan: '2026-03-15T01:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'BELUM_DIKIRIM', total_akhir: 100_000 }),
      // Yesterday 23:30 WIB, awaiting confirmation: pending only.
      order({ tanggal_pesan: '2026-03-14T16:30:00.000Z', status_pembayaran: 'MENUNGGU_KONFIRMASI', total_akhir: 70_000 }),
      // Earlier this month, paid and delivered: month only.
      order({ tanggal_pesan: '2026-03-03T03:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_akhir: 40_000 }),
      // Today, unpaid: today only.
      order({ tanggal_pesan: '2026-03-15T04:00:00.000Z', status_pembayaran: 'MENUNGGU_PEMBAYARAN', total_akhir: 9_000 }),
      // Last month, paid, ready to ship: pending only.
      order({ tanggal_pesan: '2026-02-27T03:00:00.000Z', status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', total_akhir: 55_000 }),
    ];
    expect(summariseOrders(orders, NOW)).toEqual({ order_today_count: 2, sales_month_total: 140_000, pending_order_count: 3 });
  });
});
