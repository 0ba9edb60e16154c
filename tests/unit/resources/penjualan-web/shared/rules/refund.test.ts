import { describe, expect, it } from 'vitest';
import {
  autoShippingFee,
  canRefund,
  canRefundItems,
  capRefundQty,
  fullRefundErrors,
  fullRefundSubmittable,
  itemRefundAmount,
  itemRefundLines,
  itemsToRefund,
  partialRefundErrors,
  quickQuantities,
  refundAlert,
  refundableRemaining,
  refundItemsBody,
  refundPreset,
  refundTypeFor,
  readRefundQty,
  refundFieldLimit,
  remainingShare,
  type FullRefundValues,
  type RefundOrder,
} from '@/resources/penjualan-web/shared/rules/refund';
import { refundEndpointEntity } from '@/resources/penjualan-web/shared/rules/entity';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '@/domain/entity';

/** Goods 500.000, shipping 20.000, paid 520.000: no voucher, no fee. */
const plain: RefundOrder = { total_harga_barang: 500_000, ongkir: 20_000, total_akhir: 520_000, total_refunded: 0, status_pembayaran: 'LUNAS' };
/** A voucher of 30.000 took the paid total below goods + shipping. */
const withVoucher: RefundOrder = { ...plain, total_akhir: 490_000 };
/** A gateway fee of 4.440 on top. */
const withFee: RefundOrder = { ...plain, total_akhir: 524_440 };
/** 120.000 already refunded. */
const partlyRefunded: RefundOrder = { ...plain, total_refunded: 120_000 };

const values = (productRefund: number | null, shippingRefund: number | null, reason = 'Barang rusak'): FullRefundValues => ({ productRefund, shippingRefund, reason });

describe('full refund validation: every message and boundary of order spec §5', () => {
  it.each<[string, FullRefundValues, Record<string, string>]>([
    ['product refund of -1', values(-1, 0), { productRefund: 'Nominal refund tidak boleh negatif' }],
    ['shipping refund of -1', values(0, -1), { shippingRefund: 'Refund ongkir tidak boleh negatif' }],
    ['both negative', values(-1, -1), { productRefund: 'Nominal refund tidak boleh negatif', shippingRefund: 'Refund ongkir tidak boleh negatif' }],
    ['a zero total', values(0, 0), { total: 'Total refund harus lebih besar dari 0' }],
    ['two empty fields', values(null, null), { total: 'Total refund harus lebih besar dari 0' }],
    ['one rupiah', values(1, 0), {}],
    ['product exactly total_harga_barang', values(500_000, 0), {}],
    ['product one rupiah over total_harga_barang', values(500_001, 0), { productRefund: 'Refund produk tidak boleh melebihi total harga barang' }],
    ['shipping exactly ongkir', values(0, 20_000), {}],
    ['shipping one rupiah over ongkir', values(0, 20_001), { shippingRefund: 'Refund ongkir tidak boleh melebihi ongkir yang dibayar' }],
    ['everything paid', values(500_000, 20_000), {}],
    ['an empty reason', values(1000, 0, ''), { reason: 'Alasan refund harus diisi' }],
    ['a reason of spaces', values(1000, 0, '   '), { reason: 'Alasan refund harus diisi' }],
    ['a zero total and no reason', values(0, 0, ''), { total: 'Total refund harus lebih besar dari 0', reason: 'Alasan refund harus diisi' }],
  ])('%s', (_case, input, expected) => {
    expect(fullRefundErrors(plain, input)).toEqual(expected);
  });

  it('refuses a total above what was paid and not yet refunded, naming what remains; exactly the rest passes', () => {
    expect(fullRefundErrors(partlyRefunded, values(380_000, 20_000))).toEqual({});
    expect(fullRefundErrors(partlyRefunded, values(380_001, 20_000))).toEqual({ total: 'Total refund melebihi sisa yang dapat di-refund (Rp400.000)' });
    expect(fullRefundErrors(withVoucher, values(480_000, 20_000))).toEqual({ total: 'Total refund melebihi sisa yang dapat di-refund (Rp490.000)' });
    // One amount alone above what is left is refused at its field.
    expect(fullRefundErrors(withVoucher, values(500_000, 20_000))).toEqual({ productRefund: 'Melebihi sisa yang dapat di-refund (Rp490.000)' });
    // The gateway fee is not given back: goods and shipping are the most a gateway order refunds.
    expect(fullRefundErrors({ ...withFee, total_refunded: 20_000 }, values(500_000, 0))).toEqual({});
    expect(fullRefundErrors({ ...withFee, total_refunded: 20_000 }, values(500_000, 1))).toEqual({ total: 'Total refund melebihi sisa yang dapat di-refund (Rp500.000)' });
  });

  it.each<[string, RefundOrder, FullRefundValues, Record<string, string>]>([
    // 178.000 refunded of 784.000: 606.000 left, below the goods' 750.000.
    ['product above what is left', { ...plain, total_harga_barang: 750_000, ongkir: 34_000, total_akhir: 784_000, total_refunded: 178_000 }, values(700_000, 0), { productRefund: 'Melebihi sisa yang dapat di-refund (Rp606.000)' }],
    ['product exactly what is left', { ...plain, total_harga_barang: 750_000, ongkir: 34_000, total_akhir: 784_000, total_refunded: 178_000 }, values(606_000, 0), {}],
    ['product above the goods while more is left: the spec’s message', plain, values(500_001, 0), { productRefund: 'Refund produk tidak boleh melebihi total harga barang' }],
    ['shipping above what is left', { ...plain, total_refunded: 510_000 }, values(0, 10_001), { shippingRefund: 'Melebihi sisa yang dapat di-refund (Rp10.000)' }],
  ])('%s is refused at its field', (_case, order, input, expected) => {
    expect(fullRefundErrors(order, input)).toEqual(expected);
  });

  it.each<[string, RefundOrder, 'productRefund' | 'shippingRefund', { max: number; byRemaining: boolean }]>([
    ['goods, nothing refunded', plain, 'productRefund', { max: 500_000, byRemaining: false }],
    ['goods after 178.000 refunded of 784.000', { ...plain, total_harga_barang: 750_000, ongkir: 34_000, total_akhir: 784_000, total_refunded: 178_000 }, 'productRefund', { max: 606_000, byRemaining: true }],
    ['shipping, nothing refunded', plain, 'shippingRefund', { max: 20_000, byRemaining: false }],
    ['shipping with 5.000 left', { ...plain, total_refunded: 515_000 }, 'shippingRefund', { max: 5_000, byRemaining: true }],
  ])('a field’s limit: %s', (_case, order, field, expected) => {
    expect(refundFieldLimit(order, field)).toEqual(expected);
  });

  it.each<[number | null, number | null, boolean]>([
    [0, 0, false],
    [null, null, false],
    [-5, 0, false],
    [1, 0, true],
    [0, 1, true],
    [-10, 5, false],
  ])('submit with product %j and shipping %j enabled: %j', (productRefund, shippingRefund, enabled) => {
    expect(fullRefundSubmittable({ productRefund, shippingRefund })).toBe(enabled);
  });
});

describe('quick-fill presets: Full Order, Products Only, Shipping Only', () => {
  it.each<[string, RefundOrder, Record<string, { productRefund: number; shippingRefund: number }>]>([
    ['a plain order', plain, { FULL_ORDER: { productRefund: 500_000, shippingRefund: 20_000 }, PRODUCTS_ONLY: { productRefund: 500_000, shippingRefund: 0 }, SHIPPING_ONLY: { productRefund: 0, shippingRefund: 20_000 } }],
    ['a voucher order: never more than was paid', withVoucher, { FULL_ORDER: { productRefund: 470_000, shippingRefund: 20_000 }, PRODUCTS_ONLY: { productRefund: 490_000, shippingRefund: 0 }, SHIPPING_ONLY: { productRefund: 0, shippingRefund: 20_000 } }],
    ['a gateway order: the fee stays with the gateway', withFee, { FULL_ORDER: { productRefund: 500_000, shippingRefund: 20_000 }, PRODUCTS_ONLY: { productRefund: 500_000, shippingRefund: 0 }, SHIPPING_ONLY: { productRefund: 0, shippingRefund: 20_000 } }],
    ['after 120.000 was refunded: the rest', partlyRefunded, { FULL_ORDER: { productRefund: 380_000, shippingRefund: 20_000 }, PRODUCTS_ONLY: { productRefund: 400_000, shippingRefund: 0 }, SHIPPING_ONLY: { productRefund: 0, shippingRefund: 20_000 } }],
    ['with only 5.000 left', { ...plain, total_refunded: 515_000 }, { FULL_ORDER: { productRefund: 0, shippingRefund: 5_000 }, PRODUCTS_ONLY: { productRefund: 5_000, shippingRefund: 0 }, SHIPPING_ONLY: { productRefund: 0, shippingRefund: 5_000 } }],
  ])('%s', (_case, order, expected) => {
    expect(refundPreset(order, 'FULL_ORDER')).toEqual(expected.FULL_ORDER);
    expect(refundPreset(order, 'PRODUCTS_ONLY')).toEqual(expected.PRODUCTS_ONLY);
    expect(refundPreset(order, 'SHIPPING_ONLY')).toEqual(expected.SHIPPING_ONLY);
  });

  it('every preset passes the form’s own checks', () => {
    for (const order of [plain, withVoucher, withFee, partlyRefunded]) {
      for (const preset of ['FULL_ORDER', 'PRODUCTS_ONLY', 'SHIPPING_ONLY'] as const) {
        expect(fullRefundErrors(order, { ...refundPreset(order, preset), reason: 'x' })).toEqual({});
      }
    }
  });
});

describe('refund type (order spec §7)', () => {
  it.each<[string, RefundOrder, number, boolean, string]>([
    ['at total_akhir', plain, 520_000, false, 'FULL'],
    ['above total_akhir', plain, 520_001, false, 'FULL'],
    ['one rupiah below total_akhir', plain, 519_999, false, 'PARTIAL_SHIPPING'],
    ['shipping only', plain, 20_000, false, 'PARTIAL_SHIPPING'],
    ['by item, whatever the amount', plain, 520_000, true, 'PARTIAL_ITEM'],
    ['everything left after an earlier refund is below total_akhir: not FULL', partlyRefunded, 400_000, false, 'PARTIAL_SHIPPING'],
    ['less than what is left', partlyRefunded, 399_999, false, 'PARTIAL_SHIPPING'],
    ['goods and shipping of a gateway order, below its total_akhir: not FULL', withFee, 520_000, false, 'PARTIAL_SHIPPING'],
    ['a gateway order’s whole payment', withFee, 524_440, false, 'FULL'],
    ['a voucher order’s whole payment', withVoucher, 490_000, false, 'FULL'],
    ['an order without total_akhir: never FULL', { ...plain, total_akhir: null }, 520_000, false, 'PARTIAL_SHIPPING'],
  ])('%s', (_case, order, amount, byItems, type) => {
    expect(refundTypeFor(order, amount, byItems)).toBe(type);
  });
});

describe('refund endpoint by entity (order spec §7)', () => {
  it.each<[string | null, string, string]>([
    [ENTITY_CV_ID, 'WEB-001', 'cv'],
    [ENTITY_PRIBADI_ID, 'CV-001', 'pribadi'],
    [null, 'CV-001', 'cv'],
    ['', 'CV-001', 'cv'],
    [null, 'WEB-001', 'pribadi'],
    // Shown as CV (order spec §1), so never refunded as pribadi (issue 22).
    ['another-entity', 'CV-001', 'cv'],
    ['another-entity', 'WEB-001', 'pribadi'],
  ])('entity %j, code %s → %s', (entitas_id, kode_transaksi, endpoint) => {
    expect(refundEndpointEntity({ entitas_id, kode_transaksi })).toBe(endpoint);
  });
});

describe('what can be refunded: the one refund limit', () => {
  it.each<[string, RefundOrder, number, boolean]>([
    ['a paid order: goods and shipping', plain, 520_000, true],
    ['a paid order with a gateway fee: the fee stays with the gateway', withFee, 520_000, true],
    ['a voucher order: never more than was paid', withVoucher, 490_000, true],
    ['after an earlier refund', partlyRefunded, 400_000, true],
    ['refunded in full', { ...plain, total_refunded: 520_000 }, 0, false],
    ['a gateway order refunded its goods and shipping', { ...withFee, total_refunded: 520_000 }, 0, false],
    ['awaiting confirmation', { ...plain, status_pembayaran: 'MENUNGGU_KONFIRMASI' }, 520_000, false],
    ['cancelled', { ...plain, status_pembayaran: 'DIBATALKAN' }, 520_000, false],
    ['numbers sent as strings', { total_harga_barang: '500000.00', ongkir: '20000', total_akhir: '520000', total_refunded: '20000', status_pembayaran: 'lunas' }, 500_000, true],
    ['no total_akhir: nothing to refund', { ...plain, total_akhir: undefined }, 0, false],
    ['no total_harga_barang: only the shipping', { ...plain, total_harga_barang: null }, 20_000, true],
    ['unreadable total_refunded reads as nothing refunded', { ...plain, total_refunded: 'abc' }, 520_000, true],
  ])('%s', (_case, order, remaining, offered) => {
    expect(refundableRemaining(order)).toBe(remaining);
    expect(canRefund(order)).toBe(offered);
  });
});

const items = [
  { id_detail: 11, judul_produk_induk: 'Semen Tiga Roda 50kg', nama_varian: null, qty: 10, harga_satuan_setelah_diskon_item: 62_000, qty_refunded: 0 },
  { id_detail: 12, judul_produk_induk: 'Cat Tembok', nama_varian: 'Putih 5kg', qty: 3, harga_satuan_setelah_diskon_item: 95_500, qty_refunded: 1 },
  { id_detail: 13, judul_produk_induk: 'Paku 5cm', nama_varian: '1kg', qty: 1, harga_satuan_setelah_diskon_item: 21_000 },
];
const lines = itemRefundLines(items);

describe('partial refund by item', () => {
  it('reads each line: quantity, what was refunded before, what is left, unit price after discount', () => {
    expect(lines).toEqual([
      { id: 11, name: 'Semen Tiga Roda 50kg', qty: 10, refunded: 0, max: 10, unitPrice: 62_000 },
      { id: 12, name: 'Cat Tembok - Putih 5kg', qty: 3, refunded: 1, max: 2, unitPrice: 95_500 },
      { id: 13, name: 'Paku 5cm - 1kg', qty: 1, refunded: 0, max: 1, unitPrice: 21_000 },
    ]);
  });

  it.each<[number, number, number, string | null]>([
    [0, 0, 0, null],
    [-3, 0, 0, null],
    [1, 0, 1, null],
    [10, 0, 10, null],
    [11, 0, 10, 'Qty refund tidak boleh melebihi qty asli (10)'],
    [99, 0, 10, 'Qty refund tidak boleh melebihi qty asli (10)'],
    [2, 1, 2, null],
    [3, 1, 2, 'Qty refund tidak boleh melebihi qty asli (2)'],
    [2.7, 0, 2, null],
  ])('typing %d on line %d keeps %d (%j)', (typed, index, kept, error) => {
    const line = lines[index];
    if (!line) throw new Error('missing line');
    expect(capRefundQty(line, typed)).toEqual({ qty: kept, error });
  });

  it.each<[string, number, ReturnType<typeof readRefundQty>]>([
    ['', 0, { ok: true, qty: 0, error: null }],
    ['3', 0, { ok: true, qty: 3, error: null }],
    [' 3 ', 0, { ok: true, qty: 3, error: null }],
    ['11', 0, { ok: true, qty: 10, error: 'Qty refund tidak boleh melebihi qty asli (10)' }],
    ['-1000', 0, { ok: false, error: 'Qty refund tidak boleh negatif' }],
    ['-', 0, { ok: false, error: 'Qty refund tidak boleh negatif' }],
    ['1,5', 0, { ok: false, error: 'Qty refund harus bilangan bulat' }],
    ['1.5', 0, { ok: false, error: 'Qty refund harus bilangan bulat' }],
    ['abc', 0, { ok: false, error: 'Qty refund harus bilangan bulat' }],
  ])('a quantity typed as %j on line %d reads as %j', (typed, index, expected) => {
    const line = lines[index];
    if (!line) throw new Error('missing line');
    expect(readRefundQty(line, typed)).toEqual(expected);
  });

  it.each<['all' | 'half' | 'clear', Record<string, number>]>([
    ['all', { 11: 10, 12: 2, 13: 1 }],
    ['half', { 11: 5, 12: 1, 13: 0 }],
    ['clear', { 11: 0, 12: 0, 13: 0 }],
  ])('quick action %s', (action, expected) => {
    expect(quickQuantities(lines, action)).toEqual(expected);
  });

  it('the amount is unit price after discount x quantity, summed; the count is the units', () => {
    const chosen = { 11: 2, 12: 1 };
    expect(itemRefundAmount(lines, chosen)).toBe(2 * 62_000 + 95_500);
    expect(itemsToRefund(lines, chosen)).toBe(3);
    expect(itemRefundAmount(lines, {})).toBe(0);
  });

  it('sends one line per chosen item with its amount and the reason', () => {
    expect(refundItemsBody(lines, { 11: 2, 12: 0, 13: 1 }, '  Retak  ')).toEqual([
      { penjualanWebDetailId: 11, qtyToRefund: 2, refundAmountPerItem: 124_000, reason: 'Retak' },
      { penjualanWebDetailId: 13, qtyToRefund: 1, refundAmountPerItem: 21_000, reason: 'Retak' },
    ]);
  });

  it.each<[string, Record<string, number>, number, number]>([
    // 14 units ordered, 1 refunded before: 13 left.
    ['nothing chosen: what is left of 14', {}, 13 / 14, Math.round(20_000 * (13 / 14))],
    ['half the cement', { 11: 5 }, 8 / 14, Math.round(20_000 * (8 / 14))],
    ['all but one unit', { 11: 10, 12: 2 }, 0.1, 2_000],
    ['everything: the 0.1 floor', { 11: 10, 12: 2, 13: 1 }, 0.1, 2_000],
  ])('Biteship shipping estimate, %s', (_case, chosen, share, fee) => {
    expect(remainingShare(lines, chosen)).toBeCloseTo(share, 10);
    expect(autoShippingFee({ ongkir: 20_000 }, lines, chosen)).toBe(fee);
  });

  it('rounds the estimate to whole rupiah', () => {
    const three = itemRefundLines([{ id_detail: 1, judul_produk_induk: 'A', nama_varian: null, qty: 3, harga_satuan_setelah_diskon_item: 1000 }]);
    expect(autoShippingFee({ ongkir: 10_000 }, three, { 1: 1 })).toBe(6_667);
  });

  it.each<[string, Record<string, number>, string, number | null, Record<string, string>]>([
    ['nothing chosen', {}, 'Retak', null, { items: 'Pilih minimal 1 item untuk di-refund' }],
    ['all zeros', { 11: 0 }, 'Retak', null, { items: 'Pilih minimal 1 item untuk di-refund' }],
    ['one unit', { 13: 1 }, 'Retak', null, {}],
    ['exactly what is left', { 12: 2 }, 'Retak', null, {}],
    ['one more than is left', { 12: 3 }, 'Retak', null, { items: 'Qty refund tidak boleh melebihi qty asli (2)' }],
    ['no reason', { 13: 1 }, ' ', null, { reason: 'Alasan refund harus diisi' }],
    ['a negative shipping fee', { 13: 1 }, 'Retak', -1, { shippingFee: 'Shipping fee tidak boleh negatif' }],
    ['a zero shipping fee', { 13: 1 }, 'Retak', 0, {}],
  ])('partial refund checks: %s', (_case, quantities, reason, shippingFee, expected) => {
    expect(partialRefundErrors({ ...plain, total_akhir: 2_000_000, total_harga_barang: 2_000_000 }, lines, { quantities, reason, shippingFee })).toEqual(expected);
  });

  it('refuses items worth more than what is left to refund', () => {
    const nearlyDone = { ...plain, total_refunded: 500_000 };
    expect(partialRefundErrors(nearlyDone, lines, { quantities: { 13: 1 }, reason: 'x', shippingFee: null })).toEqual({ total: 'Total refund melebihi sisa yang dapat di-refund (Rp20.000)' });
  });

  it('partial refund is unavailable when every unit was refunded or nothing is refundable', () => {
    const done = itemRefundLines([{ id_detail: 1, judul_produk_induk: 'A', nama_varian: null, qty: 2, harga_satuan_setelah_diskon_item: 1000, qty_refunded: 2 }]);
    expect(canRefundItems(plain, lines)).toBe(true);
    expect(canRefundItems(plain, done)).toBe(false);
    expect(canRefundItems({ ...plain, status_pembayaran: 'MENUNGGU_KONFIRMASI' }, lines)).toBe(false);
  });
});

describe('the success alert (order spec §7)', () => {
  it('lists the items and the total, and says the refund went to pending cash when a pendingCashId came back', () => {
    expect(refundAlert({ total: 219_500, items: [{ name: 'Semen Tiga Roda 50kg', qty: 2 }, { name: 'Cat Tembok - Putih 5kg', qty: 1 }], pendingCashId: 'pc-9', refundMethod: 'MANUAL_TRANSFER', status: 'PENDING' })).toEqual({
      severity: 'success',
      lines: [
        'Item yang di-refund:',
        '• Semen Tiga Roda 50kg x 2',
        '• Cat Tembok - Putih 5kg x 1',
        'Total refund: Rp219.500',
        'Data refund diteruskan ke manajemen pending cash (ID pc-9) untuk dicairkan dari kas.',
      ],
      // The money trail: the entry on Refund Management, where it is cashed out.
      link: { to: '/refund-management?id=pc-9', label: 'Buka di Refund Management (ID pc-9)' },
    });
  });

  it('without a pendingCashId shows method and status and the manual-transfer reminder', () => {
    expect(refundAlert({ total: 20_000, pendingCashId: null, refundMethod: 'MANUAL_TRANSFER', status: 'PROCESSING' }).lines).toEqual([
      'Total refund: Rp20.000',
      'Metode: Transfer Manual',
      'Status: Diproses',
      'Jangan lupa mentransfer dana refund secara manual ke rekening pelanggan.',
    ]);
  });

  it('adds the shipping-fee note for a Biteship item refund', () => {
    expect(refundAlert({ total: 62_000, items: [{ name: 'Semen', qty: 1 }], pendingCashId: 4, newShippingFee: 14_286 }).lines.at(-1)).toBe('Ongkir pesanan disesuaikan otomatis menjadi Rp14.286.');
  });

  it('warns when the older endpoint recorded it, outside pending cash', () => {
    const alert = refundAlert({ total: 20_000, legacy: true });
    expect(alert.severity).toBe('warning');
    expect(alert.lines).toContain('Refund ini dicatat lewat endpoint lama dan tidak terhubung ke manajemen pending cash: catat pencairannya secara manual.');
  });

  it('says the order was cancelled after a full refund, or tells the admin to cancel it by hand', () => {
    expect(refundAlert({ total: 1, pendingCashId: 1, cancel: { ok: true } }).lines).toContain('Pesanan dibatalkan otomatis karena seluruh pembayaran sudah di-refund.');
    const failed = refundAlert({ total: 1, pendingCashId: 1, cancel: { ok: false, error: 'Server sibuk' } });
    expect(failed.severity).toBe('warning');
    expect(failed.lines).toContain('Refund berhasil, tetapi pembatalan otomatis gagal (Server sibuk). Batalkan pesanan secara manual.');
  });
});
