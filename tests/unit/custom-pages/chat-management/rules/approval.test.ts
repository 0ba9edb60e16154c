import { describe, expect, it } from 'vitest';
import { approvalPayload, proofKey, rejectionPayload } from '@/custom-pages/chat-management/rules';

const proof = { messageId: 41, attachmentIndex: 1 };

describe('proof approval payloads (operations spec §5 and §7)', () => {
  it('approves with no reason', () => {
    expect(approvalPayload(proof)).toEqual({ messageId: 41, attachmentIndex: 1, approved: true, rejectionReason: null });
  });

  it.each([
    ['Nominal kurang', { messageId: 41, attachmentIndex: 1, approved: false, rejectionReason: 'Nominal kurang' }],
    ['  Foto buram \n', { messageId: 41, attachmentIndex: 1, approved: false, rejectionReason: 'Foto buram' }],
    ['', null],
    ['   ', null],
    [null, null],
  ])('rejects with reason %j: %j (cancelled or empty sends nothing)', (reason, expected) => {
    expect(rejectionPayload(proof, reason)).toEqual(expected);
  });

  it('keys each file of a message on its own', () => {
    expect(proofKey({ messageId: 41, attachmentIndex: 0 })).not.toBe(proofKey(proof));
    expect(proofKey({ messageId: '41', attachmentIndex: 1 })).toBe(proofKey(proof));
  });
});
