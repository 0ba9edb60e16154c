import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@/domain/format';
import type { Order } from '@/resources/penjualan-web/schemas';
import { refundEndpointEntity } from '@/resources/penjualan-web/shared/rules/entity';
import {
  canRefund,
  fullRefundErrors,
  fullRefundTotal,
  refundableRemaining,
  refundPreset,
  refundTypeFor,
} from '@/resources/penjualan-web/shared/rules/refund';
import { createFakeBackendHarness } from '../../fake-api/fakeBackendHarness';

/**
 * One refund rule (issue 25): the refund form (and its dialog's cap) and the fake server give the same
 * answer on the same order. Each row sets an order's money, then asks the form what it offers and
 * the server what it accepts: the form's most (its Full Order preset) is exactly what the server
 * takes, one rupiah more is refused by both, the refund's type is the one both name (FULL only at
 * total_akhir or more), a cancellation gives back the same, and the refund report shows it.
 */

// 15 March 2026, 12:30 WIB.
const NOW = new Date('2026-03-15T05:30:00.000Z');
const TODAY = '2026-03-15';

interface Money {
  total_harga_barang: unknown;
  ongkir: unknown;
  biaya_admin?: number;
  total_diskon_dari_voucher?: number;
  cashback_dipakai?: number;
  total_akhir: unknown;
  total_refunded?: unknown;
}

interface Row {
  what: string;
  money: Money;
  /** What may still be refunded. */
  cap: number;
  /** The type of a refund of all of it (when there is something left). */
  type: 'FULL' | 'PARTIAL_SHIPPING' | null;
}

const goods = 500_000;
const ship = 20_000;
const fee = 4_440;

const ROWS: Row[] = [
  { what: 'goods and shipping, nothing else', money: { total_harga_barang: goods, ongkir: ship, total_akhir: 520_000 }, cap: 520_000, type: 'FULL' },
  {
    what: 'a gateway fee: it stays with the gateway, so all that is left is below total_akhir (not FULL)',
    money: { total_harga_barang: goods, ongkir: ship, biaya_admin: fee, total_akhir: 524_440 },
    cap: 520_000,
    type: 'PARTIAL_SHIPPING',
  },
  {
    what: 'a voucher: never more than was paid',
    money: { total_harga_barang: goods, ongkir: ship, total_diskon_dari_voucher: 30_000, total_akhir: 490_000 },
    cap: 490_000,
    type: 'FULL',
  },
  {
    what: 'a voucher larger than the gateway fee',
    money: { total_harga_barang: goods, ongkir: ship, biaya_admin: fee, total_diskon_dari_voucher: 50_000, total_akhir: 474_440 },
    cap: 474_440,
    type: 'FULL',
  },
  { what: 'cashback used', money: { total_harga_barang: goods, ongkir: ship, cashback_dipakai: 10_000, total_akhir: 510_000 }, cap: 510_000, type: 'FULL' },
  { what: 'free shipping (ongkir 0)', money: { total_harga_barang: goods, ongkir: 0, total_akhir: goods }, cap: goods, type: 'FULL' },
  {
    what: 'an earlier partial refund: the rest, below total_akhir',
    money: { total_harga_barang: goods, ongkir: ship, total_akhir: 520_000, total_refunded: 120_000 },
    cap: 400_000,
    type: 'PARTIAL_SHIPPING',
  },
  {
    what: 'an earlier partial refund of a gateway order',
    money: { total_harga_barang: goods, ongkir: ship, biaya_admin: fee, total_akhir: 524_440, total_refunded: 20_000 },
    cap: 500_000,
    type: 'PARTIAL_SHIPPING',
  },
  {
    what: 'an earlier partial refund of a voucher order',
    money: { total_harga_barang: goods, ongkir: ship, total_diskon_dari_voucher: 30_000, total_akhir: 490_000, total_refunded: 90_000 },
    cap: 400_000,
    type: 'PARTIAL_SHIPPING',
  },
  { what: 'refunded in full before', money: { total_harga_barang: goods, ongkir: ship, total_akhir: 520_000, total_refunded: 520_000 }, cap: 0, type: null },
  {
    what: 'a gateway order whose goods and shipping were refunded before',
    money: { total_harga_barang: goods, ongkir: ship, biaya_admin: fee, total_akhir: 524_440, total_refunded: 520_000 },
    cap: 0,
    type: null,
  },
  {
    what: 'an incomplete record: figures as text, total_refunded absent',
    money: { total_harga_barang: '500000', ongkir: '20000', total_akhir: '520000', total_refunded: undefined },
    cap: 520_000,
    type: 'FULL',
  },
  { what: 'an incomplete record: no total_akhir, so nothing to refund', money: { total_harga_barang: goods, ongkir: ship, total_akhir: null }, cap: 0, type: null },
];

const NOTHING_LEFT = 'Pesanan ini sudah di-refund seluruhnya.';
const overRemaining = (amount: number) => `Total refund melebihi sisa yang dapat di-refund (${formatRupiah(amount)})`;

/** A fresh fake backend with a paid order ready to ship (no refunds) carrying the row's money. */
const setup = (money: Money) => {
  const harness = createFakeBackendHarness(NOW);
  const order = harness.db.penjualanWeb.find((o) => o.status_pembayaran === 'LUNAS' && o.status_pengiriman === 'SIAP_DIKIRIM' && Number(o.total_refunded ?? 0) === 0);
  if (!order) throw new Error('no paid order ready to ship in the seed');
  // The row's figures as the server keeps them, including the messy ones an incomplete record has.
  Object.assign(order, { biaya_admin: 0, total_diskon_dari_voucher: 0, cashback_dipakai: 0, total_refunded: 0 }, money);
  return { ...harness, order };
};

const amountBody = (order: Order, refundType: string, refundAmount: number) => ({
  orderId: order.id,
  refundType,
  refundMethod: 'MANUAL_TRANSFER',
  refundReason: 'Barang rusak saat diterima',
  refundAmount,
});

describe.each(ROWS)('one refund rule, form and fake server alike: $what', ({ money, cap, type }) => {
  it(`the form offers at most ${formatRupiah(cap)}, and refuses one rupiah more`, () => {
    const { order } = setup(money);
    expect(refundableRemaining(order)).toBe(cap);
    expect(canRefund(order)).toBe(cap > 0);
    const most = refundPreset(order, 'FULL_ORDER');
    expect(fullRefundTotal(most)).toBe(cap);
    if (cap > 0) {
      expect(fullRefundErrors(order, { ...most, reason: 'x' })).toEqual({});
      expect(refundTypeFor(order, cap)).toBe(type);
    }
    // One rupiah more, on whichever field still has room under its own limit (else the field refuses it).
    const more = { ...most, productRefund: most.productRefund + 1, reason: 'x' };
    expect(fullRefundErrors(order, more)).not.toEqual({});
  });

  it('the server takes exactly that, of that type, and refuses one rupiah more or another type', async () => {
    const { order, call } = setup(money);
    const path = `/admin/refunds/${refundEndpointEntity(order)}`;
    if (cap === 0) {
      expect(await call('POST', path, amountBody(order, 'PARTIAL_SHIPPING', 1))).toEqual({ status: 409, body: { error: NOTHING_LEFT } });
      return;
    }
    const over = await call('POST', path, amountBody(order, refundTypeFor(order, cap + 1), cap + 1));
    expect(over).toEqual({ status: 400, body: { error: overRemaining(cap) } });
    const otherType = type === 'FULL' ? 'PARTIAL_SHIPPING' : 'FULL';
    const wrongType = await call<{ error: string }>('POST', path, amountBody(order, otherType, cap));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toContain(`adalah ${type ?? ''}`);
    expect((await call('POST', path, amountBody(order, type ?? '', cap))).status).toBe(200);

    // Afterwards the order as the server sends it has nothing left, for the form and the server alike.
    const { body: after } = await call<Order>('GET', `/admin/penjualan-web/${order.id}`);
    expect(refundableRemaining(after)).toBe(0);
    expect(canRefund(after)).toBe(false);
    expect(await call('POST', path, amountBody(order, 'PARTIAL_SHIPPING', 1))).toEqual({ status: 409, body: { error: NOTHING_LEFT } });

    // The refund report shows the refund as it was taken.
    const { body: report } = await call<Array<{ id_penjualan_web_asal: unknown; nominal_refund: number }>>('GET', `/admin/laporan-refund-web?filter=HARIAN&tanggal=${TODAY}`);
    expect(report.filter((row) => String(row.id_penjualan_web_asal) === String(order.id)).map((row) => row.nominal_refund)).toEqual([cap]);
  });

  it('the older full refund endpoint takes the form’s most and refuses one rupiah more', async () => {
    const { order, call } = setup(money);
    const most = refundPreset(order, 'FULL_ORDER');
    const legacy = (productRefund: number, shippingRefund: number) => ({
      productRefund,
      shippingRefund,
      refundAmount: productRefund + shippingRefund,
      refundReason: 'Barang rusak',
    });
    if (cap === 0) {
      expect(await call('POST', `/admin/penjualan-web/${order.id}/refund`, legacy(1, 0))).toEqual({ status: 409, body: { error: NOTHING_LEFT } });
      return;
    }
    // The shipping field has room whenever the goods alone do not reach the cap; else the product one.
    const more = most.productRefund < Number(order.total_harga_barang) ? legacy(most.productRefund + 1, most.shippingRefund) : legacy(most.productRefund, most.shippingRefund + 1);
    expect((await call('POST', `/admin/penjualan-web/${order.id}/refund`, more)).status).toBe(400);
    expect((await call('POST', `/admin/penjualan-web/${order.id}/refund`, legacy(most.productRefund, most.shippingRefund))).status).toBe(200);
    expect(order.total_refunded).toBe(Number(money.total_refunded ?? 0) + cap);
    expect(order.riwayat_status?.at(-1)?.note).toContain(type === 'FULL' ? 'Refund penuh' : 'Refund sebagian');
  });

  it('a cancellation gives back the same', async () => {
    const { order, call } = setup(money);
    const { status, body } = await call<{ refundInfo?: { amount: number } }>('POST', `/admin/penjualan-web/${order.id}/cancel`, { reason: 'Pelanggan membatalkan' });
    expect(status).toBe(200);
    expect(body.refundInfo?.amount ?? 0).toBe(cap);
  });
});
