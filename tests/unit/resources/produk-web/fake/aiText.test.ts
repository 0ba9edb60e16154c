import { describe, expect, it } from 'vitest';
import { productDescription, productSellingPrice, productSlug, productTags } from '@/resources/produk-web/fake/aiText';

describe('product "AI" (deterministic Indonesian answers)', () => {
  it('a description of a few sentences that names the product, the same every time', () => {
    const text = productDescription('  Pipa PVC Wavin 3/4" AW 4m ');
    expect(text.startsWith('Pipa PVC Wavin 3/4" AW 4m') || text.includes(' Pipa PVC Wavin 3/4" AW 4m ')).toBe(true);
    expect(text.split('. ').length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('instalasi air');
    expect(productDescription('Pipa PVC Wavin 3/4" AW 4m')).toBe(text);
  });

  it('kloset is sanitary ware, not paint ("cat" matches whole words only)', () => {
    expect(productDescription('Kloset Duduk TOTO')).toContain('kamar mandi');
  });

  it('selling price: the cost plus the usual margin, rounded up to hundreds', () => {
    // Cement: 12 %.
    expect(productSellingPrice(50000, 'Semen Gresik 40kg')).toBe(56000);
    expect(productSellingPrice(50001, 'Semen Gresik 40kg')).toBe(56100);
    // Unknown kind: 20 %; the category can name the kind.
    expect(productSellingPrice(10000, 'Barang Lain')).toBe(12000);
    expect(productSellingPrice(10000, 'Barang Lain', 'Perkakas palu')).toBe(13000);
  });

  it('tags: brand first, title words without sizes or repeats, category words, at most 8', () => {
    expect(productTags({ judul: 'Semen Tiga Roda 50kg', kategori: 'Semen & Mortar', merk: 'Tiga Roda' })).toBe('tiga roda, semen, mortar, bahan bangunan');
    const many = productTags({ judul: 'Cat Tembok Interior Eksterior Premium Anti Jamur Lembut Wangi', kategori: 'Cat & Pelapis', merk: 'Avian' });
    expect(many.split(', ')).toHaveLength(8);
  });

  it('slug from the title, numbered when taken', () => {
    expect(productSlug('Kabel Eterna NYM 2x1,5mm 50m')).toBe('kabel-eterna-nym-2x15mm-50m');
    const taken = new Set(['paku-kayu', 'paku-kayu-2']);
    expect(productSlug('Paku Kayu', (slug) => taken.has(slug))).toBe('paku-kayu-3');
  });
});
