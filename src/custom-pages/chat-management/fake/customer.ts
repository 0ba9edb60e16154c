import type { FakeDb } from '../../../fake-api/db';
import { nextId } from '../../../fake-api/db';
import type { Order } from '../../../resources/penjualan-web/public';
import { receiptAttachment, type ChatMessageRecord } from './seed';

/** A simulated customer answers this long after the administrator's message (4 to 8 seconds). */
export const REPLY_DELAY_MIN_MS = 4_000;
export const REPLY_DELAY_MAX_MS = 8_000;
/** Of the replies on an order still awaiting confirmation, every third (the 2nd, 5th, 8th, ...) carries a payment proof. */
export const PROOF_EVERY = 3;

const REPLIES = [
  'Baik kak, terima kasih infonya.',
  'Oke kak, saya tunggu kabar selanjutnya ya.',
  'Siap kak. Kalau ada kendala tolong kabari saya.',
  'Terima kasih kak, sudah saya terima.',
  'Baik, nanti saya cek lagi ya kak.',
] as const;
const PROOF_REPLY = 'Ini bukti transfer saya kak, mohon dicek ya.';

/** A stable number from the order and how many replies it had: the same conversation gets the same answers. */
const hash = (orderId: number, n: number): number => {
  let h = 0x811c9dc5;
  for (const char of `${orderId}:${n}`) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193);
  return h >>> 0;
};

export const replyDelayMs = (orderId: number, n: number): number => REPLY_DELAY_MIN_MS + (hash(orderId, n) % (REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS + 1));

/** Whether the n-th simulated reply (from 1) of an order in this state carries a payment proof. */
export const replyCarriesProof = (order: Pick<Order, 'status_pembayaran' | 'metode_pembayaran'>, n: number): boolean =>
  order.status_pembayaran === 'MENUNGGU_KONFIRMASI' && order.metode_pembayaran === 'MANUAL_TRANSFER' && n % PROOF_EVERY === 2;

/**
 * After an administrator's message the order's customer answers a few seconds later. The answer is
 * stored now with the time it is due (`sentAt` ahead of the clock), so every later read after that
 * time sees it, in the browser's fake and the Node server alike, with no timer. One answer is due at a
 * time: messages sent while one is pending are answered by it.
 */
export const scheduleCustomerReply = (db: FakeDb, order: Order, now: Date): ChatMessageRecord | null => {
  const orderId = Number(order.id);
  const pending = db.chatMessages.some((message) => message.orderId === orderId && message.simulated && Date.parse(message.sentAt) > now.getTime());
  if (pending) return null;
  const n = db.chatMessages.filter((message) => message.orderId === orderId && message.simulated).length + 1;
  const sentAt = new Date(now.getTime() + replyDelayMs(orderId, n)).toISOString();
  const proof = replyCarriesProof(order, n);
  const reply: ChatMessageRecord = {
    id: nextId(db.chatMessages),
    orderId,
    senderType: 'CUSTOMER',
    messageContent: proof ? PROOF_REPLY : (REPLIES[hash(orderId, n) % REPLIES.length] ?? REPLIES[0]),
    sentAt,
    attachments: proof ? [receiptAttachment(order, sentAt)] : [],
    readByAdmin: false,
    simulated: true,
  };
  db.chatMessages.push(reply);
  return reply;
};

/** The messages that exist at this time (a simulated reply not yet due is not there yet). */
export const isDue = (message: Pick<ChatMessageRecord, 'sentAt'>, now: Date): boolean => Date.parse(message.sentAt) <= now.getTime();
