import * as z from 'zod/mini';
import { endpoint, needsToken } from '../../api/endpoint';
import { messages } from '../../i18n/messages';
import { mutationResult, type Id } from '../../api/schemas/common';
import { chatManagementMessages as m } from './messages';
import { toChatMessage, toChatThread, toPendingProof } from './rules';
import {
  approvalInputSchema,
  chatMessageSchema,
  chatThreadSchema,
  chatUploadInputSchema,
  pendingProofSchema,
  sendMessageInputSchema,
  uploadedFileSchema,
  type ChatMessage,
  type ChatThread,
  type PendingProof,
} from './schemas';

/** A list bare, as `data`, or under its own name (`threads`, `messages`, `pendingProofs`): backends differ. */
const listUnder = <const Name extends string, T extends z.ZodMiniType>(name: Name, item: T) =>
  z.union([z.array(item), z.looseObject({ data: z.array(item) }), z.looseObject({ [name]: z.array(item) } as Record<Name, z.ZodMiniArray<T>>)]);

const itemsOf = <T,>(raw: unknown, name: string): T[] => {
  if (Array.isArray(raw)) return raw as T[];
  const record = raw as Record<string, unknown>;
  return (Array.isArray(record[name]) ? record[name] : record.data) as T[];
};

type ThreadRaw = z.output<typeof chatThreadSchema>;
type MessageRaw = z.output<typeof chatMessageSchema>;
type ProofRaw = z.output<typeof pendingProofSchema>;

/** Every chat call of operations spec §7 (bearer auth: the client adds it on /admin paths). */
export const chatManagementContract = needsToken({
  threads: endpoint({
    fallback: m.loadThreadsFailed,
    method: 'GET',
    path: '/admin/chat/threads',
    response: listUnder('threads', chatThreadSchema),
    unwrap: (raw): ChatThread[] => itemsOf<ThreadRaw>(raw, 'threads').map(toChatThread),
  }),
  messages: endpoint({
    fallback: m.loadMessagesFailed,
    method: 'GET',
    path: '/admin/chat/transaksi/{orderId}/messages',
    params: {} as { orderId: Id },
    response: listUnder('messages', chatMessageSchema),
    unwrap: (raw): ChatMessage[] => itemsOf<MessageRaw>(raw, 'messages').map(toChatMessage),
  }),
  /** Spec: failures are silent (the panel keeps what it had). */
  pendingProofs: endpoint({
    fallback: m.loadProofsFailed,
    method: 'GET',
    path: '/admin/chat/payment-proofs/pending',
    response: listUnder('pendingProofs', pendingProofSchema),
    unwrap: (raw): PendingProof[] => itemsOf<ProofRaw>(raw, 'pendingProofs').map(toPendingProof),
  }),
  upload: endpoint({
    fallback: m.sendFailed,
    method: 'POST',
    path: '/admin/chat/upload',
    multipart: true,
    body: chatUploadInputSchema,
    response: z.union([uploadedFileSchema, z.looseObject({ data: uploadedFileSchema })]),
    unwrap: (raw) => {
      const file = 'data' in raw ? raw.data : raw;
      return { fileUrl: file.fileUrl, fileName: file.fileName, fileSize: Number(file.fileSize), mimeType: file.mimeType, isPaymentProof: file.isPaymentProof === true };
    },
  }),
  sendMessage: endpoint({
    fallback: m.sendFailed,
    method: 'POST',
    path: '/admin/chat/transaksi/messages',
    body: sendMessageInputSchema,
    response: mutationResult,
  }),
  approveProof: endpoint({
    fallback: m.approvalFailed,
    method: 'POST',
    path: '/admin/chat/approve-payment-proof',
    body: approvalInputSchema,
    response: mutationResult,
  }),
}, messages.access.noAdminToken);
