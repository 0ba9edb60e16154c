import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_CODES, paymentMethodName } from '@/resources/penjualan-web/shared/rules/paymentMethods';

describe('paymentMethodName: every payment method code of operations spec §9 with its name', () => {
  const table: Array<[string, string]> = [
    ['MANUAL_TRANSFER', 'Transfer Manual'],
    ['MANUAL_TRANSFER_REFUND', 'Refund Transfer Manual'],
    ['DUITKU', 'Duitku'],
    ['TRANSFER_BANK', 'Transfer Bank'],
    ['BC', 'BCA VA'],
    ['BR', 'BRI VA'],
    ['M2', 'Mandiri VA'],
    ['BT', 'BTN VA'],
    ['B1', 'CIMB VA'],
    ['A1', 'ATM Bersama'],
    ['I1', 'Bank Syariah Indonesia'],
    ['AG', 'Bank Artos'],
    ['NC', 'Bank Neo Commerce'],
    ['BV', 'Bank Jago'],
    ['OV', 'OVO'],
    ['OL', 'OVO Push'],
    ['DA', 'DANA'],
    ['SP', 'ShopeePay'],
    ['SA', 'ShopeePay Apps'],
    ['SL', 'ShopeePay Account Link'],
    ['LA', 'LinkAja'],
    ['LQ', 'LinkAja Apps'],
    ['JP', 'Jenius Pay'],
    ['NQ', 'Nobu QRIS'],
    ['GQ', 'GPN QRIS'],
    ['QRIS', 'QRIS'],
    ['VC', 'Kartu Kredit'],
    ['FT', 'Fintech'],
    ['DN', 'Debit Online'],
    ['IR', 'Indomaret'],
  ];

  it.each(table)('%s is shown as %s', (code, name) => {
    expect(paymentMethodName(code)).toBe(name);
  });

  it("the method filter offers exactly the spec's codes, in its order", () => {
    expect(PAYMENT_METHOD_CODES).toEqual(table.map(([code]) => code));
  });

  it.each([
    ['XX', 'XX'],
    ['NEW_CHANNEL', 'NEW_CHANNEL'],
    ['bc', 'BCA VA'],
    [' OV ', 'OVO'],
    ['', '-'],
    [null, '-'],
  ] as const)('an unknown or untidy code %j shows as %j', (code, shown) => {
    expect(paymentMethodName(code)).toBe(shown);
  });
});
