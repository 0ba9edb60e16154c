import { usePolledNotices } from '../../layout/notification-centre/usePolledNotices';
import { penjualanWebContract } from './contract';
import type { Order } from './schemas';
import { stuckShipmentNotices } from './rules/stuckNotice';

// The Order Center's stuck filter, every tab: what the administrator would chase.
const OPTIONS = { query: { stuck: true, include_completed: false } } as const;
const notices = (orders: Order[]) => stuckShipmentNotices(orders, new Date());

/**
 * Files a local notification for each shipment newly stuck (paid but not shipped for 2 days, or in
 * transit for 7), once a minute while signed in, the first answer only marking what is already stuck.
 * Declared as the orders' watcher (index.ts); the notification centre mounts it.
 */
export const StuckShipmentWatcher = () => {
  usePolledNotices('stuck-shipments', penjualanWebContract.list, OPTIONS, notices);
  return null;
};
