import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, type FakeDb } from '@/fake-api/db';
import { BASE, MINUTE, NOW, setupBackend } from '../orderBackend';
import { summariseOrders } from '@/custom-pages/dashboard/fake/summary';
import { detectShippingType } from '@/resources/penjualan-web/shared/rules/shippingType';
import { isCompletedOrCancelled, isReadyToShip } from '@/resources/penjualan-web/shared/rules/status';
import { matchesCourierFilter } from '@/resources/penjualan-web/shared/rules/courierFilter';
import { statsTabOf } from '@/resources/penjualan-web/shared/rules/orderCenterTab';
import { isStuck } from '@/resources/penjualan-web/shared/rules/stuck';
import type { Order, PaymentStatus, ShippingStatus, Tracking } from '@/resources/penjualan-web/schemas';
import { ENTITY_CV_ID } from '@/domain/entity';

const HOUR = 60 * MINUTE;

const WRONG_STATE = 'Order ini tidak dalam status yang tepat';
const NOT_FOUND = 'Data transaksi tidak ditemukan.';


/** The fake backend over a fresh seed with a signed-in admin and a clock the test moves (orderBackend.ts). */
const setup = () => {
  const backend = setupBackend();
  const listOf = async (query = '') => (await backend.call<Order[]>('GET', `${BASE}${query}`)).body;
  return { ...backend, listOf };
};

type Kind = 'BITESHIP' | 'GRATIS_ONGKIR' | 'CHAT_ADMIN';

const NO_COURIER_ORDER: Partial<Order> = {
  biteship_order_id: null,
  nomor_resi: null,
  courier_tracking_id: null,
  biteship_courier_company: null,
  biteship_status: null,
  tracking_url: null,
  url_cetak_resi: null,
};

/**
 * A seed order of the kind, put in the given statuses (without a courier order and without refunds: a
 * test that needs one books it). Orders of the kind whose other fields say otherwise are skipped.
 */
const orderIn = (db: FakeDb, kind: Kind, pay: PaymentStatus, ship: ShippingStatus): Order => {
  const order = db.penjualanWeb.find((o) => o.tipe_pengiriman === kind && detectShippingType(o).type === kind);
  if (!order) throw new Error(`no ${kind} order in the seed`);
  Object.assign(order, NO_COURIER_ORDER, { status_pembayaran: pay, status_pengiriman: ship, refund_info: null, completed_at: null, total_refunded: 0 });
  for (const item of order.items) delete item.qty_refunded;
  // Its seeded refund (if it had one) is gone with it.
  db.refundRecords = db.refundRecords.filter((record) => String(record.orderId) !== String(order.id));
  db.pendingCash = db.pendingCash.filter((entry) => String(entry.orderId) !== String(order.id));
  return order;
};

const path = (order: Order, action = '') => `${BASE}/${order.id}${action ? `/${action}` : ''}`;
const lastEvent = (order: Order) => order.riwayat_status?.[order.riwayat_status.length - 1];

/** Books a courier order for a fresh paid Biteship order ready to ship; returns the order. */
const bookedOrder = async (ctx: ReturnType<typeof setup>): Promise<Order> => {
  const order = orderIn(ctx.db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
  expect((await ctx.call('POST', path(order, 'create-biteship-order'), {})).status).toBe(200);
  return order;
};

describe('GET /admin/penjualan-web: the list', () => {
  it('answers every order, newest first, when asked without a limit', async () => {
    const { db, listOf } = setup();
    const rows = await listOf();
    expect(rows).toHaveLength(db.penjualanWeb.length);
    const dates = rows.map((o) => o.tanggal_pesan);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers the newest orders up to limit', async () => {
    const { listOf } = setup();
    const all = await listOf();
    expect((await listOf('?limit=5')).map((o) => o.id)).toEqual(all.slice(0, 5).map((o) => o.id));
  });

  it.each([
    ['the transaction code, any case', (o: Order) => o.kode_transaksi.toLowerCase()],
    ["the recipient's name, any case", (o: Order) => o.nama_penerima.toUpperCase()],
    ["the recipient's phone", (o: Order) => o.telepon_penerima],
    ["the recipient's phone written with +62", (o: Order) => `+62 ${o.telepon_penerima.slice(1)}`],
  ])('finds an order by %s', async (_what, searchOf) => {
    const { db, listOf } = setup();
    const order = db.penjualanWeb[100] as Order;
    const rows = await listOf(`?search=${encodeURIComponent(searchOf(order))}`);
    expect(rows.map((o) => o.id)).toContain(order.id);
    expect(rows.length).toBeLessThan(db.penjualanWeb.length);
  });

  it.each(['SIAP_DIKIRIM', 'LUNAS', 'DIBATALKAN', 'PAYMENT_EXPIRED'])('filters status %s on either status field', async (status) => {
    const { db, listOf } = setup();
    const expected = db.penjualanWeb.filter((o) => o.status_pembayaran === status || o.status_pengiriman === status);
    const rows = await listOf(`?status=${status}`);
    expect(rows.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
    expect(rows.length).toBeGreaterThan(0);
  });

  it('filters the company entity by its id', async () => {
    const { listOf } = setup();
    const rows = await listOf(`?entitas_id=${ENTITY_CV_ID}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((o) => o.entitas_id === ENTITY_CV_ID)).toBe(true);
  });

  it.each(['chat-admin', 'gratis-ongkir', 'biteship'])("lists tab %s as the Order Center classifies it, finished orders only when asked", async (tab) => {
    const { db, listOf } = setup();
    // An order no rule claims is listed under Biteship, where its stats card counts it.
    const inTab = db.penjualanWeb.filter((o) => statsTabOf(o) === tab);
    const open = await listOf(`?tab=${tab}`);
    expect(open.map((o) => o.id).sort()).toEqual(inTab.filter((o) => !isCompletedOrCancelled(o)).map((o) => o.id).sort());
    const every = await listOf(`?tab=${tab}&include_completed=true`);
    expect(every).toHaveLength(inTab.length);
    expect(every.some(isCompletedOrCancelled)).toBe(true);
  });

  it('hides finished orders without a tab only when include_completed=false is sent', async () => {
    const { db, listOf } = setup();
    expect((await listOf('?tab=all-orders')).every((o) => !isCompletedOrCancelled(o))).toBe(true);
    expect(await listOf('?include_completed=false')).toHaveLength(db.penjualanWeb.filter((o) => !isCompletedOrCancelled(o)).length);
  });

  it.each(['jne', 'GRATIS_ONGKIR_0', 'CHAT_ADMIN_0', 'BITESHIP'])('filters courier group %s with the screen’s rule', async (courier) => {
    const { db, listOf } = setup();
    const rows = await listOf(`?courier=${courier}&include_completed=true`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(db.penjualanWeb.filter((o) => matchesCourierFilter(o, courier)).length);
  });

  it('lists only stuck orders with stuck=true', async () => {
    const { db, listOf } = setup();
    const rows = await listOf('?stuck=true');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((o) => o.id).sort()).toEqual(db.penjualanWeb.filter((o) => isStuck(o, NOW)).map((o) => o.id).sort());
  });

  it('walks the sorted list with offset: pages of limit after skipping offset, newest first, each order once', async () => {
    const { db, listOf } = setup();
    const all = await listOf('?include_completed=true');
    const pages = [await listOf('?limit=100'), await listOf('?limit=100&offset=100'), await listOf('?limit=100&offset=200')];
    expect(pages.map((rows) => rows.length)).toEqual([100, 100, db.penjualanWeb.length - 200]);
    expect(pages.flat().map((o) => o.id)).toEqual(all.map((o) => o.id));
    expect(await listOf(`?offset=${db.penjualanWeb.length}`)).toEqual([]);
  });

  it('lists only paid orders waiting to ship with ready=true', async () => {
    const { db, listOf } = setup();
    const rows = await listOf('?ready=true');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((o) => o.id).sort()).toEqual(db.penjualanWeb.filter(isReadyToShip).map((o) => o.id).sort());
  });

  it.each([
    ['offset=-1', 'offset'],
    ['offset=dua', 'offset'],
    ['ready=mungkin', 'ready'],
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['limit=-3', 'limit'],
    ['tab=semua', 'tab'],
    ['include_completed=mungkin', 'include_completed'],
    ['stuck=ya', 'stuck'],
  ])('refuses %s with 400', async (query, name) => {
    const { call } = setup();
    expect(await call('GET', `${BASE}?${query}`)).toEqual({ status: 400, body: { error: `Parameter ${name} tidak valid.` } });
  });
});

describe('GET /admin/penjualan-web/summary', () => {
  it('counts active and completed orders per shipping type as the stats cards classify them, and CV and Pribadi orders', async () => {
    const { db, call } = setup();
    const { status, body } = await call<{ breakdown: Record<string, { active: number; completed: number }>; entities: { cv: number; pribadi: number } }>(
      'GET',
      `${BASE}/summary`,
    );
    expect(status).toBe(200);
    const count = (tab: string, done: boolean) => db.penjualanWeb.filter((o) => statsTabOf(o) === tab && isCompletedOrCancelled(o) === done).length;
    expect(body.breakdown.chatAdmin).toEqual({ active: count('chat-admin', false), completed: count('chat-admin', true) });
    expect(body.breakdown.gratisOngkir).toEqual({ active: count('gratis-ongkir', false), completed: count('gratis-ongkir', true) });
    expect(body.breakdown.biteship).toEqual({ active: count('biteship', false), completed: count('biteship', true) });
    const total = body.breakdown.total;
    expect((total?.active ?? 0) + (total?.completed ?? 0)).toBe(db.penjualanWeb.length);
    expect(body.entities.cv + body.entities.pribadi).toBe(db.penjualanWeb.length);
    expect(body.entities.cv).toBe(db.penjualanWeb.filter((o) => o.entitas_id === ENTITY_CV_ID).length);
  });
});

describe('unknown and malformed order ids', () => {
  it.each([
    ['GET', ''],
    ['GET', 'tracking'],
    ['POST', 'selesai', {}],
    ['POST', 'cancel', { reason: 'x' }],
    ['POST', 'kirim', {}],
    ['POST', 'upload-bukti-pengiriman', { bukti_pengiriman_url: 'https://cdn.toko.test/a.jpg' }],
    ['PUT', 'update-resi', { trackingNumber: 'JP1234567890' }],
    ['POST', 'create-biteship-order', {}],
    ['POST', 'test-webhook'],
    ['POST', 'refresh-tracking'],
    ['POST', 'auto-complete-delivered'],
    ['POST', 'cancel-biteship-order', { reason_code: 'change_courier' }],
    ['POST', 'verifikasi', { aksi: 'LUNAS' }],
    ['POST', 'refund', { refundAmount: 1000, productRefund: 1000, shippingRefund: 0, refundReason: 'x' }],
    ['POST', 'adjust-refund', { items: [{ id_detail: 1, qty_refund: 1 }], reason: 'x' }],
  ])('%s .../%s of an unknown order answers 404 with the spec’s text', async (method, action, body?: unknown) => {
    const { call, persist } = setup();
    expect(await call(method, `${BASE}/99999${action ? `/${action}` : ''}`, body)).toEqual({ status: 404, body: { error: NOT_FOUND } });
    expect(persist).not.toHaveBeenCalled();
  });

  it('answers 400 for an id that is not one', async () => {
    const { call } = setup();
    expect(await call('GET', `${BASE}/01`)).toEqual({ status: 400, body: { error: 'ID tidak valid.' } });
  });
});

describe('illegal transitions answer 409 and change nothing', () => {
  it.each<[string, string, unknown, Kind, PaymentStatus, ShippingStatus]>([
    ['complete an unpaid order', 'selesai', {}, 'CHAT_ADMIN', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM'],
    ['complete an order awaiting confirmation', 'selesai', {}, 'BITESHIP', 'MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM'],
    ['complete a completed order', 'selesai', {}, 'GRATIS_ONGKIR', 'LUNAS', 'SELESAI'],
    ['complete a cancelled order', 'selesai', {}, 'GRATIS_ONGKIR', 'DIBATALKAN', 'DIBATALKAN'],
    ['cancel a shipped order', 'cancel', { reason: 'Pelanggan berubah pikiran' }, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM'],
    ['cancel a completed order', 'cancel', { reason: 'Pelanggan berubah pikiran' }, 'CHAT_ADMIN', 'LUNAS', 'SELESAI'],
    ['cancel a cancelled order', 'cancel', { reason: 'Pelanggan berubah pikiran' }, 'CHAT_ADMIN', 'DIBATALKAN', 'DIBATALKAN'],
    ['ship an unpaid order', 'kirim', {}, 'GRATIS_ONGKIR', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM'],
    ['ship a shipped order', 'kirim', {}, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM'],
    ['ship a completed order', 'kirim', {}, 'CHAT_ADMIN', 'LUNAS', 'SELESAI'],
    ['ship an expired order', 'kirim', {}, 'CHAT_ADMIN', 'PAYMENT_EXPIRED', 'BELUM_DIKIRIM'],
    ['upload delivery proof before shipping', 'upload-bukti-pengiriman', { bukti_pengiriman_url: 'https://cdn.toko.test/a.jpg' }, 'GRATIS_ONGKIR', 'LUNAS', 'SIAP_DIKIRIM'],
    ['upload delivery proof twice', 'upload-bukti-pengiriman', { bukti_pengiriman_url: 'https://cdn.toko.test/a.jpg' }, 'GRATIS_ONGKIR', 'LUNAS', 'SELESAI'],
    ['book a courier for an unpaid order', 'create-biteship-order', {}, 'BITESHIP', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM'],
    ['book a courier for a cancelled order', 'create-biteship-order', {}, 'BITESHIP', 'DIBATALKAN', 'DIBATALKAN'],
    ['book a courier for a completed order', 'create-biteship-order', {}, 'BITESHIP', 'LUNAS', 'SELESAI'],
    ['auto-complete an order not yet shipped', 'auto-complete-delivered', undefined, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM'],
    ['auto-complete a free-shipping order', 'auto-complete-delivered', undefined, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM'],
  ])('%s', async (_what, action, body, kind, pay, ship) => {
    const { db, call, persist } = setup();
    const order = orderIn(db, kind, pay, ship);
    const before = structuredClone(order);
    expect(await call('POST', path(order, action), body)).toEqual({ status: 409, body: { error: WRONG_STATE } });
    expect(order).toEqual(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it.each<[PaymentStatus, ShippingStatus]>([
    ['MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM'],
    ['LUNAS', 'SELESAI'],
    ['DIBATALKAN', 'DIBATALKAN'],
  ])('refuses a new waybill for an order %s / %s', async (pay, ship) => {
    const { db, call } = setup();
    const order = orderIn(db, 'CHAT_ADMIN', pay, ship);
    expect(await call('PUT', path(order, 'update-resi'), { trackingNumber: 'JTR123456789' })).toEqual({ status: 409, body: { error: WRONG_STATE } });
  });
});

describe('POST .../selesai', () => {
  it.each<[Kind, ShippingStatus]>([
    ['GRATIS_ONGKIR', 'DIKIRIM'],
    ['BITESHIP', 'DIKIRIM'],
    ['CHAT_ADMIN', 'SIAP_DIKIRIM'],
    ['CHAT_ADMIN', 'DIKIRIM'],
  ])('completes a paid %s order in %s, recording who did it and their note', async (kind, ship) => {
    const { db, call, persist } = setup();
    const order = orderIn(db, kind, 'LUNAS', ship);
    const { status, body } = await call('POST', path(order, 'selesai'), { adminNotes: 'Diterima Pak Slamet' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Pesanan berhasil diselesaikan.', data: { id: order.id, status_pengiriman: 'SELESAI' } });
    expect(order).toMatchObject({ status_pengiriman: 'SELESAI', completed_at: NOW.toISOString(), status_changed_at: NOW.toISOString() });
    expect(lastEvent(order)).toEqual({
      at: NOW.toISOString(),
      action: 'Pesanan ditandai selesai',
      status_pembayaran: 'LUNAS',
      status_pengiriman: 'SELESAI',
      note: 'Diterima Pak Slamet',
      by: DEMO_ACCOUNT.email,
    });
    expect(persist).toHaveBeenCalled();
  });

  it('takes the detail screen’s reason, or no note at all', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM');
    expect((await call('POST', path(order, 'selesai'), { reason: '' })).status).toBe(200);
    expect(lastEvent(order)?.note).toBeNull();
  });

  it('refuses a note over 500 characters with 400', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM');
    expect(await call('POST', path(order, 'selesai'), { adminNotes: 'x'.repeat(501) })).toEqual({ status: 400, body: { error: 'Catatan maksimal 500 karakter.' } });
    expect(order.status_pengiriman).toBe('DIKIRIM');
  });
});

describe('POST .../cancel', () => {
  it('cancels an unpaid order without a refund', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'CHAT_ADMIN', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM');
    const { status, body } = await call('POST', path(order, 'cancel'), { reason: 'Pelanggan tidak membalas chat' });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('refundInfo');
    expect(order).toMatchObject({ status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN', refund_info: null });
    expect(lastEvent(order)).toMatchObject({ action: 'Pesanan dibatalkan', note: 'Pelanggan tidak membalas chat', by: DEMO_ACCOUNT.email });
  });

  it('cancels a paid order and starts a manual-transfer refund of its goods and shipping (a gateway fee stays with the gateway), pending in pending cash', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    const due = Math.min(Number(order.total_harga_barang) + Number(order.ongkir), Number(order.total_akhir));
    const { status, body } = await call('POST', path(order, 'cancel'), { reason: 'Stok habis' });
    expect(status).toBe(200);
    expect(body.refundInfo).toEqual({ amount: due, method: 'MANUAL_TRANSFER', status: 'PENDING' });
    expect(order.refund_info).toEqual({ nominal: due, status: 'PENDING', alasan: 'Stok habis', createdAt: NOW.toISOString(), buktiTransferRefundUrl: null });
    expect(order.status_changed_at).toBe(NOW.toISOString());
  });

  it.each([
    ['an empty reason', { reason: '' }, 'Alasan pembatalan harus diisi.'],
    ['a reason of spaces and a zero-width space', { reason: '  \u200b ' }, 'Alasan pembatalan harus diisi.'],
    ['no reason at all', {}, 'Data tidak valid: reason.'],
  ])('refuses %s with 400', async (_what, body, error) => {
    const { db, call } = setup();
    const order = orderIn(db, 'CHAT_ADMIN', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM');
    expect(await call('POST', path(order, 'cancel'), body)).toEqual({ status: 400, body: { error } });
    expect(order.status_pengiriman).toBe('BELUM_DIKIRIM');
  });
});

describe('POST .../kirim', () => {
  it('sends a free-shipping order with the no-tracking marker', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'GRATIS_ONGKIR', 'LUNAS', 'SIAP_DIKIRIM');
    const { status, body } = await call('POST', path(order, 'kirim'), { adminNotes: 'Diantar Pak Joko' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Pesanan berhasil dikirim.' });
    expect(order).toMatchObject({ status_pengiriman: 'DIKIRIM', nomor_resi: 'TANPA-RESI', status_changed_at: NOW.toISOString() });
    expect(lastEvent(order)).toMatchObject({ action: 'Pesanan dikirim', status_pengiriman: 'DIKIRIM', note: 'Resi TANPA-RESI — Diantar Pak Joko' });
  });

  it('sends a courier order with the waybill typed by hand', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    expect((await call('POST', path(order, 'kirim'), { nomor_resi: ' JP1234567890 ' })).status).toBe(200);
    expect(order).toMatchObject({ status_pengiriman: 'DIKIRIM', nomor_resi: 'JP1234567890' });
  });

  it('sends a Biteship order with an empty body, keeping the waybill it already has (order spec §7)', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    order.nomor_resi = 'JNE0012345678';
    expect((await call('POST', path(order, 'kirim'), {})).status).toBe(200);
    expect(order).toMatchObject({ status_pengiriman: 'DIKIRIM', nomor_resi: 'JNE0012345678' });
  });

  it('sends a Biteship order without any waybill when none exists (order spec §7: "or empty")', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    order.nomor_resi = null;
    expect((await call('POST', path(order, 'kirim'), { nomor_resi: '' })).status).toBe(200);
    expect(order).toMatchObject({ status_pengiriman: 'DIKIRIM', nomor_resi: null });
  });

  it('sends a chat-admin order with or without a waybill', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'CHAT_ADMIN', 'LUNAS', 'SIAP_DIKIRIM');
    expect((await call('POST', path(order, 'kirim'), {})).status).toBe(200);
    expect(order).toMatchObject({ status_pengiriman: 'DIKIRIM', nomor_resi: null });
  });

  it.each([
    ['a courier order with the no-tracking marker', 'BITESHIP' as Kind, { nomor_resi: 'TANPA-RESI' }, 'Pengiriman kurir tidak memakai penanda tanpa resi. Kirim nomor resi kurir atau kosongkan.'],
    ['a waybill with spaces inside', 'CHAT_ADMIN' as Kind, { nomor_resi: 'JP 123' }, 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung, maksimal 50 karakter.'],
    ['a waybill of 51 characters', 'CHAT_ADMIN' as Kind, { nomor_resi: 'A'.repeat(51) }, 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung, maksimal 50 karakter.'],
  ])('refuses %s with 400', async (_what, kind, body, error) => {
    const { db, call } = setup();
    const order = orderIn(db, kind, 'LUNAS', 'SIAP_DIKIRIM');
    expect(await call('POST', path(order, 'kirim'), body)).toEqual({ status: 400, body: { error } });
    expect(order.status_pengiriman).toBe('SIAP_DIKIRIM');
  });
});

describe('POST .../upload-bukti-pengiriman', () => {
  it('stores the photo and completes a free-shipping order on its way', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM');
    const url = 'https://cdn.toko.test/bukti-transfer/bukti_pengiriman/a1b2.jpg';
    const { status, body } = await call('POST', path(order, 'upload-bukti-pengiriman'), { bukti_pengiriman_url: url });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Bukti pengiriman berhasil diunggah. Pesanan selesai.' });
    expect(order).toMatchObject({ foto_resi_url: url, status_pengiriman: 'SELESAI', completed_at: NOW.toISOString() });
    expect(lastEvent(order)).toMatchObject({ action: 'Bukti pengiriman diunggah, pesanan selesai', status_pengiriman: 'SELESAI' });
  });

  it('takes the fake upload’s data URL', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM');
    expect((await call('POST', path(order, 'upload-bukti-pengiriman'), { bukti_pengiriman_url: 'data:image/webp;base64,AAAA' })).status).toBe(200);
  });

  it('refuses the proof for an order that is not free shipping with 409', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'DIKIRIM');
    expect(await call('POST', path(order, 'upload-bukti-pengiriman'), { bukti_pengiriman_url: 'https://cdn.toko.test/a.jpg' })).toEqual({
      status: 409,
      body: { error: 'Bukti pengiriman hanya untuk order Gratis Ongkir.' },
    });
  });

  it.each([
    ['', 'URL bukti pengiriman harus diisi.'],
    ['javascript:alert(1)', 'URL bukti pengiriman tidak valid.'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'URL bukti pengiriman tidak valid.'],
  ])('refuses the URL %j with 400', async (url, error) => {
    const { db, call } = setup();
    const order = orderIn(db, 'GRATIS_ONGKIR', 'LUNAS', 'DIKIRIM');
    expect(await call('POST', path(order, 'upload-bukti-pengiriman'), { bukti_pengiriman_url: url })).toEqual({ status: 400, body: { error } });
  });
});

describe('PUT .../update-resi', () => {
  it('replaces the waybill and records the change with the courier and the note', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'CHAT_ADMIN', 'LUNAS', 'DIKIRIM');
    order.nomor_resi = 'JTR100000001';
    const { status } = await call('PUT', path(order, 'update-resi'), { trackingNumber: 'JTR100000002', courierName: 'JNE Trucking', adminNotes: 'Resi lama salah ketik' });
    expect(status).toBe(200);
    expect(order).toMatchObject({ nomor_resi: 'JTR100000002', status_pengiriman: 'DIKIRIM' });
    expect(lastEvent(order)).toMatchObject({ action: 'Nomor resi diperbarui', note: 'Resi JTR100000001 → JTR100000002 (JNE Trucking) — Resi lama salah ketik' });
  });

  it('keeps status_changed_at: a new waybill changes no status', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'CHAT_ADMIN', 'LUNAS', 'SIAP_DIKIRIM');
    const before = order.status_changed_at;
    await call('PUT', path(order, 'update-resi'), { trackingNumber: 'JTR100000002' });
    expect(order.status_changed_at).toBe(before);
  });

  it.each([
    ['', 'Mohon isi nomor resi baru'],
    ['   ', 'Mohon isi nomor resi baru'],
    ['JP-12/34', 'Nomor resi hanya boleh berisi huruf, angka dan tanda hubung, maksimal 50 karakter.'],
  ])('refuses the waybill %j with 400', async (trackingNumber, error) => {
    const { db, call } = setup();
    const order = orderIn(db, 'CHAT_ADMIN', 'LUNAS', 'DIKIRIM');
    expect(await call('PUT', path(order, 'update-resi'), { trackingNumber })).toEqual({ status: 400, body: { error } });
  });
});

describe('POST .../create-biteship-order', () => {
  it('books the courier from an empty body: Biteship id, waybill in the courier’s format, confirmed, shipped', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    const { status, body } = await call('POST', path(order, 'create-biteship-order'), {});
    expect(status).toBe(200);
    expect(order.biteship_order_id).toMatch(/^[0-9a-f]{24}$/);
    const prefixes: Record<string, RegExp> = { jne: /^011[23]\d{12}$/, sicepat: /^004[01]\d{8}$/, anteraja: /^10000\d{7}$/, jnt: /^JP\d{10}$/, tiki: /^030[78]\d{8}$/, ninja: /^NLIDAP\d{8}$/, lion: /^11LP\d{10}$/, pos: /^P\d{11}$/ };
    expect(order.nomor_resi).toMatch(prefixes[order.kode_kurir ?? ''] ?? /^BS\d{10}$/);
    expect(order).toMatchObject({
      status_pengiriman: 'DIKIRIM',
      biteship_status: 'confirmed',
      biteship_courier_company: order.kode_kurir,
      tracking_url: `/admin/order-center/${order.id}/tracking`,
      url_cetak_resi: `/admin/order-center/labels?ids=${order.id}`,
      status_changed_at: NOW.toISOString(),
    });
    expect(order.courier_tracking_id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.biteship).toMatchObject({ biteship_order_id: order.biteship_order_id, waybill_id: order.nomor_resi, status: 'confirmed' });
    expect(lastEvent(order)).toMatchObject({ action: 'Order Biteship dibuat', status_pengiriman: 'DIKIRIM', note: `Resi ${order.nomor_resi}`, by: DEMO_ACCOUNT.email });
  });

  it('books the courier from the detail screen’s full form', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    const form = {
      order_id: order.id,
      customer_name: order.nama_penerima,
      customer_phone: order.telepon_penerima,
      customer_address: order.alamat_lengkap,
      total_price: order.total_akhir,
      items: order.items.map((item) => ({ name: item.judul_produk_induk, quantity: item.qty, price: item.harga_satuan_setelah_diskon_item, weight: item.berat_gram, length: 10, width: 10, height: 10 })),
    };
    expect((await call('POST', path(order, 'create-biteship-order'), form)).status).toBe(200);
    expect(order.status_pengiriman).toBe('DIKIRIM');
  });

  it.each([
    ['another order’s id', (o: Order) => ({ order_id: Number(o.id) + 1 }), 'order_id tidak sesuai dengan order yang diproses.'],
    ['no items', () => ({ items: [] }), 'Daftar barang untuk Biteship tidak boleh kosong.'],
    ['an item of quantity 0', () => ({ items: [{ name: 'Semen', quantity: 0, price: 60000, weight: 40000 }] }), 'Barang "Semen": jumlah dan berat harus lebih dari 0, harga tidak boleh negatif.'],
    ['an item without weight', () => ({ items: [{ name: 'Semen', quantity: 1, price: 60000, weight: 0 }] }), 'Barang "Semen": jumlah dan berat harus lebih dari 0, harga tidak boleh negatif.'],
  ])('refuses a form with %s with 400', async (_what, form, error) => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    expect(await call('POST', path(order, 'create-biteship-order'), form(order))).toEqual({ status: 400, body: { error } });
    expect(order.biteship_order_id).toBeNull();
  });

  it('refuses a second booking with 409 and the spec’s text', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    expect(await ctx.call('POST', path(order, 'create-biteship-order'), {})).toEqual({ status: 409, body: { error: 'Order ini sudah memiliki Biteship Order ID.' } });
  });

  it.each<Kind>(['GRATIS_ONGKIR', 'CHAT_ADMIN'])('refuses a %s order with 409', async (kind) => {
    const { db, call } = setup();
    const order = orderIn(db, kind, 'LUNAS', 'SIAP_DIKIRIM');
    expect(await call('POST', path(order, 'create-biteship-order'), {})).toEqual({ status: 409, body: { error: 'Order ini bukan pengiriman Biteship.' } });
  });
});

describe('GET .../tracking: a Biteship shipment advances with time', () => {
  it('starts confirmed, moves through pickup within the hour and is delivered within hours; the order follows', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    const track = async () => (await ctx.call<Tracking>('GET', path(order, 'tracking'))).body;

    const first = await track();
    expect(first).toMatchObject({ status: 'confirmed', waybill_id: order.nomor_resi, tracking_url: order.tracking_url });
    expect(first.histories).toHaveLength(1);
    expect(first.histories[0]).toMatchObject({ status: 'confirmed', location: 'Kota Surabaya', timestamp: NOW.toISOString() });
    expect(first.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    ctx.later(61 * MINUTE);
    const picked = await track();
    expect(picked.histories.map((h) => h.status)).toEqual(['confirmed', 'allocated', 'picking_up', 'picked']);
    expect(order.biteship_status).toBe('picked');

    ctx.later(6 * HOUR);
    const delivered = await track();
    expect(delivered.status).toBe('delivered');
    expect(delivered.histories.at(-1)).toMatchObject({ status: 'delivered', location: order.alamat_pengiriman.kota });
    expect(order.biteship_status).toBe('delivered');
  });

  it('shows one entry for a shipment outside Biteship with a waybill, none for an order without one', async () => {
    const { db, call } = setup();
    const shipped = orderIn(db, 'CHAT_ADMIN', 'LUNAS', 'DIKIRIM');
    shipped.nomor_resi = 'JTR123456789';
    const withWaybill = (await call<Tracking>('GET', path(shipped, 'tracking'))).body;
    expect(withWaybill.histories).toHaveLength(1);
    expect(withWaybill).toMatchObject({ waybill_id: 'JTR123456789' });
    expect(withWaybill.histories[0]?.description).toContain('JTR123456789');

    const unpaid = db.penjualanWeb.find((o) => o.status_pembayaran === 'MENUNGGU_PEMBAYARAN') as Order;
    expect((await call<Tracking>('GET', path(unpaid, 'tracking'))).body).toMatchObject({ status: null, waybill_id: null, histories: [] });
  });

  it('lists seeded shipments with the status their age says, and the list reads the same', async () => {
    const { db, listOf } = setup();
    const rows = await listOf('?tab=biteship&include_completed=true');
    const completed = rows.filter((o) => o.status_pengiriman === 'SELESAI' && o.biteship_order_id);
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((o) => o.biteship_status === 'delivered')).toBe(true);
    expect(db.penjualanWeb.some((o) => o.status_pengiriman === 'DIKIRIM' && o.biteship_status === 'delivered')).toBe(true);
  });
});

describe('POST .../test-webhook and .../refresh-tracking', () => {
  it('answers the webhook test with the courier order’s status', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    const { status, body } = await ctx.call('POST', path(order, 'test-webhook'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Webhook service berfungsi. Status order Biteship saat ini: confirmed.' });
    expect(body.webhook).toMatchObject({ event: 'order.status', order_id: order.biteship_order_id });
  });

  it('answers the tracking id, link and waybill, with the status brought up to date', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    ctx.later(25 * MINUTE);
    const { status, body } = await ctx.call('POST', path(order, 'refresh-tracking'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ tracking_id: order.courier_tracking_id, tracking_url: order.tracking_url, waybill_id: order.nomor_resi, status: 'picking_up' });
  });

  it.each(['test-webhook', 'refresh-tracking'])('%s refuses an order without a Biteship order with 400', async (action) => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    expect(await call('POST', path(order, action))).toEqual({ status: 400, body: { error: 'Order ini belum memiliki Biteship Order ID.' } });
  });
});

describe('POST .../auto-complete-delivered', () => {
  it('refuses while the parcel is on its way, and completes once Biteship says delivered', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    ctx.later(HOUR);
    expect(await ctx.call('POST', path(order, 'auto-complete-delivered'))).toEqual({
      status: 409,
      body: { error: 'Paket belum diterima penerima menurut Biteship (status: picked).' },
    });
    const done = ctx.later(6 * HOUR);
    const { status, body } = await ctx.call('POST', path(order, 'auto-complete-delivered'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Pesanan selesai: paket sudah diterima menurut Biteship.' });
    expect(order).toMatchObject({ status_pengiriman: 'SELESAI', completed_at: done.toISOString(), biteship_status: 'delivered' });
    expect(lastEvent(order)).toMatchObject({ action: 'Pesanan selesai: paket diterima menurut Biteship', status_pengiriman: 'SELESAI', by: DEMO_ACCOUNT.email });
  });

  it('completes a seeded shipment that Biteship has already delivered', async () => {
    const { db, call } = setup();
    const order = db.penjualanWeb.find((o) => o.status_pengiriman === 'DIKIRIM' && o.biteship_status === 'delivered') as Order;
    expect((await call('POST', path(order, 'auto-complete-delivered'))).status).toBe(200);
    expect(order.status_pengiriman).toBe('SELESAI');
  });
});

describe('POST .../cancel-biteship-order', () => {
  it('cancels a courier order before pickup: the order is ready to ship again, and can be booked anew', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    const waybill = order.nomor_resi;
    ctx.later(3 * MINUTE);
    const { status, body } = await ctx.call('POST', path(order, 'cancel-biteship-order'), { reason_code: 'change_courier' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: 'Order Biteship berhasil dibatalkan. Pesanan kembali siap dikirim.' });
    expect(order).toMatchObject({ ...NO_COURIER_ORDER, biteship_status: 'cancelled', status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: ctx.now().toISOString() });
    expect(lastEvent(order)).toMatchObject({ action: 'Order Biteship dibatalkan', status_pengiriman: 'SIAP_DIKIRIM', note: `Ganti kurir (resi ${waybill})` });
    expect((await ctx.call<Tracking>('GET', path(order, 'tracking'))).body.histories).toEqual([]);

    ctx.later(MINUTE);
    expect((await ctx.call('POST', path(order, 'create-biteship-order'), {})).status).toBe(200);
    expect(order.biteship_status).toBe('confirmed');
    expect(order.nomor_resi).not.toBe(waybill);
  });

  it('takes a free-text reason with the code others', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    expect((await ctx.call('POST', path(order, 'cancel-biteship-order'), { reason_code: 'others', custom_reason: 'Barang rusak saat dikemas' })).status).toBe(200);
    expect(lastEvent(order)?.note).toContain('Lainnya');
    expect(lastEvent(order)?.note).toContain('Barang rusak saat dikemas');
  });

  it('refuses once the courier has the parcel, with 409', async () => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    // Past 180 minutes every shipment is dropping off, before 200 none is delivered yet.
    ctx.later(185 * MINUTE);
    expect(await ctx.call('POST', path(order, 'cancel-biteship-order'), { reason_code: 'pickup_delay' })).toEqual({
      status: 409,
      body: { error: 'Order Biteship tidak dapat dibatalkan: paket sudah di tangan kurir (status: dropping_off).' },
    });
    expect(order.status_pengiriman).toBe('DIKIRIM');
  });

  it.each([
    ['the code others without a reason', { reason_code: 'others' }, 'Alasan pembatalan harus diisi untuk alasan lainnya.'],
    ['an unknown code', { reason_code: 'bosan' }, 'Kode alasan pembatalan Biteship tidak dikenal: gunakan change_courier, pickup_delay, change_address, others.'],
  ])('refuses %s with 400', async (_what, body, error) => {
    const ctx = setup();
    const order = await bookedOrder(ctx);
    expect(await ctx.call('POST', path(order, 'cancel-biteship-order'), body)).toEqual({ status: 400, body: { error } });
    expect(order.biteship_status).toBe('confirmed');
  });

  it('refuses an order without a courier order with 400', async () => {
    const { db, call } = setup();
    const order = orderIn(db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    expect(await call('POST', path(order, 'cancel-biteship-order'), { reason_code: 'change_address' })).toEqual({
      status: 400,
      body: { error: 'Order ini belum memiliki Biteship Order ID.' },
    });
  });
});

describe('the timeline and the dashboard follow every change', () => {
  it('records one event per change, in order, each with the statuses after it', async () => {
    const ctx = setup();
    const order = orderIn(ctx.db, 'BITESHIP', 'LUNAS', 'SIAP_DIKIRIM');
    const before = order.riwayat_status?.length ?? 0;
    await ctx.call('POST', path(order, 'create-biteship-order'), {});
    ctx.later(MINUTE);
    await ctx.call('POST', path(order, 'cancel-biteship-order'), { reason_code: 'change_address' });
    ctx.later(MINUTE);
    await ctx.call('POST', path(order, 'cancel'), { reason: 'Alamat di luar jangkauan' });
    const events = (order.riwayat_status ?? []).slice(before);
    expect(events.map((e) => [e.action, e.status_pembayaran, e.status_pengiriman])).toEqual([
      ['Order Biteship dibuat', 'LUNAS', 'DIKIRIM'],
      ['Order Biteship dibatalkan', 'LUNAS', 'SIAP_DIKIRIM'],
      ['Pesanan dibatalkan', 'DIBATALKAN', 'DIBATALKAN'],
    ]);
    expect(events.every((e) => e.by === DEMO_ACCOUNT.email)).toBe(true);
  });

  it('keeps the dashboard equal to what the orders say after a shipment and a cancellation', async () => {
    const { db, call } = setup();
    const dashboard = async () => (await call('GET', '/admin/dashboard-summary')).body;
    expect(await dashboard()).toEqual(summariseOrders(db.penjualanWeb, NOW));
    const pending = summariseOrders(db.penjualanWeb, NOW).pending_order_count;
    const ready = db.penjualanWeb.find((o) => o.status_pembayaran === 'LUNAS' && o.status_pengiriman === 'SIAP_DIKIRIM' && o.tipe_pengiriman === 'GRATIS_ONGKIR') as Order;
    await call('POST', path(ready, 'kirim'), {});
    expect(await dashboard()).toEqual({ ...summariseOrders(db.penjualanWeb, NOW), pending_order_count: pending - 1 });
  });
});
