import { useEffect, useRef } from 'react';
import { useApiQuery } from '../../providers/queries';
import { PENDING_PAYMENT_POLL_MS, takePendingPayments } from '../../layout/notification-centre/pendingPayments';
import { notificationCentre } from '../../layout/notification-centre/store';
import { penjualanWebContract } from './contract';
import { DEFAULT_PAYMENT_FILTER, paymentListQuery } from './rules/payment';

const QUERY = paymentListQuery({ status: DEFAULT_PAYMENT_FILTER, search: '' });

/**
 * Files a local notification for each order newly awaiting payment confirmation: polls the payment
 * verification page's own read once a minute while signed in, the first answer only marking what
 * already waits. Declared as the orders' watcher (index.ts); the notification centre mounts it.
 */
export const PendingPaymentWatcher = () => {
  const { data } = useApiQuery(['notification-centre', 'pending-payments'], penjualanWebContract.list, { query: QUERY }, {
    refetchInterval: PENDING_PAYMENT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: PENDING_PAYMENT_POLL_MS,
    refetchOnWindowFocus: false,
  });
  const first = useRef(true);
  useEffect(() => {
    if (!data) return;
    takePendingPayments(
      data.map((order) => ({ id: order.id, kode_transaksi: order.kode_transaksi, total_akhir: order.total_akhir, nama_penerima: order.nama_penerima })),
      { first: first.current },
      notificationCentre(),
    );
    first.current = false;
  }, [data]);
  return null;
};

