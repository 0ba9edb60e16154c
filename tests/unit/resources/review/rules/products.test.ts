import { describe, expect, it } from 'vitest';
import { productNameLookup, reviewProductOptions } from '@/resources/review/rules/products';

describe('review product picker and names', () => {
  const products = [
    { id: 2, judul: 'Semen Gresik 40kg' },
    { id: 1, judul: 'Cat Tembok Avian 5kg' },
    { id: 3, judul: null, nama: 'Pipa PVC 3/4' },
    { id: 4, judul: '  ' },
  ];

  it('offers every product by name, sorted; a product without a name by its id', () => {
    expect(reviewProductOptions(products)).toEqual([
      { id: 1, judul: 'Cat Tembok Avian 5kg' },
      { id: 3, judul: 'Pipa PVC 3/4' },
      { id: 4, judul: 'Produk #4' },
      { id: 2, judul: 'Semen Gresik 40kg' },
    ]);
    expect(reviewProductOptions(undefined)).toEqual([]);
  });

  it.each<[number | string, string]>([
    [2, 'Semen Gresik 40kg'],
    ['2', 'Semen Gresik 40kg'],
    [99, 'Produk #99'],
  ])('names the product of a review with id %s', (id, name) => {
    expect(productNameLookup(products)(id)).toBe(name);
  });

  it('names every product by id while the list is missing', () => {
    expect(productNameLookup(undefined)(5)).toBe('Produk #5');
  });
});
