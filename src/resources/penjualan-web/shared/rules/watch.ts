import type { NewLocalNotification } from '../../../../layout/notification-centre/store';
import type { OrderListQuery } from '../../contract';
import { DEFAULT_PAYMENT_FILTER, PAYMENT_LIST_LIMIT } from './payment';
import { pendingPaymentNotification } from './paymentNotice';
import { codeOf } from './read';
import { stuckShipmentNotices, type StuckNoticeOrder } from './stuckNotice';

/**
 * The orders' background watch: one list call a minute serves both notices. It asks only what the spec
 * names (order spec §7: `limit`, the spec's 100) and applies the screens' own rules to the answer, so a
 * real server that knows no extra filter is asked for a page, never for every order. The newest 100
 * orders hold every order newly waiting; a stuck order older than those is still found by the Order
 * Center's stuck filter.
 */
export const ORDER_WATCH_QUERY = { limit: PAYMENT_LIST_LIMIT } as const satisfies OrderListQuery;

export type WatchedOrder = StuckNoticeOrder & { status_pembayaran?: unknown; total_akhir: number };

/** Orders awaiting the admin's payment check (the payment verification page's default filter). */
export const isAwaitingConfirmation = (order: Pick<WatchedOrder, 'status_pembayaran'>): boolean => codeOf(order.status_pembayaran) === DEFAULT_PAYMENT_FILTER;

/** Every notice one answer gives: payments newly waiting, then shipments newly stuck. */
export const orderWatchNotices = (orders: readonly WatchedOrder[], now: Date): NewLocalNotification[] => [
  ...orders
    .filter(isAwaitingConfirmation)
    .map(pendingPaymentNotification),
  ...stuckShipmentNotices(orders, now),
];
