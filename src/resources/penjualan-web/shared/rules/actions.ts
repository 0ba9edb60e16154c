import { codeOf, textOf, type OrderLike } from './read';
import { refundableRemaining, refundedSoFar, type RefundOrder } from './refund';
import { detectShippingType, type ShippingFields } from './shippingType';
import { isCompletedOrCancelled } from './status';
import { shownWaybill } from './waybill';

export interface OrderActions {
  /** Free shipping's 'Ship Now': paid and ready to ship. */
  readonly canShipNow: boolean;
  /** 'Mark Delivered': the order is on its way. */
  readonly canMarkDelivered: boolean;
  /** 'Create Biteship Order': paid, ready to ship, and no Biteship order yet. */
  readonly canCreateBiteshipOrder: boolean;
  /** The Biteship panel: before delivery (not shipped, ready, shipped); finished orders show only a notice. */
  readonly showsBiteshipPanel: boolean;
  /** The completion notice that replaces the shipping panel of a delivered order. */
  readonly showsCompletionNotice: boolean;
  /** Auto-complete delivered: a Biteship order on its way. */
  readonly canAutoCompleteDelivered: boolean;
  /**
   * Cancel: an open order whose goods have not left; or a paid order refunded in full that is ready or
   * on its way (the refund gave everything back). Never a completed order: it shows only its
   * completion notice (order spec §4).
   */
  readonly canCancel: boolean;
  /** Complete ('selesai'): a paid order that is ready or on its way. */
  readonly canComplete: boolean;
  /** Update the waybill: a paid order that is ready or on its way. */
  readonly canUpdateWaybill: boolean;
  /** The tracking history: there is a waybill, a courier tracking id or a Biteship order to ask about. */
  readonly showsTrackingHistory: boolean;
  /** Verify or reject a payment: a manual transfer awaiting confirmation (gateway payments are automatic). */
  readonly canVerifyPayment: boolean;
}

export type ActionFields = ShippingFields &
  OrderLike<'status_pembayaran' | 'status_pengiriman' | 'metode_pembayaran' | 'nomor_resi' | 'courier_tracking_id'> &
  Partial<RefundOrder>;

/**
 * What the admin may do with an order in its present state (order spec §2 and §4, Transitions).
 * The spec names the states for shipping, delivery, Biteship and tracking; for cancel, complete and
 * the waybill it names none, so these follow the state machine: cancelling stops at the warehouse door,
 * completing and a new waybill need a paid order that is ready or shipped. A finished order (completed
 * or cancelled on either status field, whatever the other says) offers nothing but its completion
 * notice and tracking.
 */
export const orderActions = (order: ActionFields): OrderActions => {
  const payment = codeOf(order.status_pembayaran);
  const shipping = codeOf(order.status_pengiriman);
  const paid = payment === 'LUNAS';
  const open = !isCompletedOrCancelled(order);
  const readyOrShipped = shipping === 'SIAP_DIKIRIM' || shipping === 'DIKIRIM';
  const hasBiteshipOrder = textOf(order.biteship_order_id) !== '';
  return {
    canShipNow: open && paid && shipping === 'SIAP_DIKIRIM',
    canMarkDelivered: open && shipping === 'DIKIRIM',
    canCreateBiteshipOrder: open && !hasBiteshipOrder && paid && shipping === 'SIAP_DIKIRIM',
    showsBiteshipPanel: open && (shipping === 'BELUM_DIKIRIM' || readyOrShipped),
    showsCompletionNotice: shipping === 'SELESAI' || shipping === 'COMPLETED',
    canAutoCompleteDelivered: open && shipping === 'DIKIRIM' && detectShippingType(order).type === 'BITESHIP',
    canCancel:
      (open && (shipping === 'BELUM_DIKIRIM' || shipping === 'SIAP_DIKIRIM')) ||
      (open && paid && refundedSoFar(order) > 0 && refundableRemaining(order) === 0 && readyOrShipped),
    canComplete: open && paid && readyOrShipped,
    canUpdateWaybill: open && paid && readyOrShipped,
    showsTrackingHistory: shownWaybill(textOf(order.nomor_resi)) !== null || textOf(order.courier_tracking_id) !== '' || hasBiteshipOrder,
    canVerifyPayment: payment === 'MENUNGGU_KONFIRMASI' && codeOf(order.metode_pembayaran) === 'MANUAL_TRANSFER',
  };
};

/** The action that finishes a shipped order, as its courier type calls for it (order spec §1 and §4). */
export type FinishAction = 'deliveryProof' | 'autoComplete' | 'complete';

/**
 * The one finishing action to offer first once an order is on its way, the others staying secondary:
 * free shipping completes with the delivery photo; Biteship with 'delivered' (auto-complete); chat admin
 * with 'Selesaikan Pesanan'. Null when nothing is to finish or the type is unknown.
 */
export const primaryFinishAction = (order: ActionFields): FinishAction | null => {
  const can = orderActions(order);
  if (codeOf(order.status_pengiriman) !== 'DIKIRIM' || !can.canMarkDelivered) return null;
  const type = detectShippingType(order).type;
  if (type === 'GRATIS_ONGKIR') return 'deliveryProof';
  if (type === 'BITESHIP') return can.canAutoCompleteDelivered && textOf(order.biteship_order_id) !== '' ? 'autoComplete' : can.canComplete ? 'complete' : null;
  if (type === 'CHAT_ADMIN') return can.canComplete ? 'complete' : null;
  return null;
};
