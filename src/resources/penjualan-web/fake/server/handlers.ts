import { changed, reply, type Handler } from '../../../../fake-api/http';
import { format } from '../../../../i18n/format';
import { formatRupiah } from '../../../../domain/format';
import type { penjualanWebContract } from '../../contract';
import type { Order } from '../../schemas';
import { done, findOrder, stepContext } from './orderLookup';
import { filterOrders, readOrderListFilter } from './orderQueries';
import { queueSummary } from '../../shared/rules/summary';
import { paymentSummary, verify } from './payments';
import { adjustRefund, fixRefundStatuses, legacyRefund, recordOrderRefund, refundCv, refundPribadi, refundsOfOrderHandler } from './refunds';
import { orderServerMessages as m } from './serverMessages';
import { syncBiteshipStatus, syncBiteshipStatuses, trackingOf } from './tracking';
import {
  autoCompleteDelivered,
  cancelBiteshipOrder,
  cancelOrder,
  completeOrder,
  createBiteshipOrder,
  requireCourierOrder,
  shipOrder,
  updateWaybill,
  uploadDeliveryProof,
} from './transitions';

type Endpoints = typeof penjualanWebContract;

/**
 * Reads bring Biteship statuses up to date first, as the real server's webhooks would have: the list,
 * the filters that read them (stuck) and the detail then agree with the tracking page.
 */
/**
 * A list row is the order without its timeline, as a list endpoint of a real server would send it:
 * the history of every order in a page of 100 would multiply the answer for nothing the list shows.
 */
const listRow = ({ riwayat_status: _timeline, ...row }: Order): Order => row;

const list: Handler<Endpoints['list']> = ({ db, query, now }) => {
  const filter = readOrderListFilter(query);
  const synced = syncBiteshipStatuses(db.penjualanWeb, now);
  const rows = filterOrders(db.penjualanWeb, filter, now).map(listRow);
  return synced ? changed(rows) : reply(rows);
};

const summary: Handler<Endpoints['summary']> = ({ db }) => reply(queueSummary(db.penjualanWeb));

const get: Handler<Endpoints['get']> = ({ db, params, now }) => {
  const order = findOrder(db, params.id);
  return syncBiteshipStatus(order, now) ? changed(order) : reply(order);
};

const tracking: Handler<Endpoints['tracking']> = ({ db, params, now }) => {
  const order = findOrder(db, params.id);
  const synced = syncBiteshipStatus(order, now);
  const answer = trackingOf(order, now);
  return synced ? changed(answer) : reply(answer);
};

const complete: Handler<Endpoints['complete']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  completeOrder(order, ctx.body, stepContext(ctx));
  return done(m.completed, order);
};

/**
 * A paid order's cancel gives back what remains by the refund rule (`refundableRemaining`: goods and
 * shipping within total_akhir, less earlier refunds) as a FULL refund in pending cash (the whole of
 * what the order may still give back); an order refunded in full before is cancelled without a new
 * refund.
 */
const cancel: Handler<Endpoints['cancel']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  const { reason, refundDue, paid } = cancelOrder(order, ctx.body, stepContext(ctx));
  if (refundDue <= 0) {
    return done(paid ? format(m.cancelledAlreadyRefunded, { amount: formatRupiah(order.total_refunded) }) : m.cancelled, order);
  }
  recordOrderRefund(ctx.db, order, { refundType: 'FULL', amount: refundDue, reason, adminNotes: null, lines: [], newShippingFee: null }, stepContext(ctx), { event: false });
  const refundInfo = { amount: refundDue, method: 'MANUAL_TRANSFER', status: 'PENDING' } as const;
  return done(format(m.cancelledWithRefund, { amount: formatRupiah(refundDue) }), order, { refundInfo });
};

const ship: Handler<Endpoints['ship']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  shipOrder(order, ctx.body, stepContext(ctx));
  return done(m.shipped, order);
};

const uploadDeliveryProofHandler: Handler<Endpoints['uploadDeliveryProof']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  uploadDeliveryProof(order, ctx.body, stepContext(ctx));
  return done(m.proofUploaded, order);
};

const updateWaybillHandler: Handler<Endpoints['updateWaybill']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  updateWaybill(order, ctx.body, stepContext(ctx));
  return done(m.waybillUpdated, order);
};

const createBiteshipOrderHandler: Handler<Endpoints['createBiteshipOrder']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  const booking = createBiteshipOrder(order, ctx.body, stepContext(ctx));
  return done(format(m.biteshipCreated, { waybill: booking.waybill_id }), order, { biteship: booking });
};

/** Asks the fake Biteship for the order's status as its webhook would deliver it (order.status). */
const testWebhook: Handler<Endpoints['testWebhook']> = ({ db, params, now }) => {
  const order = findOrder(db, params.id);
  const { id, changed: synced } = requireCourierOrder(order, now);
  const status = order.biteship_status ?? 'confirmed';
  const body = {
    success: true,
    message: format(m.webhookOk, { status }),
    webhook: { event: 'order.status', order_id: id, courier_waybill_id: order.nomor_resi, status },
  };
  return synced ? changed(body) : reply(body);
};

const refreshTracking: Handler<Endpoints['refreshTracking']> = ({ db, params, now }) => {
  const order = findOrder(db, params.id);
  const { changed: synced } = requireCourierOrder(order, now);
  const body = {
    success: true,
    message: m.trackingRefreshed,
    tracking_id: order.courier_tracking_id,
    tracking_url: order.tracking_url,
    waybill_id: order.nomor_resi,
    status: order.biteship_status ?? null,
  };
  return synced ? changed(body) : reply(body);
};

const autoCompleteDeliveredHandler: Handler<Endpoints['autoCompleteDelivered']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  autoCompleteDelivered(order, stepContext(ctx));
  return done(m.autoCompleted, order);
};

const cancelBiteshipOrderHandler: Handler<Endpoints['cancelBiteshipOrder']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  cancelBiteshipOrder(order, ctx.body, stepContext(ctx));
  return done(m.biteshipCancelled, order);
};

/** The fake server's order endpoints (order spec §7). */
export const penjualanWebHandlers = {
  list,
  summary,
  get,
  tracking,
  complete,
  cancel,
  ship,
  uploadDeliveryProof: uploadDeliveryProofHandler,
  updateWaybill: updateWaybillHandler,
  createBiteshipOrder: createBiteshipOrderHandler,
  testWebhook,
  refreshTracking,
  autoCompleteDelivered: autoCompleteDeliveredHandler,
  cancelBiteshipOrder: cancelBiteshipOrderHandler,
  verify,
  paymentSummary,
  refundCv,
  refundPribadi,
  legacyRefund,
  adjustRefund,
  refundsOfOrder: refundsOfOrderHandler,
  fixRefundStatuses,
};
