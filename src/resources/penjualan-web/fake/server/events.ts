import type { Order, OrderEvent } from '../../schemas';

/** What the order timeline says happened, one phrase per kind of step (seed and handlers alike). */
export const EVENT_ACTIONS = {
  placed: 'Pesanan dibuat',
  proofUploaded: 'Bukti transfer diunggah',
  paymentVerified: 'Pembayaran diverifikasi',
  paymentReceived: 'Pembayaran diterima melalui payment gateway',
  paymentExpired: 'Batas waktu pembayaran habis',
  paymentRejected: 'Pembayaran ditolak',
  shipped: 'Pesanan dikirim',
  biteshipCreated: 'Order Biteship dibuat',
  biteshipCancelled: 'Order Biteship dibatalkan',
  waybillUpdated: 'Nomor resi diperbarui',
  completed: 'Pesanan ditandai selesai',
  deliveryProof: 'Bukti pengiriman diunggah, pesanan selesai',
  autoCompleted: 'Pesanan selesai: paket diterima menurut Biteship',
  cancelled: 'Pesanan dibatalkan',
  refunded: 'Refund dicatat',
} as const;

export type EventAction = (typeof EVENT_ACTIONS)[keyof typeof EVENT_ACTIONS];

/** One step of the timeline, with the order's statuses after it. `by` is null for the customer and the system. */
export const orderEvent = (
  order: Pick<Order, 'status_pembayaran' | 'status_pengiriman'>,
  at: string,
  action: EventAction,
  note: string | null = null,
  by: string | null = null,
): OrderEvent => ({ at, action, status_pembayaran: order.status_pembayaran, status_pengiriman: order.status_pengiriman, note, by });
