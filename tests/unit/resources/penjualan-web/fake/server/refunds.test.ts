import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '@/fake-api/db';
import { formatRupiah } from '@/domain/format';
import { refundEndpointEntity } from '@/resources/penjualan-web/shared/rules/entity';
import { refundableRemaining } from '@/resources/penjualan-web/shared/rules/refund';
import type { Order, OrderItem, RefundRecord } from '@/resources/penjualan-web/schemas';
import type { PendingCash } from '@/custom-pages/pending-cash/schemas';
import {
  amountRefund,
  expectRefused,
  itemLabel,
  itemRefund,
  lastEvent,
  MINUTE,
  NOW,
  orderIn,
  otherRefundPath,
  path,
  refundPath,
  SECOND,
  setupBackend,
  unit,
  type Backend,
  type Body,
} from '../orderBackend';

const NOT_PAID = 'Refund hanya untuk pesanan yang sudah lunas.';
const NOTHING_LEFT = 'Pesanan ini sudah di-refund seluruhnya.';
const overRemaining = (amount: number) => `Total refund melebihi sisa yang dapat di-refund (${formatRupiah(amount)})`;

/** Everything the order may still give back: the refund rule the forms read (goods and shipping within total_akhir, less earlier refunds). */
const everything = (order: Order): number => refundableRemaining(order);
const recordsOf = (backend: Backend, order: Order): RefundRecord[] => backend.db.refundRecords.filter((r) => String(r.orderId) === String(order.id));
const cashOf = (backend: Backend, order: Order): PendingCash[] => backend.db.pendingCash.filter((e) => String(e.orderId) === String(order.id));
const lineOf = (order: Order, minQty = 1): OrderItem => {
  const item = order.items.find((i) => Number(i.qty) >= minQty);
  if (!item) throw new Error('no such line');
  return item;
};

/** A paid free-shipping order ready to ship, without refunds; a line of at least 3 units when asked. */
const paidOrder = (backend: Backend, unitsInALine = 1) => orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'GRATIS_ONGKIR', unitsInALine });

describe('POST /admin/refunds/cv|pribadi: what is refused', () => {
  it('answers 404 for an unknown order and 400 for an id that is not one', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    await expectRefused(backend, () => backend.call('POST', refundPath(order), amountRefund(order, 10_000, { orderId: 99_999 })), 404, 'Data transaksi tidak ditemukan.');
    await expectRefused(backend, () => backend.call('POST', refundPath(order), amountRefund(order, 10_000, { orderId: 'abc' })), 400, 'ID tidak valid.');
  });

  it.each(['cv', 'pribadi'] as const)('refuses a %s order sent to the other entity’s endpoint with 400', async (entity) => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { entity });
    const label = entity === 'cv' ? 'CV' : 'Pribadi';
    await expectRefused(
      backend,
      () => backend.call('POST', otherRefundPath(order), amountRefund(order, 10_000)),
      400,
      `Order ${order.kode_transaksi} adalah order ${label}: refund harus melalui /admin/refunds/${entity}.`,
    );
  });

  it.each([
    ['an empty reason', { refundReason: '' }, 'Alasan refund harus diisi'],
    ['a reason of spaces and a zero-width space', { refundReason: '  \u200b ' }, 'Alasan refund harus diisi'],
    ['a reason over 500 characters', { refundReason: 'x'.repeat(501) }, 'Alasan refund maksimal 500 karakter.'],
    ['an amount of 0', { refundAmount: 0 }, 'Total refund harus lebih besar dari 0'],
    ['a negative amount', { refundAmount: -5000 }, 'Total refund harus lebih besar dari 0'],
    ['an amount with cents', { refundAmount: 1500.5 }, 'Nominal refund harus rupiah bulat (tanpa sen).'],
    ['a negative new shipping fee', { newShippingFee: -1 }, 'Shipping fee tidak boleh negatif'],
    ['a new shipping fee with cents', { newShippingFee: 0.5 }, 'Shipping fee harus rupiah bulat (tanpa sen).'],
    ['another refund method', { refundMethod: 'CASH' }, 'Data tidak valid: refundMethod.'],
    ['an unknown refund type', { refundType: 'SEBAGIAN' }, 'Data tidak valid: refundType.'],
  ])('refuses %s with 400', async (_what, extra: Body, error) => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    await expectRefused(backend, () => backend.call('POST', refundPath(order), amountRefund(order, 10_000, extra)), 400, error);
  });

  it('refuses a new shipping fee above the ongkir paid with 400', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'BITESHIP' });
    const ongkir = Number(order.ongkir);
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), amountRefund(order, 10_000, { newShippingFee: ongkir + 1 })),
      400,
      `Shipping fee baru tidak boleh melebihi ongkir (${formatRupiah(ongkir)}).`,
    );
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 10_000, { newShippingFee: ongkir }))).status).toBe(200);
  });

  it.each([
    ['awaiting payment', 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM'],
    ['awaiting confirmation of its transfer', 'MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM'],
    ['expired', 'PAYMENT_EXPIRED', 'BELUM_DIKIRIM'],
    ['cancelled before it was paid', 'DIBATALKAN', 'DIBATALKAN'],
  ] as const)('refuses an order %s with 409: it was never paid', async (_what, pay, ship) => {
    const backend = setupBackend();
    const order = orderIn(backend.db, pay, ship, { kind: 'CHAT_ADMIN' });
    await expectRefused(backend, () => backend.call('POST', refundPath(order), amountRefund(order, 10_000)), 409, NOT_PAID);
  });

  it('refuses a seeded order cancelled after payment with 409: its cancellation refunded everything', async () => {
    const backend = setupBackend();
    const order = backend.db.penjualanWeb.find((o) => o.status_pembayaran === 'DIBATALKAN' && o.refund_info !== null) as Order;
    await expectRefused(backend, () => backend.call('POST', refundPath(order), amountRefund(order, 10_000)), 409, NOTHING_LEFT);
  });

  it('refunds what a cancelled order that had been paid still has left', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'DIBATALKAN', 'DIBATALKAN', { kind: 'CHAT_ADMIN', paidBefore: true });
    const total = everything(order);
    const { status } = await backend.call('POST', refundPath(order), amountRefund(order, total));
    expect(status).toBe(200);
    expect(order.total_refunded).toBe(total);
  });

  it('refuses a type its amount does not make with 400: FULL below total_akhir, PARTIAL_SHIPPING of all of it', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'GRATIS_ONGKIR', entity: 'pribadi' });
    const total = Number(order.total_akhir);
    expect(everything(order)).toBe(total);
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), amountRefund(order, total - 1, { refundType: 'FULL' })),
      400,
      `Jenis refund untuk ${formatRupiah(total - 1)} adalah PARTIAL_SHIPPING: FULL hanya untuk nominal sebesar total akhir (${formatRupiah(total)}) atau lebih.`,
    );
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), amountRefund(order, total, { refundType: 'PARTIAL_SHIPPING' })),
      400,
      `Jenis refund untuk ${formatRupiah(total)} adalah FULL: FULL hanya untuk nominal sebesar total akhir (${formatRupiah(total)}) atau lebih.`,
    );
  });

  it('accepts exactly what remains and refuses one rupiah more, naming what remains', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    const total = everything(order);
    await expectRefused(backend, () => backend.call('POST', refundPath(order), amountRefund(order, total + 1)), 400, overRemaining(total));
    expect((await backend.call('POST', refundPath(order), amountRefund(order, total))).status).toBe(200);
    expect(order.total_refunded).toBe(total);
  });
});

describe('POST /admin/refunds/cv|pribadi: a refund by item', () => {
  it.each([
    ['no refundItems', (_o: Order) => ({ refundItems: undefined }), 'Pilih minimal 1 item untuk di-refund'],
    ['an empty refundItems', (_o: Order) => ({ refundItems: [] }), 'Pilih minimal 1 item untuk di-refund'],
    [
      'a line of another order',
      (_o: Order) => ({ refundAmount: 1000, refundItems: [{ penjualanWebDetailId: 999_999, qtyToRefund: 1, refundAmountPerItem: 1000, reason: '' }] }),
      'Item 999999 bukan bagian dari order ini.',
    ],
  ])('refuses %s with 400', async (_what, change, error) => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    const body = { ...itemRefund(order, [[lineOf(order), 1]]), ...change(order) };
    await expectRefused(backend, () => backend.call('POST', refundPath(order), body), 400, error);
  });

  it.each([0, -1, 1.5])('refuses a quantity of %s with 400', async (qty) => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    const item = lineOf(order);
    const body = itemRefund(order, [[item, 1]], {
      refundItems: [{ penjualanWebDetailId: item.id_detail, qtyToRefund: qty, refundAmountPerItem: unit(item), reason: '' }],
      refundAmount: unit(item),
    });
    await expectRefused(backend, () => backend.call('POST', refundPath(order), body), 400, `Qty refund "${itemLabel(item)}" harus bilangan bulat minimal 1.`);
  });

  it('refuses a line whose amount is not unit price after discount x qty, with the amount expected', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    const item = lineOf(order);
    const body = itemRefund(order, [[item, 1]], {
      refundItems: [{ penjualanWebDetailId: item.id_detail, qtyToRefund: 1, refundAmountPerItem: unit(item) + 1, reason: '' }],
      refundAmount: unit(item) + 1,
    });
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), body),
      400,
      `Nominal refund "${itemLabel(item)}" harus ${formatRupiah(unit(item))} (1 x ${formatRupiah(unit(item))}).`,
    );
  });

  it('refuses lines that do not add up to refundAmount', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    const item = lineOf(order);
    const body = itemRefund(order, [[item, 1]], { refundAmount: unit(item) - 1 });
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), body),
      400,
      `Jumlah nominal item (${formatRupiah(unit(item))}) tidak sama dengan nominal refund (${formatRupiah(unit(item) - 1)}).`,
    );
  });

  it('refuses the same line twice', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend, 2);
    const item = lineOf(order, 2);
    await expectRefused(backend, () => backend.call('POST', refundPath(order), itemRefund(order, [[item, 1], [item, 1]])), 400, `Item "${itemLabel(item)}" disebut lebih dari sekali.`);
  });

  it('accepts exactly the units left and refuses one more, with the spec’s message and what is left', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend, 3);
    const item = lineOf(order, 3);
    const qty = Number(item.qty);
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), itemRefund(order, [[item, qty + 1]])),
      400,
      `Qty refund tidak boleh melebihi qty asli (${qty}) untuk "${itemLabel(item)}".`,
    );
    expect((await backend.call('POST', refundPath(order), itemRefund(order, [[item, 1]]))).status).toBe(200);
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), itemRefund(order, [[item, qty]], { refundReason: 'Lagi' })),
      400,
      `Qty refund tidak boleh melebihi qty asli (${qty - 1}) untuk "${itemLabel(item)}".`,
    );
    expect((await backend.call('POST', refundPath(order), itemRefund(order, [[item, qty - 1]]))).status).toBe(200);
    expect(item.qty_refunded).toBe(qty);
  });

  it('records the lines with their names, the units refunded on the order and a Biteship order’s new shipping fee', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'BITESHIP', lines: 2 });
    const [first, second] = order.items as [OrderItem, OrderItem];
    const newShippingFee = Math.round(Number(order.ongkir) / 2);
    const { status, body } = await backend.call<Body>('POST', refundPath(order), itemRefund(order, [[first, 1], [second, 1]], { newShippingFee }));
    expect(status).toBe(200);
    const amount = unit(first) + unit(second);
    expect(order).toMatchObject({ total_refunded: amount, ongkir_disesuaikan: newShippingFee });
    expect(first.qty_refunded).toBe(1);
    expect(second.qty_refunded).toBe(1);
    const [record] = recordsOf(backend, order);
    expect(record).toMatchObject({
      id: body.refundId,
      refundType: 'PARTIAL_ITEM',
      refundAmount: amount,
      newShippingFee,
      items: [
        { penjualanWebDetailId: first.id_detail, qtyToRefund: 1, refundAmountPerItem: unit(first), nama: itemLabel(first) },
        { penjualanWebDetailId: second.id_detail, qtyToRefund: 1, refundAmountPerItem: unit(second), nama: itemLabel(second) },
      ],
    });
    expect(lastEvent(order)?.note).toBe(`Refund per item ${formatRupiah(amount)} (${itemLabel(first)} x 1, ${itemLabel(second)} x 1) — Stok item habis`);
  });
});

describe('POST /admin/refunds/cv|pribadi: a refund recorded', () => {
  it('writes a PENDING refund record and its pending-cash entry, answers their ids, and updates the order', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    const cashBefore = backend.db.pendingCash.length;
    const { status, body } = await backend.call<Body>('POST', refundPath(order), amountRefund(order, 25_000, { adminNotes: 'Transfer ke BCA pelanggan' }));
    expect(status).toBe(200);
    const [record] = recordsOf(backend, order);
    const entry = backend.db.pendingCash.find((e) => e.id === body.pendingCashId);
    expect(body).toMatchObject({
      success: true,
      message: 'Refund Rp25.000 berhasil dicatat dan diteruskan ke pending cash untuk ditransfer manual.',
      refundMethod: 'MANUAL_TRANSFER',
      status: 'PENDING',
      refundId: record?.id,
      pendingCashId: entry?.id,
      data: { id: order.id, total_refunded: 25_000 },
    });
    expect(record).toEqual({
      id: record?.id,
      orderId: order.id,
      refundType: 'PARTIAL_SHIPPING',
      status: 'PENDING',
      refundAmount: 25_000,
      refundMethod: 'MANUAL_TRANSFER',
      refundReason: 'Barang rusak saat diterima',
      createdAt: NOW.toISOString(),
      adminNotes: 'Transfer ke BCA pelanggan',
      items: [],
      newShippingFee: null,
      pendingCashId: entry?.id,
    });
    expect(backend.db.pendingCash).toHaveLength(cashBefore + 1);
    expect(entry).toEqual({
      id: entry?.id,
      kodeTransaksi: order.kode_transaksi,
      entitasName: refundEndpointEntity(order) === 'cv' ? 'CV Sinar Jaya Bangunan' : 'Toko Sinar Jaya (Pribadi)',
      metodePembayaran: 'MANUAL_TRANSFER_REFUND',
      status: 'PENDING',
      jumlahGross: -25_000,
      biayaAdminManual: 0,
      isFeeConfirmed: false,
      tanggalPenjualan: NOW.toISOString(),
      orderId: order.id,
      refundId: record?.id,
    });
    expect(order.refund_info).toEqual({ nominal: 25_000, status: 'PENDING', alasan: 'Barang rusak saat diterima', createdAt: NOW.toISOString(), buktiTransferRefundUrl: null });
    expect(lastEvent(order)).toEqual({
      at: NOW.toISOString(),
      action: 'Refund dicatat',
      status_pembayaran: 'LUNAS',
      status_pengiriman: 'SIAP_DIKIRIM',
      note: 'Refund sebagian Rp25.000 — Barang rusak saat diterima — Transfer ke BCA pelanggan',
      by: DEMO_ACCOUNT.email,
    });
    expect(backend.persist).toHaveBeenCalled();
  });

  it('does not cancel the order, even for a FULL refund: the screen cancels it afterwards', async () => {
    const backend = setupBackend();
    // A pribadi order is paid by transfer: no gateway fee, so everything it may give back is its total_akhir (FULL).
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'GRATIS_ONGKIR', entity: 'pribadi' });
    const before = order.status_changed_at;
    expect(everything(order)).toBe(Number(order.total_akhir));
    expect((await backend.call('POST', refundPath(order), amountRefund(order, Number(order.total_akhir)))).status).toBe(200);
    expect(recordsOf(backend, order)[0]?.refundType).toBe('FULL');
    expect(order).toMatchObject({ status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM', status_changed_at: before });
  });

  it.each(['SIAP_DIKIRIM', 'DIKIRIM', 'SELESAI'] as const)('refunds a paid order in %s', async (ship) => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', ship, { kind: 'BITESHIP' });
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 10_000))).status).toBe(200);
  });

  it('limits a second refund to what the first left, and sums both on the order with the latest reason', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    const total = everything(order);
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 40_000))).status).toBe(200);
    backend.later(5 * MINUTE);
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), amountRefund(order, total - 40_000 + 1, { refundReason: 'Sisa dana' })),
      400,
      overRemaining(total - 40_000),
    );
    expect((await backend.call('POST', refundPath(order), amountRefund(order, total - 40_000, { refundReason: 'Sisa dana' }))).status).toBe(200);
    expect(order.total_refunded).toBe(total);
    expect(order.refund_info).toMatchObject({ nominal: total, status: 'PENDING', alasan: 'Sisa dana', createdAt: backend.now().toISOString() });
    expect(recordsOf(backend, order).map((r) => r.refundAmount)).toEqual([40_000, total - 40_000]);
    expect(cashOf(backend, order).map((e) => e.jumlahGross)).toEqual([-40_000, -(total - 40_000)]);
    await expectRefused(backend, () => backend.call('POST', refundPath(order), amountRefund(order, 1_000)), 409, NOTHING_LEFT);
  });
});

describe('POST /admin/refunds/cv|pribadi: a double submission', () => {
  it('refuses the identical refund within a minute with 409, and records it once', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 30_000))).status).toBe(200);
    backend.later(59 * SECOND);
    await expectRefused(
      backend,
      () => backend.call('POST', refundPath(order), amountRefund(order, 30_000, { refundReason: 'Klik dua kali' })),
      409,
      'Refund yang sama (Rp30.000) baru saja dicatat untuk order ini. Periksa riwayat refund sebelum mencatatnya lagi.',
    );
    expect(recordsOf(backend, order)).toHaveLength(1);
  });

  it('refuses the identical item refund within a minute, whatever the order of its lines', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'BITESHIP', lines: 2 });
    const [first, second] = order.items as [OrderItem, OrderItem];
    expect((await backend.call('POST', refundPath(order), itemRefund(order, [[first, 1], [second, 1]]))).status).toBe(200);
    backend.later(10 * SECOND);
    const again = await backend.call('POST', refundPath(order), itemRefund(order, [[second, 1], [first, 1]]));
    expect(again.status).toBe(409);
  });

  it('takes the identical refund again a minute later, and a different one at once', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 30_000))).status).toBe(200);
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 31_000))).status).toBe(200);
    backend.later(MINUTE);
    expect((await backend.call('POST', refundPath(order), amountRefund(order, 30_000))).status).toBe(200);
    expect(recordsOf(backend, order).map((r) => r.refundAmount)).toEqual([30_000, 31_000, 30_000]);
  });
});

describe('POST .../cancel after refunds', () => {
  it('refunds only the rest after a partial refund: a FULL record and a pending-cash entry for it', async () => {
    const backend = setupBackend();
    const order = paidOrder(backend);
    // The gateway fee of a CV order stays with the gateway: a cancel gives back the rest of goods and shipping.
    const total = everything(order);
    await backend.call('POST', refundPath(order), amountRefund(order, 50_000));
    backend.later(MINUTE);
    const { status, body } = await backend.call<Body>('POST', path(order, 'cancel'), { reason: 'Pelanggan membatalkan sisa pesanan' });
    expect(status).toBe(200);
    const rest = total - 50_000;
    expect(body).toMatchObject({ message: `Pesanan berhasil dibatalkan. Refund ${formatRupiah(rest)} diproses melalui transfer manual.`, refundInfo: { amount: rest, method: 'MANUAL_TRANSFER', status: 'PENDING' } });
    expect(recordsOf(backend, order).map((r) => [r.refundType, r.refundAmount, r.status, r.refundReason])).toEqual([
      ['PARTIAL_SHIPPING', 50_000, 'PENDING', 'Barang rusak saat diterima'],
      ['FULL', rest, 'PENDING', 'Pelanggan membatalkan sisa pesanan'],
    ]);
    expect(cashOf(backend, order).map((e) => [e.metodePembayaran, e.jumlahGross, e.status])).toEqual([
      ['MANUAL_TRANSFER_REFUND', -50_000, 'PENDING'],
      ['MANUAL_TRANSFER_REFUND', -rest, 'PENDING'],
    ]);
    expect(order).toMatchObject({ status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN', total_refunded: total });
    expect(order.refund_info).toMatchObject({ nominal: total, status: 'PENDING', alasan: 'Pelanggan membatalkan sisa pesanan' });
    expect(lastEvent(order)).toMatchObject({ action: 'Pesanan dibatalkan', note: 'Pelanggan membatalkan sisa pesanan' });
  });

  it('refuses to cancel a completed order, even one refunded in full: it shows only its completion notice (order spec §4)', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SELESAI', { kind: 'BITESHIP' });
    expect((await backend.call('POST', refundPath(order), amountRefund(order, everything(order)))).status).toBe(200);
    await expectRefused(backend, () => backend.call('POST', path(order, 'cancel'), { reason: 'Batal' }), 409, 'Order ini tidak dalam status yang tepat');
    expect(order.status_pengiriman).toBe('SELESAI');
  });

  it.each(['SIAP_DIKIRIM', 'DIKIRIM'] as const)('cancels an order refunded in full in %s and records nothing new', async (ship) => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', ship, { kind: 'BITESHIP' });
    const total = everything(order);
    expect((await backend.call('POST', refundPath(order), amountRefund(order, total))).status).toBe(200);
    const records = backend.db.refundRecords.length;
    const cash = backend.db.pendingCash.length;
    const { status, body } = await backend.call<Body>('POST', path(order, 'cancel'), { reason: 'Refund penuh: barang rusak' });
    expect(status).toBe(200);
    expect(body.message).toBe(`Pesanan berhasil dibatalkan. Seluruh pembayaran (${formatRupiah(total)}) sudah di-refund sebelumnya.`);
    expect(body).not.toHaveProperty('refundInfo');
    expect(order).toMatchObject({ status_pembayaran: 'DIBATALKAN', status_pengiriman: 'DIBATALKAN', total_refunded: total });
    expect(backend.db.refundRecords).toHaveLength(records);
    expect(backend.db.pendingCash).toHaveLength(cash);
  });

  it('still refuses to cancel a shipped order that was refunded only in part', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'DIKIRIM', { kind: 'BITESHIP' });
    await backend.call('POST', refundPath(order), amountRefund(order, everything(order) - 1));
    await expectRefused(backend, () => backend.call('POST', path(order, 'cancel'), { reason: 'Batal' }), 409, 'Order ini tidak dalam status yang tepat');
  });

  it('cancels an unpaid order without recording any refund', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', { kind: 'CHAT_ADMIN' });
    const records = backend.db.refundRecords.length;
    const cash = backend.db.pendingCash.length;
    expect((await backend.call('POST', path(order, 'cancel'), { reason: 'Tidak dibayar' })).body).not.toHaveProperty('refundInfo');
    expect(backend.db.refundRecords).toHaveLength(records);
    expect(backend.db.pendingCash).toHaveLength(cash);
    expect(order.total_refunded ?? 0).toBe(0);
  });
});

describe('POST .../refund: the older full refund', () => {
  const legacy = (productRefund: number, shippingRefund: number, extra: Body = {}): Body => ({
    refundAmount: productRefund + shippingRefund,
    productRefund,
    shippingRefund,
    refundReason: 'Barang rusak',
    ...extra,
  });

  it.each([
    ['a negative product refund', (_o: Order) => legacy(-1, 1000), 'Nominal refund tidak boleh negatif'],
    ['a negative shipping refund', (_o: Order) => legacy(1000, -1), 'Refund ongkir tidak boleh negatif'],
    ['a total of 0', (_o: Order) => legacy(0, 0), 'Total refund harus lebih besar dari 0'],
    ['a product refund above the goods', (o: Order) => legacy(Number(o.total_harga_barang) + 1, 0), 'Refund produk tidak boleh melebihi total harga barang'],
    ['a shipping refund above the ongkir paid', (o: Order) => legacy(0, Number(o.ongkir) + 1), 'Refund ongkir tidak boleh melebihi ongkir yang dibayar'],
    ['amounts with cents', (_o: Order) => legacy(1000.5, 0), 'Nominal refund harus rupiah bulat (tanpa sen).'],
    ['a refundAmount that is not the sum', (_o: Order) => legacy(1000, 0, { refundAmount: 2000 }), 'Nominal refund (Rp2.000) harus sama dengan refund produk + refund ongkir (Rp1.000).'],
    ['an empty reason', (_o: Order) => legacy(1000, 0, { refundReason: ' ' }), 'Alasan refund harus diisi'],
  ])('refuses %s with 400', async (_what, body, error) => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'BITESHIP' });
    await expectRefused(backend, () => backend.call('POST', path(order, 'refund'), body(order)), 400, error);
  });

  it('refuses an unpaid order with 409 and more than remains with 400', async () => {
    const backend = setupBackend();
    const unpaid = orderIn(backend.db, 'MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM', { kind: 'CHAT_ADMIN' });
    await expectRefused(backend, () => backend.call('POST', path(unpaid, 'refund'), legacy(1000, 0)), 409, NOT_PAID);
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'BITESHIP' });
    order.total_refunded = everything(order) - 500;
    await expectRefused(backend, () => backend.call('POST', path(order, 'refund'), legacy(501, 0)), 400, overRemaining(500));
  });

  it('updates the order and its timeline but writes no refund record and no pending-cash entry', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'SIAP_DIKIRIM', { kind: 'BITESHIP' });
    const records = backend.db.refundRecords.length;
    const cash = backend.db.pendingCash.length;
    const ongkir = Number(order.ongkir);
    const { status, body } = await backend.call<Body>('POST', path(order, 'refund'), legacy(20_000, ongkir));
    expect(status).toBe(200);
    const amount = 20_000 + ongkir;
    expect(body).toMatchObject({ success: true, message: `Refund ${formatRupiah(amount)} berhasil dicatat. Transfer dana secara manual ke rekening pelanggan.`, pendingCashId: null, refundMethod: 'MANUAL_TRANSFER', status: 'PENDING' });
    expect(order).toMatchObject({ total_refunded: amount, refund_info: { nominal: amount, status: 'PENDING', alasan: 'Barang rusak' } });
    expect(lastEvent(order)).toMatchObject({ action: 'Refund dicatat', note: `Refund sebagian ${formatRupiah(amount)} (produk Rp20.000, ongkir ${formatRupiah(ongkir)}) — Barang rusak` });
    expect(backend.db.refundRecords).toHaveLength(records);
    expect(backend.db.pendingCash).toHaveLength(cash);
  });
});

describe('POST .../adjust-refund: the older item refund', () => {
  it('refunds the typed units at unit price after discount, keeps the new shipping fee, and writes no pending cash', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'DIKIRIM', { kind: 'BITESHIP', lines: 2 });
    const [first, second] = order.items as [OrderItem, OrderItem];
    const cash = backend.db.pendingCash.length;
    const records = backend.db.refundRecords.length;
    const { status, body } = await backend.call('POST', path(order, 'adjust-refund'), {
      items: [
        { id_detail: first.id_detail, qty_refund: 1 },
        { id_detail: second.id_detail, qty_refund: 0 },
      ],
      reason: 'Varian kosong',
      new_shipping_fee: 0,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: `Partial refund 1 item sebesar ${formatRupiah(unit(first))} berhasil dicatat.` });
    expect(order).toMatchObject({ total_refunded: unit(first), ongkir_disesuaikan: 0, refund_info: { nominal: unit(first), status: 'PENDING', alasan: 'Varian kosong' } });
    expect(first.qty_refunded).toBe(1);
    expect(second.qty_refunded).toBeUndefined();
    expect(lastEvent(order)).toMatchObject({ action: 'Refund dicatat', note: `Refund per item ${formatRupiah(unit(first))} (${itemLabel(first)} x 1) — Varian kosong` });
    expect(backend.db.pendingCash).toHaveLength(cash);
    expect(backend.db.refundRecords).toHaveLength(records);
  });

  it.each([
    ['only zero quantities', (item: OrderItem) => ({ items: [{ id_detail: item.id_detail, qty_refund: 0 }], reason: 'x' }), () => 'Pilih minimal 1 item untuk di-refund'],
    ['a negative quantity', (item: OrderItem) => ({ items: [{ id_detail: item.id_detail, qty_refund: -1 }], reason: 'x' }), (item: OrderItem) => `Qty refund "${itemLabel(item)}" harus bilangan bulat 0 atau lebih.`],
    ['more units than the line has', (item: OrderItem) => ({ items: [{ id_detail: item.id_detail, qty_refund: Number(item.qty) + 1 }], reason: 'x' }), (item: OrderItem) => `Qty refund tidak boleh melebihi qty asli (${Number(item.qty)}) untuk "${itemLabel(item)}".`],
    ['a line of another order', () => ({ items: [{ id_detail: 999_999, qty_refund: 1 }], reason: 'x' }), () => 'Item 999999 bukan bagian dari order ini.'],
    ['no reason', (item: OrderItem) => ({ items: [{ id_detail: item.id_detail, qty_refund: 1 }], reason: '' }), () => 'Alasan refund harus diisi'],
    ['a negative shipping fee', (item: OrderItem) => ({ items: [{ id_detail: item.id_detail, qty_refund: 1 }], reason: 'x', new_shipping_fee: -1 }), () => 'Shipping fee tidak boleh negatif'],
  ])('refuses %s with 400', async (_what, body, error) => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'LUNAS', 'DIKIRIM', { kind: 'BITESHIP' });
    const item = order.items[0] as OrderItem;
    await expectRefused(backend, () => backend.call('POST', path(order, 'adjust-refund'), body(item)), 400, error(item));
  });

  it('refuses an order never paid with 409', async () => {
    const backend = setupBackend();
    const order = orderIn(backend.db, 'MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM', { kind: 'BITESHIP' });
    const item = order.items[0] as OrderItem;
    await expectRefused(backend, () => backend.call('POST', path(order, 'adjust-refund'), { items: [{ id_detail: item.id_detail, qty_refund: 1 }], reason: 'x' }), 409, NOT_PAID);
  });
});
