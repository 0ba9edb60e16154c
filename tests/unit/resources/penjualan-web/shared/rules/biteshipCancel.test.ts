import { describe, expect, it } from 'vitest';
import { biteshipCancelReady } from '@/resources/penjualan-web/shared/rules/biteshipCancel';

describe('biteshipCancelReady: a known reason code, and a written reason for "others"', () => {
  it.each([
    ['change_courier', '', true],
    ['pickup_delay', '', true],
    ['change_address', 'ignored', true],
    ['others', '', false],
    ['others', '   ', false],
    ['others', 'Pelanggan minta ambil sendiri', true],
    ['unknown_code', 'x', false],
  ])('%s with "%s" → %s', (code, custom, ready) => {
    expect(biteshipCancelReady(code, custom)).toBe(ready);
  });
});
