import { describe, expect, it } from 'vitest';
import { pendingCashRoutes } from '@/custom-pages/pending-cash/routes';
import { penjualanWebRoutes } from '@/resources/penjualan-web/public';

// The orders spell the two cash addresses their results link to (they may not import pending cash,
// which sits above them); these hold the two spellings to one address.
describe("the orders' links to the cash screens are pending cash's own addresses", () => {
  it('Buka Cash In after a verified payment opens Cash In', () => {
    expect(penjualanWebRoutes.cashIn()).toBe(pendingCashRoutes.cashIn());
  });

  it.each([12, '12', 'PC 7/1'])('a refund result links its pending-cash entry %s on Refund Management', (entryId) => {
    expect(penjualanWebRoutes.refundManagement(entryId)).toBe(pendingCashRoutes.refundManagement(entryId));
  });
});
