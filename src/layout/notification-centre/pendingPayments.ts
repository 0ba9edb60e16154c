import { formatRupiah } from '../../domain/format';
import { format } from '../../i18n/format';
import { notificationCentreMessages as m } from './messages';
import type { NewLocalNotification } from './store';
import { isolate } from '../../domain/displayText';

/** What the watcher needs of an order awaiting payment confirmation. */
export interface PendingOrder {
  id: string | number;
  kode_transaksi: string;
  total_akhir: number;
  nama_penerima?: string;
}

/** How often a watcher asks, at most: once a minute (ours: the spec names no rate, so a watcher stays light on the server). */
export const PENDING_PAYMENT_POLL_MS = 60_000;

/** The event key of an order's payment waiting: its id, so an order is announced once whatever happens next. */
export const pendingPaymentKey = (order: Pick<PendingOrder, 'id'>): string => `payment-pending:${String(order.id)}`;

/** The customer's code and name are isolated (FSI … PDI): a right-to-left override in them cannot reverse the notice's own words. */
export const pendingPaymentNotification = (order: PendingOrder): NewLocalNotification => ({
  type: 'payment',
  title: m.pendingPaymentTitle,
  message: format(m.pendingPaymentMessage, { code: isolate(order.kode_transaksi), total: formatRupiah(order.total_akhir), name: order.nama_penerima ? isolate(order.nama_penerima) : '-' }),
  eventKey: pendingPaymentKey(order),
});

export interface PollSink {
  markSeen(eventKeys: readonly string[]): void;
  file(input: NewLocalNotification): unknown;
}

/**
 * One poll's answer into the centre. The first only records what is already waiting (a fresh sign-in
 * does not flood the list); later ones file the orders not seen before. The centre refuses an event
 * it already knows, so an order is never filed twice.
 */
export const takePendingPayments = (orders: readonly PendingOrder[], { first }: { first: boolean }, sink: PollSink): void =>
  takeEvents(orders.map(pendingPaymentNotification), { first }, sink);

/**
 * Any watcher's poll into the centre: the first answer only marks its events as seen, later ones file
 * those not seen before (the centre refuses a known event key).
 */
export const takeEvents = (events: readonly NewLocalNotification[], { first }: { first: boolean }, sink: PollSink): void => {
  if (first) {
    sink.markSeen(events.map((event) => event.eventKey));
    return;
  }
  for (const event of events) sink.file(event);
};
