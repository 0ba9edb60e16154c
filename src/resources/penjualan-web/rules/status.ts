import { codeOf, type OrderLike } from './read';

/**
 * The statuses that end an order. Servers speak both the spec's Indonesian vocabulary and English
 * (`COMPLETED`, `CANCELLED`), on either status field, so all four count wherever they appear.
 */
export const COMPLETED_OR_CANCELLED_STATUSES: readonly string[] = ['SELESAI', 'DIBATALKAN', 'COMPLETED', 'CANCELLED'];

export type OrderStatusFields = OrderLike<'status_pembayaran' | 'status_pengiriman'>;

/** Paid and waiting to leave the warehouse: the Order Center's 'Siap dikirim' filter and the palette's action. */
export const isReadyToShip = (order: OrderStatusFields): boolean =>
  codeOf(order.status_pembayaran) === 'LUNAS' && codeOf(order.status_pengiriman) === 'SIAP_DIKIRIM';

/** Whether the order is over: the tab lists hide these unless 'show completed/cancelled orders' is ticked. */
export const isCompletedOrCancelled = (order: OrderStatusFields): boolean =>
  COMPLETED_OR_CANCELLED_STATUSES.includes(codeOf(order.status_pembayaran)) ||
  COMPLETED_OR_CANCELLED_STATUSES.includes(codeOf(order.status_pengiriman));
