import * as z from 'zod/mini';
import { endpoint, needsToken } from '../../api/endpoint';
import { messages } from '../../i18n/messages';
import { MESSAGE_FIRST } from '../../api/errors';
import { id, mutationResult, listOf, unwrapList } from '../../api/schemas/common';
import { notificationsMessages as m } from './messages';
import {
  bulkBodySchema,
  cashbackBodySchema,
  customBodySchema,
  notificationSchema,
  notificationStatsSchema,
  notificationUserSchema,
  orderStatusBodySchema,
  paymentBodySchema,
  promoBodySchema,
  sendResultSchema,
  shippingBodySchema,
} from './schemas';

type ById = { id: z.infer<typeof id> };

const statsOrEnvelope = z.union([notificationStatsSchema, z.looseObject({ data: notificationStatsSchema })]);

/** Operations spec §7, Notifications: no explicit token, errors read from `message`. */
export const notificationsContract = needsToken({
  list: endpoint({ errorText: MESSAGE_FIRST, fallback: m.loadFailed, method: 'GET', path: '/admin/notifications', response: listOf(notificationSchema), unwrap: unwrapList }),
  stats: endpoint({
    errorText: MESSAGE_FIRST,
    fallback: m.statsFailed,
    method: 'GET',
    path: '/admin/notifications/stats',
    response: statsOrEnvelope,
    unwrap: (raw) => ('data' in raw ? raw.data : raw),
  }),
  users: endpoint({ errorText: MESSAGE_FIRST, fallback: m.usersFailed, method: 'GET', path: '/admin/notifications/users', response: listOf(notificationUserSchema), unwrap: unwrapList }),
  delete: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'DELETE', path: '/admin/notifications/{id}', params: {} as ById, response: mutationResult }),
  custom: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'POST', path: '/admin/notifications/custom', body: customBodySchema, response: sendResultSchema }),
  promo: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'POST', path: '/admin/notifications/promo', body: promoBodySchema, response: sendResultSchema }),
  orderStatus: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'POST', path: '/admin/notifications/order-status', body: orderStatusBodySchema, response: sendResultSchema }),
  payment: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'POST', path: '/admin/notifications/payment', body: paymentBodySchema, response: sendResultSchema }),
  shipping: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'POST', path: '/admin/notifications/shipping', body: shippingBodySchema, response: sendResultSchema }),
  cashback: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'POST', path: '/admin/notifications/cashback', body: cashbackBodySchema, response: sendResultSchema }),
  /** Operations spec §7: defined by the backend, not used by this screen. */
  bulk: endpoint({ errorText: MESSAGE_FIRST, fallback: m.anError, method: 'POST', path: '/admin/notifications/bulk', body: bulkBodySchema, response: sendResultSchema }),
}, messages.access.noAdminToken);
