import { codeOf, textOf, type OrderLike } from './read';

const HOUR_MS = 60 * 60 * 1000;

/** A paid order should leave the warehouse within two days; past that the shop is late. */
export const STUCK_UNSHIPPED_AFTER_MS = 2 * 24 * HOUR_MS;
/** Every courier the shop uses delivers within a week; a shipment older than that needs chasing. */
export const STUCK_UNDELIVERED_AFTER_MS = 7 * 24 * HOUR_MS;

export type StuckReason = 'NOT_SHIPPED' | 'NOT_DELIVERED';

export type StuckFields = OrderLike<'status_pembayaran' | 'status_pengiriman' | 'status_changed_at' | 'tanggal_pesan' | 'biteship_status'>;

const instant = (value: unknown): number | null => {
  const text = textOf(value);
  if (text === '') return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Since when the order has been in its present shipping status: `status_changed_at`, else (a server
 * that does not send it, or sends something unreadable) the order date. Null when neither can be read.
 */
export const inStatusSince = (order: StuckFields): number | null => instant(order.status_changed_at) ?? instant(order.tanggal_pesan);

/**
 * Why an order is stuck, or null when it is not:
 * - NOT_SHIPPED: paid, not yet shipped (BELUM_DIKIRIM or SIAP_DIKIRIM), for more than 2 days;
 * - NOT_DELIVERED: shipped (DIKIRIM) more than 7 days ago and the courier has not reported it delivered.
 * Exactly at the limit is not yet stuck. An order whose dates cannot be read is never called stuck:
 * an alert needs a reason the admin can check.
 */
export const stuckReason = (order: StuckFields, now: Date): StuckReason | null => {
  const since = inStatusSince(order);
  if (since === null) return null;
  const age = now.getTime() - since;
  const shipping = codeOf(order.status_pengiriman);
  if (codeOf(order.status_pembayaran) === 'LUNAS' && (shipping === 'BELUM_DIKIRIM' || shipping === 'SIAP_DIKIRIM')) {
    return age > STUCK_UNSHIPPED_AFTER_MS ? 'NOT_SHIPPED' : null;
  }
  if (shipping === 'DIKIRIM' && textOf(order.biteship_status).toLowerCase() !== 'delivered') {
    return age > STUCK_UNDELIVERED_AFTER_MS ? 'NOT_DELIVERED' : null;
  }
  return null;
};

/** Whether the order needs chasing (see `stuckReason`). */
export const isStuck = (order: StuckFields, now: Date): boolean => stuckReason(order, now) !== null;
