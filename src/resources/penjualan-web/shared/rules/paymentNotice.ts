import { isolate } from '../../../../domain/displayText';
import { formatRupiah } from '../../../../domain/format';
import { format } from '../../../../i18n/format';
import type { NewLocalNotification } from '../../../../layout/notification-centre/store';
import { penjualanWebMessages as m } from '../messages';

/** What the notice needs of an order awaiting payment confirmation. */
export interface PaymentNoticeOrder {
  id: string | number;
  kode_transaksi: string;
  total_akhir: number;
  nama_penerima?: string | null;
}

/** The event key of an order's payment waiting: its id, so an order is announced once whatever happens next. */
export const pendingPaymentKey = (order: Pick<PaymentNoticeOrder, 'id'>): string => `payment-pending:${String(order.id)}`;

/**
 * The centre's notice for a transfer newly waiting for the admin's check. The customer's code and name
 * are isolated (FSI … PDI): a right-to-left override in them cannot reverse the notice's own words.
 */
export const pendingPaymentNotification = (order: PaymentNoticeOrder): NewLocalNotification => ({
  type: 'payment',
  title: m.paymentNotice.title,
  message: format(m.paymentNotice.message, { code: isolate(order.kode_transaksi), total: formatRupiah(order.total_akhir), name: order.nama_penerima ? isolate(order.nama_penerima) : '-' }),
  eventKey: pendingPaymentKey(order),
});
