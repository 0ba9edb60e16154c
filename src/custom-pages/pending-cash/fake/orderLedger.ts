import type { FakeDb } from '../../../fake-api/db';
import type { OrderCashLedger } from '../../../resources/penjualan-web/fake/public';
import { completePaidOutRefunds, recordPayment, recordRefund, REFUND_CASH_METHOD, refundsOfOrder } from './ledger';
import { recordSeedPayment, settlePayment } from './settle';

/**
 * Pending cash's ledger as the orders' fake reaches it (`OrderCashLedger`): the orders sit below cash
 * and import nothing of it, so `fake/index.ts` connects this when the area is declared.
 */
export const pendingCashLedger: OrderCashLedger = {
  recordPayment: (db, order, at) => {
    recordPayment(db, order, at);
  },
  recordRefund: (db, order, refund) => recordRefund(db, order, refund).record,
  refundsOf: (db, orderId) => refundsOfOrder(db.refundRecords, orderId),
  completePaidOutRefunds: (db) => completePaidOutRefunds(db),
  recordSeedPayment: (db, order, now) => {
    recordSeedPayment(db, order, now);
  },
  settlePayment: (db: FakeDb, order, now) => {
    const payment = db.pendingCash.find((entry) => String(entry.orderId) === String(order.id) && entry.metodePembayaran !== REFUND_CASH_METHOD);
    if (payment) settlePayment(db, payment, now);
  },
};
