import { describe, expect, it } from 'vitest';
import {
  characterCount,
  cleanLine,
  cleanMultiline,
  dateError,
  dateProblem,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  endDateNotBefore,
  isBlankText,
  isSafeUrl,
  jakartaToday,
  rupiahError,
  TEXT_LIMITS,
  tooLongError,
  urlInvalidMessage,
} from '@/domain/validation';

describe('cleanLine: what a stored name keeps', () => {
  it.each([
    ['a zero-width space alone', '\u200b', ''],
    ['zero-width spaces around a name', '\u200bSemen Gresik\u200b', 'Semen Gresik'],
    ['a zero-width space inside a name', 'Sem\u200ben', 'Semen'],
    ['a byte-order mark', '\ufeffDulux', 'Dulux'],
    ['a soft hyphen', 'Ke\u00adramik', 'Keramik'],
    ['a right-to-left override', '\u202eevil.exe', 'evil.exe'],
    ['bidi isolates and marks', '\u2066Avian\u2069\u200e\u200f', 'Avian'],
    ['a Hangul filler posing as a name', '\u3164', ''],
    ['the braille blank', '\u2800\u2800', ''],
    ['control characters', 'Cat\u0000\u0007 Kayu', 'Cat Kayu'],
    ['runs of spaces, tabs and line breaks', '  Pipa\t\tPVC \n 3/4  ', 'Pipa PVC 3/4'],
    ['no-break spaces at the edges', '\u00a0Genteng\u00a0', 'Genteng'],
    ['an emoji built with joiners (kept whole)', 'Tukang 🧑\u200d🔧', 'Tukang 🧑\u200d🔧'],
    ['an emoji with its presentation selector', '🏗️ Proyek', '🏗️ Proyek'],
    ['a joiner between letters', 'a\u200db', 'ab'],
    ['natural right-to-left text', 'مرحبا', 'مرحبا'],
    ['null', null, ''],
  ])('%s', (_what, input, expected) => {
    expect(cleanLine(input)).toBe(expected);
  });

  it('keeps line breaks in a description, without the invisible characters', () => {
    expect(cleanMultiline('\u200bBaris satu\r\nBaris\u202e dua\n')).toBe('Baris satu\nBaris dua');
  });

  it.each([
    ['', true],
    ['   ', true],
    ['\u200b', true],
    ['\u200b\u200c\u2060\ufeff \u3164', true],
    ['A', false],
    ['🧱', false],
  ])('isBlankText(%j) is %s', (input, blank) => {
    expect(isBlankText(input)).toBe(blank);
  });
});

describe('length limits', () => {
  it('keeps the limits in one place', () => {
    expect(TEXT_LIMITS).toMatchObject({ name: 100, slug: 120, description: 2000, voucherCode: 30 });
  });

  it('counts code points, so an emoji is one character', () => {
    expect(characterCount('🧱🧱')).toBe(2);
    expect(characterCount('abc')).toBe(3);
  });

  it.each([
    ['a name of 10,000 characters', 'x'.repeat(10_000), TEXT_LIMITS.name, 'Nama Merk maksimal 100 karakter.'],
    ['a name of 101 characters', 'x'.repeat(101), TEXT_LIMITS.name, 'Nama Merk maksimal 100 karakter.'],
    ['a name of exactly 100 characters', 'x'.repeat(100), TEXT_LIMITS.name, null],
    ['100 emoji', '🧱'.repeat(100), TEXT_LIMITS.name, null],
  ])('%s', (_what, text, max, expected) => {
    expect(tooLongError(text, max, 'Nama Merk')).toBe(expected);
  });
});

describe('dates', () => {
  it.each([
    ['2025-13-45', 'invalid'],
    ['0000-00-00', 'invalid'],
    ['NaN-NaN-NaN', 'invalid'],
    ['2025-02-29', 'invalid'],
    ['2025-04-31', 'invalid'],
    ['2025-1-5', 'invalid'],
    ['5 Januari 2025', 'invalid'],
    ['2025-06-15T00:00:00Z', 'invalid'],
    ['1900-01-01', 'outOfRange'],
    ['1999-12-31', 'outOfRange'],
    ['2101-01-01', 'outOfRange'],
    ['202512-01-01', 'outOfRange'],
    ['2024-02-29', null],
    ['2000-01-01', null],
    ['2100-12-31', null],
    ['2026-03-15', null],
  ])('dateProblem(%j) is %s', (value, problem) => {
    expect(dateProblem(value)).toBe(problem);
  });

  it.each([
    ['2026-03-14', 'past'],
    ['2026-03-15', null],
    ['2026-03-16', null],
  ])('an end date %s with today 2026-03-15 is %s', (value, problem) => {
    expect(dateProblem(value, { notBefore: '2026-03-15' })).toBe(problem);
  });

  it('words each problem with the field name', () => {
    expect(dateError('2025-13-45', 'Tanggal Berakhir')).toBe('Tanggal Berakhir bukan tanggal yang valid.');
    expect(dateError('1900-01-01', 'Tanggal Berakhir')).toBe(`Tanggal Berakhir harus di antara tahun ${DATE_YEAR_MIN} dan ${DATE_YEAR_MAX}.`);
    expect(dateError('2026-03-01', 'Tanggal Berakhir', { notBefore: '2026-03-15' })).toBe('Tanggal Berakhir tidak boleh sebelum hari ini.');
    expect(dateError('2026-03-20', 'Tanggal Berakhir', { notBefore: '2026-03-15' })).toBeNull();
  });

  it.each([
    ['2026-03-15T16:59:59.000Z', '2026-03-15'],
    // 17:00 UTC is midnight in Jakarta (UTC+7).
    ['2026-03-15T17:00:00.000Z', '2026-03-16'],
  ])('jakartaToday at %s is %s', (instant, day) => {
    expect(jakartaToday(new Date(instant))).toBe(day);
  });

  it.each([
    ['a new end (nothing stored)', '2026-01-01', null, '2026-03-15'],
    ['an end moved', '2026-01-01', '2026-02-01', '2026-03-15'],
    ['the stored end, unchanged, though past', '2026-02-01', '2026-02-01', undefined],
  ])('%s: checked against %s', (_what, value, stored, expected) => {
    expect(endDateNotBefore(value, '2026-03-15', stored)).toBe(expected);
  });
});

describe('rupiahError: whole rupiah from 0 to Rp999.999.999.999', () => {
  it.each([
    [0, null],
    [1, null],
    [25_000, null],
    [999_999_999_999, null],
    [0.5, 'Rupiah harus bilangan bulat (tanpa sen).'],
    [1500.25, 'Rupiah harus bilangan bulat (tanpa sen).'],
    [1e300, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    [1_000_000_000_000, 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    [-1, 'Nominal tidak boleh negatif.'],
    [Number.NaN, 'Nominal tidak terbaca. Tulis angka rupiah, misalnya 1.500.000.'],
    [Number.POSITIVE_INFINITY, 'Nominal tidak terbaca. Tulis angka rupiah, misalnya 1.500.000.'],
  ])('%d → %s', (value, expected) => {
    expect(rupiahError(value)).toBe(expected);
  });
});

describe('isSafeUrl: http(s) or a path on this site', () => {
  it.each([
    ['https://toko.example/produk/semen', true],
    ['http://toko.example', true],
    ['HTTPS://TOKO.EXAMPLE/A', true],
    ['/produk/semen-gresik', true],
    ['/', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['java\u200bscript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox(1)', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://', false],
    ['https:evil.example', false],
    ['ftp://toko.example/file', false],
    ['mailto:admin@toko.example', false],
    ['produk/semen', false],
    ['', false],
    [`https://toko.example/${'a'.repeat(TEXT_LIMITS.url)}`, false],
  ])('%j → %s', (url, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });

  it('names the field in its message', () => {
    expect(urlInvalidMessage('Link Tujuan')).toBe(
      'Link Tujuan harus alamat http:// atau https://, atau alamat halaman situs yang diawali /.',
    );
  });
});
