import { describe, expect, it } from 'vitest';
import { searchText } from '@/domain/searchText';

describe('searchText: text as every search compares it', () => {
  it.each([
    ['  Kérámik   PUTIH ', 'keramik putih'],
    ['Cat\tTembok\nDulux', 'cat tembok dulux'],
    ['Ésteh', 'esteh'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [40, '40'],
  ])('%j reads as %j', (value, expected) => {
    expect(searchText(value)).toBe(expected);
  });
});
