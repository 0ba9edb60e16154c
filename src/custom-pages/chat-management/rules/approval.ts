import type { ApprovalInput, PendingProof } from '../schemas';

/** Operations spec §7: approving a proof; no reason. */
export const approvalPayload = (proof: Pick<PendingProof, 'messageId' | 'attachmentIndex'>): ApprovalInput => ({
  messageId: proof.messageId,
  attachmentIndex: proof.attachmentIndex,
  approved: true,
  rejectionReason: null,
});

/**
 * Operations spec §5 and §7: rejecting a proof needs a reason that is not blank; a cancelled prompt (null)
 * or an empty reason gives null, and nothing is sent.
 */
export const rejectionPayload = (proof: Pick<PendingProof, 'messageId' | 'attachmentIndex'>, reason: string | null): ApprovalInput | null => {
  const text = (reason ?? '').trim();
  if (!text) return null;
  return { messageId: proof.messageId, attachmentIndex: proof.attachmentIndex, approved: false, rejectionReason: text };
};

/** The key of one proof (a message may carry several files). */
export const proofKey = (proof: Pick<PendingProof, 'messageId' | 'attachmentIndex'>): string => `${String(proof.messageId)}:${proof.attachmentIndex}`;
