import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@/fake-api/db';
import type { Order } from '@/resources/penjualan-web/schemas';
import { BASE, expectRefused, lastEvent, NOW, orderIn, path, setupBackend, type Body } from '../orderBackend';

const WRONG_STATE = 'Order ini tidak dalam status yang tepat';

/** A seeded manual transfer awaiting confirmation, with its proof. */
const awaitingConfirmation = (orders: readonly Order[]): Order => {
  const order = orders.find((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI' && o.metode_pembayaran === 'MANUAL_TRANSFER');
  if (!order) throw new Error('no transfer awaiting confirmation in the seed');
  return order;
};

describe('POST .../verifikasi', () => {
  it('verifies a transfer: LUNAS, ready to ship, on the timeline, and waiting in pending cash to be cashed in', async () => {
    const backend = setupBackend();
    const order = awaitingConfirmation(backend.db.penjualanWeb);
    const cash = backend.db.pendingCash.length;
    const { status, body } = await backend.call<Body>('POST', path(order, 'verifikasi'), { aksi: 'LUNAS' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Pembayaran berhasil diverifikasi. Pesanan siap dikirim.', data: { id: order.id, status_pembayaran: 'LUNAS' } });
    expect(order).toMatchObject({ status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: NOW.toISOString() });
    expect(lastEvent(order)).toEqual({
      at: NOW.toISOString(),
      action: 'Pembayaran diverifikasi',
      status_pembayaran: 'LUNAS',
      status_pengiriman: 'SIAP_DIKIRIM',
      note: null,
      by: DEMO_ACCOUNT.email,
    });
    expect(backend.db.pendingCash).toHaveLength(cash + 1);
    expect(backend.db.pendingCash.at(-1)).toMatchObject({
      kodeTransaksi: order.kode_transaksi,
      metodePembayaran: 'MANUAL_TRANSFER',
      status: 'PENDING',
      jumlahGross: Number(order.total_akhir),
      biayaAdminManual: 0,
      isFeeConfirmed: false,
      tanggalPenjualan: NOW.toISOString(),
      orderId: order.id,
      refundId: null,
    });
    expect(backend.persist).toHaveBeenCalled();
  });

  it('rejects a transfer: the order is cancelled, on the timeline, with nothing in pending cash', async () => {
    const backend = setupBackend();
    const order = awaitingConfirmation(backend.db.penjualanWeb);
    const cash = backend.db.pendingCash.length;
    const { status, body } = await backend.call<Body>('POST', path(order, 'verifikasi'), { aksi: 'DIBATALKAN' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Pembayaran ditolak. Pesanan dibatalkan.' });
    expect(order).toMatchObject({ status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN' });
    expect(lastEvent(order)).toMatchObject({ action: 'Pembayaran ditolak', status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN', by: DEMO_ACCOUNT.email });
    expect(backend.db.pendingCash).toHaveLength(cash);
  });

  it('refuses another action with 400', async () => {
    const backend = setupBackend();
    const order = awaitingConfirmation(backend.db.penjualanWeb);
    await expectRefused(backend, () => backend.call('POST', path(order, 'verifikasi'), { aksi: 'TOLAK' }), 400, 'Data tidak valid: aksi.');
    await expectRefused(backend, () => backend.call('POST', path(order, 'verifikasi'), {}), 400, 'Data tidak valid: aksi.');
  });

  it('refuses a payment-gateway order with 409: it is processed automatically', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM', { kind: 'BITESHIP' });
    order.metode_pembayaran = 'PAYMENT_GATEWAY';
    await expectRefused(
      backend,
      () => backend.call('POST', path(order, 'verifikasi'), { aksi: 'LUNAS' }),
      409,
      'Pembayaran payment gateway diproses otomatis dan tidak perlu diverifikasi.',
    );
  });

  it.each([
    ['awaiting payment (no proof yet)', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM'],
    ['already verified', 'LUNAS', 'SIAP_DIKIRIM'],
    ['cancelled', 'DIBATALKAN', 'DIBATALKAN'],
    ['expired', 'PAYMENT_EXPIRED', 'BELUM_DIKIRIM'],
  ] as const)('refuses a manual transfer %s with 409', async (_what, pay, ship) => {
    const backend = setupBackend();
    const order = orderIn(backend.db, pay, ship, { kind: 'CHAT_ADMIN' });
    order.metode_pembayaran = 'MANUAL_TRANSFER';
    await expectRefused(backend, () => backend.call('POST', path(order, 'verifikasi'), { aksi: 'LUNAS' }), 409, WRONG_STATE);
  });

  it('refuses to verify the same transfer twice', async () => {
    const backend = setupBackend();
    const order = awaitingConfirmation(backend.db.penjualanWeb);
    expect((await backend.call('POST', path(order, 'verifikasi'), { aksi: 'LUNAS' })).status).toBe(200);
    await expectRefused(backend, () => backend.call('POST', path(order, 'verifikasi'), { aksi: 'LUNAS' }), 409, WRONG_STATE);
  });

  it('answers 404 for an unknown order', async () => {
    const backend = setupBackend();
    expect(await backend.call('POST', `${BASE}/99999/verifikasi`, { aksi: 'LUNAS' })).toEqual({ status: 404, body: { error: 'Data transaksi tidak ditemukan.' } });
  });
});

describe('GET /admin/penjualan-web/payment-summary', () => {
  it('counts transfers awaiting confirmation, paid orders and all orders (not read as an order id)', async () => {
    const backend = setupBackend();
    const orders = backend.db.penjualanWeb;
    const expected = {
      pending: orders.filter((o) => o.status_pembayaran === 'MENUNGGU_KONFIRMASI').length,
      verified: orders.filter((o) => o.status_pembayaran === 'LUNAS').length,
      total: orders.length,
    };
    expect(await backend.call('GET', `${BASE}/payment-summary`)).toEqual({ status: 200, body: expected });
    expect(expected.pending).toBeGreaterThanOrEqual(4);
  });

  it('follows a verification: one fewer pending, one more verified', async () => {
    const backend = setupBackend();
    const before = (await backend.call<{ pending: number; verified: number; total: number }>('GET', `${BASE}/payment-summary`)).body;
    await backend.call('POST', path(awaitingConfirmation(backend.db.penjualanWeb), 'verifikasi'), { aksi: 'LUNAS' });
    expect((await backend.call('GET', `${BASE}/payment-summary`)).body).toEqual({ pending: before.pending - 1, verified: before.verified + 1, total: before.total });
  });
});
