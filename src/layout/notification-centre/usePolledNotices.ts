import { useEffect, useRef } from 'react';
import type { CallOptions } from '../../api/client';
import type { AnyEndpoint, ResultOf } from '../../api/endpoint';
import { useApiCall } from '../../providers/queries';
import { takeEvents, WATCH_POLL_MS } from './pollEvents';
import { notificationCentre, type NewLocalNotification } from './store';
import { browserTabEnv, startTabPoll } from './tabPoll';

/**
 * A watcher's whole work: reads `endpoint` once a minute (`WATCH_POLL_MS`, never faster) in one visible
 * tab of all the open ones (`tabPoll.ts`), turns each answer into notices, the first answer only marking
 * them as seen, and files the new ones; the other tabs' bells read them from the shared store.
 * `name` names the poll across tabs: one name, one ask a minute.
 */
export const usePolledNotices = <E extends AnyEndpoint>(
  name: string,
  endpoint: E,
  options: Omit<CallOptions<E>, 'signal'>,
  toNotices: (data: ResultOf<E>) => NewLocalNotification[],
) => {
  const call = useApiCall();
  const latest = useRef({ call, endpoint, options, toNotices });
  useEffect(() => {
    latest.current = { call, endpoint, options, toNotices };
  });
  useEffect(() => {
    const poll = startTabPoll(
      {
        name: `notification-centre.${name}`,
        intervalMs: WATCH_POLL_MS,
        poll: async ({ first }) => {
          const { call: ask, endpoint: what, options: how, toNotices: read } = latest.current;
          const data = await ask(what, how);
          takeEvents(read(data), { first }, notificationCentre());
        },
      },
      browserTabEnv(),
    );
    return poll.stop;
  }, [name]);
};
