import type { Id } from '../../../../api/schemas/common';
import type { FakeDb } from '../../../../fake-api/db';
import type { Order, RefundRecord } from '../../schemas';

/**
 * Where the orders' money goes, as the orders' fake sees it: a verified payment waits to be cashed in,
 * a refund is recorded with the entry that pays it out. Pending cash keeps that ledger (its tables
 * `pendingCash` and `refundRecords`, its cash accounts) and sits above the orders, so the orders' fake
 * cannot import it: pending cash's fake connects its ledger here when its area is declared
 * (`connectCashLedger`, through `fake/public.ts`), the way a payment plugin registers with the shop's
 * core. The engine loads every area's `fake/index.ts` before it answers or seeds anything.
 */
export interface OrderCashLedger {
  /** A customer's payment of the order (a verified transfer) waits in pending cash from `at` (ISO). */
  recordPayment(db: FakeDb, order: Order, at: string): void;
  /** Records a refund: its refund record (PENDING) and the pending-cash entry that pays it out. */
  recordRefund(db: FakeDb, order: Order, refund: RefundEntry): RefundRecord;
  /** The order's refund records, newest first. */
  refundsOf(db: FakeDb, orderId: Id): RefundRecord[];
  /** PROCESSING refunds whose money already left the cash account become COMPLETED; answers those. */
  completePaidOutRefunds(db: FakeDb): RefundRecord[];
  /**
   * For the demo scenarios: an order drawn already paid gets the ledger entry the seed would have given
   * it (`settle`: and its money cashed in, as for a payment long settled).
   */
  recordSeedPayment(db: FakeDb, order: Order, now: Date): void;
  /** For the demo scenarios: the order's waiting payment is cashed in as the seed settles its older ones. */
  settlePayment(db: FakeDb, order: Order, now: Date): void;
}

/** A refund as the ledger records it. */
export interface RefundEntry {
  refundType: string;
  refundAmount: number;
  refundReason: string;
  adminNotes: string | null;
  items: ReadonlyArray<{ penjualanWebDetailId: Id; qtyToRefund: number; refundAmountPerItem: number; nama: string }>;
  newShippingFee: number | null;
  /** When the refund was recorded (ISO). */
  at: string;
}

/** Every refund of this shop goes back by manual transfer (order spec §9). */
export const REFUND_METHOD = 'MANUAL_TRANSFER';

let connected: OrderCashLedger | null = null;

/** Pending cash's fake connects its ledger (once, at its area's declaration). */
export const connectCashLedger = (ledger: OrderCashLedger): void => {
  connected = ledger;
};

/** The connected ledger; a fake backend without pending cash's area is a wiring mistake, said loudly. */
export const cashLedger = (): OrderCashLedger => {
  if (connected === null) throw new Error("No cash ledger is connected: pending cash's fake/index.ts connects it when the engine loads the areas.");
  return connected;
};

/**
 * The order's `refund_info.status` from its refund records: 'PENDING' while one is only recorded,
 * else 'PROCESSING' while one is being paid out, else 'SELESAI' (the spec's done).
 */
export const refundInfoStatus = (records: readonly Pick<RefundRecord, 'status'>[]): 'PENDING' | 'PROCESSING' | 'SELESAI' => {
  if (records.some((record) => record.status === 'PENDING')) return 'PENDING';
  if (records.some((record) => record.status !== 'COMPLETED')) return 'PROCESSING';
  return 'SELESAI';
};

/**
 * The refunds of these orders changed in the ledger (paid out, fixed): each order's `refund_info`
 * follows its records (order spec §4). The one way the ledger changes an order.
 */
export const refreshRefundStatus = (db: FakeDb, orderIds: Iterable<Id>): void => {
  const ids = new Set([...orderIds].map(String));
  for (const order of db.penjualanWeb) {
    if (!ids.has(String(order.id)) || !order.refund_info) continue;
    order.refund_info = { ...order.refund_info, status: refundInfoStatus(cashLedger().refundsOf(db, order.id)) };
  }
};
