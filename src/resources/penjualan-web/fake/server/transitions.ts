import { cleanLine, cleanMultiline, characterCount } from '../../../../domain/validation';
import { format } from '../../../../i18n/format';
import { FakeHttpError } from '../../../../fake-api/http';
import { isStorablePhotoUrl } from '../../../../fake-api/photoUrl';
import { createRng } from '../../../../fake-api/random';
import { detectShippingType, orderCourier } from '../../shared/rules/shippingType';
import { orderActions } from '../../shared/rules/actions';
import { BITESHIP_CANCEL_REASONS, type BiteshipCancelReason } from '../../shared/rules/biteshipCancel';
import { refundableRemaining } from '../../shared/rules/refund';
import type { BiteshipCreateBody, OpenPaymentStatus, OpenShippingStatus, Order, VerifyPaymentAction } from '../../schemas';
import { labelPageUrl, trackingPageUrl } from '../seed/appLinks';
import { CANCELLABLE_BITESHIP_STATUSES, type BiteshipStatus } from './biteship';
import { EVENT_ACTIONS, orderEvent, type EventAction } from './events';
import { orderServerMessages as m } from './serverMessages';
import { biteshipOrderId, findCourierService, genericWaybill, hexId, NO_TRACKING_WAYBILL, waybillNumber } from './shipping';
import { syncBiteshipStatus } from './tracking';

/**
 * The order state machine of the order spec §4, as the shop's server runs it. Each step
 * checks its input (400), then the order's state (409), then changes the order, sets
 * `status_changed_at` when a status moved and appends the step to `riwayat_status`. The states each
 * step accepts are the screens' own (`orderActions` in `rules/`), so a button is offered exactly when
 * the server takes it.
 */
export interface StepContext {
  now: Date;
  /** The signed-in admin's email: who the timeline says did it. */
  by: string | null;
}

export const NOTE_MAX = 500;
export const WAYBILL_MAX = 50;
const WAYBILL = new RegExp(`^[A-Za-z0-9-]{1,${WAYBILL_MAX}}$`);

export const conflict = (message: string = m.wrongState): FakeHttpError => new FakeHttpError(409, message);
export const invalid = (message: string): FakeHttpError => new FakeHttpError(400, message);

/** A note or reason as stored: cleaned, at most NOTE_MAX characters (400 beyond), null when empty. */
export const note = (raw: string | null | undefined): string | null => {
  const text = cleanMultiline(raw);
  if (characterCount(text) > NOTE_MAX) throw invalid(format(m.noteTooLong, { max: NOTE_MAX }));
  return text === '' ? null : text;
};

const waybill = (raw: string): string => {
  const text = cleanLine(raw);
  if (!WAYBILL.test(text)) throw invalid(format(m.waybillInvalid, { max: WAYBILL_MAX }));
  return text;
};

export const joinNotes = (...parts: ReadonlyArray<string | null>): string | null => parts.filter((part): part is string => Boolean(part)).join(' — ') || null;

/** Moves the order to its new statuses (none: they stay) and records the step on its timeline. */
export const step = (
  order: Order,
  ctx: StepContext,
  action: EventAction,
  statuses: { pay?: OpenPaymentStatus; ship?: OpenShippingStatus },
  eventNote: string | null,
): void => {
  const pay = statuses.pay ?? order.status_pembayaran;
  const ship = statuses.ship ?? order.status_pengiriman;
  const at = ctx.now.toISOString();
  if (pay !== order.status_pembayaran || ship !== order.status_pengiriman) order.status_changed_at = at;
  order.status_pembayaran = pay;
  order.status_pengiriman = ship;
  order.riwayat_status = [...(order.riwayat_status ?? []), orderEvent(order, at, action, eventNote, ctx.by)];
};

/** POST .../selesai: a paid order that is ready or on its way is done (Mark Delivered). */
export const completeOrder = (order: Order, body: { reason?: string; adminNotes?: string }, ctx: StepContext): void => {
  const text = joinNotes(note(body.adminNotes), note(body.reason));
  if (!orderActions(order).canComplete) throw conflict();
  order.completed_at = ctx.now.toISOString();
  step(order, ctx, EVENT_ACTIONS.completed, { ship: 'SELESAI' }, text);
};

export interface CancelOutcome {
  reason: string;
  /** What a paid order still has to get back: the rest the refund rule allows (`refundableRemaining`; 0 for an unpaid order or one refunded in full). */
  refundDue: number;
  /** Whether the order had been paid. */
  paid: boolean;
}

/**
 * POST .../cancel, in the states `orderActions(order).canCancel` names: an open order whose goods have
 * not left, or a paid order refunded in full whatever its shipping. A paid order's remaining goods and
 * shipping go back by manual transfer: the handler records that refund (a FULL refund record and its
 * pending-cash entry, PENDING); an order refunded in full before gets nothing more.
 */
export const cancelOrder = (order: Order, body: { reason: string }, ctx: StepContext): CancelOutcome => {
  const reason = note(body.reason);
  if (reason === null) throw invalid(m.reasonRequired);
  if (!orderActions(order).canCancel) throw conflict();
  const paid = order.status_pembayaran === 'LUNAS';
  const refundDue = paid ? refundableRemaining(order) : 0;
  step(order, ctx, EVENT_ACTIONS.cancelled, { pay: 'DIBATALKAN', ship: 'DIBATALKAN' }, reason);
  return { reason, refundDue, paid };
};

/**
 * POST .../verifikasi: an admin verifies (LUNAS) or rejects (DIBATALKAN) a manual transfer awaiting
 * confirmation; a verified order is ready to ship, a rejected one is cancelled. A gateway payment is
 * processed automatically and is never verified by hand (409).
 */
export const verifyPayment = (order: Order, aksi: VerifyPaymentAction, ctx: StepContext): void => {
  if (order.metode_pembayaran !== 'MANUAL_TRANSFER') throw conflict(m.gatewayNotVerifiable);
  if (!orderActions(order).canVerifyPayment) throw conflict();
  if (aksi === 'LUNAS') {
    const ship = order.status_pengiriman === 'BELUM_DIKIRIM' ? 'SIAP_DIKIRIM' : order.status_pengiriman;
    step(order, ctx, EVENT_ACTIONS.paymentVerified, { pay: 'LUNAS', ship }, null);
  } else {
    step(order, ctx, EVENT_ACTIONS.paymentRejected, { pay: 'DIBATALKAN', ship: 'DIBATALKAN' }, null);
  }
};

/**
 * POST .../kirim: a paid order ready to ship leaves. Free shipping goes by the shop's courier without a
 * waybill (the fixed marker is stored); a Biteship order sends the existing waybill or none (order
 * spec §7), and keeps the one it has when none is sent; chat-admin and unset types may carry one.
 */
export const shipOrder = (order: Order, body: { nomor_resi?: string; adminNotes?: string }, ctx: StepContext): void => {
  const typed = cleanLine(body.nomor_resi) === '' ? null : waybill(body.nomor_resi ?? '');
  const adminNote = note(body.adminNotes);
  if (!orderActions(order).canShipNow) throw conflict();
  const type = detectShippingType(order).type;
  let resi = typed;
  if (type === 'GRATIS_ONGKIR') resi = typed ?? NO_TRACKING_WAYBILL;
  if (type === 'BITESHIP') {
    // The no-tracking marker is free shipping's: a courier shipment never claims to have no waybill.
    if (typed === NO_TRACKING_WAYBILL) throw invalid(m.courierNoTrackingMarker);
    const existing = order.nomor_resi === NO_TRACKING_WAYBILL ? null : order.nomor_resi;
    resi = typed ?? existing ?? null;
  }
  order.nomor_resi = resi;
  step(order, ctx, EVENT_ACTIONS.shipped, { ship: 'DIKIRIM' }, joinNotes(resi ? `Resi ${resi}` : null, adminNote));
};

/** POST .../upload-bukti-pengiriman: a free-shipping order on its way is delivered with a photo. */
export const uploadDeliveryProof = (order: Order, body: { bukti_pengiriman_url: string }, ctx: StepContext): void => {
  const url = body.bukti_pengiriman_url.trim();
  if (url === '') throw invalid(m.proofRequired);
  if (!isStorablePhotoUrl(url)) throw invalid(m.proofInvalid);
  if (detectShippingType(order).type !== 'GRATIS_ONGKIR') throw conflict(m.notGratisOngkir);
  if (order.status_pengiriman !== 'DIKIRIM') throw conflict();
  order.foto_resi_url = url;
  order.completed_at = ctx.now.toISOString();
  step(order, ctx, EVENT_ACTIONS.deliveryProof, { ship: 'SELESAI' }, null);
};

/** PUT .../update-resi: a new waybill for a paid order that is ready or on its way. */
export const updateWaybill = (order: Order, body: { trackingNumber: string; courierName?: string; adminNotes?: string }, ctx: StepContext): void => {
  if (cleanLine(body.trackingNumber) === '') throw invalid(m.waybillRequired);
  const resi = waybill(body.trackingNumber);
  const courier = cleanLine(body.courierName).slice(0, 100) || null;
  const adminNote = note(body.adminNotes);
  if (!orderActions(order).canUpdateWaybill) throw conflict();
  const previous = order.nomor_resi;
  order.nomor_resi = resi;
  const change = `Resi ${previous ?? '-'} → ${resi}${courier ? ` (${courier})` : ''}`;
  step(order, ctx, EVENT_ACTIONS.waybillUpdated, {}, joinNotes(change, adminNote));
};

/** The full form from the order detail must describe this order and real parcels; the empty form is filled from the order. */
const checkBiteshipForm = (order: Order, body: BiteshipCreateBody): void => {
  if (body.order_id !== undefined && String(body.order_id).trim() !== String(order.id)) throw invalid(m.biteshipOrderMismatch);
  if (body.items === undefined) return;
  if (body.items.length === 0) throw invalid(m.biteshipItemsEmpty);
  for (const item of body.items) {
    const quantity = Number(item.quantity);
    if (cleanLine(item.name) === '' || !Number.isInteger(quantity) || quantity <= 0 || !(Number(item.weight) > 0) || !(Number(item.price) >= 0)) {
      throw invalid(format(m.biteshipItemsInvalid, { name: cleanLine(item.name) || '-' }));
    }
  }
};

/** A stable number from the order and the moment: the same request at the same instant books the same ids. */
const seedOf = (order: Order, now: Date): number => {
  let hash = 0x811c9dc5;
  for (const char of `${order.id}:${now.getTime()}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
};

export interface BiteshipBooking {
  biteship_order_id: string;
  waybill_id: string;
  tracking_id: string;
  courier_company: string | null;
  status: BiteshipStatus;
  tracking_url: string;
  url_cetak_resi: string;
}

/**
 * POST .../create-biteship-order: books the courier for a paid Biteship order ready to ship, which then
 * counts as shipped. Biteship answers an order id, a waybill in the courier's format and 'confirmed'.
 */
export const createBiteshipOrder = (order: Order, body: BiteshipCreateBody, ctx: StepContext): BiteshipBooking => {
  checkBiteshipForm(order, body);
  if (detectShippingType(order).type !== 'BITESHIP') throw conflict(m.notBiteship);
  if (order.biteship_order_id) throw conflict(m.hasBiteshipId);
  if (!orderActions(order).canCreateBiteshipOrder) throw conflict();
  const rng = createRng(seedOf(order, ctx.now));
  const service = findCourierService(order.kode_kurir, order.layanan_kurir);
  const booking: BiteshipBooking = {
    biteship_order_id: biteshipOrderId(rng),
    waybill_id: service ? waybillNumber(rng, service) : genericWaybill(rng),
    tracking_id: hexId(rng),
    courier_company: order.kode_kurir?.toLowerCase() || orderCourier(order)?.code || null,
    status: 'confirmed',
    tracking_url: trackingPageUrl(Number(order.id)),
    url_cetak_resi: labelPageUrl(Number(order.id)),
  };
  Object.assign(order, {
    biteship_order_id: booking.biteship_order_id,
    nomor_resi: booking.waybill_id,
    courier_tracking_id: booking.tracking_id,
    biteship_courier_company: booking.courier_company,
    biteship_status: booking.status,
    tracking_url: booking.tracking_url,
    url_cetak_resi: booking.url_cetak_resi,
  } satisfies Partial<Order>);
  step(order, ctx, EVENT_ACTIONS.biteshipCreated, { ship: 'DIKIRIM' }, `Resi ${booking.waybill_id}`);
  return booking;
};

/** The order's courier order, brought up to date; 400 for an order that has none (test, refresh, cancel). */
export const requireCourierOrder = (order: Order, now: Date): { id: string; changed: boolean } => {
  if (!order.biteship_order_id) throw invalid(m.noBiteshipId);
  return { id: order.biteship_order_id, changed: syncBiteshipStatus(order, now) };
};

/** POST .../auto-complete-delivered: a Biteship order on its way is done once Biteship says delivered. */
export const autoCompleteDelivered = (order: Order, ctx: StepContext): void => {
  if (!order.biteship_order_id || !orderActions(order).canAutoCompleteDelivered) throw conflict();
  syncBiteshipStatus(order, ctx.now);
  if (order.biteship_status !== 'delivered') throw conflict(format(m.biteshipNotDelivered, { status: order.biteship_status ?? '-' }));
  order.completed_at = ctx.now.toISOString();
  step(order, ctx, EVENT_ACTIONS.autoCompleted, { ship: 'SELESAI' }, null);
};

/**
 * POST .../cancel-biteship-order: Biteship cancels a courier order only before the courier has the
 * package (confirmed, scheduled, allocated, picking_up). The courier order is then gone (id, waybill,
 * links), its status stays 'cancelled', and the order is ready to ship again: another courier order
 * or a manual shipment may follow.
 */
export const cancelBiteshipOrder = (order: Order, body: { reason_code: string; custom_reason?: string }, ctx: StepContext): void => {
  const code = body.reason_code.trim().toLowerCase();
  if (!(code in BITESHIP_CANCEL_REASONS)) throw invalid(format(m.reasonCodeUnknown, { codes: Object.keys(BITESHIP_CANCEL_REASONS).join(', ') }));
  const custom = note(body.custom_reason);
  if (code === 'others' && custom === null) throw invalid(m.customReasonRequired);
  requireCourierOrder(order, ctx.now);
  if (order.status_pengiriman !== 'DIKIRIM') throw conflict();
  const status = order.biteship_status ?? 'confirmed';
  if (!(CANCELLABLE_BITESHIP_STATUSES as readonly string[]).includes(status)) throw conflict(format(m.biteshipNotCancellable, { status }));
  const label = BITESHIP_CANCEL_REASONS[code as BiteshipCancelReason];
  const waybillBefore = order.nomor_resi;
  Object.assign(order, {
    biteship_order_id: null,
    nomor_resi: null,
    courier_tracking_id: null,
    biteship_courier_company: null,
    biteship_status: 'cancelled',
    tracking_url: null,
    url_cetak_resi: null,
  } satisfies Partial<Order>);
  step(order, ctx, EVENT_ACTIONS.biteshipCancelled, { ship: 'SIAP_DIKIRIM' }, joinNotes(`${label}${waybillBefore ? ` (resi ${waybillBefore})` : ''}`, custom));
};
