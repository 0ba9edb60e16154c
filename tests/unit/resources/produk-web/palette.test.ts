import { describe, expect, it } from 'vitest';
import { productSearches } from '@/resources/produk-web/palette';

describe('productSearches: what the server is asked for a palette query', () => {
  it('asks for a slug as typed and by its words, since the server searches titles', () => {
    expect(productSearches('semen-gresik-40kg')).toEqual(['semen-gresik-40kg', 'semen gresik 40kg']);
  });

  it('asks for words and hyphenated titles as typed, once', () => {
    expect(productSearches('semen gresik')).toEqual(['semen gresik']);
    expect(productSearches('pipa pvc-aw')).toEqual(['pipa pvc-aw']);
    expect(productSearches('---')).toEqual(['---']);
  });
});
