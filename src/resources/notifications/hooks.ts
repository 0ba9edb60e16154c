import { useNotify } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useApiQuery, useGuardedMutation, queryKeysFor, type TypedCall } from '../../providers/queries';
import { format } from '../../i18n/format';
import { notificationCentre } from '../../layout/notification-centre/store';
import { notificationsContract as c } from './contract';
import { notificationsMessages as m } from './messages';
import { sentSummary, sentType, type SendRequest } from './rules';
import type { NotificationUser } from './schemas';

/** Query keys of the notification manager; `all` is also react-admin's key for the resource. */
export const notificationsKeys = queryKeysFor('notifications');

export const useNotificationUsers = () => useApiQuery(notificationsKeys.of('users'), c.users);
export const useNotificationStats = () => useApiQuery(notificationsKeys.of('stats'), c.stats);
export const useNotificationHistory = () => useApiQuery(notificationsKeys.lists(), c.list);

/** Operations spec §7: a failure's text is the server's `message` (the contract reads it first), else 'An error occurred' (§8). */
export const failureText = (error: unknown): string => errorMessage(error, m.anError);

const send = (call: TypedCall, request: SendRequest) => {
  switch (request.kind) {
    case 'custom':
      return call(c.custom, { body: request.body });
    case 'promo':
      return call(c.promo, { body: request.body });
    case 'order_status':
      return call(c.orderStatus, { body: request.body });
    case 'payment':
      return call(c.payment, { body: request.body });
    case 'shipping':
      return call(c.shipping, { body: request.body });
    case 'cashback':
      return call(c.cashback, { body: request.body });
  }
};

/** The ids the server filed, when it says (the fake server does), for the local notification's event key. */
const filedIds = (result: unknown): string => {
  const data = result && typeof result === 'object' ? (result as { data?: unknown }).data : undefined;
  const ids = data && typeof data === 'object' ? (data as { ids?: unknown }).ids : undefined;
  return Array.isArray(ids) ? ids.join('-') : '';
};

/**
 * One send of any form: guarded (disabled from the first click, sent once), the spec's texts for the
 * outcome, the history and statistics refreshed, and a local notification in the app bar's centre.
 */
export const useSendNotification = (users: readonly NotificationUser[]) => {
  const notify = useNotify();
  return useGuardedMutation<SendRequest, unknown>({
    mutationFn: (request, call) => send(call, request),
    // The users stay: refetching them would redraw an open user picker under the next send's typing.
    invalidates: () => [notificationsKeys.lists(), notificationsKeys.of('stats')],
    onSuccess: (result, request) => {
      notify(m.sent, { type: 'success' });
      notificationCentre().file({
        type: sentType(request),
        title: m.localSentTitle,
        message: sentSummary(request, users),
        eventKey: `notification-sent:${Date.now()}:${filedIds(result)}`,
      });
    },
    onError: (error) => notify(format(m.sendFailed, { error: failureText(error) }), { type: 'error' }),
  });
};

/** Deletes one sent notification (confirmed by the caller), with the spec's failure text. */
export const useDeleteNotification = (onDone: () => void) => {
  const notify = useNotify();
  return useGuardedMutation<{ id: string | number }, unknown>({
    mutationFn: ({ id }, call) => call(c.delete, { params: { id } }),
    invalidates: () => [notificationsKeys.lists(), notificationsKeys.of('stats')],
    onSuccess: () => {
      notify(m.deleted, { type: 'success' });
      onDone();
    },
    onError: (error) => notify(format(m.deleteFailed, { error: failureText(error) }), { type: 'error' }),
  });
};
