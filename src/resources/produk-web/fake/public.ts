/** The web products' fake, as other areas' fakes may use it: the products orders are drawn from, and the cashier's product records. */
export { SEED_ORDER_PRODUCTS, type SeedOrderProduct } from './catalogue';
export type { CashierProductRecord } from './cashierSeed';
