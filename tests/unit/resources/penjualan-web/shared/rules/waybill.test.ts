import { describe, expect, it } from 'vitest';
import { NO_TRACKING_WAYBILL, shownWaybill, waybillText, withWaybillInWords } from '@/resources/penjualan-web/shared/rules/waybill';

describe('shownWaybill: the no-tracking marker of free shipping is never shown as a waybill', () => {
  it.each([
    ['a courier waybill', 'JP1234567890', 'JP1234567890'],
    ['a waybill with spaces around it', '  0112345 ', '0112345'],
    ['the no-tracking marker', NO_TRACKING_WAYBILL, null],
    ['the marker with spaces', ` ${NO_TRACKING_WAYBILL} `, null],
    ['blank', '   ', null],
    ['missing', null, null],
    ['undefined', undefined, null],
  ])('%s', (_case, input, expected) => {
    expect(shownWaybill(input)).toBe(expected);
  });
});

describe("the no-tracking marker in words wherever a waybill is shown: 'Dikirim tanpa resi (kurir toko)'", () => {
  it.each([
    ['a courier waybill', 'JP1234567890', 'JP1234567890'],
    ['the no-tracking marker', NO_TRACKING_WAYBILL, 'Dikirim tanpa resi (kurir toko)'],
    ['the marker with spaces', ` ${NO_TRACKING_WAYBILL} `, 'Dikirim tanpa resi (kurir toko)'],
    ['blank', '  ', null],
    ['missing', null, null],
  ])('%s → %j', (_case, resi, expected) => {
    expect(waybillText(resi)).toBe(expected);
  });

  it.each([
    ['Resi TANPA-RESI', 'Dikirim tanpa resi (kurir toko)'],
    ['Resi TANPA-RESI · Catatan admin: titip satpam', 'Dikirim tanpa resi (kurir toko) · Catatan admin: titip satpam'],
    ['Resi JP1234567890', 'Resi JP1234567890'],
    ['Pesanan dibuat', 'Pesanan dibuat'],
  ])('a history note %j reads %j', (note, expected) => {
    expect(withWaybillInWords(note)).toBe(expected);
  });
});
