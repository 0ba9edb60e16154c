import { bytesToBase64 } from '../../../fake-api/base64';
import { sniffFileType, storedFileProblem } from '../../../domain/fileType';
import type { FakeDb } from '../../../fake-api/db';
import { nextId } from '../../../fake-api/db';
import { changed, FakeHttpError, reply, type Handler } from '../../../fake-api/http';
import { format } from '../../../i18n/format';
import { confirmTransfer } from '../../../resources/penjualan-web/fake/public';
import { type Order, statusLabel } from '../../../resources/penjualan-web/public';
import type { chatManagementContract } from '../contract';
import { chatManagementMessages as m } from '../messages';
import { approvalLabel, attachmentType, CHAT } from '../rules';
import type { ChatStatus } from '../schemas';
import { isDue, scheduleCustomerReply } from './customer';
import type { ChatAttachmentRecord, ChatMessageRecord, ChatThreadRecord } from './seed';

type Endpoints = typeof chatManagementContract;

/** The order an id names (path or body, text or number); 404 in the chat's words when there is none. */
const findOrder = (db: FakeDb, raw: string | number): Order => {
  const text = String(raw).trim();
  const order = /^[1-9]\d*$/.test(text) ? db.penjualanWeb.find((o) => String(o.id) === text) : undefined;
  if (!order) throw new FakeHttpError(404, format(m.orderNotFound, { id: text || '-' }));
  return order;
};

/** A thread's status from its order: closed once the order is done or cancelled, pending while unpaid, active otherwise. */
const threadStatus = (order: Order | undefined): ChatStatus => {
  if (!order || order.status_pengiriman === 'SELESAI' || order.status_pembayaran === 'DIBATALKAN' || order.status_pembayaran === 'PAYMENT_EXPIRED') return 'CLOSED';
  if (order.status_pembayaran === 'MENUNGGU_PEMBAYARAN' || order.status_pembayaran === 'MENUNGGU_KONFIRMASI') return 'PENDING';
  return 'ACTIVE';
};

const messagesOf = (db: FakeDb, orderId: number, now: Date): ChatMessageRecord[] =>
  db.chatMessages.filter((message) => message.orderId === orderId && isDue(message, now)).sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt) || a.id - b.id);

/** The order's thread, opened when the shop first writes about an order that had none. */
const threadFor = (db: FakeDb, order: Order, now: Date): ChatThreadRecord => {
  const existing = db.chatThreads.find((thread) => thread.orderId === Number(order.id));
  if (existing) return existing;
  const thread: ChatThreadRecord = { id: nextId(db.chatThreads), orderId: Number(order.id), customerName: order.nama_penerima, customerPhone: order.telepon_penerima || null, createdAt: now.toISOString() };
  db.chatThreads.push(thread);
  return thread;
};

const asMessage = (message: ChatMessageRecord) => ({
  id: message.id,
  senderType: message.senderType,
  messageContent: message.messageContent,
  sentAt: message.sentAt,
  attachments: message.attachments.map((attachment) => ({ ...attachment })),
});

/** GET /admin/chat/threads: every thread with what has been said by now, the latest activity first. */
const threads: Handler<Endpoints['threads']> = ({ db, now }) => {
  const rows = db.chatThreads.map((thread) => {
    const order = db.penjualanWeb.find((o) => Number(o.id) === thread.orderId);
    const said = messagesOf(db, thread.orderId, now);
    const last = said[said.length - 1];
    return {
      id: thread.id,
      orderId: thread.orderId,
      customerName: thread.customerName,
      customerPhone: thread.customerPhone,
      status: threadStatus(order),
      unreadCount: said.filter((message) => message.senderType === 'CUSTOMER' && !message.readByAdmin).length,
      lastMessage: last ? last.messageContent : null,
      lastActivity: last ? last.sentAt : thread.createdAt,
      shippingMethod: order?.metode_pengiriman ?? null,
    };
  });
  rows.sort((a, b) => Date.parse(b.lastActivity) - Date.parse(a.lastActivity) || b.id - a.id);
  return reply({ success: true, threads: rows });
};

/** GET /admin/chat/transaksi/{orderId}/messages: the conversation, oldest first; reading it marks the customer's messages read. */
const messages: Handler<Endpoints['messages']> = ({ db, now, params }) => {
  const order = findOrder(db, params.orderId ?? '');
  const said = messagesOf(db, Number(order.id), now);
  const unread = said.filter((message) => message.senderType === 'CUSTOMER' && !message.readByAdmin);
  for (const message of unread) message.readByAdmin = true;
  const body = { success: true, messages: said.map(asMessage) };
  return unread.length ? changed(body) : reply(body);
};

/** GET /admin/chat/payment-proofs/pending: every proof still waiting, oldest first, with its order. */
const pendingProofs: Handler<Endpoints['pendingProofs']> = ({ db, now }) => {
  const proofs = db.chatMessages
    .filter((message) => isDue(message, now))
    .sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt) || a.id - b.id)
    .flatMap((message) =>
      message.attachments.flatMap((attachment, attachmentIndex) =>
        attachment.isPaymentProof && attachment.approvalStatus === 'PENDING'
          ? [
              {
                messageId: message.id,
                fileName: attachment.fileName,
                fileUrl: attachment.fileUrl,
                attachmentIndex,
                transaksiId: message.orderId,
                mimeType: attachment.mimeType,
                customerName: db.chatThreads.find((thread) => thread.orderId === message.orderId)?.customerName ?? null,
                sentAt: message.sentAt,
              },
            ]
          : [],
      ),
    );
  return reply({ success: true, pendingProofs: proofs });
};

/**
 * POST /admin/chat/upload (multipart: file, transaksiId, isPaymentProof): a JPEG, PNG or PDF of at most
 * 5 MB for a known order, answered as a data: URL (there is no file store; it displays after a reload
 * and over the Node server alike).
 */
const upload: Handler<Endpoints['upload']> = async ({ db, body }) => {
  findOrder(db, body.transaksiId);
  const file = body.file;
  if (file.size === 0) throw new FakeHttpError(400, m.fileRequired);
  const name = file instanceof File ? file.name : 'file';
  const mimeType = attachmentType({ name, type: file.type });
  if (!mimeType) throw new FakeHttpError(400, m.fileTypeInvalid);
  if (file.size > CHAT.maxFileBytes) throw new FakeHttpError(400, m.fileTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A file is what its bytes say, not what its name or declared type claim.
  if (sniffFileType(bytes.subarray(0, 16)) !== mimeType) throw new FakeHttpError(400, m.fileContentMismatch);
  return reply({
    success: true,
    fileUrl: `data:${mimeType};base64,${bytesToBase64(bytes)}`,
    fileName: name,
    fileSize: file.size,
    mimeType,
    isPaymentProof: body.isPaymentProof === true || body.isPaymentProof === 'true',
  });
};

/**
 * POST /admin/chat/transaksi/messages: the administrator's message (text, a file, or both) on an order's
 * thread; the customer answers a few seconds later (see `scheduleCustomerReply`).
 */
const sendMessage: Handler<Endpoints['sendMessage']> = ({ db, now, body }) => {
  const order = findOrder(db, body.transaksiId);
  const content = body.content.trim();
  const file = body.attachment;
  if (!content && !file) throw new FakeHttpError(400, m.messageRequired);
  if (file) {
    if (!(CHAT.allowedMimeTypes as readonly string[]).includes(file.mimeType)) throw new FakeHttpError(400, m.fileTypeInvalid);
    if (file.fileSize > CHAT.maxFileBytes) throw new FakeHttpError(400, m.fileTooLarge);
    // Only what the upload answered (its data: URL, bytes matching the type) or an http(s) address:
    // a `data:text/html` declared as a PDF would otherwise be stored and opened by every admin.
    const problem = storedFileProblem(file.fileUrl, file.mimeType);
    if (problem) throw new FakeHttpError(400, problem === 'url' ? m.fileUrlInvalid : m.fileContentMismatch);
  }
  threadFor(db, order, now);
  const attachment: ChatAttachmentRecord | null = file
    ? { ...file, isPaymentProof: file.isPaymentProof, approvalStatus: file.isPaymentProof ? 'PENDING' : null, rejectionReason: null }
    : null;
  const message: ChatMessageRecord = {
    id: nextId(db.chatMessages),
    orderId: Number(order.id),
    senderType: 'ADMIN',
    messageContent: content,
    sentAt: now.toISOString(),
    attachments: attachment ? [attachment] : [],
    readByAdmin: true,
  };
  db.chatMessages.push(message);
  scheduleCustomerReply(db, order, now);
  return changed({ success: true, message: m.sent, data: asMessage(message) });
};

/** A note from the shop in the thread, recording what was decided about a proof. */
const note = (db: FakeDb, orderId: number, now: Date, text: string): void => {
  db.chatMessages.push({ id: nextId(db.chatMessages), orderId, senderType: 'ADMIN', messageContent: text, sentAt: now.toISOString(), attachments: [], readByAdmin: true });
};

/**
 * POST /admin/chat/approve-payment-proof. Approving the proof of a manual transfer awaiting
 * confirmation verifies its payment exactly as the verification call does (`confirmTransfer`: the
 * order is LUNAS and waits in pending cash); an order no longer awaiting confirmation is refused (409)
 * and the proof stays pending. Rejecting needs a reason, recorded in the thread; the order stays as it
 * is. A proof decided before is refused (409).
 */
const approveProof: Handler<Endpoints['approveProof']> = ({ db, now, body, session }) => {
  const message = db.chatMessages.find((candidate) => String(candidate.id) === String(body.messageId) && isDue(candidate, now));
  if (!message) throw new FakeHttpError(404, m.messageNotFound);
  const attachment = message.attachments[body.attachmentIndex];
  if (!attachment) throw new FakeHttpError(404, m.attachmentNotFound);
  if (!attachment.isPaymentProof) throw new FakeHttpError(400, m.notAProof);
  if (attachment.approvalStatus !== 'PENDING') throw new FakeHttpError(409, format(m.alreadyProcessed, { status: approvalLabel(attachment.approvalStatus ?? 'PENDING') }));
  const order = findOrder(db, message.orderId);
  if (body.approved) {
    if (order.status_pembayaran !== 'MENUNGGU_KONFIRMASI' || order.metode_pembayaran !== 'MANUAL_TRANSFER') {
      throw new FakeHttpError(409, format(m.orderNotWaiting, { kode: order.kode_transaksi, status: statusLabel(order.status_pembayaran) }));
    }
    confirmTransfer(db, order, { now, by: session?.email ?? null });
    attachment.approvalStatus = 'APPROVED';
    note(db, message.orderId, now, format(m.approvedNote, { kode: order.kode_transaksi }));
    return changed({ success: true, message: m.proofApproved });
  }
  const reason = (body.rejectionReason ?? '').trim();
  if (!reason) throw new FakeHttpError(400, m.rejectReasonRequired);
  attachment.approvalStatus = 'REJECTED';
  attachment.rejectionReason = reason;
  note(db, message.orderId, now, format(m.rejectedNote, { reason }));
  return changed({ success: true, message: m.proofRejected });
};

export const chatManagementHandlers = { threads, messages, pendingProofs, upload, sendMessage, approveProof };
