import { codeOf, type OrderLike } from './read';

/**
 * The statuses that end an order. Servers speak both the spec's Indonesian vocabulary and English
 * (`COMPLETED`, `CANCELLED`), on either status field, so all four count wherever they appear. An
 * expired payment ends the order too (order spec §4: "Payment DIBATALKAN or PAYMENT_EXPIRED: COMPLETED,
 * 'Cancelled'"): it is hidden and counted with the finished ones, never as active work.
 */
export const COMPLETED_OR_CANCELLED_STATUSES: readonly string[] = ['SELESAI', 'DIBATALKAN', 'COMPLETED', 'CANCELLED', 'PAYMENT_EXPIRED'];

export type OrderStatusFields = OrderLike<'status_pembayaran' | 'status_pengiriman'>;

/** Paid and waiting to leave the warehouse: the Order Center's 'Siap dikirim' filter and the palette's action. */
export const isReadyToShip = (order: OrderStatusFields): boolean =>
  codeOf(order.status_pembayaran) === 'LUNAS' && codeOf(order.status_pengiriman) === 'SIAP_DIKIRIM';

/** Whether the order is over: the tab lists hide these unless 'show completed/cancelled orders' is ticked. */
export const isCompletedOrCancelled = (order: OrderStatusFields): boolean =>
  COMPLETED_OR_CANCELLED_STATUSES.includes(codeOf(order.status_pembayaran)) ||
  COMPLETED_OR_CANCELLED_STATUSES.includes(codeOf(order.status_pengiriman));

/**
 * Waiting for the shop before it can leave: a transfer awaiting the admin's confirmation, or paid and
 * not yet shipped. The dashboard's 'Pesanan Belum Diproses' counts these (the fake's summary reads this
 * rule) and its link opens the Order Center filtered by the same rule, so the two numbers agree.
 */
export const awaitsShopAction = (order: OrderStatusFields): boolean => {
  if (isCompletedOrCancelled(order)) return false;
  const payment = codeOf(order.status_pembayaran);
  const shipping = codeOf(order.status_pengiriman);
  return payment === 'MENUNGGU_KONFIRMASI' || (payment === 'LUNAS' && (shipping === 'BELUM_DIKIRIM' || shipping === 'SIAP_DIKIRIM'));
};
