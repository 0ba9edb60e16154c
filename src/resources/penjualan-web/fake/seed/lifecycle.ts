import type { Rng } from '../../../../fake-api/random';
import { hasTransferProof, wasPaid, type Outcome, type PaymentMethod } from './orderStatus';
import { HOUR_MS, MINUTE_MS } from './orderTimes';

/**
 * When each step of a seed order's life happened, as instants (ms), null for steps it never took.
 * Every step follows the one before and none lies in the future, however young the order.
 */
export interface Lifecycle {
  /** The customer uploaded a proof of transfer. */
  proofAt: number | null;
  /** The payment was confirmed (by an admin) or received (by the gateway). */
  paidAt: number | null;
  shippedAt: number | null;
  completedAt: number | null;
  /** The order ended otherwise: expired, cancelled or its transfer rejected. */
  endedAt: number | null;
}

/** A customer has this long to pay before the order expires. */
export const PAYMENT_WINDOW_MS = 24 * HOUR_MS;

export interface LifecycleOptions {
  /** Ship exactly this many hours before now (the showcase's in-transit, delivered and stuck shipments). */
  shippedHoursAgo?: number;
}

export const planLifecycle = (
  rng: Rng,
  outcome: Outcome,
  method: PaymentMethod,
  atMs: number,
  nowMs: number,
  { shippedHoursAgo }: LifecycleOptions = {},
): Lifecycle => {
  const ageMs = nowMs - atMs;
  const latest = nowMs - 30_000;
  /** `delta` after `from`, but never past `latest` and never before `from`. */
  const step = (from: number, delta: number): number => Math.max(from, Math.min(from + delta, latest));

  let proofAt = hasTransferProof(outcome, method) ? step(atMs, rng.int(5, 90) * MINUTE_MS) : null;
  let paidAt: number | null = null;
  if (wasPaid(outcome)) {
    paidAt = method === 'PAYMENT_GATEWAY' || proofAt === null ? step(atMs, rng.int(1, 20) * MINUTE_MS) : step(proofAt, rng.int(10, 360) * MINUTE_MS);
  }
  const life: Lifecycle = { proofAt, paidAt, shippedAt: null, completedAt: null, endedAt: null };

  switch (outcome) {
    case 'SHIPPED': {
      const paid = paidAt ?? atMs;
      life.shippedAt = shippedHoursAgo === undefined ? step(paid, rng.int(1, 26) * HOUR_MS) : Math.max(paid, nowMs - shippedHoursAgo * HOUR_MS);
      break;
    }
    case 'COMPLETED': {
      const paid = paidAt ?? atMs;
      const completedAt = atMs + Math.min(rng.int(36, 150) * HOUR_MS, ageMs * 0.9);
      life.completedAt = Math.max(paid + MINUTE_MS, completedAt);
      life.shippedAt = paid + Math.round(((life.completedAt - paid) * rng.int(20, 50)) / 100);
      break;
    }
    case 'EXPIRED':
      life.endedAt = step(atMs, PAYMENT_WINDOW_MS);
      break;
    case 'CANCELLED_UNPAID':
      life.endedAt = step(atMs, rng.int(1, 20) * HOUR_MS);
      break;
    case 'TRANSFER_REJECTED':
      life.endedAt = step(proofAt ?? atMs, rng.int(1, 12) * HOUR_MS);
      break;
    case 'CANCELLED_AFTER_PAID': {
      // Refunded orders were cancelled between 2 hours and 2 days after they were placed.
      const cancelledAt = atMs + Math.min(rng.int(2, 48) * HOUR_MS, Math.max(0, ageMs - MINUTE_MS));
      life.endedAt = cancelledAt;
      life.paidAt = Math.min(paidAt ?? atMs, cancelledAt);
      if (proofAt !== null) proofAt = Math.min(proofAt, life.paidAt);
      life.proofAt = proofAt;
      break;
    }
    default:
      break;
  }
  return life;
};
