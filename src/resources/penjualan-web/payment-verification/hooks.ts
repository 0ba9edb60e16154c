import { useOptionalApiQuery } from '../../../providers/optionalQuery';
import { useGuardedMutation } from '../../../providers/queries';
import { penjualanWebContract } from '../contract';
import { penjualanWebKeys } from '../shared/hooks';
import type { Order, VerifyPaymentAction } from '../schemas';

/** The verification cards (pending, verified, total); null when the server has no `/payment-summary`. */
export const usePaymentSummary = () => useOptionalApiQuery(penjualanWebKeys.of('payment-summary'), penjualanWebContract.paymentSummary);

/**
 * Verifies ('LUNAS') or rejects ('DIBATALKAN') one order's manual transfer, sent once; afterwards the
 * order (on every screen that shows it), the lists and the summaries reload.
 */
export const useVerifyPayment = (
  order: Pick<Order, 'id'>,
  handlers: { onSuccess: (result: unknown, aksi: VerifyPaymentAction) => void; onError: (error: unknown) => void },
) =>
  useGuardedMutation<VerifyPaymentAction, unknown>({
    mutationFn: (aksi, call) => call(penjualanWebContract.verify, { params: { id: order.id }, body: { aksi } }),
    invalidates: () => [penjualanWebKeys.all],
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
  });
