import { describe, expect, it } from 'vitest';
import type { ChatMessageRecord } from '@/custom-pages/chat-management/fake/seed';
import { REPLY_DELAY_MAX_MS, REPLY_DELAY_MIN_MS } from '@/custom-pages/chat-management/fake/customer';
import type { Order } from '@/resources/penjualan-web/schemas';
import { fileOf, JPEG_BYTES, PDF_BYTES, PNG_BYTES, setupChatBackend, type Body, type ChatBackend } from './chatBackend';

interface ThreadRow {
  id: number;
  orderId: number;
  customerName: string | null;
  status: string;
  unreadCount: number;
  lastMessage: string | null;
  lastActivity: string;
  shippingMethod: string | null;
}
interface MessageRow {
  id: number;
  senderType: string;
  messageContent: string;
  sentAt: string;
  attachments: Array<{ fileName: string; mimeType: string; isPaymentProof: boolean; approvalStatus: string | null; rejectionReason: string | null; fileUrl: string }>;
}
interface ProofRow {
  messageId: number;
  fileName: string;
  fileUrl: string;
  attachmentIndex: number;
  transaksiId: number;
}

const THREADS = '/admin/chat/threads';
const PROOFS = '/admin/chat/payment-proofs/pending';
const SEND = '/admin/chat/transaksi/messages';
const APPROVE = '/admin/chat/approve-payment-proof';
const messagesPath = (orderId: number | string) => `/admin/chat/transaksi/${orderId}/messages`;

const orderOf = (backend: ChatBackend, id: number | string) => backend.db.penjualanWeb.find((order) => String(order.id) === String(id)) as Order;
const threads = async (backend: ChatBackend) => (await backend.call<{ threads: ThreadRow[] }>('GET', THREADS)).body.threads;
const proofs = async (backend: ChatBackend) => (await backend.call<{ pendingProofs: ProofRow[] }>('GET', PROOFS)).body.pendingProofs;
const conversation = async (backend: ChatBackend, orderId: number | string) => (await backend.call<{ messages: MessageRow[] }>('GET', messagesPath(orderId))).body.messages;
const proofOfOrder = async (backend: ChatBackend, status: string) => {
  const all = await proofs(backend);
  const proof = all.find((p) => orderOf(backend, p.transaksiId).status_pembayaran === status);
  if (!proof) throw new Error(`no pending proof on an order ${status}`);
  return proof;
};
/** An order with no chat yet, awaiting nothing (a paid one). */
const orderWithoutChat = (backend: ChatBackend, status = 'LUNAS') =>
  backend.db.penjualanWeb.find((order) => order.status_pembayaran === status && !backend.db.chatThreads.some((t) => t.orderId === Number(order.id))) as Order;

describe('GET /admin/chat/threads', () => {
  it('answers every thread with its order, unread count and last message, the latest activity first', async () => {
    const backend = setupChatBackend();
    const rows = await threads(backend);
    expect(rows.length).toBe(backend.db.chatThreads.length);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const times = rows.map((row) => Date.parse(row.lastActivity));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of rows) {
      const order = orderOf(backend, row.orderId);
      expect(order).toBeDefined();
      expect(row.shippingMethod).toBe(order.metode_pengiriman);
      const said = backend.db.chatMessages.filter((message) => message.orderId === row.orderId);
      expect(row.lastMessage).toBe(said[said.length - 1]?.messageContent);
      expect(row.unreadCount).toBe(said.filter((message) => message.senderType === 'CUSTOMER' && !message.readByAdmin).length);
    }
    // Awaiting a transfer's confirmation: PENDING; paid and on its way: ACTIVE; done or cancelled: CLOSED.
    const statusOf = (row: ThreadRow) => orderOf(backend, row.orderId).status_pembayaran;
    expect(rows.filter((row) => statusOf(row) === 'MENUNGGU_KONFIRMASI').every((row) => row.status === 'PENDING')).toBe(true);
    expect(rows.filter((row) => statusOf(row) === 'DIBATALKAN').every((row) => row.status === 'CLOSED')).toBe(true);
    expect(rows.some((row) => row.status === 'ACTIVE')).toBe(true);
    expect(rows.some((row) => row.unreadCount > 0)).toBe(true);
    // Two customers without a name on their account (the screen's 'Customer #' fallback).
    expect(rows.filter((row) => row.customerName === null || row.customerName === 'Customer')).toHaveLength(2);
  });
});

describe('GET /admin/chat/transaksi/{orderId}/messages', () => {
  it("answers the conversation oldest first and marks the customer's messages read", async () => {
    const backend = setupChatBackend();
    const unread = (await threads(backend)).find((row) => row.unreadCount > 0) as ThreadRow;
    const said = await conversation(backend, unread.orderId);
    expect(said.length).toBeGreaterThan(0);
    const times = said.map((message) => Date.parse(message.sentAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(backend.persist).toHaveBeenCalled();
    expect((await threads(backend)).find((row) => row.orderId === unread.orderId)?.unreadCount).toBe(0);
  });

  it('answers an empty conversation for an order without a chat, 404 for an unknown order', async () => {
    const backend = setupChatBackend();
    expect(await conversation(backend, orderWithoutChat(backend).id)).toEqual([]);
    expect(await backend.call('GET', messagesPath(99999))).toEqual({ status: 404, body: { error: 'Pesanan 99999 tidak ditemukan.' } });
    expect((await backend.call('GET', messagesPath('abc'))).status).toBe(404);
  });
});

describe('GET /admin/chat/payment-proofs/pending', () => {
  it('lists the proof of every transfer awaiting confirmation and two whose approval would conflict, each with its order and index', async () => {
    const backend = setupChatBackend();
    const pending = await proofs(backend);
    const statuses = pending.map((proof) => orderOf(backend, proof.transaksiId).status_pembayaran);
    const awaiting = backend.db.penjualanWeb.filter((order) => order.status_pembayaran === 'MENUNGGU_KONFIRMASI' && order.metode_pembayaran === 'MANUAL_TRANSFER');
    expect(awaiting.length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 'MENUNGGU_KONFIRMASI')).toHaveLength(awaiting.length);
    expect(statuses.filter((status) => status !== 'MENUNGGU_KONFIRMASI').sort()).toEqual(['DIBATALKAN', 'LUNAS']);
    for (const proof of pending) {
      const message = backend.db.chatMessages.find((m) => m.id === proof.messageId) as ChatMessageRecord;
      expect(message.orderId).toBe(proof.transaksiId);
      expect(message.attachments[proof.attachmentIndex]).toMatchObject({ isPaymentProof: true, approvalStatus: 'PENDING', fileName: proof.fileName, fileUrl: proof.fileUrl });
    }
  });
});

describe('POST /admin/chat/upload', () => {
  const order = (backend: ChatBackend) => String(backend.db.chatThreads[0]?.orderId);

  it.each([
    ['invoice.pdf', PDF_BYTES, 'application/pdf'],
    ['foto.png', PNG_BYTES, 'image/png'],
    ['foto.jpg', JPEG_BYTES, 'image/jpeg'],
  ])('stores %s and answers its url, name, size, type and isPaymentProof false', async (name, head, type) => {
    const backend = setupChatBackend();
    const { status, body } = await backend.upload({ file: [fileOf(head, 300, type), name], transaksiId: order(backend), isPaymentProof: 'false' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ fileName: name, fileSize: 300, mimeType: type, isPaymentProof: false });
    expect(String(body.fileUrl)).toMatch(new RegExp(`^data:${type.replace('/', '\\/')};base64,`));
  });

  it('takes a file of exactly 5 MB (5242880 bytes) and refuses one byte more with the spec message', async () => {
    const backend = setupChatBackend();
    const exact = await backend.upload({ file: [fileOf(PDF_BYTES, 5_242_880, 'application/pdf'), 'besar.pdf'], transaksiId: order(backend), isPaymentProof: 'false' });
    expect(exact.status).toBe(200);
    expect(exact.body.fileSize).toBe(5_242_880);
    const over = await backend.upload({ file: [fileOf(PDF_BYTES, 5_242_881, 'application/pdf'), 'lebih.pdf'], transaksiId: order(backend), isPaymentProof: 'false' });
    expect(over).toEqual({ status: 400, body: { error: 'Ukuran file terlalu besar. Maksimal 5MB.' } });
  });

  it.each([
    ['animasi.gif', new Uint8Array([0x47, 0x49, 0x46, 0x38]), 'image/gif', 'Tipe file tidak didukung. Hanya JPG, PNG, PDF yang diizinkan.'],
    ['catatan.txt', new TextEncoder().encode('halo'), 'text/plain', 'Tipe file tidak didukung. Hanya JPG, PNG, PDF yang diizinkan.'],
    ['palsu.pdf', new TextEncoder().encode('bukan pdf'), 'application/pdf', 'Isi file tidak sesuai dengan tipenya. Hanya JPG, PNG, PDF yang diizinkan.'],
  ])('refuses %s with 400', async (name, head, type, error) => {
    const backend = setupChatBackend();
    expect(await backend.upload({ file: [fileOf(head, head.length, type), name], transaksiId: order(backend), isPaymentProof: 'false' })).toEqual({ status: 400, body: { error } });
  });

  it('answers 404 for an unknown order', async () => {
    const backend = setupChatBackend();
    expect(await backend.upload({ file: [fileOf(PDF_BYTES, 100, 'application/pdf'), 'a.pdf'], transaksiId: '99999', isPaymentProof: 'false' })).toEqual({ status: 404, body: { error: 'Pesanan 99999 tidak ditemukan.' } });
  });
});

describe('POST /admin/chat/transaksi/messages', () => {
  it('adds the administrator\'s message, with its attachment, to the order\'s thread', async () => {
    const backend = setupChatBackend();
    const orderId = backend.db.chatThreads[0]?.orderId as number;
    const uploaded = await backend.upload({ file: [fileOf(PDF_BYTES, 400, 'application/pdf'), 'invoice.pdf'], transaksiId: String(orderId), isPaymentProof: 'false' });
    const attachment = { fileUrl: uploaded.body.fileUrl, fileName: 'invoice.pdf', fileSize: 400, mimeType: 'application/pdf', isPaymentProof: false };
    const { status, body } = await backend.call('POST', SEND, { transaksiId: orderId, content: '  Berikut invoicenya  ', attachment });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Pesan terkirim' });
    const said = await conversation(backend, orderId);
    expect(said[said.length - 1]).toMatchObject({ senderType: 'ADMIN', messageContent: 'Berikut invoicenya', attachments: [{ fileName: 'invoice.pdf', mimeType: 'application/pdf', isPaymentProof: false, approvalStatus: null }] });
    expect((await threads(backend))[0]).toMatchObject({ orderId, lastMessage: 'Berikut invoicenya' });
    expect(backend.persist).toHaveBeenCalled();
  });

  it('opens a thread for an order that had none', async () => {
    const backend = setupChatBackend();
    const order = orderWithoutChat(backend);
    expect((await backend.call('POST', SEND, { transaksiId: String(order.id), content: 'Halo kak' })).status).toBe(200);
    expect((await threads(backend)).find((row) => row.orderId === Number(order.id))).toMatchObject({ customerName: order.nama_penerima, lastMessage: 'Halo kak' });
  });

  it.each([
    [{ content: '' }, 400, 'Pesan atau file harus diisi'],
    [{ content: '   ' }, 400, 'Pesan atau file harus diisi'],
    [{ content: '', attachment: { fileUrl: 'data:image/gif;base64,R0lG', fileName: 'a.gif', fileSize: 4, mimeType: 'image/gif', isPaymentProof: false } }, 400, 'Tipe file tidak didukung. Hanya JPG, PNG, PDF yang diizinkan.'],
    [{ content: '', attachment: { fileUrl: 'https://x.test/a.pdf', fileName: 'a.pdf', fileSize: 5_242_881, mimeType: 'application/pdf', isPaymentProof: false } }, 400, 'Ukuran file terlalu besar. Maksimal 5MB.'],
    // Issue 23: the declared type is not what the file is; only an upload's own data: URL or an http(s) address is stored.
    [{ content: '', attachment: { fileUrl: 'data:text/html,<script>window.__pwned=1</script>', fileName: 'a.pdf', fileSize: 40, mimeType: 'application/pdf', isPaymentProof: true } }, 400, 'Alamat file lampiran tidak valid. Unggah file melalui chat terlebih dahulu.'],
    [{ content: '', attachment: { fileUrl: 'javascript:window.__pwned=1', fileName: 'a.pdf', fileSize: 40, mimeType: 'application/pdf', isPaymentProof: false } }, 400, 'Alamat file lampiran tidak valid. Unggah file melalui chat terlebih dahulu.'],
    [{ content: '', attachment: { fileUrl: `data:application/pdf;base64,${btoa('<script>window.__pwned=1</script>')}`, fileName: 'a.pdf', fileSize: 33, mimeType: 'application/pdf', isPaymentProof: false } }, 400, 'Isi file tidak sesuai dengan tipenya. Hanya JPG, PNG, PDF yang diizinkan.'],
    [{ content: '', attachment: { fileUrl: `data:image/svg+xml;base64,${btoa('<svg onload="window.__pwned=1"/>')}`, fileName: 'a.png', fileSize: 33, mimeType: 'image/png', isPaymentProof: false } }, 400, 'Isi file tidak sesuai dengan tipenya. Hanya JPG, PNG, PDF yang diizinkan.'],
  ])('refuses %j', async (body, status, error) => {
    const backend = setupChatBackend();
    expect(await backend.call('POST', SEND, { transaksiId: backend.db.chatThreads[0]?.orderId, ...body })).toEqual({ status, body: { error } });
  });

  it('answers 404 for an unknown order', async () => {
    const backend = setupChatBackend();
    expect(await backend.call('POST', SEND, { transaksiId: 99999, content: 'Halo' })).toEqual({ status: 404, body: { error: 'Pesanan 99999 tidak ditemukan.' } });
  });
});

describe('the simulated customer', () => {
  it('answers an administrator\'s message 4 to 8 seconds later, unread, once however many messages came meanwhile', async () => {
    const backend = setupChatBackend();
    const orderId = orderWithoutChat(backend).id;
    await backend.call('POST', SEND, { transaksiId: orderId, content: 'Halo kak' });
    backend.later(1_000);
    await backend.call('POST', SEND, { transaksiId: orderId, content: 'Ada yang bisa dibantu?' });
    backend.later(REPLY_DELAY_MIN_MS - 1_001);
    expect((await conversation(backend, orderId)).map((m) => m.senderType)).toEqual(['ADMIN', 'ADMIN']);
    backend.later(REPLY_DELAY_MAX_MS - REPLY_DELAY_MIN_MS + 1);
    const row = (await threads(backend)).find((t) => t.orderId === Number(orderId)) as ThreadRow;
    expect(row.unreadCount).toBe(1);
    const said = await conversation(backend, orderId);
    expect(said.map((m) => m.senderType)).toEqual(['ADMIN', 'ADMIN', 'CUSTOMER']);
    expect(said[2]?.messageContent).not.toBe('');
    // The reply was read by opening the thread.
    expect((await threads(backend)).find((t) => t.orderId === Number(orderId))?.unreadCount).toBe(0);
  });

  it('answers the same way every time (a deterministic conversation)', async () => {
    const run = async () => {
      const backend = setupChatBackend();
      const orderId = orderWithoutChat(backend).id;
      const replies: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        await backend.call('POST', SEND, { transaksiId: orderId, content: `Pesan ${i}` });
        backend.later(REPLY_DELAY_MAX_MS);
        const said = await conversation(backend, orderId);
        replies.push(`${said[said.length - 1]?.sentAt} ${said[said.length - 1]?.messageContent}`);
      }
      return replies;
    };
    expect(await run()).toEqual(await run());
  });

  it('sends a payment proof with its second reply on an order still awaiting confirmation, which then waits for approval', async () => {
    const backend = setupChatBackend();
    const orderId = (await proofOfOrder(backend, 'MENUNGGU_KONFIRMASI')).transaksiId;
    const before = (await proofs(backend)).length;
    const replyAttachments: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      await backend.call('POST', SEND, { transaksiId: orderId, content: `Pesan ${i}` });
      backend.later(REPLY_DELAY_MAX_MS);
      const said = await conversation(backend, orderId);
      replyAttachments.push(said[said.length - 1]?.attachments.length ?? -1);
    }
    expect(replyAttachments).toEqual([0, 1]);
    const said = await conversation(backend, orderId);
    expect(said[said.length - 1]?.attachments[0]).toMatchObject({ isPaymentProof: true, approvalStatus: 'PENDING' });
    expect((await proofs(backend)).length).toBe(before + 1);
  });

  it('never sends a payment proof for a paid order', async () => {
    const backend = setupChatBackend();
    const orderId = orderWithoutChat(backend).id;
    for (let i = 0; i < 6; i += 1) {
      await backend.call('POST', SEND, { transaksiId: orderId, content: `Pesan ${i}` });
      backend.later(REPLY_DELAY_MAX_MS);
    }
    const said = await conversation(backend, orderId);
    expect(said.filter((m) => m.senderType === 'CUSTOMER')).toHaveLength(6);
    expect(said.flatMap((m) => m.attachments)).toEqual([]);
  });
});

describe('POST /admin/chat/approve-payment-proof', () => {
  it("approving the proof of a transfer awaiting confirmation verifies the order's payment as the verification call does", async () => {
    const backend = setupChatBackend();
    const proof = await proofOfOrder(backend, 'MENUNGGU_KONFIRMASI');
    const order = orderOf(backend, proof.transaksiId);
    const cashBefore = backend.db.pendingCash.length;
    const { status, body } = await backend.call('POST', APPROVE, { messageId: proof.messageId, attachmentIndex: proof.attachmentIndex, approved: true, rejectionReason: null });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Bukti pembayaran disetujui' });
    expect(order.status_pembayaran).toBe('LUNAS');
    expect(order.status_pengiriman).toBe('SIAP_DIKIRIM');
    expect(order.riwayat_status?.[order.riwayat_status.length - 1]).toMatchObject({ status_pembayaran: 'LUNAS', by: 'admin@toko.test' });
    expect(backend.db.pendingCash).toHaveLength(cashBefore + 1);
    expect(backend.db.pendingCash[backend.db.pendingCash.length - 1]).toMatchObject({ orderId: order.id, kodeTransaksi: order.kode_transaksi, jumlahGross: Number(order.total_akhir), status: 'PENDING' });
    expect((await proofs(backend)).some((p) => p.messageId === proof.messageId)).toBe(false);
    const said = await conversation(backend, order.id);
    expect(said.find((m) => m.id === proof.messageId)?.attachments[proof.attachmentIndex]?.approvalStatus).toBe('APPROVED');
    expect(said[said.length - 1]).toMatchObject({ senderType: 'ADMIN', messageContent: `Bukti pembayaran disetujui. Pembayaran pesanan ${order.kode_transaksi} sudah kami terima, terima kasih.` });
    // The order's own verification call now finds nothing to verify: one path, one state.
    expect((await backend.call('POST', `/admin/penjualan-web/${order.id}/verifikasi`, { aksi: 'LUNAS' })).status).toBe(409);
  });

  it('refuses (409) a proof already approved or rejected', async () => {
    const backend = setupChatBackend();
    const proof = await proofOfOrder(backend, 'MENUNGGU_KONFIRMASI');
    const body = { messageId: proof.messageId, attachmentIndex: proof.attachmentIndex, approved: true, rejectionReason: null };
    expect((await backend.call('POST', APPROVE, body)).status).toBe(200);
    expect(await backend.call('POST', APPROVE, body)).toEqual({ status: 409, body: { error: 'Bukti pembayaran ini sudah diproses (Disetujui).' } });
    expect(await backend.call('POST', APPROVE, { ...body, approved: false, rejectionReason: 'Ganda' })).toEqual({ status: 409, body: { error: 'Bukti pembayaran ini sudah diproses (Disetujui).' } });
  });

  it.each(['LUNAS', 'DIBATALKAN'])('refuses (409) to approve the proof of an order already %s, and changes nothing', async (status) => {
    const backend = setupChatBackend();
    const proof = await proofOfOrder(backend, status);
    const order = orderOf(backend, proof.transaksiId);
    const snapshot = JSON.stringify(order);
    const cashBefore = backend.db.pendingCash.length;
    const answer = await backend.call<Body>('POST', APPROVE, { messageId: proof.messageId, attachmentIndex: proof.attachmentIndex, approved: true, rejectionReason: null });
    expect(answer.status).toBe(409);
    expect(String(answer.body.error)).toContain(`Pesanan ${order.kode_transaksi} tidak lagi menunggu konfirmasi pembayaran`);
    expect(JSON.stringify(order)).toBe(snapshot);
    expect(backend.db.pendingCash).toHaveLength(cashBefore);
    expect((await proofs(backend)).some((p) => p.messageId === proof.messageId)).toBe(true);
  });

  it('rejecting records the reason in the thread and marks the proof rejected; the order stays awaiting confirmation', async () => {
    const backend = setupChatBackend();
    const proof = await proofOfOrder(backend, 'MENUNGGU_KONFIRMASI');
    const order = orderOf(backend, proof.transaksiId);
    const { status, body } = await backend.call('POST', APPROVE, { messageId: proof.messageId, attachmentIndex: proof.attachmentIndex, approved: false, rejectionReason: '  Nominal tidak sesuai ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Bukti pembayaran ditolak' });
    expect(order.status_pembayaran).toBe('MENUNGGU_KONFIRMASI');
    const said = await conversation(backend, order.id);
    expect(said.find((m) => m.id === proof.messageId)?.attachments[proof.attachmentIndex]).toMatchObject({ approvalStatus: 'REJECTED', rejectionReason: 'Nominal tidak sesuai' });
    expect(said[said.length - 1]).toMatchObject({ senderType: 'ADMIN', messageContent: 'Bukti pembayaran ditolak. Alasan: Nominal tidak sesuai' });
    expect((await proofs(backend)).some((p) => p.messageId === proof.messageId)).toBe(false);
  });

  it('rejecting the proof of an order no longer awaiting confirmation is allowed (it only closes the proof)', async () => {
    const backend = setupChatBackend();
    const proof = await proofOfOrder(backend, 'LUNAS');
    expect((await backend.call('POST', APPROVE, { messageId: proof.messageId, attachmentIndex: proof.attachmentIndex, approved: false, rejectionReason: 'Sudah diverifikasi' })).status).toBe(200);
  });

  it.each([
    [{ approved: false, rejectionReason: null }, 400, 'Alasan penolakan wajib diisi.'],
    [{ approved: false, rejectionReason: '   ' }, 400, 'Alasan penolakan wajib diisi.'],
    [{ attachmentIndex: 5 }, 404, 'Lampiran tidak ditemukan pada pesan ini.'],
    [{ messageId: 999999 }, 404, 'Pesan tidak ditemukan.'],
  ])('refuses %j', async (change, status, error) => {
    const backend = setupChatBackend();
    const proof = await proofOfOrder(backend, 'MENUNGGU_KONFIRMASI');
    expect(await backend.call('POST', APPROVE, { messageId: proof.messageId, attachmentIndex: proof.attachmentIndex, approved: true, rejectionReason: null, ...change })).toEqual({ status, body: { error } });
  });

  it('refuses (400) a file that is not a payment proof', async () => {
    const backend = setupChatBackend();
    const invoice = backend.db.chatMessages.find((m) => m.attachments.some((a) => !a.isPaymentProof)) as ChatMessageRecord;
    const index = invoice.attachments.findIndex((a) => !a.isPaymentProof);
    expect(await backend.call('POST', APPROVE, { messageId: invoice.id, attachmentIndex: index, approved: true, rejectionReason: null })).toEqual({ status: 400, body: { error: 'Lampiran ini bukan bukti pembayaran.' } });
  });
});
