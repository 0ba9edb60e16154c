import { queryKeysFor, useApiQuery, useGuardedMutation } from '../../providers/queries';
import { penjualanWebKeys } from '../../resources/penjualan-web/public';
import { pendingCashContract } from './contract';
import type { CairkanBody } from './schemas';

export const pendingCashKeys = queryKeysFor('pending-cash');

/** What still waits to be cashed in or paid out. */
export const usePendingCash = () => useApiQuery(pendingCashKeys.lists(), pendingCashContract.list);

/** The cash accounts with their balances. */
export const useKasOptions = () => useApiQuery(pendingCashKeys.of('kas-options'), pendingCashContract.kasOptions);

/**
 * One cash movement (cash in or refund cash out), sent once. Afterwards every pending-cash read (the
 * lists, the balances, the log, the orders' refund records) and the orders reload: a paid-out refund
 * changes its order's refund status.
 */
export const useCairkan = (handlers: { onSuccess: (answer: unknown, body: CairkanBody) => void; onError: (error: unknown) => void }) =>
  useGuardedMutation<CairkanBody, unknown>({
    mutationFn: (body, call) => call(pendingCashContract.cairkan, { body }),
    invalidates: () => [pendingCashKeys.all, penjualanWebKeys.all],
    // The fake answers within the click: a double click's second half can find the cairkan settled and
    // the confirmation still fading out. One confirmation sends once; the next one rearms it.
    latch: true,
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
