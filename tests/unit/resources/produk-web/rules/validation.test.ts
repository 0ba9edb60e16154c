import { describe, expect, it } from 'vitest';
import { priceErrors, validateProdukWeb } from '../../../../../src/resources/produk-web/rules/validation';
import { emptyPrice } from '../../../../../src/resources/produk-web/rules/formValues';
import { validProduct, validVariant, validVariantProduct } from './fixtures';

describe('product add form (spec section 5)', () => {
  it('a complete product has no errors, in both variant modes', () => {
    expect(validateProdukWeb(validProduct(), 'create')).toEqual({});
    expect(validateProdukWeb(validVariantProduct(), 'create')).toEqual({});
  });

  it('a cashier product must be chosen at product level without variants', () => {
    expect(validateProdukWeb(validProduct({ produkKasirId: null }), 'create').produkKasirId).toBe(
      'Produk Kasir harus dipilih (baik di level induk atau di varian pertama).',
    );
  });

  it('in variant mode the first variant carries the cashier product, with the same message', () => {
    const values = validVariantProduct();
    values.varian[0] = validVariant({ produkKasirId: null });
    expect(validateProdukWeb(values, 'create').varian?.[0]?.produkKasirId).toBe('Produk Kasir harus dipilih (baik di level induk atau di varian pertama).');
    // The product level is not asked for in variant mode.
    expect(validateProdukWeb(values, 'create').produkKasirId).toBeUndefined();
  });

  it('other variants need their own cashier product, not one already used', () => {
    const values = validVariantProduct();
    values.varian[1] = validVariant({ produkKasirId: null, namaTampilanVarian: 'Krem' });
    expect(validateProdukWeb(values, 'create').varian?.[1]?.produkKasirId).toBe('Produk kasir varian wajib dipilih.');
    values.varian[1] = validVariant({ namaTampilanVarian: 'Krem' });
    expect(validateProdukWeb(values, 'create').varian?.[1]?.produkKasirId).toBe('Produk kasir ini sudah dipakai varian lain.');
  });

  it('the chosen cashier product must still be in the server list', () => {
    const known = new Set(['1101']);
    expect(validateProdukWeb(validProduct(), 'create', { knownCashierIds: known })).toEqual({});
    expect(validateProdukWeb(validProduct({ produkKasirId: 9999 }), 'create', { knownCashierIds: known }).produkKasirId).toBe('Data produk kasir tidak ditemukan.');
    const values = validVariantProduct();
    expect(validateProdukWeb(values, 'create', { knownCashierIds: new Set(['1201']) }).varian?.[1]?.produkKasirId).toBe('Data produk kasir tidak ditemukan.');
  });

  it('title, category, brand and main photo are required', () => {
    const errors = validateProdukWeb(validProduct({ judul: '   ', kategoriProdukWebId: null, merkId: null, fotoUtama: [] }), 'create');
    expect(errors).toMatchObject({
      judul: 'Judul produk wajib diisi.',
      kategoriProdukWebId: 'Kategori wajib dipilih.',
      merkId: 'Merk wajib dipilih.',
      fotoUtama: 'Foto utama wajib diunggah.',
    });
  });

  it('a variant needs a display name', () => {
    const values = validVariantProduct();
    values.varian[0] = validVariant({ namaTampilanVarian: ' ' });
    expect(validateProdukWeb(values, 'create').varian?.[0]?.namaTampilanVarian).toBe('Nama varian wajib diisi.');
  });

  it('at least one variant must remain', () => {
    expect(validateProdukWeb(validVariantProduct({ varian: [] }), 'create').varianMin).toBe('Minimal harus ada satu varian.');
  });

  it('variant mode does not check the product-level price (it is sent as null)', () => {
    expect(validateProdukWeb(validVariantProduct({ hargaJual: null, diskonPersen: 500 }), 'create')).toEqual({});
  });
});

describe('product edit form (spec section 5)', () => {
  it('title, category and selling price are required; brand and cashier link are not asked for', () => {
    const errors = validateProdukWeb(validProduct({ id: 5, judul: '', kategoriProdukWebId: null, hargaJual: null, merkId: null, produkKasirId: null }), 'edit');
    expect(errors).toEqual({ judul: 'Judul produk wajib diisi.', kategoriProdukWebId: 'Kategori wajib dipilih.', hargaJual: 'Harga jual wajib diisi.' });
  });

  it('at least one variant in variant mode, with the edit wording', () => {
    expect(validateProdukWeb(validVariantProduct({ id: 5, varian: [] }), 'edit').varianMin).toBe('Minimal harus ada satu varian jika mode varian aktif.');
  });

  it('a stored variant keeps its linked cashier product, which is not in the unlinked list', () => {
    const values = validVariantProduct({ id: 5, varian: [validVariant({ idVarianExisting: 7 }), validVariant({ produkKasirId: 1300, namaTampilanVarian: 'Baru' })] });
    const errors = validateProdukWeb(values, 'edit', { knownCashierIds: new Set(['1300']) });
    expect(errors).toEqual({});
  });
});

describe('price rules for a product or a variant', () => {
  const price = { ...emptyPrice(), hargaJual: 100000 };

  it('a selling price above 0 is required', () => {
    expect(priceErrors({ ...price, hargaJual: null }).hargaJual).toBe('Harga jual wajib diisi.');
    expect(priceErrors({ ...price, hargaJual: 0 }).hargaJual).toBe('Harga jual wajib diisi.');
    expect(priceErrors(price)).toEqual({});
  });

  it('discount percent 0-100', () => {
    expect(priceErrors({ ...price, diskonAktif: true, diskonPersen: 101 }).diskonPersen).toBe('Diskon harus antara 0-100%.');
    expect(priceErrors({ ...price, diskonAktif: true, diskonPersen: -1 }).diskonPersen).toBe('Diskon harus antara 0-100%.');
    expect(priceErrors({ ...price, diskonAktif: true, diskonPersen: 0 })).toEqual({});
    expect(priceErrors({ ...price, diskonAktif: true, diskonPersen: 100 })).toEqual({});
  });

  it('a switched-on discount needs a percent', () => {
    expect(priceErrors({ ...price, diskonAktif: true, diskonPersen: null }).diskonPersen).toBe('Persentase diskon wajib diisi jika diskon aktif.');
  });

  it('the end date must be a real date when given', () => {
    expect(priceErrors({ ...price, diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-02-30' }).diskonBerakhir).toBe('Tanggal berakhir diskon tidak valid.');
    expect(priceErrors({ ...price, diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-02-28' })).toEqual({});
  });

  it('a wholesale price needs a minimum quantity of at least 2 and must be below the selling price', () => {
    expect(priceErrors({ ...price, hargaGrosir: 95000, minQtyGrosir: null }).minQtyGrosir).toBe('Minimal qty grosir wajib diisi (minimal 2) jika harga grosir diisi.');
    expect(priceErrors({ ...price, hargaGrosir: 95000, minQtyGrosir: 1 }).minQtyGrosir).toBe('Minimal qty grosir wajib diisi (minimal 2) jika harga grosir diisi.');
    expect(priceErrors({ ...price, hargaGrosir: 100000, minQtyGrosir: 5 }).hargaGrosir).toBe('Harga grosir harus lebih rendah dari harga jual.');
    expect(priceErrors({ ...price, hargaGrosir: 95000, minQtyGrosir: 5 })).toEqual({});
    // 0 or empty means no wholesale price at all.
    expect(priceErrors({ ...price, hargaGrosir: 0, minQtyGrosir: null })).toEqual({});
  });
});
