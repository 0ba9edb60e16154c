import { describe, expect, it } from 'vitest';
import { chatManagementContract as c } from '@/custom-pages/chat-management/contract';

const thread = { id: 1, orderId: 12, customerName: 'Budi', status: 'active', unreadCount: 2, lastMessage: 'Halo', lastActivity: '2026-11-23T03:00:00Z', shippingMethod: null };
const message = { id: 5, senderType: 'ADMIN', messageContent: 'Halo', sentAt: '2026-11-23T03:00:00Z', attachments: [] };
const proof = { messageId: 5, fileName: 'a.jpg', fileUrl: 'u' };

const read = <T,>(endpoint: { response: { parse: (raw: unknown) => unknown }; unwrap: (raw: never) => T }, raw: unknown): T => endpoint.unwrap(endpoint.response.parse(raw) as never);

describe('chat contract (operations spec §7)', () => {
  it.each([
    ['bare', [thread]],
    ['as data', { data: [thread] }],
    ['as threads', { success: true, threads: [thread] }],
  ])('reads the threads %s, with the status normalised', (_shape, raw) => {
    expect(read(c.threads, raw)).toEqual([{ ...thread, customerPhone: null, status: 'ACTIVE' }]);
  });

  it.each([
    ['bare', [message]],
    ['as data', { data: [message] }],
    ['as messages', { messages: [message] }],
  ])('reads the messages %s', (_shape, raw) => {
    expect(read(c.messages, raw)).toEqual([{ id: 5, sender: 'ADMIN', messageContent: 'Halo', sentAt: '2026-11-23T03:00:00Z', attachments: [] }]);
  });

  it.each([
    ['bare', [proof]],
    ['as data', { data: [proof] }],
    ['as pendingProofs', { pendingProofs: [proof] }],
  ])('reads the pending proofs %s', (_shape, raw) => {
    expect(read(c.pendingProofs, raw)).toEqual([{ ...proof, attachmentIndex: 0, transaksiId: null, mimeType: null, customerName: null, sentAt: null }]);
  });

  it('reads the uploaded file bare or inside data', () => {
    const file = { fileUrl: 'https://files.test/a.pdf', fileName: 'a.pdf', fileSize: '2048', mimeType: 'application/pdf' };
    const expected = { fileUrl: 'https://files.test/a.pdf', fileName: 'a.pdf', fileSize: 2048, mimeType: 'application/pdf', isPaymentProof: false };
    expect(read(c.upload, file)).toEqual(expected);
    expect(read(c.upload, { success: true, data: { ...file, isPaymentProof: true } })).toEqual({ ...expected, isPaymentProof: true });
    expect(() => c.upload.response.parse({ fileName: 'a.pdf' })).toThrow();
  });

  it('declares the spec paths and methods, the upload as multipart', () => {
    expect(Object.values(c).map((e) => `${e.method} ${e.path}${e.multipart ? ' (multipart)' : ''}`)).toEqual([
      'GET /admin/chat/threads',
      'GET /admin/chat/transaksi/{orderId}/messages',
      'GET /admin/chat/payment-proofs/pending',
      'POST /admin/chat/upload (multipart)',
      'POST /admin/chat/transaksi/messages',
      'POST /admin/chat/approve-payment-proof',
    ]);
    expect(c.approveProof.body?.safeParse({ messageId: 1, attachmentIndex: 0, approved: false, rejectionReason: null }).success).toBe(true);
    expect(c.approveProof.body?.safeParse({ messageId: 1, attachmentIndex: 0, approved: 'ya' }).success).toBe(false);
  });
});
