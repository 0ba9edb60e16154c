import { penjualanWebMessages } from '../messages';
import { PAYMENT_STATUSES, SHIPPING_STATUSES } from '../../schemas';
import { codeOf, type OrderLike } from './read';

const KNOWN_PAYMENT: ReadonlySet<string> = new Set(PAYMENT_STATUSES);
const KNOWN_SHIPPING: ReadonlySet<string> = new Set(SHIPPING_STATUSES);

const m = penjualanWebMessages.priority;

export type PriorityLevel = 'URGENT' | 'HIGH' | 'MEDIUM' | 'LOW' | 'COMPLETED' | 'EXPIRED' | 'UNKNOWN' | 'NOT_READY';

export interface DisplayPriority {
  readonly level: PriorityLevel;
  readonly label: string;
  /** The action the badge points to, or null when there is nothing to do. */
  readonly action: string | null;
}

/**
 * The queue's order of priorities, first shown first (order spec §4). The spec ranks all but
 * NOT_READY; orders awaiting payment are still open and may turn into work at any moment, so they
 * sort after the open ones (LOW, in transit) and before the finished ones (COMPLETED).
 */
export const PRIORITY_SORT_ORDER: Readonly<Record<PriorityLevel, number>> = {
  URGENT: 1,
  HIGH: 2,
  MEDIUM: 3,
  LOW: 4,
  NOT_READY: 4.5,
  COMPLETED: 5,
  EXPIRED: 6,
  UNKNOWN: 7,
};

export type PriorityFields = OrderLike<'status_pembayaran' | 'status_pengiriman'>;

/**
 * The priority badge of an order (order spec §4), the first rule that holds:
 * paid and ready to ship → HIGH 'Ready to Ship' (Ship Now); shipped → LOW 'In Transit' (Track);
 * delivered → COMPLETED 'Delivered'; payment cancelled or expired, or shipping cancelled → COMPLETED
 * 'Cancelled' (red); a transfer awaiting the admin's confirmation → NOT_READY 'Menunggu Verifikasi';
 * anything else → NOT_READY 'Awaiting Payment'. URGENT is never produced.
 */
export const displayPriority = (order: PriorityFields): DisplayPriority => {
  const payment = codeOf(order.status_pembayaran);
  const shipping = codeOf(order.status_pengiriman);
  if (payment === 'LUNAS' && shipping === 'SIAP_DIKIRIM') return { level: 'HIGH', label: m.readyToShip, action: m.shipNow };
  if (shipping === 'DIKIRIM') return { level: 'LOW', label: m.inTransit, action: m.track };
  // COMPLETED and CANCELLED are the English words for SELESAI and DIBATALKAN, on either field (order spec §4).
  if (shipping === 'SELESAI' || shipping === 'COMPLETED') return { level: 'COMPLETED', label: m.delivered, action: null };
  // A cancelled shipment with a paid payment is still a cancelled order, not one awaiting payment.
  if (['DIBATALKAN', 'PAYMENT_EXPIRED', 'CANCELLED'].includes(payment) || shipping === 'DIBATALKAN' || shipping === 'CANCELLED') {
    return { level: 'COMPLETED', label: m.cancelled, action: null };
  }
  if (payment === 'COMPLETED') return { level: 'COMPLETED', label: m.delivered, action: null };
  // A status nobody knows is not "awaiting payment": it sorts with the others, last, shown as sent.
  if ((payment && !KNOWN_PAYMENT.has(payment)) || (shipping && !KNOWN_SHIPPING.has(shipping))) {
    return { level: 'UNKNOWN', label: m.unknownStatus, action: null };
  }
  // The spec's NOT_READY; a proof waiting for the admin is the admin's turn, not the customer's payment.
  if (payment === 'MENUNGGU_KONFIRMASI') return { level: 'NOT_READY', label: m.awaitingVerification, action: null };
  return { level: 'NOT_READY', label: m.awaitingPayment, action: null };
};

/** An order date's instant, or null when there is none to read: such orders sort after dated ones. */
const orderTime = (value: unknown): number | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

export type QueueSortFields = PriorityFields & OrderLike<'tanggal_pesan'>;

/**
 * The queue's order: by priority; within a priority that asks for an action (Ship Now, Track) the
 * oldest first, since the order that has waited longest is the most overdue; within the others
 * (awaiting payment, finished) the newest first. Orders without a readable date last within their priority.
 */
export const compareForQueue = (a: QueueSortFields, b: QueueSortFields): number => {
  const priorityA = displayPriority(a);
  const byPriority = PRIORITY_SORT_ORDER[priorityA.level] - PRIORITY_SORT_ORDER[displayPriority(b).level];
  if (byPriority !== 0) return byPriority;
  const timeA = orderTime(a.tanggal_pesan);
  const timeB = orderTime(b.tanggal_pesan);
  if (timeA === null || timeB === null) return timeA === timeB ? 0 : timeA === null ? 1 : -1;
  return priorityA.action !== null ? timeA - timeB : timeB - timeA;
};
