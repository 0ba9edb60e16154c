import { useEffect, useRef } from 'react';
import type { CallOptions } from '../../api/client';
import type { AnyEndpoint, ResultOf } from '../../api/endpoint';
import { useApiQuery } from '../../providers/queries';
import { PENDING_PAYMENT_POLL_MS, takeEvents } from './pendingPayments';
import { notificationCentre, type NewLocalNotification } from './store';

/**
 * A watcher's whole work: reads `endpoint` once a minute (never faster, spec section 9) while mounted,
 * turns each answer into notices, the first answer only marking them as seen, and files the new ones.
 * `toNotices` must be stable (a module-level function).
 */
export const usePolledNotices = <E extends AnyEndpoint>(
  name: string,
  endpoint: E,
  options: Omit<CallOptions<E>, 'signal'>,
  toNotices: (data: ResultOf<E>) => NewLocalNotification[],
) => {
  const { data } = useApiQuery(['notification-centre', name], endpoint, options, {
    refetchInterval: PENDING_PAYMENT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: PENDING_PAYMENT_POLL_MS,
    refetchOnWindowFocus: false,
  });
  const first = useRef(true);
  useEffect(() => {
    if (!data) return;
    takeEvents(toNotices(data), { first: first.current }, notificationCentre());
    first.current = false;
  }, [data, toNotices]);
};
