import { describe, expect, it } from 'vitest';
import { emptyProduct, emptyVariant, isVariantFilled, toDateInput, toFormValues, type VariantFormValues } from '@/resources/produk-web/rules/formValues';

describe('form values', () => {
  it('a new product starts empty, without variants, as a draft; a new variant is published', () => {
    expect(emptyProduct()).toMatchObject({ pakaiVarian: false, isPublishedInduk: false, varian: [], fotoUtama: [], galeri: [], diskonAktif: false });
    expect(emptyVariant()).toMatchObject({ isPublishedVarian: true, idVarianExisting: null, fotoVarian: [] });
  });

  it('a stored end date becomes the date input value of the last Jakarta day the discount runs', () => {
    expect(toDateInput('2026-04-01')).toBe('2026-04-01');
    expect(toDateInput('2026-04-01T16:59:59.000Z')).toBe('2026-04-01');
    expect(toDateInput('2026-04-01T17:00:00.000Z')).toBe('2026-04-01');
    expect(toDateInput(null)).toBe('');
    expect(toDateInput('bukan tanggal')).toBe('');
  });

  it('the edit view becomes form values: photos as stored images, variant mode from the variants', () => {
    const values = toFormValues({
      id: 9,
      judul: 'Cat Tembok',
      slug: 'cat-tembok',
      fotoUtamaUrl: 'https://img.test/main.webp',
      galeriFotoUrls: ['https://img.test/g1.webp'],
      isPublishedInduk: true,
      merkNama: 'Avian',
      produkKasirNama: 'Cat Tembok - Putih',
      beratGram: 5000,
      varian: [
        { id: 4, namaTampilanVarian: 'Putih', produkKasirId: 1201, produkKasirNama: 'Cat Tembok - Putih', fotoVarianUrls: ['https://img.test/v.webp'], hargaJual: 95000, diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-04-01', isPublishedVarian: false },
      ],
    });
    expect(values).toMatchObject({ id: 9, pakaiVarian: true, isPublishedInduk: true, merkNama: 'Avian', beratGram: 5000, deskripsi: '', tags: '' });
    expect(values.fotoUtama).toMatchObject([{ kind: 'existing', url: 'https://img.test/main.webp' }]);
    expect(values.galeri).toHaveLength(1);
    expect(values.varian[0]).toMatchObject({ idVarianExisting: 4, produkKasirId: 1201, isPublishedVarian: false, diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-04-01', skuVarianWeb: '' });
    expect(values.varian[0]?.fotoVarian).toHaveLength(1);
  });

  it('a product without variants and without a photo', () => {
    const values = toFormValues({ id: 2, judul: 'Paku', fotoUtamaUrl: null, varian: [] });
    expect(values.pakaiVarian).toBe(false);
    expect(values.fotoUtama).toEqual([]);
  });
});

describe('isVariantFilled: removing which variant cards asks first', () => {
  it.each([
    ['a new, untouched card', {}, false],
    ['a card with only the published switch turned off', { isPublishedVarian: false }, false],
    ['a card with blank spaces as its name', { namaTampilanVarian: '   ' }, false],
    ['a stored variant', { idVarianExisting: 4 }, true],
    ['a chosen cashier product', { produkKasirId: 12 }, true],
    ['a name', { namaTampilanVarian: 'Putih' }, true],
    ['a SKU', { skuVarianWeb: 'CAT-PTH' }, true],
    ['a selling price', { hargaJual: 85000 }, true],
    ['a photo', { fotoVarian: [{ kind: 'existing', id: 'f1', url: 'https://cdn/x.webp' }] }, true],
  ] as const)('%s → %s', (_what, change, expected) => {
    expect(isVariantFilled({ ...emptyVariant(), ...change } as VariantFormValues)).toBe(expected);
  });

  it('a missing card is not filled', () => {
    expect(isVariantFilled(undefined)).toBe(false);
  });
});
