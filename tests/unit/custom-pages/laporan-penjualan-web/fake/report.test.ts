import { describe, expect, it } from 'vitest';
import type { Order } from '@/resources/penjualan-web/schemas';
import { seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';
import { salesReport } from '@/custom-pages/laporan-penjualan-web/fake/report';
import { summariseOrders } from '@/custom-pages/dashboard/fake/summary';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');
const TEMPLATE = seedPenjualanWeb(NOW)[0] as Order;

let nextId = 1;
const order = (overrides: Partial<Order>): Order => {
  const id = nextId++;
  return { ...TEMPLATE, id, kode_transaksi: `TEST-${id}`, status_pembayaran: 'LUNAS', status_pengiriman: 'SELESAI', total_akhir: 0, ...overrides };
};

/** A sale today, one last month, a cancelled one, an unpaid one, and two at the edges of 1 March (Jakarta). */
const ORDERS: Order[] = [
  order({ tanggal_pesan: '2026-03-15T02:00:00.000Z', total_akhir: 100_000 }), // 15 Mar 09:00 WIB
  order({ tanggal_pesan: '2026-02-10T05:00:00.000Z', total_akhir: 70_000 }), // last month
  order({ tanggal_pesan: '2026-03-15T03:00:00.000Z', status_pembayaran: 'DIBATALKAN', total_akhir: 5_000 }),
  order({ tanggal_pesan: '2026-03-15T03:00:00.000Z', status_pembayaran: 'MENUNGGU_PEMBAYARAN', total_akhir: 6_000 }),
  order({ tanggal_pesan: '2026-02-28T17:00:00.000Z', total_akhir: 30_000 }), // 1 Mar 00:00 WIB: March
  order({ tanggal_pesan: '2026-02-28T16:59:59.000Z', total_akhir: 20_000 }), // 28 Feb 23:59:59 WIB: February
];

describe('salesReport (fake): LUNAS orders placed in the period, in Jakarta days', () => {
  it('HARIAN: today counts the paid sale only, per hour', () => {
    const report = salesReport(ORDERS, { filter: 'HARIAN', tanggal: '2026-03-15' });
    expect(report).toMatchObject({ jumlah_order: 1, total_penjualan: 100_000 });
    expect(report.rincian).toHaveLength(24);
    expect(report.rincian?.[9]).toEqual({ periode: '2026-03-15T09', label: '09.00', jumlah_order: 1, total_penjualan: 100_000 });
  });

  it('HARIAN: 1 March starts at 00:00 WIB (17:00 UTC the day before)', () => {
    expect(salesReport(ORDERS, { filter: 'HARIAN', tanggal: '2026-03-01' })).toMatchObject({ jumlah_order: 1, total_penjualan: 30_000 });
    expect(salesReport(ORDERS, { filter: 'HARIAN', tanggal: '2026-02-28' })).toMatchObject({ jumlah_order: 1, total_penjualan: 20_000 });
  });

  it('BULANAN: March has today and the midnight sale; February last month and 23:59:59', () => {
    const march = salesReport(ORDERS, { filter: 'BULANAN', bulan: 3, tahun: 2026 });
    expect(march).toMatchObject({ jumlah_order: 2, total_penjualan: 130_000 });
    expect(march.rincian).toHaveLength(31);
    expect(march.rincian?.[0]).toMatchObject({ periode: '2026-03-01', total_penjualan: 30_000 });
    expect(salesReport(ORDERS, { filter: 'BULANAN', bulan: 2, tahun: 2026 })).toMatchObject({ jumlah_order: 2, total_penjualan: 90_000 });
  });

  it('TAHUNAN: every sale of the year, per month', () => {
    const year = salesReport(ORDERS, { filter: 'TAHUNAN', tahun: 2026 });
    expect(year).toMatchObject({ jumlah_order: 4, total_penjualan: 220_000 });
    expect(year.rincian?.map((r) => r.total_penjualan).slice(0, 4)).toEqual([0, 90_000, 130_000, 0]);
    expect(salesReport(ORDERS, { filter: 'TAHUNAN', tahun: 2025 })).toMatchObject({ jumlah_order: 0, total_penjualan: 0 });
  });

  it("the dashboard's turnover this month equals the BULANAN report's total (one rule)", () => {
    expect(summariseOrders(ORDERS, NOW).sales_month_total).toBe(salesReport(ORDERS, { filter: 'BULANAN', bulan: 3, tahun: 2026 }).total_penjualan);
    const seeded = seedPenjualanWeb(NOW);
    const total = salesReport(seeded, { filter: 'BULANAN', bulan: 3, tahun: 2026 }).total_penjualan;
    expect(total).toBeGreaterThan(0);
    expect(summariseOrders(seeded, NOW).sales_month_total).toBe(total);
  });
});

describe('GET /admin/laporan-penjualan-web (fake server)', () => {
  it('answers the seeded month, equal to the dashboard card', async () => {
    const { call } = createFakeBackendHarness(NOW);
    const report = await call<{ jumlah_order: number; total_penjualan: number }>('GET', '/admin/laporan-penjualan-web?filter=BULANAN&bulan=3&tahun=2026');
    const summary = await call<{ sales_month_total: number }>('GET', '/admin/dashboard-summary');
    expect(report.status).toBe(200);
    expect(report.body.total_penjualan).toBe(summary.body.sales_month_total);
  });

  it.each([
    ['', 'Filter harus HARIAN, BULANAN atau TAHUNAN.'],
    ['?filter=HARIAN', 'Tanggal wajib diisi untuk filter harian.'],
    ['?filter=BULANAN&bulan=13&tahun=2026', 'Bulan harus antara 1 dan 12.'],
    ['?filter=TAHUNAN&tahun=1', 'Tahun tidak valid.'],
  ])('refuses %s with 400 and { error }', async (search, error) => {
    const { call } = createFakeBackendHarness(NOW);
    expect(await call('GET', `/admin/laporan-penjualan-web${search}`)).toEqual({ status: 400, body: { error } });
  });
});
