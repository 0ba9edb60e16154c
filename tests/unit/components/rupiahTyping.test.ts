import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  groupThousands,
  insertedText,
  isGroupedRupiah,
  MAX_RUPIAH_DIGITS,
  readRupiahEdit,
  readRupiahTyping,
  rupiahFieldText,
  rupiahText,
  type RupiahEdit,
} from '@/components/rupiahTyping';
import { isUnreadableNumber, numberFieldValue, RUPIAH_RULE } from '@/domain/number';
import { messages } from '@/i18n/messages';

describe('rupiahText: the text shown for a stored value', () => {
  it.each([
    [1250000, '1.250.000'],
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [-5000, '-5.000'],
    [1250.6, '1.251'],
    ['150000.00', '150.000'],
  ])('%j shows as %j', (value, text) => {
    expect(rupiahText(value)).toBe(text);
  });

  it.each([null, undefined, '', '  ', 'abc', Number.NaN])('%j shows as an empty field', (value) => {
    expect(rupiahText(value)).toBe('');
  });
});

describe('groupThousands and caretAfterDigits', () => {
  it('groups digits by three from the right', () => {
    expect(groupThousands('1234567')).toBe('1.234.567');
    expect(groupThousands('12')).toBe('12');
  });

  it('places the caret right after the n-th digit, skipping separators', () => {
    expect(caretAfterDigits('1.250.000', 0)).toBe(0);
    expect(caretAfterDigits('1.250.000', 1)).toBe(1);
    expect(caretAfterDigits('1.250.000', 2)).toBe(3);
    expect(caretAfterDigits('1.250.000', 4)).toBe(5);
    expect(caretAfterDigits('1.250.000', 7)).toBe(9);
    expect(caretAfterDigits('1.250.000', 99)).toBe(9);
  });
});

describe('readRupiahEdit: what a keystroke means', () => {
  it('typing at the end groups the digits and keeps the caret at the end', () => {
    expect(readRupiahEdit({ raw: '125.0000', caret: 8, previous: '125.000' })).toEqual({ value: 1250000, text: '1.250.000', caret: 9 });
  });

  it('typing in the middle keeps the caret after the typed digit', () => {
    // '1.25|0.000' + '9' → '12.59|0.000'
    expect(readRupiahEdit({ raw: '1.2590.000', caret: 5, previous: '1.250.000' })).toEqual({ value: 12590000, text: '12.590.000', caret: 5 });
  });

  it('ignores letters and symbols: the value stays and the caret does not jump', () => {
    expect(readRupiahEdit({ raw: '1.2a50', caret: 4, previous: '1.250' })).toEqual({ value: 1250, text: '1.250', caret: 3 });
  });

  it('reads pasted text with a currency prefix and separators', () => {
    expect(readRupiahEdit({ raw: 'Rp 2.500.000,-', caret: 14, previous: '' })).toEqual({ value: 2500000, text: '2.500.000', caret: 9 });
  });

  it('clearing every digit stores null (an empty field), not 0', () => {
    expect(readRupiahEdit({ raw: '', caret: 0, previous: '5' })).toEqual({ value: null, text: '', caret: 0 });
    expect(readRupiahEdit({ raw: '.', caret: 0, previous: '1.000' }).value).toBeNull();
  });

  it('Backspace on a separator deletes the digit before it', () => {
    // '1.|250.000' Backspace → raw '1|250.000'
    expect(readRupiahEdit({ raw: '1250.000', caret: 1, previous: '1.250.000', inputType: 'deleteContentBackward' })).toEqual({
      value: 250000,
      text: '250.000',
      caret: 0,
    });
  });

  it('Delete on a separator deletes the digit after it', () => {
    // '1|.250.000' Delete → raw '1|250.000'
    expect(readRupiahEdit({ raw: '1250.000', caret: 1, previous: '1.250.000', inputType: 'deleteContentForward' })).toEqual({
      value: 150000,
      text: '150.000',
      caret: 1,
    });
  });

  it('leading zeros are dropped and the caret moves with them', () => {
    expect(readRupiahEdit({ raw: '0075', caret: 4, previous: '' })).toEqual({ value: 75, text: '75', caret: 2 });
    expect(readRupiahEdit({ raw: '05', caret: 1, previous: '5' })).toEqual({ value: 5, text: '5', caret: 0 });
  });

  it('zero itself is a value', () => {
    expect(readRupiahEdit({ raw: '0', caret: 1, previous: '' })).toEqual({ value: 0, text: '0', caret: 1 });
  });

  it(`refuses a ${MAX_RUPIAH_DIGITS + 1}th digit and keeps the previous value and caret`, () => {
    const previous = groupThousands('9'.repeat(MAX_RUPIAH_DIGITS));
    const result = readRupiahEdit({ raw: `${previous}1`, caret: previous.length + 1, previous });
    expect(result.value).toBe(Number('9'.repeat(MAX_RUPIAH_DIGITS)));
    expect(result.text).toBe(previous);
    expect(result.caret).toBe(previous.length);
  });
});

/** Types `keys` one at a time at the end of the field, as a person does; returns the last reading. */
const typeKeys = (keys: string, start = '') => {
  let text = start;
  let result = readRupiahTyping({ raw: text, caret: text.length, previous: text });
  for (const key of keys) {
    const raw = text + key;
    result = readRupiahTyping({ raw, caret: raw.length, previous: text, inputType: 'insertText' });
    text = result.text;
  }
  return result;
};

describe('insertedText and isGroupedRupiah', () => {
  it.each([
    ['1.000', '1.0000', '0'],
    ['1.250.000', '1.2590.000', '9'],
    ['1.250', '1.25', ''],
    ['', 'Rp 2.500.000', 'Rp 2.500.000'],
    ['1.250.000', '2.5', '2.5'],
    ['1.000', '1.000,', ','],
  ])('%j → %j put in %j', (previous, next, inserted) => {
    expect(insertedText(previous, next)).toBe(inserted);
  });

  it.each([
    ['', true],
    ['0', true],
    ['999', true],
    ['1.250.000', true],
    ['1250', false],
    ['1.', false],
    ['1.00.0', false],
    ['01', false],
    ['1.000,5', false],
  ])('%j is grouped by the input: %j', (text, grouped) => {
    expect(isGroupedRupiah(text)).toBe(grouped);
  });
});

describe('readRupiahTyping: any edit, by the one number rule', () => {
  it('digits typed one by one are grouped as they come', () => {
    expect(typeKeys('1250000')).toEqual({ value: 1250000, text: '1.250.000', caret: 9 });
  });

  it('1.000.000,50 typed key by key stays as typed and is refused, never read as 100.000.050', () => {
    const result = typeKeys('1.000.000,50');
    expect(result.text).toBe('1.000.000,50');
    expect(result.value).toMatchObject({ typed: '1.000.000,50', error: 'Rupiah harus bilangan bulat (tanpa sen).' });
  });

  it.each([
    ['0,5', messages.number.rupiahWhole],
    ['1e6', messages.number.scientific],
    ['-5000', messages.number.rupiahNegative],
    ['12abc500', messages.number.rupiahUnreadable],
    ['1,000', messages.number.commaThousands],
  ])('%j typed key by key stays as typed and is refused', (keys, error) => {
    const result = typeKeys(keys);
    expect(result.text).toBe(keys);
    expect(isUnreadableNumber(result.value)).toBe(true);
    expect(result.value).toMatchObject({ typed: keys, error });
  });

  it('1.000,00 typed key by key is 1000, its text kept until the field is left', () => {
    expect(typeKeys('1.000,00')).toMatchObject({ value: 1000, text: '1.000,00' });
  });

  it('dots typed by hand in the right places read as the amount', () => {
    expect(typeKeys('1.000.000')).toMatchObject({ value: 1000000, text: '1.000.000' });
  });

  it('deleting the sen of a refused amount makes it an amount again, then digits group again', () => {
    let result = typeKeys('1.000,5');
    result = readRupiahTyping({ raw: '1.000,', caret: 6, previous: result.text, inputType: 'deleteContentBackward' });
    result = readRupiahTyping({ raw: '1.000', caret: 5, previous: result.text, inputType: 'deleteContentBackward' });
    expect(result).toEqual({ value: 1000, text: '1.000', caret: 5 });
    expect(typeKeys('0', result.text)).toMatchObject({ value: 10000, text: '10.000' });
  });

  it.each<[string, number]>([
    ['Rp 2.500.000', 2500000],
    ['Rp 2.500.000,-', 2500000],
    [' 12.000 ', 12000],
    ['1250000', 1250000],
    ['1.000,00', 1000],
  ])('a pasted %j that reads as an amount is shown grouped', (raw, value) => {
    const text = groupThousands(String(value));
    expect(readRupiahTyping({ raw, caret: raw.length, previous: '', inputType: 'insertFromPaste' })).toEqual({ value, text, caret: text.length });
  });

  it.each(['1.00.0', '2.5', '1.000.000,50', 'abc'])('a pasted %j that does not read stays as pasted and is refused', (raw) => {
    const edit: RupiahEdit = { raw, caret: raw.length, previous: '1.250.000', inputType: 'insertFromPaste' };
    expect(readRupiahTyping(edit)).toEqual({ value: numberFieldValue(raw, RUPIAH_RULE), text: raw, caret: raw.length });
  });

  it('digits pasted into a grouped amount are grouped with it', () => {
    expect(readRupiahTyping({ raw: '1.00050', caret: 7, previous: '1.000', inputType: 'insertFromPaste' })).toEqual({ value: 100050, text: '100.050', caret: 7 });
  });

  it('replacing everything with a pasted 2.5 is refused, not read as 25', () => {
    // No inputType (a test's change event, an autofill): more than one character put in is a paste.
    const result = readRupiahTyping({ raw: '2.5', caret: 3, previous: '1.250.000' });
    expect(result.text).toBe('2.5');
    expect(result.value).toMatchObject({ problem: 'thousands' });
  });

  it('grouped digits above the maximum stay on screen and are refused', () => {
    const result = typeKeys('1000000000000');
    expect(result.text).toBe('1.000.000.000.000');
    expect(result.value).toMatchObject({ typed: '1.000.000.000.000', problem: 'tooLarge' });
  });

  it('clearing the field stores null', () => {
    expect(readRupiahTyping({ raw: '', caret: 0, previous: '1.000,5', inputType: 'deleteContentBackward' })).toEqual({ value: null, text: '', caret: 0 });
  });

  it('rupiahFieldText shows refused text as typed and amounts grouped', () => {
    expect(rupiahFieldText(numberFieldValue('1e6', RUPIAH_RULE))).toBe('1e6');
    expect(rupiahFieldText(1500000)).toBe('1.500.000');
    expect(rupiahFieldText(null)).toBe('');
  });
});

describe('readRupiahTyping: a paste, drop or autofill that replaces the whole text reads exactly what went in (issue 24 item 2)', () => {
  /** How a browser reports a whole replacement: paste, drop, autofill (no kind or a replacement). */
  const KINDS = ['insertFromPaste', 'insertFromDrop', 'insertReplacementText', undefined] as const;
  const replace = (previous: string, raw: string, inputType: string | undefined) => readRupiahTyping({ raw, caret: raw.length, previous, inputType });

  it('75500 pasted over “75.500” is 75.500, not 7.550', () => {
    for (const kind of KINDS) expect(replace('75.500', '75500', kind)).toEqual({ value: 75_500, text: '75.500', caret: 6 });
  });

  it.each([0, 7, 75_500, 1_234_567, 200_000])('every number 0..200000 (step 7) replacing “%s” formatted reads back as itself', (before) => {
    const previous = rupiahText(before);
    for (let n = 0; n <= 200_000; n += 7) {
      const raw = String(n);
      for (const kind of KINDS) {
        const read = replace(previous, raw, kind);
        if (read.value !== n) expect({ previous, raw, kind, value: read.value }).toEqual({ previous, raw, kind, value: n });
      }
    }
  });

  it('every number 0..200000 (step 7) pasted over its own formatted text reads back as itself', () => {
    for (let n = 0; n <= 200_000; n += 7) {
      for (const kind of KINDS) {
        const read = replace(rupiahText(n), String(n), kind);
        if (read.value !== n) expect({ n, kind, value: read.value }).toEqual({ n, kind, value: n });
      }
    }
  });

  it('large random amounts (seeded) replacing large formatted amounts read back as themselves', () => {
    let seed = 24;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let i = 0; i < 5_000; i += 1) {
      const n = Math.floor(next() * 999_999_999_999);
      const before = Math.floor(next() * 999_999_999_999);
      // Half the time the same digits as before, the case that once lost a digit.
      const raw = String(i % 2 === 0 ? before : n);
      for (const kind of KINDS) {
        const read = replace(rupiahText(before), raw, kind);
        expect(read.value).toBe(Number(raw));
        expect(read.text).toBe(rupiahText(Number(raw)));
      }
    }
  });

  it('a Backspace on the dot still deletes the digit before it (the caret where the dot was)', () => {
    expect(readRupiahTyping({ raw: '75500', caret: 2, previous: '75.500', inputType: 'deleteContentBackward' })).toMatchObject({ value: 7_500, text: '7.500' });
    expect(readRupiahTyping({ raw: '75500', caret: 2, previous: '75.500' })).toMatchObject({ value: 7_500, text: '7.500' });
  });
});
