import { describe, expect, it } from 'vitest';
import { NO_TRACKING_WAYBILL, shownWaybill } from '../../../../../src/resources/penjualan-web/rules/waybill';

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
