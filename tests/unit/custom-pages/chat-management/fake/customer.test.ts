import { describe, expect, it } from 'vitest';
import { replyCarriesProof, replyDelayMs, REPLY_DELAY_MAX_MS, REPLY_DELAY_MIN_MS } from '@/custom-pages/chat-management/fake/customer';

describe('the simulated customer', () => {
  it('answers between 4 and 8 seconds later, the same delay for the same order and reply', () => {
    const delays = Array.from({ length: 300 }, (_, i) => replyDelayMs(i + 1, (i % 5) + 1));
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(REPLY_DELAY_MIN_MS);
      expect(delay).toBeLessThanOrEqual(REPLY_DELAY_MAX_MS);
    }
    expect(new Set(delays).size).toBeGreaterThan(50);
    expect(replyDelayMs(262, 3)).toBe(replyDelayMs(262, 3));
  });

  const awaiting = { status_pembayaran: 'MENUNGGU_KONFIRMASI', metode_pembayaran: 'MANUAL_TRANSFER' } as const;
  it.each([
    [awaiting, 1, false],
    [awaiting, 2, true],
    [awaiting, 3, false],
    [awaiting, 5, true],
    [awaiting, 8, true],
    [{ ...awaiting, status_pembayaran: 'LUNAS' }, 2, false],
    [{ ...awaiting, status_pembayaran: 'MENUNGGU_PEMBAYARAN' }, 2, false],
    [{ ...awaiting, metode_pembayaran: 'PAYMENT_GATEWAY' }, 2, false],
  ] as const)('an order %j sends a payment proof with reply %i: %s', (order, n, expected) => {
    expect(replyCarriesProof(order, n)).toBe(expected);
  });
});
