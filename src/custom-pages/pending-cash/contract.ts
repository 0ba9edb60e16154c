import { endpoint, needsToken } from '../../api/endpoint';
import { messages } from '../../i18n/messages';
import { listOf, unwrapList } from '../../api/schemas/common';
import { tolerantList } from '../../api/schemas/tolerant';
import { pendingCashMessages as m } from './messages';
import {
  cairkanAnswerSchema,
  cairkanBodySchema,
  emptyKasLogEntry,
  emptyPendingCash,
  kasAccountSchema,
  kasLogEntrySchema,
  kasLogQuerySchema,
  pendingCashSchema,
} from './schemas';

/**
 * Pending cash endpoints (operations spec §7). An order's refund records and their status fix
 * (order spec §7) are the orders' calls (`penjualanWebContract.refundsOfOrder`), under this
 * path on the server: the order screens read them, and cash sits above the orders.
 */
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
}, messages.access.noAdminToken);
