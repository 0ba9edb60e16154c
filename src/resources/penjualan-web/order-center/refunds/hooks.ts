import { useNotify } from 'react-admin';
import { errorMessage, HttpError } from '../../../../api/errors';
import { formatNumber } from '../../../../domain/format';
import { format } from '../../../../i18n/format';
import { useApiQuery, useGuardedMutation, type TypedCall } from '../../../../providers/queries';
import { penjualanWebContract as contract } from '../../contract';
import { penjualanWebKeys } from '../../shared/hooks';
import { penjualanWebMessages } from '../../shared/messages';
import { refundEndpointEntity } from '../../shared/rules/entity';
import { isCompletedOrCancelled } from '../../shared/rules/status';
import {
  itemRefundAmount,
  refundItemsBody,
  refundTypeFor,
  type ItemRefundLine,
  type RefundOutcome,
  type RefundQuantities,
} from '../../shared/rules/refund';
import { REFUND_METHOD, type Order, type RefundAnswer } from '../../schemas';

const m = penjualanWebMessages.refund;
const e = penjualanWebMessages.errors;

const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** A failure whose text is final: the dialog shows `message` as it is. */
export class RefundFailure extends Error {}

export interface FullRefundRequest {
  productRefund: number;
  shippingRefund: number;
  reason: string;
  adminNotes: string;
}

export interface PartialRefundRequest {
  lines: readonly ItemRefundLine[];
  quantities: RefundQuantities;
  reason: string;
  adminNotes: string;
  /** Biteship orders: the new shipping fee; null elsewhere. */
  shippingFee: number | null;
}

const refundEndpoint = (order: Order) => (refundEndpointEntity(order) === 'cv' ? contract.refundCv : contract.refundPribadi);

/**
 * After a FULL refund the order is cancelled, as the shop's screen does (order spec §8: "if the refund
 * succeeds but auto-cancel fails, the message tells the admin to cancel manually").
 */
const autoCancel = async (call: TypedCall, order: Order, reason: string): Promise<RefundOutcome['cancel']> => {
  // A cancelled order has nothing to cancel; a completed one stays completed (order spec §4: it shows
  // only its completion notice), its refund recorded beside it.
  if (isCompletedOrCancelled(order)) return undefined;
  try {
    await call(contract.cancel, { params: { id: order.id }, body: { reason: format(m.autoCancelReason, { reason }) } });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: errorMessage(error, e.cancel) };
  }
};

const answerFields = (answer: RefundAnswer | undefined) => ({
  pendingCashId: answer?.pendingCashId ?? null,
  refundMethod: answer?.refundMethod ?? REFUND_METHOD,
  status: answer?.status ?? null,
});

/**
 * The full refund (order spec §5 and §7): to `/admin/refunds/{cv|pribadi}` by the order's entity; on
 * 404 to the older `/refund` with a warning that it is not tied to pending cash; a FULL refund then
 * cancels the order. One guarded mutation covers the whole sequence, so a double click sends it once.
 */
export const useFullRefund = (order: Order, onDone: (outcome: RefundOutcome) => void) => {
  const notify = useNotify();
  return useGuardedMutation<FullRefundRequest, RefundOutcome>({
    mutationFn: async (request, call) => {
      const amount = request.productRefund + request.shippingRefund;
      const refundType = refundTypeFor(order, amount);
      const reason = request.reason.trim();
      const adminNotes = request.adminNotes.trim() || undefined;
      let answer: RefundAnswer | undefined;
      let legacy = false;
      try {
        answer = await call(refundEndpoint(order), {
          body: { orderId: order.id, refundType, refundMethod: REFUND_METHOD, refundReason: reason, refundAmount: amount, adminNotes },
        });
      } catch (error) {
        if (!isNotFound(error)) throw new RefundFailure(errorMessage(error, e.refund));
        notify(m.legacyNotice, { type: 'warning' });
        try {
          answer = await call(contract.legacyRefund, {
            params: { id: order.id },
            body: { refundAmount: amount, productRefund: request.productRefund, shippingRefund: request.shippingRefund, refundReason: reason, adminNotes },
          });
        } catch (legacyError) {
          throw new RefundFailure(errorMessage(legacyError, e.refund));
        }
        legacy = true;
      }
      const cancel = refundType === 'FULL' ? await autoCancel(call, order, reason) : undefined;
      return { total: amount, ...answerFields(answer), legacy, cancel };
    },
    invalidates: () => [penjualanWebKeys.all],
    onSuccess: onDone,
  });
};

/**
 * The refund by item (order spec §5 and §7): PARTIAL_ITEM to the entity's refund endpoint, with the
 * new shipping fee of a Biteship order; on 404 to the older `/adjust-refund` ('Gagal memproses partial
 * refund (fallback).' when that fails too, 'Fitur partial refund belum tersedia' when it is missing).
 */
export const usePartialRefund = (order: Order, onDone: (outcome: RefundOutcome) => void) => {
  const notify = useNotify();
  return useGuardedMutation<PartialRefundRequest, RefundOutcome>({
    mutationFn: async ({ lines, quantities, reason: typedReason, adminNotes: typedNotes, shippingFee }, call) => {
      const reason = typedReason.trim();
      const adminNotes = typedNotes.trim() || undefined;
      const refundItems = refundItemsBody(lines, quantities, reason);
      const amount = itemRefundAmount(lines, quantities);
      const items = lines.filter((line) => (quantities[String(line.id)] ?? 0) > 0).map((line) => ({ name: line.name, qty: Math.min(line.max, quantities[String(line.id)] ?? 0) }));
      const newShippingFee = shippingFee === null ? undefined : shippingFee;
      try {
        const answer = await call(refundEndpoint(order), {
          body: {
            orderId: order.id,
            refundType: refundTypeFor(order, amount, true),
            refundMethod: REFUND_METHOD,
            refundReason: reason,
            refundAmount: amount,
            adminNotes,
            refundItems,
            newShippingFee,
          },
        });
        return { total: amount, items, ...answerFields(answer), newShippingFee: newShippingFee ?? null };
      } catch (error) {
        if (!isNotFound(error)) throw new RefundFailure(errorMessage(error, e.partialRefund));
      }
      notify(m.partialLegacyNotice, { type: 'warning' });
      try {
        const answer = await call(contract.adjustRefund, {
          params: { id: order.id },
          body: { items: refundItems.map((item) => ({ id_detail: item.penjualanWebDetailId, qty_refund: item.qtyToRefund })), reason, adminNotes, new_shipping_fee: newShippingFee },
        });
        return { total: amount, items, ...answerFields(answer), newShippingFee: newShippingFee ?? null, legacy: true };
      } catch (error) {
        throw new RefundFailure(isNotFound(error) ? e.partialRefundUnavailable : errorMessage(error, e.partialRefundFallback));
      }
    },
    invalidates: () => [penjualanWebKeys.all],
    onSuccess: onDone,
  });
};

/** The text a refund dialog shows for a failed run. */
export const refundErrorText = (error: unknown, fallback: string): string => (error instanceof RefundFailure ? error.message : errorMessage(error, fallback));

/** The order's refund records (order spec §7), under the orders' keys: any refresh of the orders refreshes them. */
export const useRefundRecords = (orderId: Order['id']) =>
  useApiQuery(penjualanWebKeys.of('refunds', String(orderId)), contract.refundsOfOrder, { params: { orderId } });

/**
 * Marks PROCESSING refunds whose money already left the cash account as COMPLETED; the orders (and with
 * them the refund records) reload after it, and the server's message (else how many were fixed) is shown.
 */
export const useFixRefundStatuses = () => {
  const notify = useNotify();
  const c = penjualanWebMessages.refundRecords;
  return useGuardedMutation({
    mutationFn: (_: void, call) => call(contract.fixRefundStatuses),
    invalidates: () => [penjualanWebKeys.all],
    onSuccess: (answer) => notify(answer.message ?? format(c.fixed, { count: formatNumber(Number(answer.fixedRefunds ?? 0)) }), { type: 'success' }),
    onError: (error) => notify(errorMessage(error, c.fixFailed), { type: 'error' }),
  });
};
