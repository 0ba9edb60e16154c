import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n/messages';
import {
  formatNumberText,
  fractionDigitsOfStep,
  isUnreadableNumber,
  MAX_RUPIAH,
  numberFieldValue,
  parseNumber,
  parseRupiah,
  parseWholeNumber,
  percentRule,
  RUPIAH_RULE,
  sameNumberFieldValue,
  unreadableNumberError,
  WHOLE_NUMBER_RULE,
  type NumberProblem,
} from '@/domain/number';

const m = messages.number;

describe('parseRupiah: what a typed amount is', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['5', 5],
    ['1000', 1000],
    ['1.000', 1000],
    ['1.250.000', 1250000],
    ['Rp 1.500.000', 1500000],
    ['Rp1.500.000', 1500000],
    ['rp 1.500.000', 1500000],
    ['RP. 15.000', 15000],
    [' 12.000 ', 12000],
    ['\u00a012.000\u202f', 12000],
    ['1.000,00', 1000],
    ['1.000,0', 1000],
    ['2.500.000,-', 2500000],
    ['Rp 2.500.000,-', 2500000],
    ['0075', 75],
    ['-0', 0],
    ['999.999.999.999', MAX_RUPIAH],
  ])('%j reads as %j', (typed, value) => {
    expect(parseRupiah(typed)).toEqual({ ok: true, value });
  });

  it.each<[string, NumberProblem, string]>([
    ['1.000.000,50', 'fraction', m.rupiahWhole],
    ['1.000,50', 'fraction', m.rupiahWhole],
    ['0,5', 'fraction', m.rupiahWhole],
    ['1e6', 'scientific', m.scientific],
    ['1E+6', 'scientific', m.scientific],
    ['1,5e3', 'scientific', m.scientific],
    ['-5000', 'negative', m.rupiahNegative],
    ['-5.000', 'negative', m.rupiahNegative],
    ['Rp -5.000', 'negative', m.rupiahNegative],
    ['-Rp5.000', 'negative', m.rupiahNegative],
    ['\u22125.000', 'negative', m.rupiahNegative],
    ['abc', 'unreadable', m.rupiahUnreadable],
    ['12abc500', 'unreadable', m.rupiahUnreadable],
    ['Rp', 'unreadable', m.rupiahUnreadable],
    ['-', 'unreadable', m.rupiahUnreadable],
    ['5%', 'unreadable', m.rupiahUnreadable],
    ['1 000', 'unreadable', m.rupiahUnreadable],
    ['1.000,', 'unreadable', m.rupiahUnreadable],
    [',5', 'unreadable', m.rupiahUnreadable],
    ['0x10', 'unreadable', m.rupiahUnreadable],
    ['Infinity', 'unreadable', m.rupiahUnreadable],
    ['+5000', 'unreadable', m.rupiahUnreadable],
    ['1,2,3', 'oneComma', m.oneComma],
    ['1.00.0', 'thousands', m.thousands],
    ['1.0000', 'thousands', m.thousands],
    ['2.5', 'thousands', m.thousands],
    ['12.34', 'thousands', m.thousands],
    ['1.000.', 'thousands', m.thousands],
    ['.500', 'thousands', m.thousands],
    ['1,000', 'commaThousands', m.commaThousands],
    ['1,000.50', 'commaThousands', m.commaThousands],
    ['1.000,000', 'commaThousands', m.commaThousands],
    ['1.000.000.000.000', 'tooLarge', 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    ['9'.repeat(40), 'tooLarge', 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
  ])('%j is refused (%s)', (typed, problem, error) => {
    expect(parseRupiah(typed)).toEqual({ ok: false, problem, error });
  });

  it("refuses sen with the issue's message", () => {
    expect(parseRupiah('1.000,50')).toMatchObject({ ok: false, error: 'Rupiah harus bilangan bulat (tanpa sen).' });
  });

  it('never reads a refused text as some other number', () => {
    for (const typed of ['1.000.000,50', '0,5', '1e6', '-5000', '1,000', '1.00.0']) expect(parseRupiah(typed).ok).toBe(false);
  });
});

/** What `PercentInput` reads: the percent rule (its step's fraction digits) through the one parser. */
const parsePercent = (typed: string, fractionDigits?: number) => parseNumber(typed, percentRule(fractionDigits));

describe('parsePercent: what a typed percentage is', () => {
  it.each<[string, number | undefined, number | null]>([
    ['', undefined, null],
    ['2,5', undefined, 2.5],
    ['7,5', undefined, 7.5],
    ['2.5', undefined, 2.5],
    ['12.50', undefined, 12.5],
    ['12,25', undefined, 12.25],
    ['2,5 %', undefined, 2.5],
    ['2,5%', undefined, 2.5],
    [' 100 ', undefined, 100],
    ['0', undefined, 0],
    ['2,5', 1, 2.5],
    ['2,50', 1, 2.5],
    ['3', 0, 3],
    ['3,0', 0, 3],
    // Out of a field's range is the field's rule (and message), not the reading's.
    ['120', undefined, 120],
    ['100.5', 1, 100.5],
  ])('%j (decimals %j) reads as %j', (typed, fractionDigits, value) => {
    expect(parsePercent(typed, fractionDigits)).toEqual({ ok: true, value });
  });

  it.each<[string, number | undefined, NumberProblem, string]>([
    ['2,55', 1, 'fraction', 'Persentase paling banyak 1 angka di belakang koma.'],
    ['2.55', 1, 'fraction', 'Persentase paling banyak 1 angka di belakang koma.'],
    ['2,555', undefined, 'fraction', 'Persentase paling banyak 2 angka di belakang koma.'],
    ['2,5', 0, 'fraction', m.percentWhole],
    ['1.000', undefined, 'thousands', m.percentThousands],
    ['2.555', undefined, 'thousands', m.percentThousands],
    ['1.2.3', undefined, 'thousands', m.percentThousands],
    ['-2,5', undefined, 'negative', m.percentNegative],
    ['1e2', undefined, 'scientific', m.scientific],
    ['abc', undefined, 'unreadable', m.percentUnreadable],
    ['Rp 5', undefined, 'unreadable', m.percentUnreadable],
    ['2,', undefined, 'unreadable', m.percentUnreadable],
    ['1,2,3', undefined, 'oneComma', m.oneComma],
  ])('%j (decimals %j) is refused (%s)', (typed, fractionDigits, problem, error) => {
    expect(parsePercent(typed, fractionDigits)).toEqual({ ok: false, problem, error });
  });
});

describe('parseWholeNumber: counts and orders', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['15', 15],
    ['0', 0],
    ['1.000', 1000],
    ['3,0', 3],
    // The field's own minimum (urutan 0, kuota 1) refuses it in its own words.
    ['-2', -2],
  ])('%j reads as %j', (typed, value) => {
    expect(parseWholeNumber(typed)).toEqual({ ok: true, value });
  });

  it.each<[string, NumberProblem, string]>([
    ['1,5', 'fraction', m.wholeOnly],
    ['2.5', 'thousands', m.thousands],
    ['1,000', 'commaThousands', m.commaThousands],
    ['1e3', 'scientific', m.scientific],
    ['sepuluh', 'unreadable', m.wholeUnreadable],
    ['1.000.000.000', 'tooLarge', 'Angka terlalu besar (maksimal 999.999.999).'],
  ])('%j is refused (%s)', (typed, problem, error) => {
    expect(parseWholeNumber(typed)).toEqual({ ok: false, problem, error });
  });
});

describe('the issue 8 examples, in one table', () => {
  // The 14 inputs the issue tried, and what each field kind makes of them.
  it.each<[string, string, number | null | NumberProblem]>([
    ['rupiah', '1.000.000,50', 'fraction'],
    ['rupiah', '0,5', 'fraction'],
    ['rupiah', '1e6', 'scientific'],
    ['rupiah', '-5000', 'negative'],
    ['percent', '2,5', 2.5],
    ['percent', '7,5', 7.5],
    ['rupiah', 'Rp 1.500.000', 1500000],
    ['rupiah', ' 12.000 ', 12000],
    ['rupiah', '1.000,00', 1000],
    ['rupiah', 'abc', 'unreadable'],
    ['rupiah', '1,2,3', 'oneComma'],
    ['rupiah', '1.00.0', 'thousands'],
    ['rupiah', '', null],
    ['rupiah', '1.000.000.000.000.000', 'tooLarge'],
  ])('%s %j → %j', (kind, typed, expected) => {
    const parsed = parseNumber(typed, kind === 'rupiah' ? RUPIAH_RULE : percentRule());
    if (typeof expected === 'string') expect(parsed).toMatchObject({ ok: false, problem: expected });
    else expect(parsed).toEqual({ ok: true, value: expected });
  });
});

describe('fractionDigitsOfStep', () => {
  it.each<[number | undefined, number]>([
    [0.1, 1],
    [1, 0],
    [1000, 0],
    [0.25, 2],
    [0.01, 2],
    [undefined, 2],
    [0, 2],
    [-1, 2],
  ])('step %j allows %j decimals', (step, digits) => {
    expect(fractionDigitsOfStep(step)).toBe(digits);
  });
});

describe('formatNumberText: shown the Indonesian way', () => {
  it.each<[unknown, 'rupiah' | 'percent' | 'whole', string]>([
    [1250000, 'rupiah', '1.250.000'],
    [-5000, 'rupiah', '-5.000'],
    [1250.6, 'rupiah', '1.251'],
    ['150000.00', 'rupiah', '150.000'],
    [2.5, 'percent', '2,5'],
    [12.25, 'percent', '12,25'],
    [100, 'percent', '100'],
    [1000, 'percent', '1000'],
    [3, 'percent', '3'],
    [0, 'percent', '0'],
    [1000, 'whole', '1.000'],
    [-2, 'whole', '-2'],
    [null, 'rupiah', ''],
    [undefined, 'percent', ''],
    ['', 'whole', ''],
    ['abc', 'rupiah', ''],
    [Number.NaN, 'percent', ''],
  ])('%j (%s) shows as %j', (value, kind, text) => {
    const rule = kind === 'rupiah' ? RUPIAH_RULE : kind === 'percent' ? percentRule() : WHOLE_NUMBER_RULE;
    expect(formatNumberText(value, rule)).toBe(text);
  });

  it('reads back what it shows', () => {
    for (const value of [0, 2.5, 7.5, 12.25, 99.99, 100]) expect(parsePercent(formatNumberText(value, percentRule()))).toEqual({ ok: true, value });
    for (const value of [0, 1000, 1250000, MAX_RUPIAH]) expect(parseRupiah(formatNumberText(value, RUPIAH_RULE))).toEqual({ ok: true, value });
  });
});

describe('numberFieldValue: what a field stores for its text', () => {
  it('a readable text stores its number, an empty one null', () => {
    expect(numberFieldValue('2,5', percentRule(1))).toBe(2.5);
    expect(numberFieldValue('  ', RUPIAH_RULE)).toBeNull();
  });

  it('refused text is kept exactly as typed, with its reason, and a validator finds it', () => {
    const stored = numberFieldValue('1.000.000,50', RUPIAH_RULE);
    expect(isUnreadableNumber(stored)).toBe(true);
    expect(stored).toMatchObject({ typed: '1.000.000,50', problem: 'fraction', error: m.rupiahWhole });
    expect(unreadableNumberError(stored)).toBe(m.rupiahWhole);
    // A copy (react-hook-form clones objects) is still recognised.
    expect(unreadableNumberError(structuredClone(stored))).toBe(m.rupiahWhole);
  });

  it('numbers, empty values and strings from a backend are not refusals', () => {
    for (const value of [0, 1500, null, undefined, '', '150000.00', { typed: 'x' }]) {
      expect(isUnreadableNumber(value)).toBe(false);
      expect(unreadableNumberError(value)).toBeUndefined();
    }
  });

  it('sameNumberFieldValue treats empty spellings and copies of a refusal as the same', () => {
    const refused = numberFieldValue('abc', RUPIAH_RULE);
    expect(sameNumberFieldValue(null, '')).toBe(true);
    expect(sameNumberFieldValue(undefined, null)).toBe(true);
    expect(sameNumberFieldValue(1000, 1000)).toBe(true);
    expect(sameNumberFieldValue(refused, structuredClone(refused))).toBe(true);
    expect(sameNumberFieldValue(refused, numberFieldValue('abd', RUPIAH_RULE))).toBe(false);
    expect(sameNumberFieldValue(1000, 2000)).toBe(false);
    expect(sameNumberFieldValue(0, null)).toBe(false);
  });
});
