import { pendingPaymentNotification } from '../../layout/notification-centre/pendingPayments';
import { usePolledNotices } from '../../layout/notification-centre/usePolledNotices';
import { penjualanWebContract } from './contract';
import { DEFAULT_PAYMENT_FILTER, paymentListQuery } from './rules/payment';
import type { Order } from './schemas';

// The payment verification page's own read.
const OPTIONS = { query: paymentListQuery({ status: DEFAULT_PAYMENT_FILTER, search: '' }) };
const notices = (orders: Order[]) =>
  orders.map((order) => pendingPaymentNotification({ id: order.id, kode_transaksi: order.kode_transaksi, total_akhir: order.total_akhir, nama_penerima: order.nama_penerima }));

/**
 * Files a local notification for each order newly awaiting payment confirmation, once a minute while
 * signed in, the first answer only marking what already waits. Declared as the orders' watcher
 * (index.ts); the notification centre mounts it.
 */
export const PendingPaymentWatcher = () => {
  usePolledNotices('pending-payments', penjualanWebContract.list, OPTIONS, notices);
  return null;
};
