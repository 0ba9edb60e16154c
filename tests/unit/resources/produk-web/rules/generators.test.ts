import { describe, expect, it } from 'vitest';
import { descriptionPrecondition, sellingPricePrecondition, slugTagsPrecondition, variantPricePrecondition } from '@/resources/produk-web/rules/generators';

describe('AI generator preconditions (catalogue spec §5)', () => {
  it('description needs the title', () => {
    expect(descriptionPrecondition({ judul: '  ' })).toBe('Isi judul produk terlebih dahulu.');
    expect(descriptionPrecondition({ judul: 'Semen' })).toBeNull();
  });

  it('selling price needs title, category, brand and cashier product', () => {
    const ready = { judul: 'Semen', kategori: 'Semen & Mortar', merk: 'Tiga Roda', produkKasirId: 1001 };
    expect(sellingPricePrecondition(ready)).toBeNull();
    for (const missing of [{ judul: '' }, { kategori: '' }, { merk: null }, { produkKasirId: null }]) {
      expect(sellingPricePrecondition({ ...ready, ...missing })).toBe('Isi judul, kategori, merk, dan pilih produk kasir terlebih dahulu.');
    }
  });

  it('tags and slug need title, description, category and brand', () => {
    const ready = { judul: 'Semen', deskripsi: 'Semen serbaguna', kategori: 'Semen & Mortar', merk: 'Tiga Roda' };
    expect(slugTagsPrecondition(ready)).toBeNull();
    for (const missing of [{ judul: '' }, { deskripsi: ' ' }, { kategori: null }, { merk: '' }]) {
      expect(slugTagsPrecondition({ ...ready, ...missing })).toBe('Isi judul, deskripsi, kategori, dan merk terlebih dahulu.');
    }
  });

  it("a variant's price needs the product title and the variant's cashier product", () => {
    expect(variantPricePrecondition({ judul: 'Cat', produkKasirId: 1201 })).toBeNull();
    expect(variantPricePrecondition({ judul: '', produkKasirId: 1201 })).toBe('Judul produk & produk kasir varian harus diisi.');
    expect(variantPricePrecondition({ judul: 'Cat', produkKasirId: null })).toBe('Judul produk & produk kasir varian harus diisi.');
  });
});
