import { describe, expect, it } from 'vitest';
import { caretAfterDigits, groupThousands, MAX_RUPIAH_DIGITS, readRupiahEdit, rupiahText } from '../../../src/components/rupiahTyping';

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
