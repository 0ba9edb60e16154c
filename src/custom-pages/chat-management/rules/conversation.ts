import { format } from '../../../i18n/format';
import { chatManagementMessages as m } from '../messages';
import { APPROVAL_STATUSES, type ApprovalStatus, type ChatAttachment, type ChatMessage, type PendingProof, type SendMessageInput, type AttachmentInput } from '../schemas';
import type { Id } from '../../../api/schemas/common';
import type * as z from 'zod/mini';
import type { chatAttachmentSchema, chatMessageSchema, pendingProofSchema } from '../schemas';

/** Operations spec §3: senderType ADMIN is the shop; anything else is the customer. */
export const senderOf = (senderType: string): ChatMessage['sender'] => (senderType.trim().toUpperCase() === 'ADMIN' ? 'ADMIN' : 'CUSTOMER');

/**
 * Operations spec §4: a proof is PENDING, APPROVED or rejected (any case). A proof with an unknown status
 * is still waiting (the administrator may act); a file that is no proof has none.
 */
export const approvalStatus = (isPaymentProof: boolean, raw: string | null | undefined): ApprovalStatus | null => {
  if (!isPaymentProof) return null;
  const status = (raw ?? '').trim().toUpperCase();
  return (APPROVAL_STATUSES as readonly string[]).includes(status) ? (status as ApprovalStatus) : 'PENDING';
};

export const toChatAttachment = (raw: z.output<typeof chatAttachmentSchema>): ChatAttachment => {
  const isPaymentProof = raw.isPaymentProof === true;
  return {
    fileUrl: raw.fileUrl,
    fileName: raw.fileName,
    fileSize: Number(raw.fileSize),
    mimeType: raw.mimeType,
    isPaymentProof,
    approvalStatus: approvalStatus(isPaymentProof, raw.approvalStatus),
    rejectionReason: raw.rejectionReason?.trim() || null,
  };
};

export const toChatMessage = (raw: z.output<typeof chatMessageSchema>): ChatMessage => ({
  id: raw.id,
  sender: senderOf(raw.senderType),
  messageContent: raw.messageContent ?? '',
  sentAt: raw.sentAt,
  attachments: (raw.attachments ?? []).map(toChatAttachment),
});

export const toPendingProof = (raw: z.output<typeof pendingProofSchema>): PendingProof => ({
  messageId: raw.messageId,
  fileName: raw.fileName,
  fileUrl: raw.fileUrl,
  attachmentIndex: Math.max(0, Math.floor(Number(raw.attachmentIndex ?? 0)) || 0),
  transaksiId: raw.transaksiId ?? null,
  mimeType: raw.mimeType ?? null,
  customerName: raw.customerName ?? null,
  sentAt: raw.sentAt ?? null,
});

/** 'Disetujui' or 'Ditolak' (operations spec §4), or the waiting label. */
export const approvalLabel = (status: ApprovalStatus): string =>
  status === 'APPROVED' ? m.approved : status === 'REJECTED' ? m.rejected : m.awaitingApproval;

export type MessageBody = { ok: true; body: SendMessageInput } | { ok: false; error: string };

/**
 * Operations spec §5 and §7: the body of a message. Text or a file is required ('Pesan atau file harus
 * diisi'); the text is sent without its surrounding blank space, and a message with only a file gets
 * placeholder content naming the file.
 */
export const buildMessageBody = (transaksiId: Id, text: string, attachment: AttachmentInput | null): MessageBody => {
  const content = text.trim();
  if (!content && !attachment) return { ok: false, error: m.messageRequired };
  return {
    ok: true,
    body: {
      transaksiId,
      content: content || format(m.fileOnlyContent, { file: attachment?.fileName ?? '' }),
      ...(attachment ? { attachment } : {}),
    },
  };
};

/** How close to the bottom (px) still counts as reading the newest message. */
export const BOTTOM_SLACK_PX = 48;

/**
 * Whether a conversation scrolled like this shows its newest message: only then does a refresh (or a
 * reply arriving) keep it pinned to the bottom; an administrator reading older messages stays put.
 */
export const isAtBottom = ({ scrollTop, scrollHeight, clientHeight }: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean =>
  scrollHeight - scrollTop - clientHeight <= BOTTOM_SLACK_PX;
