import * as z from 'zod/mini';
import { endpoint, needsToken } from '../../api/endpoint';
import { messages } from '../../i18n/messages';
import { id, listOf, unwrapList } from '../../api/schemas/common';
import { tolerantList } from '../../api/schemas/tolerant';
import { pendingCashMessages as m } from './messages';
import {
  cairkanAnswerSchema,
  cairkanBodySchema,
  emptyKasLogEntry,
  emptyPendingCash,
  emptyRefundRecord,
  fixRefundStatusesAnswerSchema,
  kasAccountSchema,
  kasLogEntrySchema,
  kasLogQuerySchema,
  pendingCashSchema,
  refundRecordSchema,
} from './schemas';

/** Pending cash endpoints (operations spec §7; order spec §7 for the refund records). */
export const pendingCashContract = needsToken({
  /** Every pending-cash entry; the cash-in and refund screens each take their kind. */
  list: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/pending-cash',
    ...tolerantList(pendingCashSchema, emptyPendingCash),
  }),
  /** The cash accounts with their balances. */
  kasOptions: endpoint({
    fallback: m.loadFailed,
    method: 'GET',
    path: '/admin/pending-cash/kas-options',
    response: listOf(kasAccountSchema),
    unwrap: unwrapList,
  }),
  /** Cash in the chosen payments to an account, or cash out the chosen refunds from it. */
  cairkan: endpoint({
    fallback: m.cairkanFailed,
    method: 'POST',
    path: '/admin/pending-cash/cairkan',
    body: cairkanBodySchema,
    response: cairkanAnswerSchema,
  }),
  /** The cash ledger, newest first; the method, dates and direction are filtered by the server. */
  kasLogs: endpoint({
    fallback: m.logsLoadFailed,
    method: 'GET',
    path: '/admin/pending-cash/kas-logs',
    query: kasLogQuerySchema,
    ...tolerantList(kasLogEntrySchema, emptyKasLogEntry),
  }),
  /** An order's refund records; the order screens show an empty list when this fails (order spec §7). */
  refundsOfOrder: endpoint({
    fallback: m.refunds.loadFailed,
    method: 'GET',
    path: '/admin/pending-cash/refunds/{orderId}',
    params: {} as { orderId: z.infer<typeof id> },
    ...tolerantList(refundRecordSchema, emptyRefundRecord),
  }),
  /** Marks PROCESSING refunds whose money was already cashed out as COMPLETED. */
  fixRefundStatuses: endpoint({
    fallback: m.refunds.fixFailed,
    method: 'POST',
    path: '/admin/pending-cash/fix-refund-statuses',
    response: fixRefundStatusesAnswerSchema,
  }),
}, messages.access.noAdminToken);
