import { formatRupiah } from '../../../../domain/format';
import { paymentMethodName } from './paymentMethods';
import { cashStatusLabel } from './cashStatus';
import { format } from '../../../../i18n/format';
import { penjualanWebMessages } from '../messages';
import type { Id } from '../../../../api/schemas/common';
import type { RefundType } from '../../schemas';
import { penjualanWebRoutes } from '../../routes';
import { codeOf, numberOf, textOf, type OrderItemLike, type OrderLike } from './read';

const m = penjualanWebMessages.refund;

/**
 * Refund arithmetic (order spec §5, §7 and §9), in whole rupiah. Beyond the spec, which
 * describes a screen that forgets earlier refunds, every limit here also respects what was already
 * refunded on the order (`total_refunded`, `qty_refunded`).
 */

/** A money field as whole rupiah: messy or missing input reads as 0, fractions are rounded (money is never in cents). */
const rupiah = (value: unknown): number => Math.round(numberOf(value) ?? 0);

export type RefundOrder = OrderLike<'total_harga_barang' | 'ongkir' | 'total_akhir' | 'total_refunded' | 'status_pembayaran'>;

export const refundedSoFar = (order: RefundOrder): number => Math.max(0, rupiah(order.total_refunded));

/**
 * The refund limit, one rule for all: the most any refund of the order may still give back. The refund
 * forms and their dialog's cap read it, and so do the fake server's check on every refund endpoint, a
 * paid order's cancellation and the seed (so the refund report and pending cash hold only refunds
 * within it).
 *
 * It is goods and shipping (the full refund form's two fields, each capped by the spec at
 * `total_harga_barang` and `ongkir`), never more than was paid (`total_akhir`: a voucher or cashback
 * lowers it), less what earlier refunds already gave back. A payment-gateway fee (`biaya_admin`) is
 * not refunded: it went to the gateway, and the spec's form has no field for it. A record missing a
 * figure reads it as 0, so an order without `total_akhir` has nothing to refund.
 */
export const refundableRemaining = (order: RefundOrder): number => {
  const goodsAndShipping = Math.max(0, rupiah(order.total_harga_barang)) + Math.max(0, rupiah(order.ongkir));
  return Math.max(0, Math.min(goodsAndShipping, rupiah(order.total_akhir)) - refundedSoFar(order));
};

/** A refund is offered for a paid order with money left to give back. */
export const canRefund = (order: RefundOrder): boolean => codeOf(order.status_pembayaran) === 'LUNAS' && refundableRemaining(order) > 0;

export type RefundPreset = 'FULL_ORDER' | 'PRODUCTS_ONLY' | 'SHIPPING_ONLY';
export const REFUND_PRESETS: readonly RefundPreset[] = ['FULL_ORDER', 'PRODUCTS_ONLY', 'SHIPPING_ONLY'];

export interface RefundSplit {
  productRefund: number;
  shippingRefund: number;
}

/** The quick-fill presets, each within the spec's field limits and what is left to refund. */
export const refundPreset = (order: RefundOrder, preset: RefundPreset): RefundSplit => {
  const cap = refundableRemaining(order);
  const goods = Math.max(0, rupiah(order.total_harga_barang));
  const shipping = Math.min(Math.max(0, rupiah(order.ongkir)), cap);
  if (preset === 'SHIPPING_ONLY') return { productRefund: 0, shippingRefund: shipping };
  if (preset === 'PRODUCTS_ONLY') return { productRefund: Math.min(goods, cap), shippingRefund: 0 };
  return { productRefund: Math.min(goods, cap - shipping), shippingRefund: shipping };
};

/**
 * The refund's type (order spec §7): PARTIAL_ITEM for a refund by item; otherwise FULL when
 * the amount is at least total_akhir, else PARTIAL_SHIPPING. Only that FULL cancels the order: a refund
 * of what is still refundable after earlier refunds, or of goods and shipping without the gateway fee,
 * stays below total_akhir and leaves the order as it is. The fake server refuses any other type.
 * An order without a `total_akhir` has no FULL refund (and nothing to refund: `refundableRemaining`).
 */
export const refundTypeFor = (order: RefundOrder, amount: number, byItems = false): RefundType => {
  if (byItems) return 'PARTIAL_ITEM';
  const paid = rupiah(order.total_akhir);
  return paid > 0 && amount >= paid ? 'FULL' : 'PARTIAL_SHIPPING';
};

export interface FullRefundValues {
  /** null for an empty field (read as 0). */
  productRefund: number | null;
  shippingRefund: number | null;
  reason: string;
}

export type FullRefundErrors = Partial<Record<'productRefund' | 'shippingRefund' | 'total' | 'reason', string>>;

export const fullRefundTotal = (values: Pick<FullRefundValues, 'productRefund' | 'shippingRefund'>): number =>
  Math.round(values.productRefund ?? 0) + Math.round(values.shippingRefund ?? 0);

/**
 * The most one amount field may hold: its own limit (goods, or the shipping paid) and never more than
 * what is left to refund, with the words that say which of the two it is.
 */
export const refundFieldLimit = (order: RefundOrder, field: 'productRefund' | 'shippingRefund'): { max: number; byRemaining: boolean } => {
  const own = Math.max(0, rupiah(field === 'productRefund' ? order.total_harga_barang : order.ongkir));
  const remaining = refundableRemaining(order);
  return remaining < own ? { max: remaining, byRemaining: true } : { max: own, byRemaining: false };
};

/** The message for an amount above its field's limit: the spec's own, or what is left to refund. */
const overLimitMessage = (order: RefundOrder, field: 'productRefund' | 'shippingRefund'): string => {
  const limit = refundFieldLimit(order, field);
  if (limit.byRemaining) return format(m.fieldOverRemaining, { amount: formatRupiah(limit.max) });
  return field === 'productRefund' ? m.productOverGoods : m.shippingOverPaid;
};

/**
 * The full refund form's checks (order spec §5), each on its field; the total's under `total`. An
 * amount above what is left to refund is refused at its field, naming what is left; two amounts each
 * within their limits whose sum is above it are refused at the total.
 */
export const fullRefundErrors = (order: RefundOrder, values: FullRefundValues): FullRefundErrors => {
  const errors: FullRefundErrors = {};
  const product = values.productRefund ?? 0;
  const shipping = values.shippingRefund ?? 0;
  if (product < 0) errors.productRefund = m.productNegative;
  else if (product > refundFieldLimit(order, 'productRefund').max) errors.productRefund = overLimitMessage(order, 'productRefund');
  if (shipping < 0) errors.shippingRefund = m.shippingNegative;
  else if (shipping > refundFieldLimit(order, 'shippingRefund').max) errors.shippingRefund = overLimitMessage(order, 'shippingRefund');
  const total = fullRefundTotal(values);
  if (!errors.productRefund && !errors.shippingRefund) {
    if (total <= 0) errors.total = m.totalNotPositive;
    else if (total > refundableRemaining(order)) errors.total = format(m.overRemaining, { amount: formatRupiah(refundableRemaining(order)) });
  }
  if (textOf(values.reason) === '') errors.reason = m.reasonRequired;
  return errors;
};

/** Submit is disabled while the total is 0 or less (order spec §5). */
export const fullRefundSubmittable = (values: Pick<FullRefundValues, 'productRefund' | 'shippingRefund'>): boolean => fullRefundTotal(values) > 0;

// ---------------------------------------------------------------------------------------------------
// Partial refund by item

export interface ItemRefundLine {
  id: Id;
  name: string;
  /** The ordered quantity. */
  qty: number;
  /** Units refunded by earlier refunds. */
  refunded: number;
  /** Units that may still be refunded. */
  max: number;
  /** Unit price after the item's discount: what one unit refunds. */
  unitPrice: number;
}

export type ItemRefundItem = OrderItemLike<'id_detail' | 'judul_produk_induk' | 'nama_varian' | 'qty' | 'harga_satuan_setelah_diskon_item' | 'qty_refunded'>;

const wholeUnits = (value: unknown): number => Math.max(0, Math.floor(numberOf(value) ?? 0));

export const itemRefundLines = (items: readonly ItemRefundItem[]): ItemRefundLine[] =>
  items.map((item, index) => {
    const qty = wholeUnits(item.qty);
    const refunded = Math.min(qty, wholeUnits(item.qty_refunded));
    return {
      id: (typeof item.id_detail === 'number' || (typeof item.id_detail === 'string' && item.id_detail !== '') ? item.id_detail : index) as Id,
      name: [textOf(item.judul_produk_induk), textOf(item.nama_varian)].filter(Boolean).join(' - '),
      qty,
      refunded,
      max: qty - refunded,
      unitPrice: Math.max(0, rupiah(item.harga_satuan_setelah_diskon_item)),
    };
  });

/** Quantities to refund by line id. */
export type RefundQuantities = Readonly<Record<string, number>>;

/** Some item may still be refunded (else 'Fitur partial refund belum tersedia' for this order). */
export const canRefundItems = (order: RefundOrder, lines: readonly ItemRefundLine[]): boolean => canRefund(order) && lines.some((line) => line.max > 0);

/**
 * A typed quantity as the field keeps it: whole, never below 0, capped at what may still be refunded
 * (spec: "input is capped at the original qty"), with the spec's message when the cap applied.
 */
export const capRefundQty = (line: ItemRefundLine, typed: number): { qty: number; error: string | null } => {
  const whole = Number.isFinite(typed) ? Math.floor(typed) : 0;
  if (whole > line.max) return { qty: line.max, error: format(m.qtyOverOriginal, { qty: line.max }) };
  return { qty: Math.max(0, whole), error: null };
};

/** A quantity field's text as typed: the capped quantity, or a refusal that keeps the text as it is. */
export type TypedRefundQty = { ok: true; qty: number; error: string | null } | { ok: false; error: string };

/**
 * Reads a quantity as typed: empty is 0, whole digits are capped (`capRefundQty`); a minus is refused
 * ('Qty refund tidak boleh negatif'), as is anything else that is not a whole number, so '-1000' is
 * never read as 1000 (then capped) and '1,5' never as 15.
 */
export const readRefundQty = (line: ItemRefundLine, text: string): TypedRefundQty => {
  const typed = text.trim();
  if (typed === '') return { ok: true, qty: 0, error: null };
  if (/^-/.test(typed)) return { ok: false, error: m.qtyNegative };
  if (!/^\d+$/.test(typed)) return { ok: false, error: m.qtyNotWhole };
  return { ok: true, ...capRefundQty(line, Number(typed)) };
};

export type QuickAction = 'all' | 'half' | 'clear';

/** Select all, half (rounded down) or clear, per line. */
export const quickQuantities = (lines: readonly ItemRefundLine[], action: QuickAction): Record<string, number> =>
  Object.fromEntries(lines.map((line) => [String(line.id), action === 'all' ? line.max : action === 'half' ? Math.floor(line.max / 2) : 0]));

const qtyOf = (quantities: RefundQuantities, line: ItemRefundLine): number => Math.min(line.max, Math.max(0, Math.floor(quantities[String(line.id)] ?? 0)));

/** Units chosen in all (the confirmation's {n}). */
export const itemsToRefund = (lines: readonly ItemRefundLine[], quantities: RefundQuantities): number => lines.reduce((sum, line) => sum + qtyOf(quantities, line), 0);

/** The item refund's amount: unit price after discount x quantity, summed (order spec §5). */
export const itemRefundAmount = (lines: readonly ItemRefundLine[], quantities: RefundQuantities): number =>
  lines.reduce((sum, line) => sum + line.unitPrice * qtyOf(quantities, line), 0);

/** The Biteship estimate's floor: what still ships never costs less than a tenth of the fee. */
export const MIN_SHIPPING_SHARE = 0.1;

/** Units left to ship after this refund (and earlier ones), as a share of what was ordered; at least 0.1. */
export const remainingShare = (lines: readonly ItemRefundLine[], quantities: RefundQuantities): number => {
  const ordered = lines.reduce((sum, line) => sum + line.qty, 0);
  if (ordered === 0) return 1;
  const left = lines.reduce((sum, line) => sum + line.max - qtyOf(quantities, line), 0);
  return Math.max(MIN_SHIPPING_SHARE, left / ordered);
};

/** new_shipping_fee for a Biteship order: ongkir x the remaining share, rounded (order spec §5 and §9). */
export const autoShippingFee = (order: OrderLike<'ongkir'>, lines: readonly ItemRefundLine[], quantities: RefundQuantities): number =>
  Math.round(Math.max(0, rupiah(order.ongkir)) * remainingShare(lines, quantities));

export interface PartialRefundValues {
  quantities: RefundQuantities;
  reason: string;
  /** Biteship orders only; null elsewhere. */
  shippingFee: number | null;
}

export type PartialRefundErrors = Partial<Record<'items' | 'reason' | 'shippingFee' | 'total', string>>;

/** The partial refund form's checks (order spec §5). */
export const partialRefundErrors = (order: RefundOrder, lines: readonly ItemRefundLine[], values: PartialRefundValues): PartialRefundErrors => {
  const errors: PartialRefundErrors = {};
  for (const line of lines) {
    const typed = values.quantities[String(line.id)] ?? 0;
    if (typed > line.max) {
      errors.items = format(m.qtyOverOriginal, { qty: line.max });
      break;
    }
  }
  if (!errors.items && itemsToRefund(lines, values.quantities) === 0) errors.items = m.noItemChosen;
  if (!errors.items && itemRefundAmount(lines, values.quantities) > refundableRemaining(order)) {
    errors.total = format(m.overRemaining, { amount: formatRupiah(refundableRemaining(order)) });
  }
  if (textOf(values.reason) === '') errors.reason = m.reasonRequired;
  if (values.shippingFee !== null && values.shippingFee < 0) errors.shippingFee = m.shippingFeeNegative;
  return errors;
};

/** The refund lines as the refund endpoints want them (order spec §7). */
export const refundItemsBody = (lines: readonly ItemRefundLine[], quantities: RefundQuantities, reason: string) =>
  lines
    .filter((line) => qtyOf(quantities, line) > 0)
    .map((line) => ({
      penjualanWebDetailId: line.id,
      qtyToRefund: qtyOf(quantities, line),
      refundAmountPerItem: line.unitPrice * qtyOf(quantities, line),
      reason: reason.trim(),
    }));

// ---------------------------------------------------------------------------------------------------
// The success alert

export interface RefundOutcome {
  total: number;
  /** The items refunded, for a refund by item. */
  items?: ReadonlyArray<{ name: string; qty: number }>;
  /** pendingCashId, refundMethod and status as the server answered them. */
  pendingCashId?: Id | null;
  refundMethod?: string | null;
  status?: string | null;
  /** The new shipping fee a Biteship item refund set. */
  newShippingFee?: number | null;
  /** Sent to the older endpoint after a 404: not tied to pending cash. */
  legacy?: boolean;
  /** After a FULL refund the order is cancelled: done, or failed with the server's text. */
  cancel?: { ok: true } | { ok: false; error: string };
}

export interface RefundAlert {
  severity: 'success' | 'warning';
  lines: string[];
  /** Where the money goes next: the refund's pending-cash entry on Refund Management, to be cashed out. */
  link?: { to: string; label: string };
}

/**
 * What the success alert says (order spec §7): the items refunded and the total; that the refund went
 * to pending cash when a pendingCashId came back, else the method and status with the manual-transfer
 * reminder; the shipping-fee note; and a warning when the refund was recorded by the older endpoint or
 * the order could not be cancelled after a full refund.
 */
export const refundAlert = (outcome: RefundOutcome): RefundAlert => {
  const lines: string[] = [];
  let link: RefundAlert['link'];
  if (outcome.items && outcome.items.length > 0) {
    lines.push(m.successItems);
    for (const item of outcome.items) lines.push(`• ${format(m.successItem, { name: item.name, qty: item.qty })}`);
  }
  lines.push(format(m.successTotal, { amount: formatRupiah(outcome.total) }));
  const pendingCash = outcome.pendingCashId !== undefined && outcome.pendingCashId !== null && textOf(outcome.pendingCashId) !== '';
  if (pendingCash) {
    lines.push(format(m.successPendingCash, { id: textOf(outcome.pendingCashId) }));
    link = { to: penjualanWebRoutes.refundManagement(textOf(outcome.pendingCashId)), label: format(m.successPendingCashLink, { id: textOf(outcome.pendingCashId) }) };
  } else {
    lines.push(format(m.successMethod, { method: paymentMethodName(textOf(outcome.refundMethod) || 'MANUAL_TRANSFER') }));
    lines.push(format(m.successStatus, { status: cashStatusLabel(textOf(outcome.status)) }));
    lines.push(m.successManualTransfer);
  }
  if (outcome.newShippingFee !== undefined && outcome.newShippingFee !== null) lines.push(format(m.successShippingFee, { amount: formatRupiah(outcome.newShippingFee) }));
  if (outcome.legacy) lines.push(m.legacyWarning);
  if (outcome.cancel?.ok) lines.push(m.successCancelled);
  if (outcome.cancel && !outcome.cancel.ok) lines.push(format(m.cancelFailed, { error: outcome.cancel.error }));
  return { severity: outcome.legacy || (outcome.cancel && !outcome.cancel.ok) ? 'warning' : 'success', lines, ...(link ? { link } : {}) };
};

/** A refund record's status as the screens read it (order spec §4): SELESAI, or the records' COMPLETED, is done; any other is in progress. */
export const isRefundDone = (status: unknown): boolean => ['SELESAI', 'COMPLETED'].includes(codeOf(status));
