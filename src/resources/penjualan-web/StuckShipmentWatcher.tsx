import { useEffect, useRef } from 'react';
import { PENDING_PAYMENT_POLL_MS, takeEvents } from '../../layout/notification-centre/pendingPayments';
import { notificationCentre } from '../../layout/notification-centre/store';
import { useApiQuery } from '../../providers/queries';
import { penjualanWebContract } from './contract';
import { stuckShipmentNotices } from './rules/stuckNotice';

// The Order Center's stuck filter, every tab: what the administrator would chase.
const QUERY = { stuck: true, include_completed: false } as const;

/**
 * Files a local notification for each shipment newly stuck (paid but not shipped for 2 days, or in
 * transit for 7): polls once a minute while signed in, the first answer only marking what is already
 * stuck. Declared as the orders' watcher (index.ts); the notification centre mounts it.
 */
export const StuckShipmentWatcher = () => {
  const { data } = useApiQuery(['notification-centre', 'stuck-shipments'], penjualanWebContract.list, { query: QUERY }, {
    refetchInterval: PENDING_PAYMENT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: PENDING_PAYMENT_POLL_MS,
    refetchOnWindowFocus: false,
  });
  const first = useRef(true);
  useEffect(() => {
    if (!data) return;
    takeEvents(stuckShipmentNotices(data, new Date()), { first: first.current }, notificationCentre());
    first.current = false;
  }, [data]);
  return null;
};
