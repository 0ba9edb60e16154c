import { describe, expect, it } from 'vitest';
import type { Order, RefundRecord } from '@/resources/penjualan-web/schemas';
import { amountRefund, MINUTE, orderIn, refundPath, setupBackend, type Backend, type Body } from '../../../resources/penjualan-web/fake/orderBackend';

const REFUNDS = '/admin/pending-cash/refunds';
const FIX = '/admin/pending-cash/fix-refund-statuses';

const entryOf = (backend: Backend, record: RefundRecord) => backend.db.pendingCash.find((entry) => entry.id === record.pendingCashId);
const orderOf = (backend: Backend, record: RefundRecord) => backend.db.penjualanWeb.find((order) => order.id === record.orderId) as Order;

describe('GET /admin/pending-cash/refunds/{orderId}', () => {
  it("answers the order's refund records, newest first", async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'GRATIS_ONGKIR' });
    await backend.call('POST', refundPath(order), amountRefund(order, 10_000));
    backend.later(2 * MINUTE);
    await backend.call('POST', refundPath(order), amountRefund(order, 20_000, { refundReason: 'Kedua' }));
    const { status, body } = await backend.call<RefundRecord[]>('GET', `${REFUNDS}/${order.id}`);
    expect(status).toBe(200);
    expect(body.map((record) => [record.refundAmount, record.refundReason, record.status])).toEqual([
      [20_000, 'Kedua', 'PENDING'],
      [10_000, 'Barang rusak saat diterima', 'PENDING'],
    ]);
  });

  it('answers a seeded refund with its record, and an empty list for an order without refunds', async () => {
    const backend = setupBackend();
    const cancelled = backend.db.penjualanWeb.find((order) => order.status_pembayaran === 'DIBATALKAN' && order.refund_info !== null) as Order;
    const { body } = await backend.call<RefundRecord[]>('GET', `${REFUNDS}/${cancelled.id}`);
    expect(body).toHaveLength(1);
    const everything = Math.min(Number(cancelled.total_harga_barang) + Number(cancelled.ongkir), Number(cancelled.total_akhir));
    expect(body[0]).toMatchObject({ orderId: cancelled.id, refundType: 'FULL', refundAmount: everything });
    const unpaid = backend.db.penjualanWeb.find((order) => order.status_pembayaran === 'MENUNGGU_PEMBAYARAN') as Order;
    expect(await backend.call('GET', `${REFUNDS}/${unpaid.id}`)).toEqual({ status: 200, body: [] });
  });

  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    const backend = setupBackend();
    expect(await backend.call('GET', `${REFUNDS}/99999`)).toEqual({ status: 404, body: { error: 'Data transaksi tidak ditemukan.' } });
    expect(await backend.call('GET', `${REFUNDS}/x1`)).toEqual({ status: 400, body: { error: 'ID tidak valid.' } });
  });
});

describe('POST /admin/pending-cash/fix-refund-statuses', () => {
  it('completes every PROCESSING refund whose money was cashed out or completed, and answers how many and which', async () => {
    const backend = setupBackend();
    const processing = backend.db.refundRecords.filter((record) => record.status === 'PROCESSING');
    const fixable = processing.filter((record) => ['CASHED_OUT', 'COMPLETED'].includes(entryOf(backend, record)?.status ?? ''));
    const waiting = processing.filter((record) => !fixable.includes(record));
    expect(fixable.length).toBeGreaterThanOrEqual(1);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    // One more: a PROCESSING refund whose entry completed.
    const extra = backend.db.refundRecords.find((record) => record.status === 'COMPLETED') as RefundRecord;
    extra.status = 'PROCESSING';
    const expectedIds = [...fixable, extra].map((record) => record.id).sort((a, b) => Number(a) - Number(b));

    const { status, body } = await backend.call<Body>('POST', FIX);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: `${expectedIds.length} refund diperbaiki.`, fixedRefunds: expectedIds.length, fixedRefundIds: expectedIds });
    for (const record of [...fixable, extra]) expect(record.status).toBe('COMPLETED');
    for (const record of waiting) expect(record.status).toBe('PROCESSING');
    expect(backend.persist).toHaveBeenCalled();
  });

  it("shows an order's refund as SELESAI once all its records are completed, and keeps the others in progress", async () => {
    const backend = setupBackend();
    const fixable = backend.db.refundRecords.find((record) => record.status === 'PROCESSING' && entryOf(backend, record)?.status === 'CASHED_OUT') as RefundRecord;
    const waiting = backend.db.refundRecords.find((record) => record.status === 'PROCESSING' && entryOf(backend, record)?.status === 'PENDING') as RefundRecord;
    expect(orderOf(backend, fixable).refund_info?.status).toBe('PROCESSING');
    await backend.call('POST', FIX);
    expect(orderOf(backend, fixable).refund_info?.status).toBe('SELESAI');
    expect(orderOf(backend, waiting).refund_info?.status).toBe('PROCESSING');
  });

  it('keeps an order in progress while another of its refunds is still pending', async () => {
    const backend = setupBackend();
    const fixable = backend.db.refundRecords.find((record) => record.status === 'PROCESSING' && entryOf(backend, record)?.status === 'CASHED_OUT') as RefundRecord;
    const order = orderOf(backend, fixable);
    backend.db.refundRecords.push({ ...fixable, id: 9_999, status: 'PENDING', pendingCashId: null });
    await backend.call('POST', FIX);
    expect(order.refund_info?.status).toBe('PENDING');
  });

  it("answers 0 with a 'Tidak ada' message when nothing needs fixing, and changes nothing", async () => {
    const backend = setupBackend();
    await backend.call('POST', FIX);
    const calls = backend.persist.mock.calls.length;
    const before = structuredClone(backend.db.refundRecords);
    expect(await backend.call('POST', FIX)).toEqual({
      status: 200,
      body: { success: true, message: 'Tidak ada refund PROCESSING yang dananya sudah dicairkan.', fixedRefunds: 0, fixedRefundIds: [] },
    });
    expect(backend.db.refundRecords).toEqual(before);
    expect(backend.persist.mock.calls.length).toBe(calls);
  });

  it('leaves PENDING refunds alone, even when their entry was cashed out', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'GRATIS_ONGKIR' });
    const { body } = await backend.call<Body>('POST', refundPath(order), amountRefund(order, 10_000));
    const entry = backend.db.pendingCash.find((e) => e.id === body.pendingCashId);
    if (entry) entry.status = 'CASHED_OUT';
    const { body: fixed } = await backend.call<Body>('POST', FIX);
    expect(fixed.fixedRefundIds).not.toContain(body.refundId);
    expect(backend.db.refundRecords.find((record) => record.id === body.refundId)?.status).toBe('PENDING');
  });
});
