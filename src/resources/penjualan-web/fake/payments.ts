import { reply, type Handler } from '../../../fake-api/http';
import { recordPayment } from '../../../custom-pages/pending-cash/fake/ledger';
import type { penjualanWebContract } from '../contract';
import { done, findOrder, stepContext } from './orderLookup';
import { orderServerMessages as m } from './serverMessages';
import { verifyPayment } from './transitions';

type Endpoints = typeof penjualanWebContract;

/**
 * POST .../verifikasi (spec sections 4 and 7): a verified transfer makes the order ready to ship and
 * waits in pending cash to be cashed in (its whole total_akhir); a rejected one cancels the order.
 */
export const verify: Handler<Endpoints['verify']> = (ctx) => {
  const order = findOrder(ctx.db, ctx.params.id);
  const { aksi } = ctx.body;
  verifyPayment(order, aksi, stepContext(ctx));
  if (aksi === 'DIBATALKAN') return done(m.paymentRejected, order);
  recordPayment(ctx.db, order, ctx.now.toISOString());
  return done(m.paymentVerified, order);
};

/** GET .../payment-summary: the payment verification cards (transfers to confirm, paid orders, all orders). */
export const paymentSummary: Handler<Endpoints['paymentSummary']> = ({ db }) => {
  let pending = 0;
  let verified = 0;
  for (const order of db.penjualanWeb) {
    if (order.status_pembayaran === 'MENUNGGU_KONFIRMASI') pending += 1;
    if (order.status_pembayaran === 'LUNAS') verified += 1;
  }
  return reply({ pending, verified, total: db.penjualanWeb.length });
};
