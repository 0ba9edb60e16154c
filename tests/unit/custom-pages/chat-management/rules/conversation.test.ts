import { describe, expect, it } from 'vitest';
import { approvalStatus, buildMessageBody, isAtBottom, senderOf, toChatMessage, toPendingProof } from '@/custom-pages/chat-management/rules';

const pdf = { fileUrl: 'https://files.test/a.pdf', fileName: 'invoice.pdf', fileSize: 2048, mimeType: 'application/pdf', isPaymentProof: false };

describe('message bodies (operations spec §5 and §7)', () => {
  it.each([
    ['Halo kak', null, { ok: true, body: { transaksiId: 12, content: 'Halo kak' } }],
    ['  Halo kak \n', null, { ok: true, body: { transaksiId: 12, content: 'Halo kak' } }],
    ['Baris satu\nBaris dua', null, { ok: true, body: { transaksiId: 12, content: 'Baris satu\nBaris dua' } }],
    ['', pdf, { ok: true, body: { transaksiId: 12, content: '[File: invoice.pdf]', attachment: pdf } }],
    ['   ', pdf, { ok: true, body: { transaksiId: 12, content: '[File: invoice.pdf]', attachment: pdf } }],
    ['Ini invoicenya', pdf, { ok: true, body: { transaksiId: 12, content: 'Ini invoicenya', attachment: pdf } }],
    ['', null, { ok: false, error: 'Pesan atau file harus diisi' }],
    [' \n\t ', null, { ok: false, error: 'Pesan atau file harus diisi' }],
  ] as const)('text %j with file %j gives %j', (text, attachment, expected) => {
    expect(buildMessageBody(12, text, attachment)).toEqual(expected);
  });
});

describe('reading messages (operations spec §3 and §4)', () => {
  it.each([
    ['ADMIN', 'ADMIN'],
    ['admin', 'ADMIN'],
    ['CUSTOMER', 'CUSTOMER'],
    ['USER', 'CUSTOMER'],
    ['', 'CUSTOMER'],
  ])('senderType %j is the %s', (raw, expected) => {
    expect(senderOf(raw)).toBe(expected);
  });

  it.each([
    [true, 'PENDING', 'PENDING'],
    [true, 'APPROVED', 'APPROVED'],
    [true, 'rejected', 'REJECTED'],
    [true, null, 'PENDING'],
    [true, 'UNKNOWN', 'PENDING'],
    [false, 'APPROVED', null],
    [false, null, null],
  ])('a file (proof: %s) with approvalStatus %j has status %j', (isProof, raw, expected) => {
    expect(approvalStatus(isProof, raw)).toBe(expected);
  });

  it('reads a message with defaults for what is missing', () => {
    expect(toChatMessage({ id: 5, senderType: 'customer', sentAt: '2026-11-23T03:00:00Z', messageContent: null, attachments: [{ ...pdf, fileSize: '2048' as unknown as number, isPaymentProof: true, approvalStatus: 'rejected', rejectionReason: ' Buram ' }] })).toEqual({
      id: 5,
      sender: 'CUSTOMER',
      messageContent: '',
      sentAt: '2026-11-23T03:00:00Z',
      attachments: [{ ...pdf, isPaymentProof: true, approvalStatus: 'REJECTED', rejectionReason: 'Buram' }],
    });
    expect(toChatMessage({ id: 6, senderType: 'ADMIN', sentAt: 'x' }).attachments).toEqual([]);
  });

  it('reads a pending proof of the spec (messageId, fileName, fileUrl only) as the first file of an unknown order', () => {
    expect(toPendingProof({ messageId: 9, fileName: 'a.jpg', fileUrl: 'u' })).toEqual({ messageId: 9, fileName: 'a.jpg', fileUrl: 'u', attachmentIndex: 0, transaksiId: null, mimeType: null, customerName: null, sentAt: null });
    expect(toPendingProof({ messageId: 9, fileName: 'a.jpg', fileUrl: 'u', attachmentIndex: 2, transaksiId: 258 })).toMatchObject({ attachmentIndex: 2, transaksiId: 258 });
  });
});

describe('following new messages', () => {
  it.each([
    [{ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 }, true],
    [{ scrollTop: 560, scrollHeight: 1000, clientHeight: 400 }, true],
    [{ scrollTop: 552, scrollHeight: 1000, clientHeight: 400 }, true],
    [{ scrollTop: 551, scrollHeight: 1000, clientHeight: 400 }, false],
    [{ scrollTop: 500, scrollHeight: 1000, clientHeight: 400 }, false],
    [{ scrollTop: 0, scrollHeight: 1000, clientHeight: 400 }, false],
    [{ scrollTop: 0, scrollHeight: 300, clientHeight: 400 }, true],
  ])('a conversation scrolled to %j is at the bottom: %s', (box, expected) => {
    expect(isAtBottom(box)).toBe(expected);
  });
});
