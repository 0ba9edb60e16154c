/**
 * Pending cash's public face: what another area may use of it (the cash log reads its ledger). It sits
 * above the orders: it uses the orders' public face, and the orders use nothing of it.
 */
export { pendingCashContract } from './contract';
export { pendingCashKeys } from './hooks';
export type { KasLogEntry, KasLogQuery } from './schemas';
