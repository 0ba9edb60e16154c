/**
 * The orders' fake, as other areas' fakes may use it: the paths through which they read or change an
 * order (an area's fake writes only its own tables), the seed's shared facts, and the ledger port
 * pending cash connects (`server/cashLedger.ts`). Non-fake code never imports this.
 */
export { connectCashLedger, refreshRefundStatus, REFUND_METHOD, type OrderCashLedger, type RefundEntry } from './server/cashLedger';
export { confirmTransfer } from './server/payments';
export { itemName } from './server/refundable';
export { salesIn, salesTotals } from './server/sales';
export { transferReceiptUrl } from './seed/media';
export { PAYMENT_GATEWAY_FEE } from './seed/seed';
