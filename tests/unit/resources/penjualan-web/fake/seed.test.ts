import { describe, it, expect } from 'vitest';
import { orderSchema, type Order } from '../../../../../src/resources/penjualan-web/schemas';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '../../../../../src/domain/entity';
import { SEED_ORDER_PRODUCTS, seedPenjualanWeb } from '../../../../../src/resources/penjualan-web/fake/seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-03-15T05:30:00.000Z'); // 12:30 WIB
const orders = seedPenjualanWeb(NOW);

const n = (value: number | string): number => Number(value);
const jakartaDay = (ms: number): string => new Date(ms + 7 * HOUR).toISOString().slice(0, 10);
const jakartaMonth = (ms: number): string => jakartaDay(ms).slice(0, 7);
const ageMs = (order: Order, now: Date): number => now.getTime() - Date.parse(order.tanggal_pesan);

describe('seedPenjualanWeb', () => {
  it('produces at least 180 orders that all pass orderSchema, with unique ids and codes', () => {
    expect(orders.length).toBeGreaterThanOrEqual(180);
    for (const order of orders) expect(() => orderSchema.parse(order)).not.toThrow();
    expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length);
    expect(new Set(orders.map((o) => o.kode_transaksi)).size).toBe(orders.length);
  });

  it('returns identical output for the same now', () => {
    expect(seedPenjualanWeb(new Date(NOW.getTime()))).toEqual(orders);
  });

  it('shifts order dates when seeded with another time', () => {
    const later = new Date(NOW.getTime() + 3 * DAY);
    const shifted = seedPenjualanWeb(later);
    expect(shifted.map((o) => o.tanggal_pesan)).not.toEqual(orders.map((o) => o.tanggal_pesan));
    expect(Date.parse(shifted[0]!.tanggal_pesan) - Date.parse(orders[0]!.tanggal_pesan)).toBe(3 * DAY);
    for (const order of shifted) expect(Date.parse(order.tanggal_pesan)).toBeLessThanOrEqual(later.getTime());
  });

  it('writes tanggal_pesan as UTC ISO strings, all within the 12 months before now, newer months busier', () => {
    const yearAgo = new Date(NOW);
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - 12);
    for (const order of orders) {
      expect(new Date(order.tanggal_pesan).toISOString()).toBe(order.tanggal_pesan);
      expect(ageMs(order, NOW)).toBeGreaterThanOrEqual(0);
    }
    const inYear = orders.filter((o) => Date.parse(o.tanggal_pesan) > yearAgo.getTime());
    expect(inYear.length).toBeGreaterThanOrEqual(150);
    const lastQuarter = orders.filter((o) => ageMs(o, NOW) < 90 * DAY).length;
    const firstQuarter = orders.filter((o) => ageMs(o, NOW) >= 270 * DAY).length;
    expect(lastQuarter).toBeGreaterThan(firstQuarter);
  });

  it('places at least 4 orders in the last 3 hours and several in the current Jakarta month', () => {
    expect(orders.filter((o) => ageMs(o, NOW) <= 3 * HOUR).length).toBeGreaterThanOrEqual(4);
    expect(orders.filter((o) => jakartaMonth(Date.parse(o.tanggal_pesan)) === jakartaMonth(NOW.getTime())).length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    '2026-03-14T17:00:00.000Z', // 00:00 WIB
    '2026-03-14T17:05:00.000Z', // 00:05 WIB
    '2026-03-31T17:02:00.000Z', // 00:02 WIB on the 1st of the month
    '2026-03-15T16:59:00.000Z', // 23:59 WIB
  ])('has orders today and this month in Asia/Jakarta whatever the time of day (now = %s)', (iso) => {
    const now = new Date(iso);
    const seeded = seedPenjualanWeb(now);
    const times = seeded.map((o) => Date.parse(o.tanggal_pesan));
    expect(times.filter((t) => jakartaDay(t) === jakartaDay(now.getTime()) && t <= now.getTime()).length).toBeGreaterThanOrEqual(4);
    expect(times.filter((t) => jakartaMonth(t) === jakartaMonth(now.getTime())).length).toBeGreaterThanOrEqual(5);
    expect(times.filter((t) => now.getTime() - t <= 3 * HOUR && t <= now.getTime()).length).toBeGreaterThanOrEqual(4);
  });

  it('adds up item subtotals, item counts and order totals', () => {
    for (const order of orders) {
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(order.items.length).toBeLessThanOrEqual(5);
      for (const item of order.items) {
        expect(n(item.harga_satuan_setelah_diskon_item)).toBe(n(item.harga_satuan_sebelum_diskon) - n(item.diskon_item));
        expect(n(item.subtotal)).toBe(n(item.qty) * n(item.harga_satuan_setelah_diskon_item));
        expect(Number.isInteger(n(item.subtotal))).toBe(true);
      }
      expect(n(order.items_count)).toBe(order.items.reduce((s, i) => s + n(i.qty), 0));
      expect(n(order.total_harga_barang)).toBe(order.items.reduce((s, i) => s + n(i.subtotal), 0));
      const expected =
        n(order.total_harga_barang) + n(order.ongkir) + n(order.biaya_admin) - n(order.total_diskon_dari_voucher) - n(order.cashback_dipakai);
      expect(n(order.total_akhir)).toBe(expected);
      expect(n(order.total_akhir)).toBeGreaterThanOrEqual(0);
      expect(n(order.biaya_admin) > 0).toBe(order.metode_pembayaran === 'PAYMENT_GATEWAY');
    }
  });

  it('never ships or completes an order that is not paid', () => {
    for (const order of orders) {
      if (['SIAP_DIKIRIM', 'DIKIRIM', 'SELESAI'].includes(order.status_pengiriman)) {
        expect(order.status_pembayaran).toBe('LUNAS');
      }
      if (order.status_pembayaran === 'PAYMENT_EXPIRED') expect(order.status_pengiriman).toBe('BELUM_DIKIRIM');
      if (order.status_pembayaran === 'DIBATALKAN') expect(order.status_pengiriman).toBe('DIBATALKAN');
      if (order.status_pembayaran === 'MENUNGGU_KONFIRMASI') {
        expect(order.metode_pembayaran).toBe('MANUAL_TRANSFER');
        expect(order.bukti_transfer_url).not.toBeNull();
      }
    }
  });

  it('sets completed_at after the order date only for completed orders', () => {
    for (const order of orders) {
      if (order.status_pengiriman === 'SELESAI') {
        expect(order.completed_at).not.toBeNull();
        const completed = Date.parse(order.completed_at ?? '');
        expect(completed).toBeGreaterThan(Date.parse(order.tanggal_pesan));
        expect(completed).toBeLessThanOrEqual(NOW.getTime());
      } else {
        expect(order.completed_at).toBeNull();
      }
    }
  });

  it('covers every payment status and shipping type, mostly completed orders', () => {
    const payments = new Set(orders.map((o) => o.status_pembayaran));
    expect([...payments].sort()).toEqual(['DIBATALKAN', 'LUNAS', 'MENUNGGU_KONFIRMASI', 'MENUNGGU_PEMBAYARAN', 'PAYMENT_EXPIRED']);
    expect(new Set(orders.map((o) => o.status_pengiriman)).size).toBe(5);
    expect(new Set(orders.map((o) => o.tipe_pengiriman)).size).toBe(3);
    expect(orders.filter((o) => o.status_pengiriman === 'SELESAI').length / orders.length).toBeGreaterThan(0.6);
    expect(orders.some((o) => o.refund_info !== null && o.status_pembayaran === 'DIBATALKAN')).toBe(true);
    expect(orders.every((o) => o.refund_info === null || o.status_pembayaran === 'DIBATALKAN')).toBe(true);
  });

  it('ties entity, transaction-code prefix and payment method together', () => {
    for (const order of orders) {
      if (order.entitas_id === ENTITY_CV_ID) expect(order.kode_transaksi).toMatch(/^CV-\d{8}-\d{4}$/);
      else {
        expect(order.entitas_id).toBe(ENTITY_PRIBADI_ID);
        expect(order.kode_transaksi).toMatch(/^PRB-\d{8}-\d{4}$/);
        expect(order.metode_pembayaran).toBe('MANUAL_TRANSFER');
      }
    }
    const cv = orders.filter((o) => o.entitas_id === ENTITY_CV_ID);
    expect(cv.filter((o) => o.metode_pembayaran === 'PAYMENT_GATEWAY').length / cv.length).toBeGreaterThan(0.7);
  });

  it('fills shipping fields consistently with the shipping type', () => {
    for (const order of orders) {
      if (order.tipe_pengiriman === 'BITESHIP') {
        expect(['jne', 'sicepat', 'anteraja', 'jnt', 'tiki', 'ninja', 'lion', 'pos']).toContain(order.kode_kurir);
        expect(n(order.ongkir)).toBeGreaterThanOrEqual(9000);
        expect(n(order.ongkir)).toBeLessThanOrEqual(120000);
        expect(n(order.ongkir) % 500).toBe(0);
        expect(order.apakah_gratis_ongkir).toBe(false);
        const shipped = order.status_pengiriman === 'DIKIRIM' || order.status_pengiriman === 'SELESAI';
        expect(order.nomor_resi !== null).toBe(shipped);
        expect(order.biteship_order_id !== null).toBe(shipped);
      } else if (order.tipe_pengiriman === 'GRATIS_ONGKIR') {
        expect(order.apakah_gratis_ongkir).toBe(true);
        expect(n(order.ongkir)).toBe(0);
        expect(order.kode_kurir).toBe('GRATIS_ONGKIR');
        expect(order.metode_pengiriman).toBe('Gratis Ongkir - Promo Toko');
      } else {
        expect(order.kode_kurir).toBe('CHAT_ADMIN');
        expect(order.metode_pengiriman).toBe('Chat Admin (Koordinasi Pengiriman)');
      }
    }
  });

  it('keeps recipient and address fields consistent and Indonesian-shaped', () => {
    for (const order of orders) {
      const a = order.alamat_pengiriman;
      expect(a.penerima).toBe(order.nama_penerima);
      expect(a.telepon).toBe(order.telepon_penerima);
      expect(order.telepon_penerima).toMatch(/^08\d{9,10}$/);
      expect(a.kode_pos).toMatch(/^\d{5}$/);
      expect(order.kecamatan).toBe(a.kecamatan);
      expect(order.kabupaten).toBe(a.kota);
      expect(order.provinsi).toBe(a.provinsi);
      expect(order.alamat_lengkap).toContain(a.jalan);
      expect(order.alamat_lengkap).toContain(a.kode_pos);
    }
  });

  it('uses only relative placeholder paths for media and tracking links', () => {
    for (const order of orders) {
      const urls = [order.bukti_transfer_url, order.foto_resi_url, order.url_cetak_resi, order.tracking_url, order.refund_info?.buktiTransferRefundUrl ?? null];
      for (const url of urls) if (url !== null) expect(url).toMatch(/^\/fake-[a-z]+\//);
    }
  });

  it('exports at least 40 seed products with whole-rupiah prices and weights', () => {
    expect(SEED_ORDER_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SEED_ORDER_PRODUCTS.map((p) => p.nama)).size).toBe(SEED_ORDER_PRODUCTS.length);
    for (const product of SEED_ORDER_PRODUCTS) {
      expect(Number.isInteger(product.harga) && product.harga > 0).toBe(true);
      expect(product.beratGram).toBeGreaterThan(0);
    }
  });
});
