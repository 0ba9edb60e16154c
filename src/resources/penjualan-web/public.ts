/**
 * The orders' public face: everything another area may use of the orders, and nothing else (an area
 * imports another only through its `public.ts`; `index.ts` is the declaration, on the login route).
 * Pending cash, the chat, the dashboard, the reports and the cash log sit above the orders; the
 * orders import none of them.
 */
export { penjualanWebContract } from './contract';
export { penjualanWebRoutes } from './routes';
export type { Order, OrderItem, RefundRecord, RefundRecordStatus } from './schemas';
export { penjualanWebKeys } from './shared/hooks';
export { OrderStatusChip } from './shared/components/OrderStatusChip';
export { statusLabel } from './shared/rules/history';
export { codeOf, type OrderLike } from './shared/rules/read';
export { awaitsShopAction } from './shared/rules/status';
export { CASH_STATUS_LABELS, cashStatusLabel, refundMethodName, refundRecordState } from './shared/rules/cashStatus';
export { PAYMENT_METHOD_CODES, PAYMENT_METHOD_NAMES, paymentMethodName, REFUND_CASH_METHOD, type PaymentMethodCode } from './shared/rules/paymentMethods';
