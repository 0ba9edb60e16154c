import * as z from 'zod/mini';
import { endpoint } from '../../api/endpoint';
import { id } from '../../api/schemas/common';
import { pendingCashMessages as m } from './messages';
import { fixRefundStatusesAnswerSchema, refundRecordSchema } from './schemas';

const refundRecords = z.array(refundRecordSchema);

/** Pending cash endpoints (operations spec section 7; fulfilment spec section 7 for the refund records). */
export const pendingCashContract = {
  /** An order's refund records; the order screens show an empty list when this fails (spec section 7). */
  refundsOfOrder: endpoint({
    fallback: m.refunds.loadFailed,
    method: 'GET',
    path: '/admin/pending-cash/refunds/{orderId}',
    params: {} as { orderId: z.infer<typeof id> },
    response: z.union([refundRecords, z.object({ data: refundRecords })]),
    unwrap: (raw) => (Array.isArray(raw) ? raw : raw.data),
  }),
  /** Marks PROCESSING refunds whose money was already cashed out as COMPLETED. */
  fixRefundStatuses: endpoint({
    fallback: m.refunds.fixFailed,
    method: 'POST',
    path: '/admin/pending-cash/fix-refund-statuses',
    response: fixRefundStatusesAnswerSchema,
  }),
};
