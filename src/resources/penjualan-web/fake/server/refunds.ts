import type { FakeDb } from '../../../../fake-api/db';
import type { Handler } from '../../../../fake-api/http';
import { changed, reply } from '../../../../fake-api/http';
import { characterCount, cleanMultiline } from '../../../../domain/validation';
import { formatRupiah } from '../../../../domain/format';
import { format } from '../../../../i18n/format';
import type { penjualanWebContract } from '../../contract';
import { penjualanWebMessages } from '../../shared/messages';
import { refundEndpointEntity, type RefundEndpointEntity } from '../../shared/rules/entity';
import { refundableRemaining, refundedSoFar, refundTypeFor } from '../../shared/rules/refund';
import type { Order, OrderItem, RefundBody, RefundRecord, RefundType } from '../../schemas';
import { cashLedger, REFUND_METHOD, refreshRefundStatus, refundInfoStatus } from './cashLedger';
import { EVENT_ACTIONS } from './events';
import { findOrder, stepContext } from './orderLookup';
import { itemName, qtyRefunded, qtyRemaining, wasEverPaid } from './refundable';
import { orderServerMessages as m } from './serverMessages';
import { conflict, invalid, joinNotes, note, NOTE_MAX, step, type StepContext } from './transitions';

type Endpoints = typeof penjualanWebContract;

/**
 * Refunds as the shop's server records them (order spec §3, §5 and §7). Money is whole
 * rupiah. A refund may give back at most what the refund forms offer, `refundableRemaining` (goods and
 * shipping, never more than `total_akhir`, less `total_refunded`; the gateway fee is not refunded), its
 * type follows `refundTypeFor` (FULL only at total_akhir or more), and an item gives back at most the
 * units not yet refunded (`qty - qty_refunded`). The new endpoints (/admin/refunds/cv|pribadi) also
 * write a refund record and its pending-cash entry; the older ones (.../refund, .../adjust-refund)
 * change the order only.
 */

/** An identical refund of the same order within this long is a double submission, refused with 409. */
export const DUPLICATE_WINDOW_MS = 60_000;

export interface RefundLine {
  item: OrderItem;
  qty: number;
  /** Unit price after the item's discount x qty. */
  amount: number;
}

/** A refund as it is applied to the order (and, for the new endpoints and cancel, recorded in pending cash). */
export interface OrderRefund {
  refundType: RefundType;
  amount: number;
  reason: string;
  adminNotes: string | null;
  lines: readonly RefundLine[];
  newShippingFee: number | null;
}

const ENTITY_LABEL: Record<RefundEndpointEntity, string> = { cv: 'CV', pribadi: 'Pribadi' };

const unitPrice = (item: OrderItem): number => Number(item.harga_satuan_setelah_diskon_item);

/** The refund's reason as stored: required, at most NOTE_MAX characters. */
const refundReason = (raw: string | undefined): string => {
  const text = cleanMultiline(raw);
  if (text === '') throw invalid(m.refundReasonRequired);
  if (characterCount(text) > NOTE_MAX) throw invalid(format(m.refundReasonTooLong, { max: NOTE_MAX }));
  return text;
};

/** The refund's amount: whole rupiah above 0. */
const refundAmount = (value: number): number => {
  if (!(value > 0)) throw invalid(m.refundAmountNotPositive);
  if (!Number.isSafeInteger(value)) throw invalid(m.refundAmountNotWhole);
  return value;
};

/** A Biteship order's shipping fee after an item refund: whole rupiah from 0 up to the ongkir paid; null when not sent. */
const shippingFee = (value: number | undefined, order: Order): number | null => {
  if (value === undefined) return null;
  if (value < 0) throw invalid(m.shippingFeeNegative);
  if (!Number.isSafeInteger(value)) throw invalid(m.shippingFeeNotWhole);
  if (value > Number(order.ongkir)) throw invalid(format(m.shippingFeeOverOngkir, { amount: formatRupiah(order.ongkir) }));
  return value;
};

const lineOf = (order: Order, detailId: string | number): OrderItem => {
  const item = order.items.find((line) => String(line.id_detail) === String(detailId));
  if (!item) throw invalid(format(m.refundItemUnknown, { id: String(detailId) }));
  return item;
};

const refuseTwice = (lines: readonly RefundLine[]): void => {
  const seen = new Set<string>();
  for (const line of lines) {
    const key = String(line.item.id_detail);
    if (seen.has(key)) throw invalid(format(m.refundItemTwice, { name: itemName(line.item) }));
    seen.add(key);
  }
};

/** The new endpoint's refundItems: each a line of the order, a whole quantity of at least 1, its amount exactly unit price x qty. */
const itemLines = (order: Order, items: NonNullable<RefundBody['refundItems']>): RefundLine[] => {
  if (items.length === 0) throw invalid(m.refundItemsRequired);
  const lines = items.map((entry): RefundLine => {
    const item = lineOf(order, entry.penjualanWebDetailId);
    const qty = entry.qtyToRefund;
    if (!Number.isSafeInteger(qty) || qty < 1) throw invalid(format(m.refundQtyNotWhole, { name: itemName(item) }));
    const expected = unitPrice(item) * qty;
    if (entry.refundAmountPerItem !== expected) {
      throw invalid(format(m.refundItemAmount, { name: itemName(item), expected: formatRupiah(expected), qty, price: formatRupiah(unitPrice(item)) }));
    }
    return { item, qty, amount: expected };
  });
  refuseTwice(lines);
  return lines;
};

/** 409 for an order that was never paid, or whose money was all given back already. */
const requireMoneyLeft = (order: Order): void => {
  if (!wasEverPaid(order)) throw conflict(m.refundNotPaid);
  if (refundableRemaining(order) <= 0) throw conflict(m.refundNothingLeft);
};

/** 400 for an item refunded beyond its units left, or an amount beyond the money left. */
const requireWithinRemaining = (order: Order, amount: number, lines: readonly RefundLine[]): void => {
  for (const { item, qty } of lines) {
    if (qty > qtyRemaining(item)) throw invalid(format(m.refundQtyOver, { qty: qtyRemaining(item), name: itemName(item) }));
  }
  const remaining = refundableRemaining(order);
  if (amount > remaining) throw invalid(format(m.refundOverRemaining, { amount: formatRupiah(remaining) }));
};

/**
 * 400 for a refund by amount whose type is not the one its amount makes it (`refundTypeFor`): FULL only
 * at total_akhir or more, since the screen cancels the order after a FULL refund.
 */
const requireTypeOfAmount = (order: Order, type: RefundType, amount: number): void => {
  if (type === 'PARTIAL_ITEM') return;
  const expected = refundTypeFor(order, amount);
  if (type !== expected) throw invalid(format(m.refundTypeMismatch, { type: expected, amount: formatRupiah(amount), total: formatRupiah(order.total_akhir) }));
};

/** What the order's timeline says about a refund: its kind and amount (and what), then the reason and the admin's note. */
export const refundEventNote = (refund: Pick<OrderRefund, 'refundType' | 'amount' | 'reason' | 'adminNotes'>, detail: string | null = null): string | null =>
  joinNotes(`${penjualanWebMessages.refund.typeLabels[refund.refundType]} ${formatRupiah(refund.amount)}${detail ? ` (${detail})` : ''}`, refund.reason, refund.adminNotes);

/** The items of a refund by item, as the timeline names them: 'Semen Gresik 40kg x 2, ...'. */
export const refundItemsDetail = (lines: ReadonlyArray<Pick<RefundLine, 'item' | 'qty'>>): string | null =>
  lines.length === 0 ? null : lines.map(({ item, qty }) => `${itemName(item)} x ${qty}`).join(', ');

/**
 * Applies a refund to the order: `total_refunded` and the items' `qty_refunded` grow, a new shipping
 * fee is kept as `ongkir_disesuaikan`, and `refund_info` sums it up (every refund so far, the latest
 * reason and time, the status given). With `event`, the refund is a step of the order's timeline.
 */
const applyToOrder = (order: Order, refund: OrderRefund, ctx: StepContext, status: string, event: string | null | false): void => {
  order.total_refunded = refundedSoFar(order) + refund.amount;
  for (const { item, qty } of refund.lines) item.qty_refunded = qtyRefunded(item) + qty;
  if (refund.newShippingFee !== null) order.ongkir_disesuaikan = refund.newShippingFee;
  order.refund_info = { nominal: order.total_refunded, status, alasan: refund.reason, createdAt: ctx.now.toISOString(), buktiTransferRefundUrl: null };
  if (event !== false) step(order, ctx, EVENT_ACTIONS.refunded, {}, event);
};

/**
 * Records a refund the way the new endpoints do, and a paid order's cancel too: a refund record
 * (PENDING) and its pending-cash entry (MANUAL_TRANSFER_REFUND, PENDING, the amount negative), then
 * the order. `refund_info.status` follows the order's records (PENDING while one is only recorded).
 */
export const recordOrderRefund = (
  db: FakeDb,
  order: Order,
  refund: OrderRefund,
  ctx: StepContext,
  { event }: { event: boolean },
): RefundRecord => {
  const at = ctx.now.toISOString();
  const record = cashLedger().recordRefund(db, order, {
    refundType: refund.refundType,
    refundAmount: refund.amount,
    refundReason: refund.reason,
    adminNotes: refund.adminNotes,
    items: refund.lines.map(({ item, qty, amount }) => ({ penjualanWebDetailId: item.id_detail, qtyToRefund: qty, refundAmountPerItem: amount, nama: itemName(item) })),
    newShippingFee: refund.newShippingFee,
    at,
  });
  const status = refundInfoStatus(cashLedger().refundsOf(db, order.id));
  applyToOrder(order, refund, ctx, status, event ? refundEventNote(refund, refundItemsDetail(refund.lines)) : false);
  return record;
};

/** The same order, type, amount and items as a refund recorded less than a minute ago. */
const isDuplicate = (db: FakeDb, order: Order, refund: OrderRefund, now: Date): boolean => {
  const signature = (items: ReadonlyArray<{ id: string; qty: number }>) =>
    items
      .map(({ id, qty }) => `${id}:${qty}`)
      .sort()
      .join(',');
  const wanted = signature(refund.lines.map(({ item, qty }) => ({ id: String(item.id_detail), qty })));
  return cashLedger().refundsOf(db, order.id).some((record) => {
    const age = now.getTime() - Date.parse(record.createdAt);
    return (
      age >= 0 &&
      age < DUPLICATE_WINDOW_MS &&
      record.refundType === refund.refundType &&
      Number(record.refundAmount) === refund.amount &&
      signature((record.items ?? []).map((item) => ({ id: String(item.penjualanWebDetailId), qty: Number(item.qtyToRefund) }))) === wanted
    );
  });
};

/**
 * POST /admin/refunds/cv and /admin/refunds/pribadi. Checks, in order: the order (404), the endpoint
 * of its entity, the reason, the amount, the items of an item refund (each a line of the order, a whole
 * qty of at least 1, its amount unit price x qty, together the refund's amount), the new shipping fee
 * (400 each); then a double submission (409), an order never paid or with nothing left (409), units
 * or money beyond what remains (400), and a type its amount does not make (400). Does not cancel the
 * order: after a FULL refund the screen cancels it with POST .../cancel.
 */
const refundFor =
  (endpoint: RefundEndpointEntity): Handler<Endpoints['refundCv']> =>
  (ctx) => {
    const { db, body, now } = ctx;
    const order = findOrder(db, body.orderId);
    const entity = refundEndpointEntity(order);
    if (entity !== endpoint) throw invalid(format(m.refundWrongEntity, { code: order.kode_transaksi, entity: ENTITY_LABEL[entity], endpoint: entity }));
    const reason = refundReason(body.refundReason);
    const adminNotes = note(body.adminNotes);
    const amount = refundAmount(body.refundAmount);
    const lines = body.refundType === 'PARTIAL_ITEM' ? itemLines(order, body.refundItems ?? []) : [];
    const linesTotal = lines.reduce((sum, line) => sum + line.amount, 0);
    if (body.refundType === 'PARTIAL_ITEM' && linesTotal !== amount) {
      throw invalid(format(m.refundItemsSum, { sum: formatRupiah(linesTotal), amount: formatRupiah(amount) }));
    }
    const refund: OrderRefund = { refundType: body.refundType, amount, reason, adminNotes, lines, newShippingFee: shippingFee(body.newShippingFee, order) };
    if (isDuplicate(db, order, refund, now)) throw conflict(format(m.refundDuplicate, { amount: formatRupiah(amount) }));
    requireMoneyLeft(order);
    requireWithinRemaining(order, amount, lines);
    requireTypeOfAmount(order, body.refundType, amount);
    const record = recordOrderRefund(db, order, refund, stepContext(ctx), { event: true });
    return changed({
      success: true,
      message: format(m.refunded, { amount: formatRupiah(amount) }),
      pendingCashId: record.pendingCashId ?? null,
      refundMethod: REFUND_METHOD,
      status: record.status,
      refundId: record.id,
      data: order,
    });
  };

export const refundCv = refundFor('cv');
export const refundPribadi = refundFor('pribadi');

/**
 * POST .../refund, the older endpoint (used by the screen after a 404 of the new ones): the full
 * refund form's rules (product and shipping refunds not negative, within the goods and the ongkir
 * paid, above 0 together and equal to refundAmount, a reason), then the money left. It changes the
 * order only: no refund record, no pending-cash entry (the screen warns of that).
 */
export const legacyRefund: Handler<Endpoints['legacyRefund']> = (ctx) => {
  const { db, body, params } = ctx;
  const order = findOrder(db, params.id);
  const product = body.productRefund;
  const shipping = body.shippingRefund;
  if (product < 0) throw invalid(m.productRefundNegative);
  if (shipping < 0) throw invalid(m.shippingRefundNegative);
  if (!Number.isSafeInteger(product) || !Number.isSafeInteger(shipping) || !Number.isSafeInteger(body.refundAmount)) throw invalid(m.refundAmountNotWhole);
  const sum = product + shipping;
  if (sum <= 0) throw invalid(m.refundAmountNotPositive);
  if (product > Number(order.total_harga_barang)) throw invalid(m.productRefundOverGoods);
  if (shipping > Number(order.ongkir)) throw invalid(m.shippingRefundOverPaid);
  if (body.refundAmount !== sum) throw invalid(format(m.legacyRefundSumMismatch, { amount: formatRupiah(body.refundAmount), sum: formatRupiah(sum) }));
  const reason = refundReason(body.refundReason);
  const adminNotes = note(body.adminNotes);
  requireMoneyLeft(order);
  requireWithinRemaining(order, sum, []);
  const refundType: RefundType = refundTypeFor(order, sum);
  const refund: OrderRefund = { refundType, amount: sum, reason, adminNotes, lines: [], newShippingFee: null };
  const detail = `produk ${formatRupiah(product)}, ongkir ${formatRupiah(shipping)}`;
  applyToOrder(order, refund, stepContext(ctx), 'PENDING', refundEventNote(refund, detail));
  return changed({
    success: true,
    message: format(m.legacyRefunded, { amount: formatRupiah(sum) }),
    pendingCashId: null,
    refundMethod: REFUND_METHOD,
    status: 'PENDING',
    data: order,
  });
};

/**
 * POST .../adjust-refund, the older item refund (used after a 404 of the new endpoints): the partial
 * refund form as typed (lines with qty 0 are left out), refunded at unit price after discount x qty,
 * with the Biteship shipping fee when sent. It changes the order only, like .../refund.
 */
export const adjustRefund: Handler<Endpoints['adjustRefund']> = (ctx) => {
  const { db, body, params } = ctx;
  const order = findOrder(db, params.id);
  const typed = body.items.map((entry): RefundLine => {
    const item = lineOf(order, entry.id_detail);
    if (!Number.isSafeInteger(entry.qty_refund) || entry.qty_refund < 0) throw invalid(format(m.refundQtyNegative, { name: itemName(item) }));
    return { item, qty: entry.qty_refund, amount: unitPrice(item) * entry.qty_refund };
  });
  refuseTwice(typed);
  const lines = typed.filter((line) => line.qty > 0);
  if (lines.length === 0) throw invalid(m.refundItemsRequired);
  const reason = refundReason(body.reason);
  const adminNotes = note(body.adminNotes);
  const newShippingFee = shippingFee(body.new_shipping_fee, order);
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  if (amount <= 0) throw invalid(m.refundAmountNotPositive);
  requireMoneyLeft(order);
  requireWithinRemaining(order, amount, lines);
  const refund: OrderRefund = { refundType: 'PARTIAL_ITEM', amount, reason, adminNotes, lines, newShippingFee };
  applyToOrder(order, refund, stepContext(ctx), 'PENDING', refundEventNote(refund, refundItemsDetail(lines)));
  const count = lines.reduce((sum, line) => sum + line.qty, 0);
  return changed({ success: true, message: format(m.adjustRefunded, { count, amount: formatRupiah(amount) }) });
};

/** GET /admin/pending-cash/refunds/{orderId}: the order's refund records, newest first (404 for an unknown order). */
export const refundsOfOrderHandler: Handler<Endpoints['refundsOfOrder']> = ({ db, params }) => reply(cashLedger().refundsOf(db, findOrder(db, params.orderId).id));

/**
 * POST /admin/pending-cash/fix-refund-statuses: a PROCESSING refund whose pending-cash entry was
 * already cashed out (or completed) is done, so it becomes COMPLETED; an order whose refunds are then
 * all done shows its refund as SELESAI (order spec §4).
 */
export const fixRefundStatuses: Handler<Endpoints['fixRefundStatuses']> = ({ db }) => {
  const fixed = cashLedger().completePaidOutRefunds(db);
  if (fixed.length === 0) return reply({ success: true, message: m.nothingToFix, fixedRefunds: 0, fixedRefundIds: [] });
  refreshRefundStatus(
    db,
    fixed.flatMap((record) => (record.orderId === undefined ? [] : [record.orderId])),
  );
  const fixedRefundIds = fixed.map((record) => record.id).sort((a, b) => Number(a) - Number(b));
  return changed({ success: true, message: format(m.refundsFixed, { count: fixed.length }), fixedRefunds: fixed.length, fixedRefundIds });
};
