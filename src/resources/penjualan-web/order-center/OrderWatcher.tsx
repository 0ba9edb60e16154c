import { usePolledNotices } from '../../../layout/notification-centre/usePolledNotices';
import { penjualanWebContract } from '../contract';
import { ORDER_WATCH_QUERY, orderWatchNotices } from '../shared/rules/watch';
import type { Order } from '../schemas';

const OPTIONS = { query: ORDER_WATCH_QUERY };
const notices = (orders: Order[]) => orderWatchNotices(orders, new Date());

/**
 * Files a local notification for each order newly awaiting payment confirmation and each shipment
 * newly stuck (paid but not shipped for 2 days, or in transit for 7): one list call a minute for both,
 * in one tab of all those open, the first answer after a long silence only marking what is already
 * there. Declared as the orders' watcher (index.ts); the notification centre mounts it.
 */
export const OrderWatcher = () => {
  usePolledNotices('orders', penjualanWebContract.list, OPTIONS, notices);
  return null;
};
