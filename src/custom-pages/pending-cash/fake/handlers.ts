import { changed, FakeHttpError, parseId, reply, type Handler } from '../../../fake-api/http';
import { format } from '../../../i18n/format';
import { penjualanWebMessages } from '../../../resources/penjualan-web/messages';
import type { pendingCashContract } from '../contract';
import { pendingCashMessages } from '../messages';
import { entryOfRefund, refundInfoStatus, refundsOfOrder } from './ledger';

type Endpoints = typeof pendingCashContract;

/** What the fake pending-cash server answers beyond the spec's texts. */
export const pendingCashServerMessages = {
  orderNotFound: penjualanWebMessages.errors.transactionNotFound,
  fixed: pendingCashMessages.refunds.fixed,
  nothingToFix: 'Tidak ada refund PROCESSING yang dananya sudah dicairkan.',
} as const;

const m = pendingCashServerMessages;

/** Pending cash whose money has left (or reached) the cash account. */
const SETTLED = new Set(['CASHED_OUT', 'COMPLETED']);

/** GET /admin/pending-cash/refunds/{orderId}: the order's refund records, newest first. */
const refundsOfOrderHandler: Handler<Endpoints['refundsOfOrder']> = ({ db, params }) => {
  const id = parseId(params.orderId);
  if (!db.penjualanWeb.some((order) => String(order.id) === String(id))) throw new FakeHttpError(404, m.orderNotFound);
  return reply(refundsOfOrder(db.refundRecords, id));
};

/**
 * POST /admin/pending-cash/fix-refund-statuses: a PROCESSING refund whose pending-cash entry was
 * already cashed out (or completed) is done, so it becomes COMPLETED; an order whose refunds are then
 * all done shows its refund as SELESAI (spec section 4).
 */
const fixRefundStatuses: Handler<Endpoints['fixRefundStatuses']> = ({ db }) => {
  const fixable = db.refundRecords.filter((record) => record.status === 'PROCESSING' && SETTLED.has(entryOfRefund(db.pendingCash, record)?.status ?? ''));
  if (fixable.length === 0) return reply({ success: true, message: m.nothingToFix, fixedRefunds: 0, fixedRefundIds: [] });
  for (const record of fixable) record.status = 'COMPLETED';
  const orderIds = new Set(fixable.map((record) => String(record.orderId)));
  for (const order of db.penjualanWeb) {
    if (!orderIds.has(String(order.id)) || !order.refund_info) continue;
    order.refund_info = { ...order.refund_info, status: refundInfoStatus(refundsOfOrder(db.refundRecords, order.id)) };
  }
  const fixedRefundIds = fixable.map((record) => record.id).sort((a, b) => Number(a) - Number(b));
  return changed({ success: true, message: format(m.fixed, { count: fixable.length }), fixedRefunds: fixable.length, fixedRefundIds });
};

export const pendingCashHandlers = {
  refundsOfOrder: refundsOfOrderHandler,
  fixRefundStatuses,
};
