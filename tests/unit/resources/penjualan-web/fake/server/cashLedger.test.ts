import { describe, expect, it } from 'vitest';
import { fakeAreas } from '@/fake-api/areas';
import { pendingCashLedger } from '@/custom-pages/pending-cash/fake/orderLedger';
import { cashLedger, refreshRefundStatus, refundInfoStatus } from '@/resources/penjualan-web/fake/server/cashLedger';
import { setupBackend } from '../orderBackend';

describe("the orders' cash-ledger port", () => {
  it("is pending cash's ledger once the engine has loaded the areas (the orders' fake imports nothing of cash)", () => {
    expect(fakeAreas.map((area) => area.name)).toContain('pending-cash');
    expect(cashLedger()).toBe(pendingCashLedger);
  });

  it.each<[string, string[], string]>([
    ['one record only recorded', ['PENDING'], 'PENDING'],
    ['a recorded one beside a finished one', ['COMPLETED', 'PENDING'], 'PENDING'],
    ['one being paid out', ['PROCESSING'], 'PROCESSING'],
    ['a status nobody knows', ['ON_HOLD', 'COMPLETED'], 'PROCESSING'],
    ['every record finished', ['COMPLETED', 'COMPLETED'], 'SELESAI'],
  ])("refund_info's status with %s", (_, statuses, expected) => {
    expect(refundInfoStatus(statuses.map((status) => ({ status })))).toBe(expected);
  });

  it("refreshRefundStatus sets a refunded order's refund_info from its records and leaves an order without a refund alone", () => {
    const { db } = setupBackend();
    const refunded = db.penjualanWeb.find((order) => order.refund_info !== null && cashLedger().refundsOf(db, order.id).length > 0);
    const plain = db.penjualanWeb.find((order) => order.refund_info === null);
    if (!refunded || !refunded.refund_info || !plain) throw new Error('the seed has a refunded order and one without a refund');
    refunded.refund_info = { ...refunded.refund_info, status: 'STALE' };
    refreshRefundStatus(db, [refunded.id, plain.id]);
    expect(refunded.refund_info.status).toBe(refundInfoStatus(cashLedger().refundsOf(db, refunded.id)));
    expect(refunded.refund_info.status).not.toBe('STALE');
    expect(plain.refund_info).toBeNull();
  });
});
