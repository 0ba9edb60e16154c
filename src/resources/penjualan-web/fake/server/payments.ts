import type { FakeDb } from '../../../../fake-api/db';
import { reply, type Handler } from '../../../../fake-api/http';
import type { penjualanWebContract } from '../../contract';
import { done, findOrder, stepContext } from './orderLookup';
import { orderServerMessages as m } from './serverMessages';
import type { Order } from '../../schemas';
import { verifyPayment, type StepContext } from './transitions';
import { cashLedger } from './cashLedger';
import { paymentSummary as paymentSummaryOf } from '../../shared/rules/summary';

type Endpoints = typeof penjualanWebContract;

/**
 * A manual transfer awaiting confirmation is verified: the order is LUNAS (ready to ship) and its whole
 * total_akhir waits in pending cash to be cashed in. The one path for the verification call below and
 * for a payment proof approved in chat (chat-management's fake), so both leave the order and the cash
 * screens alike; 409 as `verifyPayment` says for an order that is not awaiting confirmation.
 */
export const confirmTransfer = (db: FakeDb, order: Order, ctx: StepContext): void => {
  verifyPayment(order, 'LUNAS', ctx);
  cashLedger().recordPayment(db, order, ctx.now.toISOString());
};

/**
 * POST .../verifikasi (order spec §4 and §7): a verified transfer makes the order ready to ship and
 * waits in pending cash to be cashed in (its whole total_akhir); a rejected one cancels the order.
 */
export const verify: Handler<Endpoints['verify']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  const { aksi } = ctx.body;
  if (aksi === 'DIBATALKAN') {
    verifyPayment(order, aksi, stepContext(ctx));
    return done(m.paymentRejected, order);
  }
  confirmTransfer(ctx.db, order, stepContext(ctx));
  return done(m.paymentVerified, order);
};

/** GET .../payment-summary: the payment verification cards (transfers to confirm, paid orders, all orders). */
export const paymentSummary: Handler<Endpoints['paymentSummary']> = ({ db }) => {
  return reply(paymentSummaryOf(db.penjualanWeb));
};
