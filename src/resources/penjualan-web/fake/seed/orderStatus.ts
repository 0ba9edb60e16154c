import type { PaymentStatus, ShippingStatus } from '../../schemas';
import type { Rng } from '../../../../fake-api/random';

/**
 * Where an order ended up in the fulfilment state machine. Each outcome maps to one consistent pair
 * of payment and shipping statuses; unpaid outcomes never reach SIAP_DIKIRIM, DIKIRIM or SELESAI.
 */
export type Outcome =
  | 'AWAITING_PAYMENT'
  | 'AWAITING_CONFIRMATION'
  | 'READY_TO_SHIP'
  | 'SHIPPED'
  | 'COMPLETED'
  | 'EXPIRED'
  | 'CANCELLED_UNPAID'
  | 'TRANSFER_REJECTED'
  | 'CANCELLED_AFTER_PAID';

export type PaymentMethod = 'MANUAL_TRANSFER' | 'PAYMENT_GATEWAY';

export const OUTCOME_STATUS: Record<Outcome, readonly [PaymentStatus, ShippingStatus]> = {
  AWAITING_PAYMENT: ['MENUNGGU_PEMBAYARAN', 'BELUM_DIKIRIM'],
  AWAITING_CONFIRMATION: ['MENUNGGU_KONFIRMASI', 'BELUM_DIKIRIM'],
  READY_TO_SHIP: ['LUNAS', 'SIAP_DIKIRIM'],
  SHIPPED: ['LUNAS', 'DIKIRIM'],
  COMPLETED: ['LUNAS', 'SELESAI'],
  EXPIRED: ['PAYMENT_EXPIRED', 'BELUM_DIKIRIM'],
  CANCELLED_UNPAID: ['DIBATALKAN', 'DIBATALKAN'],
  TRANSFER_REJECTED: ['DIBATALKAN', 'DIBATALKAN'],
  CANCELLED_AFTER_PAID: ['DIBATALKAN', 'DIBATALKAN'],
};

/** Outcomes in which the customer's money reached the shop. */
export const wasPaid = (outcome: Outcome): boolean =>
  outcome === 'READY_TO_SHIP' || outcome === 'SHIPPED' || outcome === 'COMPLETED' || outcome === 'CANCELLED_AFTER_PAID';

/** A manual-transfer customer uploaded a proof of transfer. */
export const hasTransferProof = (outcome: Outcome, method: PaymentMethod): boolean =>
  method === 'MANUAL_TRANSFER' && (wasPaid(outcome) || outcome === 'AWAITING_CONFIRMATION' || outcome === 'TRANSFER_REJECTED');

/** Plausible outcome for an order placed `ageHours` ago: young orders are still moving, old ones settled. */
export const pickOutcome = (rng: Rng, ageHours: number, method: PaymentMethod): Outcome => {
  const manual = method === 'MANUAL_TRANSFER' ? 1 : 0;
  if (ageHours < 1) {
    return rng.weighted<Outcome>([
      ['AWAITING_PAYMENT', 5],
      ['AWAITING_CONFIRMATION', 4 * manual],
      ['READY_TO_SHIP', 3],
    ]);
  }
  if (ageHours < 24) {
    return rng.weighted<Outcome>([
      ['AWAITING_PAYMENT', 3],
      ['AWAITING_CONFIRMATION', 3 * manual],
      ['READY_TO_SHIP', 4],
      ['SHIPPED', ageHours >= 3 ? 3 : 0],
      ['CANCELLED_UNPAID', 1],
    ]);
  }
  if (ageHours < 72) {
    return rng.weighted<Outcome>([
      ['AWAITING_PAYMENT', 1 * manual],
      ['AWAITING_CONFIRMATION', 2 * manual],
      ['READY_TO_SHIP', 5],
      ['SHIPPED', 5],
      ['COMPLETED', 2],
      ['EXPIRED', 1],
      ['CANCELLED_UNPAID', 1],
    ]);
  }
  if (ageHours < 240) {
    return rng.weighted<Outcome>([
      ['READY_TO_SHIP', 1.5],
      ['SHIPPED', 4],
      ['COMPLETED', 8],
      ['EXPIRED', 1],
      ['CANCELLED_UNPAID', 1],
      ['TRANSFER_REJECTED', 0.5 * manual],
      ['CANCELLED_AFTER_PAID', 0.5],
    ]);
  }
  return rng.weighted<Outcome>([
    ['COMPLETED', 84],
    ['EXPIRED', 7],
    ['CANCELLED_UNPAID', 5],
    ['TRANSFER_REJECTED', 1.5 * manual],
    ['CANCELLED_AFTER_PAID', 2.5],
  ]);
};
