import * as z from 'zod/mini';
import { id, numeric, type Id } from '../../api/schemas/common';

/** Operations spec §4: a thread is ACTIVE, PENDING or CLOSED; anything else is shown as PENDING. */
export const CHAT_STATUSES = ['ACTIVE', 'PENDING', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Operations spec §4: a payment proof waits (PENDING), or was APPROVED or rejected. */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const text = z.optional(z.nullable(z.string()));

/**
 * Operations spec §3, Chat thread. Every field but the ids may be missing or null: the row's fallbacks
 * (operations spec §2) exist because backends leave them out.
 */
export const chatThreadSchema = z.object({
  id,
  orderId: id,
  customerName: text,
  customerPhone: text,
  status: text,
  unreadCount: z.optional(z.nullable(numeric)),
  lastMessage: text,
  lastActivity: text,
  shippingMethod: text,
});
export type ChatThreadRaw = z.output<typeof chatThreadSchema>;

/** A thread as the screen reads it: status known, unread a number, the rest null when absent. */
export interface ChatThread {
  id: Id;
  orderId: Id;
  customerName: string | null;
  customerPhone: string | null;
  status: ChatStatus;
  unreadCount: number;
  lastMessage: string | null;
  lastActivity: string | null;
  shippingMethod: string | null;
}

/** Operations spec §3, Attachment (as sent with a message and as read back). */
export const chatAttachmentSchema = z.object({
  fileUrl: z.string(),
  fileName: z.string(),
  fileSize: numeric,
  mimeType: z.string(),
  isPaymentProof: z.optional(z.nullable(z.boolean())),
  approvalStatus: text,
  /** Ours: why a rejected proof was rejected (the spec asks for the reason; the thread shows it). */
  rejectionReason: text,
});

export interface ChatAttachment {
  fileUrl: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  isPaymentProof: boolean;
  /** Null on a file that is not a payment proof. */
  approvalStatus: ApprovalStatus | null;
  rejectionReason: string | null;
}

/** Operations spec §3, Chat message: senderType ADMIN or the customer's. */
export const chatMessageSchema = z.object({
  id,
  senderType: z.string(),
  messageContent: text,
  sentAt: z.string(),
  attachments: z.optional(z.nullable(z.array(chatAttachmentSchema))),
});

export interface ChatMessage {
  id: Id;
  sender: 'ADMIN' | 'CUSTOMER';
  messageContent: string;
  sentAt: string;
  attachments: ChatAttachment[];
}

/**
 * Operations spec §3, Pending proof item: messageId, fileName, fileUrl. The order it belongs to and the
 * attachment's place in its message are not in the spec's list, yet approving needs the index and the
 * administrator needs the order to compare amounts: read when the server sends them (ours does).
 */
export const pendingProofSchema = z.object({
  messageId: id,
  fileName: z.string(),
  fileUrl: z.string(),
  attachmentIndex: z.optional(z.nullable(numeric)),
  transaksiId: z.optional(z.nullable(id)),
  mimeType: text,
  customerName: text,
  sentAt: text,
});

export interface PendingProof {
  messageId: Id;
  fileName: string;
  fileUrl: string;
  attachmentIndex: number;
  /** The order the proof pays for; null when the server did not say. */
  transaksiId: Id | null;
  mimeType: string | null;
  customerName: string | null;
  sentAt: string | null;
}

/** Operations spec §7: POST /admin/chat/upload, multipart (every field a string once it is form data). */
export const chatUploadInputSchema = z.object({
  file: z.instanceof(Blob),
  transaksiId: z.union([z.string().check(z.minLength(1)), z.number()]),
  isPaymentProof: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
});
export type ChatUploadInput = z.input<typeof chatUploadInputSchema>;

/** Operations spec §7: what the upload answers (bare, or inside `data`). */
export const uploadedFileSchema = z.object({
  fileUrl: z.string().check(z.minLength(1)),
  fileName: z.string(),
  fileSize: numeric,
  mimeType: z.string(),
  isPaymentProof: z.optional(z.nullable(z.boolean())),
});

/** The attachment a message carries (operations spec §7). */
export const attachmentInputSchema = z.object({
  fileUrl: z.string().check(z.minLength(1)),
  fileName: z.string(),
  fileSize: z.number(),
  mimeType: z.string(),
  isPaymentProof: z.boolean(),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

/** Operations spec §7: POST /admin/chat/transaksi/messages. */
export const sendMessageInputSchema = z.object({
  transaksiId: id,
  content: z.string(),
  attachment: z.optional(attachmentInputSchema),
});
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

/** Operations spec §7: POST /admin/chat/approve-payment-proof. */
export const approvalInputSchema = z.object({
  messageId: id,
  attachmentIndex: z.number(),
  approved: z.boolean(),
  rejectionReason: z.nullable(z.string()),
});
export type ApprovalInput = z.infer<typeof approvalInputSchema>;
