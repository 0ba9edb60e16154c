import { describe, expect, it } from 'vitest';
import { maskName } from '../../../../../../src/resources/penjualan-web/shared/rules/maskName';

describe('maskName keeps the first 2 letters of each word and hides the rest (catalogue spec section 9)', () => {
  it.each([
    ['Budi Santoso', 'Bu** Sa*****'],
    ['Siti', 'Si**'],
    ['Made Wirawan Putra', 'Ma** Wi***** Pu***'],
    ['Lumban Gaol', 'Lu**** Ga**'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([
    ['Al', 'Al'],
    ['A', 'A'],
    ['I Ketut', 'I Ke***'],
    ['Nur Al Hakim', 'Nu* Al Ha***'],
  ])('a word of 1 or 2 letters has nothing to hide: %s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([
    ['  Budi   Santoso  ', 'Bu** Sa*****'],
    ['Budi\tSantoso\nJr', 'Bu** Sa***** Jr'],
  ])('spacing becomes one space between words: %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([[''], ['   '], [null], [undefined]])('an empty name (%j) gives an empty mask', (name) => {
    expect(maskName(name)).toBe('');
  });

  it('punctuation after the second character is hidden too', () => {
    expect(maskName('Dr. Siti-Nur')).toBe('Dr* Si******');
  });

  it('counts accented and emoji characters as one character each', () => {
    expect(maskName('Élodie 😀🙂x')).toBe('Él**** 😀🙂*');
  });
});
