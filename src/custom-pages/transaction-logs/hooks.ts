import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../providers/queries';
import { type KasLogQuery, pendingCashContract, pendingCashKeys } from '../pending-cash/public';

/**
 * The cash ledger for the method and dates asked (null: not sent, the range is backwards). Kept under
 * pending cash's keys, so a cash-in or a refund cash-out (which invalidate `pendingCashKeys.all`)
 * reloads the log too. The previous answer stays on screen while the next filter's loads.
 */
export const useKasLogs = (query: KasLogQuery | null) =>
  useApiQuery(pendingCashKeys.of('kas-logs', query ?? {}), pendingCashContract.kasLogs, { query: query ?? {} }, { enabled: query !== null, placeholderData: keepPreviousData });
