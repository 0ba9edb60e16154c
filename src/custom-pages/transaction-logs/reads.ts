import { pendingCashContract } from '../pending-cash/public';

/**
 * The unfiltered ledger, what the page asks for at a plain address: its read on arrival, for the
 * route's prefetch (`reads` in `index.ts`, which imports only its own folder, lazily).
 */
export const transactionLogsReads = [pendingCashContract.kasLogs] as const;
