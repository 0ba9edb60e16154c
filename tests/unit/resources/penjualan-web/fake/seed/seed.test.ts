import { describe, it, expect } from 'vitest';
import { orderSchema, type Order } from '@/resources/penjualan-web/schemas';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '@/domain/entity';
import { SEED_ORDER_PRODUCTS, seedPenjualanWeb } from '@/resources/penjualan-web/fake/seed/seed';
import { biteshipStatusAt, deliveredAt } from '@/resources/penjualan-web/fake/server/biteship';
import { shipmentOf } from '@/resources/penjualan-web/fake/server/tracking';
import { detectShippingType } from '@/resources/penjualan-web/shared/rules/shippingType';
import { isCompletedOrCancelled } from '@/resources/penjualan-web/shared/rules/status';
import { orderTabOf, statsTabOf } from '@/resources/penjualan-web/shared/rules/orderCenterTab';
import { stuckReason } from '@/resources/penjualan-web/shared/rules/stuck';
import { refundableRemaining } from '@/resources/penjualan-web/shared/rules/refund';
import { DEMO_ACCOUNT } from '@/fake-api/db';

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
    // The three types, and orders whose type the shop never set.
    expect(new Set(orders.map((o) => o.tipe_pengiriman))).toEqual(new Set(['BITESHIP', 'GRATIS_ONGKIR', 'CHAT_ADMIN', null]));
    expect(orders.filter((o) => o.status_pengiriman === 'SELESAI').length / orders.length).toBeGreaterThan(0.6);
    expect(orders.some((o) => o.refund_info !== null && o.status_pembayaran === 'DIBATALKAN')).toBe(true);
    // A refund is recorded on a paid order: a cancelled one refunded in full, or an open or completed one by item.
    for (const order of orders.filter((o) => o.refund_info !== null)) {
      expect(n(order.total_refunded ?? 0)).toBeGreaterThan(0);
      expect(order.riwayat_status?.some((e) => e.status_pembayaran === 'LUNAS')).toBe(true);
    }
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
        expect(n(order.total_harga_barang)).toBeGreaterThanOrEqual(250000);
        expect(order.kode_kurir).toBe('GRATIS_ONGKIR');
        expect(order.metode_pengiriman).toBe('Gratis Ongkir - Promo Toko');
        const shipped = order.status_pengiriman === 'DIKIRIM' || order.status_pengiriman === 'SELESAI';
        expect(order.nomor_resi).toBe(shipped ? 'TANPA-RESI' : null);
      } else if (order.tipe_pengiriman === 'CHAT_ADMIN') {
        expect(order.kode_kurir).toBe('CHAT_ADMIN');
        expect(order.metode_pengiriman).toBe('Chat Admin (Koordinasi Pengiriman)');
      } else {
        expect(order.tipe_pengiriman).toBeNull();
        expect(order.kode_kurir).toBeNull();
        expect(order.biteship_order_id).toBeNull();
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

  it("draws its pictures as SVG data URLs under 1 KB and links to the app's own tracking and label pages", () => {
    for (const order of orders) {
      for (const url of [order.bukti_transfer_url, order.foto_resi_url, order.refund_info?.buktiTransferRefundUrl ?? null]) {
        if (url === null) continue;
        expect(url).toMatch(/^data:image\/svg\+xml;utf8,/);
        expect(url.length).toBeLessThan(1024);
      }
      if (order.tracking_url !== null) expect(order.tracking_url).toBe(`/admin/order-center/${order.id}/tracking`);
      if (order.url_cetak_resi !== null) expect(order.url_cetak_resi).toBe(`/admin/order-center/labels?ids=${order.id}`);
    }
    const receipt = decodeURIComponent(orders.find((o) => o.bukti_transfer_url !== null)?.bukti_transfer_url ?? '');
    expect(receipt).toMatch(/BCA|Mandiri|BRI|BNI/);
    expect(receipt).toMatch(/Rp\d/);
    expect(receipt).toMatch(/(CV|PRB)-\d{8}-\d{4}/);
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

type Check = (order: Order, now: Date) => boolean;

const tab = (name: string): Check => (order) => orderTabOf(order) === name;
const both = (...checks: Check[]): Check => (order, now) => checks.every((check) => check(order, now));
const shipping = (status: Order['status_pengiriman']): Check => (order) => order.status_pengiriman === status;
const payment = (status: Order['status_pembayaran']): Check => (order) => order.status_pembayaran === status;
const active: Check = (order) => !isCompletedOrCancelled(order);
const finished: Check = (order) => isCompletedOrCancelled(order);
const readyToShip = both(payment('LUNAS'), shipping('SIAP_DIKIRIM'));
const awaitingConfirmation = (o: Order): boolean => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.metode_pembayaran === 'MANUAL_TRANSFER' && o.bukti_transfer_url !== null;
const neverRefunded = (o: Order): boolean => Number(o.total_refunded ?? 0) === 0 && o.refund_info === null;
const partlyRefunded = (o: Order): boolean => Number(o.total_refunded ?? 0) > 0 && Number(o.total_refunded) < Number(o.total_akhir) && o.refund_info?.status === 'PENDING';

/** What the demo must show, whatever the random draw gives (issue 9, item 8). */
const COVERAGE: ReadonlyArray<readonly [string, Check]> = [
  ['an active chat-admin order', both(tab('chat-admin'), active)],
  ['a finished chat-admin order', both(tab('chat-admin'), finished)],
  ['an active gratis-ongkir order', both(tab('gratis-ongkir'), active)],
  ['a finished gratis-ongkir order', both(tab('gratis-ongkir'), finished)],
  ['an active biteship order', both(tab('biteship'), active)],
  ['a finished biteship order', both(tab('biteship'), finished)],
  ['a chat-admin order awaiting payment', both(tab('chat-admin'), payment('MENUNGGU_PEMBAYARAN'))],
  ['a chat-admin order awaiting confirmation', both(tab('chat-admin'), payment('MENUNGGU_KONFIRMASI'))],
  ['a chat-admin order ready to ship', both(tab('chat-admin'), readyToShip)],
  ['a chat-admin order shipped', both(tab('chat-admin'), shipping('DIKIRIM'))],
  ['a chat-admin order completed', both(tab('chat-admin'), shipping('SELESAI'))],
  ['a chat-admin order cancelled', both(tab('chat-admin'), shipping('DIBATALKAN'))],
  ['a chat-admin order expired', both(tab('chat-admin'), payment('PAYMENT_EXPIRED'))],
  ['a gratis-ongkir order ready to ship', both(tab('gratis-ongkir'), readyToShip)],
  ['a gratis-ongkir order shipped (delivery proof possible)', both(tab('gratis-ongkir'), shipping('DIKIRIM'))],
  ['a gratis-ongkir order completed with a delivery photo', both(tab('gratis-ongkir'), shipping('SELESAI'), (o) => o.foto_resi_url !== null)],
  ['a biteship order ready to ship without a courier order', both(tab('biteship'), readyToShip, (o) => o.biteship_order_id === null)],
  ['a biteship order shipped and delivered, awaiting completion', both(tab('biteship'), shipping('DIKIRIM'), (o) => o.biteship_status === 'delivered')],
  ['a biteship order shipped and still on its way', both(tab('biteship'), shipping('DIKIRIM'), (o) => ['confirmed', 'allocated', 'picking_up', 'picked', 'dropping_off'].includes(o.biteship_status ?? ''))],
  ['a biteship order held by the courier', both(tab('biteship'), shipping('DIKIRIM'), (o) => o.biteship_status === 'on_hold')],
  ['a biteship order completed', both(tab('biteship'), shipping('SELESAI'))],
  ['an order of no tab (no shipping type set)', (o) => o.tipe_pengiriman === null && orderTabOf(o) === null],
  ["an order whose shipping type is unknown ('Belum Diset')", (o) => detectShippingType(o).type === 'UNKNOWN'],
  ["a 'Kurir Lokal' order with no type", (o) => o.tipe_pengiriman === null && o.metode_pengiriman === 'Kurir Lokal'],
  ['a paid order not shipped for more than 2 days', (o, now) => stuckReason(o, now) === 'NOT_SHIPPED'],
  ['a biteship order shipped more than 7 days ago, not delivered', (o, now) => stuckReason(o, now) === 'NOT_DELIVERED' && o.biteship_order_id !== null],
  ['a free-shipping order shipped more than 7 days ago', (o, now) => stuckReason(o, now) === 'NOT_DELIVERED' && o.tipe_pengiriman === 'GRATIS_ONGKIR'],
  ['an order cancelled after payment, refund done', (o) => o.status_pembayaran === 'DIBATALKAN' && o.refund_info?.status === 'SELESAI'],
  ['an order cancelled after payment, refund still processing', (o) => o.status_pembayaran === 'DIBATALKAN' && o.refund_info?.status === 'PROCESSING'],
  ['a rejected transfer', (o) => o.riwayat_status?.some((e) => e.action === 'Pembayaran ditolak') ?? false],
  ['a CV transfer awaiting confirmation, with its proof', (o) => awaitingConfirmation(o) && o.entitas_id === ENTITY_CV_ID],
  ['a Pribadi transfer awaiting confirmation, with its proof', (o) => awaitingConfirmation(o) && o.entitas_id === ENTITY_PRIBADI_ID],
  ['a paid free-shipping order ready to ship, never refunded', both(tab('gratis-ongkir'), readyToShip, neverRefunded)],
  ['a Biteship order of 2+ lines ready to ship, never refunded', both(tab('biteship'), readyToShip, neverRefunded, (o) => o.items.length >= 2)],
  ['a free-shipping order on its way with an earlier item refund', both(tab('gratis-ongkir'), payment('LUNAS'), shipping('DIKIRIM'), partlyRefunded)],
  ['a Biteship order on its way with an earlier item refund and an adjusted shipping fee', both(tab('biteship'), payment('LUNAS'), shipping('DIKIRIM'), partlyRefunded, (o) => o.ongkir_disesuaikan != null)],
  ['a completed order with an earlier item refund', both(payment('LUNAS'), shipping('SELESAI'), partlyRefunded)],
];

const OTHER_NOWS = ['2026-03-14T17:00:00.000Z', '2026-03-31T17:02:00.000Z', '2026-07-01T01:00:00.000Z'];

describe('seedPenjualanWeb: every tab, state and courier type has an example', () => {
  it.each(COVERAGE)('has %s', (_what, check) => {
    expect(orders.filter((order) => check(order, NOW)).length).toBeGreaterThanOrEqual(1);
  });

  it.each(OTHER_NOWS)('has every example when seeded at %s too', (iso) => {
    const now = new Date(iso);
    const seeded = seedPenjualanWeb(now);
    const missing = COVERAGE.filter(([, check]) => !seeded.some((order) => check(order, now))).map(([what]) => what);
    expect(missing).toEqual([]);
  });

  it('keeps stuck orders a few, not a backlog', () => {
    const stuck = orders.filter((order) => stuckReason(order, NOW) !== null);
    expect(stuck.length).toBeGreaterThanOrEqual(3);
    expect(stuck.length).toBeLessThanOrEqual(10);
  });

  it('counts every order in one stats tab, falling back to biteship', () => {
    const counts = { 'chat-admin': 0, 'gratis-ongkir': 0, biteship: 0 };
    for (const order of orders) counts[statsTabOf(order)] += 1;
    expect(counts['chat-admin'] + counts['gratis-ongkir'] + counts.biteship).toBe(orders.length);
    expect(Math.min(...Object.values(counts))).toBeGreaterThan(10);
  });
});

describe('seedPenjualanWeb: timelines agree with the statuses and times', () => {
  it('starts every timeline with the order being placed and ends it in the order\'s present statuses', () => {
    for (const order of orders) {
      const events = order.riwayat_status ?? [];
      expect(events[0]).toMatchObject({ at: order.tanggal_pesan, action: 'Pesanan dibuat', status_pembayaran: 'MENUNGGU_PEMBAYARAN', status_pengiriman: 'BELUM_DIKIRIM' });
      const last = events[events.length - 1];
      expect(last).toMatchObject({ status_pembayaran: order.status_pembayaran, status_pengiriman: order.status_pengiriman });
      expect(order.status_changed_at).toBe(last?.at);
    }
  });

  it('keeps events in time order, none after now, and names the admin for admin steps', () => {
    for (const order of orders) {
      const times = (order.riwayat_status ?? []).map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
      for (const event of order.riwayat_status ?? []) expect([null, DEMO_ACCOUNT.email]).toContain(event.by);
    }
  });

  it('records payment, shipping, completion and cancellation as the statuses say', () => {
    const actions = (order: Order) => (order.riwayat_status ?? []).map((event) => event.action);
    for (const order of orders) {
      if (order.status_pembayaran === 'LUNAS') expect(actions(order).some((a) => a.startsWith('Pembayaran di'))).toBe(true);
      if (order.status_pengiriman === 'DIKIRIM' || order.status_pengiriman === 'SELESAI') {
        expect(actions(order)).toContain(order.biteship_order_id ? 'Order Biteship dibuat' : 'Pesanan dikirim');
      }
      if (order.status_pengiriman === 'SELESAI') expect(order.completed_at).toBe(order.status_changed_at);
      if (order.status_pembayaran === 'PAYMENT_EXPIRED') expect(actions(order)).toContain('Batas waktu pembayaran habis');
      if (order.bukti_transfer_url !== null) expect(actions(order)).toContain('Bukti transfer diunggah');
    }
  });

  it("gives each courier order the Biteship status its age says, and completes Biteship orders only after delivery", () => {
    for (const order of orders) {
      const shipment = shipmentOf(order);
      if (!shipment) {
        expect(order.biteship_status ?? null).toBeNull();
        continue;
      }
      expect(order.biteship_status).toBe(biteshipStatusAt(shipment, NOW));
      if (order.status_pengiriman === 'SELESAI') {
        expect(order.biteship_status).toBe('delivered');
        expect(Date.parse(order.completed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(deliveredAt(shipment) ?? ''));
      }
    }
  });
});

describe('seedPenjualanWeb: refunds', () => {
  it.each([NOW.toISOString(), ...OTHER_NOWS])('holds at least 4 transfers awaiting confirmation and payment-gateway orders (now = %s)', (iso) => {
    const seeded = seedPenjualanWeb(new Date(iso));
    expect(seeded.filter(awaitingConfirmation).length).toBeGreaterThanOrEqual(4);
    expect(seeded.some((o) => o.metode_pembayaran === 'PAYMENT_GATEWAY' && o.status_pembayaran === 'LUNAS')).toBe(true);
  });

  it('refunds every order cancelled after payment in full by the refund rule (a gateway fee stays with the gateway); the two newest refunds are still processing, older ones after a week done', () => {
    const cancelled = orders
      .filter((o) => o.status_pembayaran === 'DIBATALKAN' && o.refund_info !== null)
      .sort((a, b) => Date.parse(b.refund_info?.createdAt ?? '') - Date.parse(a.refund_info?.createdAt ?? ''));
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    expect(cancelled.some((o) => n(o.biaya_admin) > 0)).toBe(true);
    cancelled.forEach((order, index) => {
      const everything = Math.min(n(order.total_harga_barang) + n(order.ongkir), n(order.total_akhir));
      expect(n(order.total_refunded ?? 0)).toBe(everything);
      expect(order.refund_info?.nominal).toBe(everything);
      expect(refundableRemaining(order)).toBe(0);
      const age = NOW.getTime() - Date.parse(order.refund_info?.createdAt ?? '');
      expect(order.refund_info?.status).toBe(index < 2 || age <= 7 * DAY ? 'PROCESSING' : 'SELESAI');
      expect(order.refund_info?.buktiTransferRefundUrl === null).toBe(order.refund_info?.status === 'PROCESSING');
    });
  });

  it('records each earlier item refund on its lines, its total, its shipping fee and its timeline, before the goods left', () => {
    const refunded = orders.filter((o) => o.status_pembayaran === 'LUNAS' && n(o.total_refunded ?? 0) > 0);
    expect(refunded.length).toBeGreaterThanOrEqual(3);
    for (const order of refunded) {
      const lines = order.items.filter((item) => n(item.qty_refunded ?? 0) > 0);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      for (const item of lines) expect(n(item.qty_refunded ?? 0)).toBeLessThanOrEqual(n(item.qty));
      const units = order.items.reduce((sum, item) => sum + n(item.qty), 0);
      const refundedUnits = lines.reduce((sum, item) => sum + n(item.qty_refunded ?? 0), 0);
      expect(refundedUnits).toBeLessThan(units);
      expect(n(order.total_refunded ?? 0)).toBe(lines.reduce((sum, item) => sum + n(item.qty_refunded ?? 0) * n(item.harga_satuan_setelah_diskon_item), 0));
      expect(n(order.total_refunded ?? 0)).toBeLessThan(n(order.total_akhir));
      expect(order.refund_info).toMatchObject({ nominal: n(order.total_refunded ?? 0), status: 'PENDING', buktiTransferRefundUrl: null });
      if (order.tipe_pengiriman === 'BITESHIP') {
        expect(order.ongkir_disesuaikan).toBe(Math.round(n(order.ongkir) * Math.max(0.1, (units - refundedUnits) / units)));
      } else {
        expect(order.ongkir_disesuaikan ?? null).toBeNull();
      }
      const events = order.riwayat_status ?? [];
      const refund = events.findIndex((e) => e.action === 'Refund dicatat');
      expect(refund).toBeGreaterThan(0);
      expect(events[refund]).toMatchObject({ at: order.refund_info?.createdAt, status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', by: DEMO_ACCOUNT.email });
      expect(events[refund]?.note).toContain(order.refund_info?.alasan ?? '?');
      expect(events[refund - 1]?.status_pembayaran).toBe('LUNAS');
      expect(events[refund + 1]?.status_pengiriman).toBe('DIKIRIM');
    }
  });

  it.each([NOW.toISOString(), ...OTHER_NOWS])('refunds no order beyond the refund rule: goods and shipping, within total_akhir (now = %s)', (iso) => {
    for (const order of seedPenjualanWeb(new Date(iso))) {
      expect(n(order.total_refunded ?? 0)).toBeLessThanOrEqual(Math.min(n(order.total_harga_barang) + n(order.ongkir), n(order.total_akhir)));
    }
  });

  it('leaves every other order without refunds', () => {
    for (const order of orders.filter((o) => o.refund_info === null)) {
      expect(order.total_refunded ?? 0).toBe(0);
      expect(order.items.every((item) => item.qty_refunded === undefined)).toBe(true);
    }
  });
});

describe('seedPenjualanWeb: the large seed', () => {
  const large = seedPenjualanWeb(NOW, 'large');

  it('holds at least 5,000 orders with unique ids and codes, in date order, that pass orderSchema', () => {
    expect(large.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(large.map((o) => o.id)).size).toBe(large.length);
    expect(new Set(large.map((o) => o.kode_transaksi)).size).toBe(large.length);
    const dates = large.map((o) => Date.parse(o.tanggal_pesan));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    for (const order of large.filter((_, i) => i % 50 === 0)) expect(() => orderSchema.parse(order)).not.toThrow();
  });

  it('is the same for the same now', () => {
    expect(seedPenjualanWeb(NOW, 'large').map((o) => o.kode_transaksi)).toEqual(large.map((o) => o.kode_transaksi));
  });

  it('has every example of the demo', () => {
    expect(COVERAGE.filter(([, check]) => !large.some((order) => check(order, NOW))).map(([what]) => what)).toEqual([]);
  });
});
