import { describe, expect, it } from 'vitest';
import { codeOf, flagOf, numberOf, textOf } from '@/resources/penjualan-web/shared/rules/read';

describe('reading messy server fields', () => {
  it.each<[unknown, string]>([
    ['  JNE REG ', 'JNE REG'],
    [15000, '15000'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    [true, ''],
    [{}, ''],
  ])('textOf(%j) → %j', (value, text) => {
    expect(textOf(value)).toBe(text);
  });

  it('codeOf compares codes without case or spaces', () => {
    expect(codeOf(' siap_dikirim ')).toBe('SIAP_DIKIRIM');
  });

  it.each<[unknown, number | null]>([
    [15000, 15000],
    ['15000.00', 15000],
    [' 0 ', 0],
    ['-5', -5],
    ['', null],
    ['Rp15.000', null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [false, null],
  ])('numberOf(%j) → %j', (value, number) => {
    expect(numberOf(value)).toBe(number);
  });

  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ['true', true],
    [' TRUE ', true],
    ['1', true],
    [false, false],
    [0, false],
    ['false', false],
    ['0', false],
    ['ya', false],
    [null, false],
    [undefined, false],
  ])('flagOf(%j) → %s', (value, flag) => {
    expect(flagOf(value)).toBe(flag);
  });
});
