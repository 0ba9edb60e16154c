import { defineFakeArea } from '../../../fake-api/area';
import { pendingCashContract } from '../contract';
import type { KasAccount, KasLogEntry, PendingCash, RefundRecord } from '../schemas';
import { pendingCashHandlers } from './handlers';
import { pendingCashScenarioFigures } from './scenarioFigures';
import { seedPendingCashTables } from './seed';

declare module '../../../fake-api/db' {
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
