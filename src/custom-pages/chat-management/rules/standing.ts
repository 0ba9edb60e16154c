import { codeOf, type OrderLike } from '../../../resources/penjualan-web/public';
import type { PendingProof } from '../schemas';

/**
 * Where a waiting proof stands against its order as it is now: `approvable` only while the order is a
 * manual transfer still awaiting confirmation (what the server accepts, and what payment verification
 * counts as pending); `loading` until the order is read; otherwise why approving would be refused.
 * Rejecting stays possible whatever the standing.
 */
export type ProofStanding = 'approvable' | 'loading' | 'cancelled' | 'verified' | 'notWaiting' | 'unknownOrder';

export type ProofOrderLike = OrderLike<'status_pembayaran' | 'metode_pembayaran' | 'status_pengiriman'>;

const CANCELLED = new Set(['DIBATALKAN', 'CANCELLED', 'PAYMENT_EXPIRED']);
const VERIFIED = new Set(['LUNAS', 'COMPLETED']);

export const proofStanding = (proof: Pick<PendingProof, 'transaksiId'>, order: ProofOrderLike | undefined, orderFailed = false): ProofStanding => {
  if (proof.transaksiId === null) return 'unknownOrder';
  if (!order) return orderFailed ? 'unknownOrder' : 'loading';
  const payment = codeOf(order.status_pembayaran);
  if (payment === 'MENUNGGU_KONFIRMASI' && codeOf(order.metode_pembayaran) === 'MANUAL_TRANSFER') return 'approvable';
  if (CANCELLED.has(payment) || CANCELLED.has(codeOf(order.status_pengiriman))) return 'cancelled';
  if (VERIFIED.has(payment)) return 'verified';
  return 'notWaiting';
};

/** A proof still waiting for a decision someone can take now (the badge counts these; an unread order counts until read). */
export const awaitsDecision = (standing: ProofStanding): boolean => standing === 'approvable' || standing === 'loading';

/** What can be done first: approvable (and not yet read) proofs, then the others, each group in the server's order. */
export const orderProofsByStanding = <T>(proofs: readonly T[], standingOf: (proof: T) => ProofStanding): T[] => {
  const first = proofs.filter((proof) => awaitsDecision(standingOf(proof)));
  const rest = proofs.filter((proof) => !awaitsDecision(standingOf(proof)));
  return [...first, ...rest];
};
