import { defineFakeArea } from '../../../fake-api/area';
import { connectCashLedger } from '../../../resources/penjualan-web/fake/public';
import { pendingCashContract } from '../contract';
import type { RefundRecord } from '../../../resources/penjualan-web/public';
import type { KasAccount, KasLogEntry, PendingCash } from '../schemas';
import { pendingCashHandlers } from './handlers';
import { pendingCashLedger } from './orderLedger';
import { pendingCashScenarioFigures } from './scenarioFigures';
import { seedPendingCashTables } from './seed';

declare module '../../../fake-api/model' {
  interface FakeTables {
    /** Payments waiting to be cashed in and refunds waiting to be paid out (operations spec §3). */
    pendingCash: PendingCash[];
    /** The orders' refunds (order spec §3), each paid out through one pending-cash entry. */
    refundRecords: RefundRecord[];
    /** The cash accounts with their balances (operations spec §3, Cash account option). */
    kasAccounts: KasAccount[];
    /** Every movement of a cash account (operations spec §3, Kas log entry). */
    kasLogs: KasLogEntry[];
  }
}

// The orders' fake records payments and refunds through this ledger: cash sits above the orders, so
// they cannot import it; connected here, when the engine loads the areas, before any request or seed.
connectCashLedger(pendingCashLedger);

/** Pending cash: the orders' payments and refunds on their way through the cash accounts, and the accounts' ledger. */
export default defineFakeArea({
  name: 'pending-cash',
  contract: pendingCashContract,
  handlers: pendingCashHandlers,
  tables: {
    pendingCash: ({ table, now }) => seedPendingCashTables(table('penjualanWeb'), now).pendingCash,
    refundRecords: ({ table, now }) => seedPendingCashTables(table('penjualanWeb'), now).refundRecords,
    kasAccounts: ({ table, now }) => seedPendingCashTables(table('penjualanWeb'), now).kasAccounts,
    kasLogs: ({ table, now }) => seedPendingCashTables(table('penjualanWeb'), now).kasLogs,
  },
  scenarioFigures: pendingCashScenarioFigures,
});
