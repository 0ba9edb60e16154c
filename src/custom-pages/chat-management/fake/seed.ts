import { formatRupiah } from '../../../domain/format';
import { createRng, type Rng } from '../../../fake-api/random';
import { transferReceiptUrl } from '../../../resources/penjualan-web/fake/public';
import type { Order } from '../../../resources/penjualan-web/public';
import type { ApprovalStatus } from '../schemas';
import { dataUrlBytes, pdfDataUrl } from './pdf';

/** A chat thread as the fake server keeps it: one per order; its status, counts and last message are read from the order and the messages. */
export interface ChatThreadRecord {
  id: number;
  orderId: number;
  /** As the customer's account names them: null or the placeholder 'Customer' for some (the screen's fallbacks). */
  customerName: string | null;
  customerPhone: string | null;
  createdAt: string;
}

export interface ChatAttachmentRecord {
  fileUrl: string;
  fileName: string;
  fileSize: number;
  mimeType: string;
  isPaymentProof: boolean;
  approvalStatus: ApprovalStatus | null;
  rejectionReason: string | null;
}

export interface ChatMessageRecord {
  id: number;
  orderId: number;
  senderType: 'ADMIN' | 'CUSTOMER';
  messageContent: string;
  /**
   * When it was sent. A simulated customer's reply is stored ahead, with the time it is due: it exists
   * for every read from then on (no timer, so the browser's fake and the Node server behave alike).
   */
  sentAt: string;
  attachments: ChatAttachmentRecord[];
  /** A customer's message stays unread until an administrator opens the thread. */
  readByAdmin: boolean;
  /** Written by the simulated customer (counted to decide which reply carries a payment proof). */
  simulated?: boolean;
}

const CHAT_SEED = 0xc4a7;
const MINUTE = 60_000;

/** A customer's photographed receipt. The seed draws it as a small SVG (under 1 KB), standing for the JPEG a phone sends. */
export const receiptAttachment = (order: Order, at: string, approvalStatus: ApprovalStatus = 'PENDING', rejectionReason: string | null = null): ChatAttachmentRecord => {
  const fileUrl = transferReceiptUrl(Number(order.id), Number(order.total_akhir), order.kode_transaksi, at);
  return { fileUrl, fileName: `bukti-transfer-${order.kode_transaksi}.jpg`, fileSize: 48_000 + (Number(order.id) % 50) * 1_000, mimeType: 'image/jpeg', isPaymentProof: true, approvalStatus, rejectionReason };
};

/** The shop's invoice of an order, as a real one-page PDF. */
export const invoiceAttachment = (order: Order): ChatAttachmentRecord => {
  const fileUrl = pdfDataUrl([`Invoice ${order.kode_transaksi}`, `Penerima: ${order.nama_penerima}`, `Total: ${formatRupiah(order.total_akhir)}`, 'Terima kasih telah berbelanja.']);
  return { fileUrl, fileName: `invoice-${order.kode_transaksi}.pdf`, fileSize: dataUrlBytes(fileUrl), mimeType: 'application/pdf', isPaymentProof: false, approvalStatus: null, rejectionReason: null };
};

type Line = readonly [sender: 'ADMIN' | 'CUSTOMER', text: string, attachment?: ChatAttachmentRecord];

const isManual = (order: Order) => order.metode_pembayaran === 'MANUAL_TRANSFER';

/** The conversation an order of this state had, oldest first. */
const conversationOf = (order: Order, rng: Rng, at: (minutes: number) => string, role: Role): Line[] => {
  const kode = order.kode_transaksi;
  switch (role) {
    case 'awaiting':
      return [
        ['CUSTOMER', `Halo kak, saya sudah transfer untuk pesanan ${kode}.`],
        ['CUSTOMER', 'Ini bukti transfernya ya kak, mohon dicek.', receiptAttachment(order, at(3))],
      ];
    case 'verifiedElsewhere':
      // The proof waits in chat, but the payment was verified on the verification screen meanwhile.
      return [
        ['CUSTOMER', `Kak, bukti transfer pesanan ${kode} saya kirim lagi di sini ya.`, receiptAttachment(order, at(2))],
        ['ADMIN', 'Baik kak, kami cek dulu.'],
      ];
    case 'cancelled':
      return [
        ['CUSTOMER', `Kak, tadi saya transfer untuk ${kode}, ini buktinya.`, receiptAttachment(order, at(2))],
      ];
    case 'approvedBefore':
      return [
        ['CUSTOMER', 'Sudah saya transfer kak.', receiptAttachment(order, at(1), 'REJECTED', 'Nominal transfer kurang dari total tagihan.')],
        ['ADMIN', 'Bukti pembayaran ditolak. Alasan: Nominal transfer kurang dari total tagihan.'],
        ['CUSTOMER', 'Maaf kak, sudah saya tambah kekurangannya.', receiptAttachment(order, at(30), 'APPROVED')],
        ['ADMIN', `Bukti pembayaran disetujui. Pembayaran pesanan ${kode} sudah kami terima, terima kasih.`],
        ['ADMIN', `Berikut invoice pesanan ${kode}.`, invoiceAttachment(order)],
      ];
    case 'shipping':
      return [
        ['CUSTOMER', rng.pick(['Kak, pesanan saya sudah dikirim belum ya?', 'Permisi kak, barangnya kira-kira sampai kapan?', 'Kak, bisa minta nomor resinya?'])],
        ['ADMIN', order.nomor_resi ? `Sudah dikirim kak, nomor resinya ${order.nomor_resi}.` : 'Sedang kami siapkan kak, hari ini kami kirim.'],
        ['CUSTOMER', rng.pick(['Oke kak, terima kasih.', 'Siap kak, ditunggu.', 'Baik, terima kasih banyak.'])],
      ];
    case 'unpaid':
      return [
        ['CUSTOMER', 'Kak, cara bayar lewat virtual account bagaimana ya?'],
        ['ADMIN', 'Silakan buka halaman pembayaran pesanan, pilih bank, lalu ikuti instruksi di sana kak.'],
        ['CUSTOMER', 'Baik kak, segera saya bayar.'],
      ];
    case 'question':
      return [
        ['CUSTOMER', rng.pick(['Kak, semen ini bisa dikirim ke proyek di hari Sabtu?', 'Apakah pesanan bisa diambil sendiri di gudang kak?', 'Kak, kalau keramiknya kurang bisa tambah pesanan?'])],
      ];
    default:
      return [['CUSTOMER', 'Barang sudah sampai dengan baik, terima kasih kak.']];
  }
};

type Role = 'awaiting' | 'verifiedElsewhere' | 'cancelled' | 'approvedBefore' | 'shipping' | 'unpaid' | 'question' | 'done';

const roleOf = (order: Order): Role => {
  if (order.status_pembayaran === 'MENUNGGU_KONFIRMASI') return 'awaiting';
  if (order.status_pembayaran === 'MENUNGGU_PEMBAYARAN') return 'unpaid';
  if (order.status_pengiriman === 'SELESAI') return 'done';
  if (order.status_pengiriman === 'DIKIRIM' || order.status_pengiriman === 'SIAP_DIKIRIM') return 'shipping';
  return 'question';
};

/** The orders that have a chat, each with what its conversation is about. */
const chattedOrders = (orders: readonly Order[]): Array<[Order, Role]> => {
  const picked = new Map<number, Role>();
  const newestFirst = [...orders].sort((a, b) => Number(b.id) - Number(a.id));
  // Every transfer awaiting confirmation sent its proof in chat: the panel's pending proofs.
  for (const order of newestFirst) if (order.status_pembayaran === 'MENUNGGU_KONFIRMASI' && isManual(order)) picked.set(Number(order.id), 'awaiting');
  // Two proofs whose approval would conflict: one order verified meanwhile, one cancelled.
  const paidManual = newestFirst.filter((order) => order.status_pembayaran === 'LUNAS' && isManual(order));
  const verified = paidManual.find((order) => order.status_pengiriman !== 'SELESAI') ?? paidManual[0];
  if (verified) picked.set(Number(verified.id), 'verifiedElsewhere');
  const cancelled = newestFirst.find((order) => order.status_pembayaran === 'DIBATALKAN' && isManual(order));
  if (cancelled) picked.set(Number(cancelled.id), 'cancelled');
  // One paid order whose history holds a rejected and an approved proof and the shop's invoice (a PDF).
  const history = newestFirst.find((order) => order.status_pembayaran === 'LUNAS' && isManual(order) && !picked.has(Number(order.id)));
  if (history) picked.set(Number(history.id), 'approvedBefore');
  // And the newest other orders, about shipping, paying and the goods.
  for (const order of newestFirst) {
    if (picked.size >= 14) break;
    if (!picked.has(Number(order.id))) picked.set(Number(order.id), roleOf(order));
  }
  return newestFirst.filter((order) => picked.has(Number(order.id))).map((order) => [order, picked.get(Number(order.id)) as Role]);
};

/** Threads and messages for the chats of the seeded orders (deterministic: the orders' ids and times, one seeded generator). */
export const seedChat = (orders: readonly Order[], now: Date): { threads: ChatThreadRecord[]; messages: ChatMessageRecord[] } => {
  const rng = createRng(CHAT_SEED);
  const threads: ChatThreadRecord[] = [];
  const messages: ChatMessageRecord[] = [];
  const chats = chattedOrders(orders);
  chats.forEach(([order, role], index) => {
    const placed = Date.parse(order.tanggal_pesan);
    // Messages start a few minutes after the order (sooner for an order of the last minutes), never
    // before it and never after the seed's clock.
    const start = Math.min(placed + rng.int(2, 20) * MINUTE, Math.max(placed, now.getTime() - 12 * MINUTE));
    const at = (minutes: number) => new Date(Math.min(start + minutes * MINUTE, now.getTime())).toISOString();
    // Two customers without a name on their account: the list shows 'Customer #' and the order id's end.
    const customerName = index === 5 ? null : index === 8 ? 'Customer' : order.nama_penerima;
    threads.push({ id: threads.length + 1, orderId: Number(order.id), customerName, customerPhone: order.telepon_penerima || null, createdAt: new Date(Math.min(placed, now.getTime())).toISOString() });
    const lines = conversationOf(order, rng, at, role);
    let minute = 0;
    const open = role === 'awaiting' || role === 'question' || role === 'unpaid' || role === 'cancelled';
    const lastAdminLine = lines.map(([sender]) => sender).lastIndexOf('ADMIN');
    lines.forEach(([senderType, text, attachment], line) => {
      minute += line === 0 ? 0 : rng.int(1, 9);
      messages.push({
        id: messages.length + 1,
        orderId: Number(order.id),
        senderType,
        messageContent: text,
        sentAt: at(minute),
        attachments: attachment ? [attachment] : [],
        // On open chats, what the customer wrote since the shop last answered waits to be read.
        readByAdmin: senderType === 'ADMIN' || !open || line < lastAdminLine,
      });
    });
  });
  return { threads, messages };
};
