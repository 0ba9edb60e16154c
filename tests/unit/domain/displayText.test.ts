import { describe, expect, it } from 'vitest';
import { displayComposedText, displayText, isolate } from '@/domain/displayText';

describe('displayText: server text that cannot lie about itself', () => {
  it.each([
    ['\u202Eevil.exe', 'evil.exe'],
    ['Semen \u202Dkuat\u202C', 'Semen kuat'],
    ['\u2066isolasi\u2069 \u2067kanan\u2069 \u2068bebas\u2069', 'isolasi kanan bebas'],
    ['Cat \u202Atembok\u202B', 'Cat tembok'],
    ['مرحبا Toko', 'مرحبا Toko'],
    ['Biasa saja', 'Biasa saja'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('%j is shown as %j', (input, shown) => {
    expect(displayText(input)).toBe(shown);
  });
});

describe('isolate: someone else\'s text inside the app\'s own sentence', () => {
  it('wraps it in FSI … PDI without its own controls, so "Kode:" keeps reading left to right', () => {
    const notice = `Kode: ${isolate('\u202EABC-1')} menunggu`;
    expect(notice).toBe('Kode: \u2068ABC-1\u2069 menunggu');
    expect(isolate('\u2069\u202Ex')).toBe('\u2068x\u2069');
  });
});

describe('displayComposedText: a notice with someone else\'s text inside', () => {
  it.each([
    ['Promo Kode: \u202EDISKON', 'Promo Kode: DISKON'],
    [`Pesanan ${'\u2068'}\u202EWEB-1${'\u2069'} menunggu`, 'Pesanan \u2068WEB-1\u2069 menunggu'],
    ['Kode: \u2067ABC', 'Kode: ABC'],
    ['Kode: ABC\u2069 lalu', 'Kode: ABC lalu'],
    ['\u2068a\u2068b\u2069', 'a\u2068b\u2069'],
    [null, ''],
  ])('%j is shown as %j', (input, shown) => {
    expect(displayComposedText(input)).toBe(shown);
  });
});
