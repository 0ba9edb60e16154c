import { describe, expect, it } from 'vitest';
import { priceErrors, storedDiscountEnds, validateProdukWeb } from '@/resources/produk-web/rules/validation';
import { emptyPrice } from '@/resources/produk-web/rules/formValues';
import { validProduct, validVariant, validVariantProduct } from './fixtures';
import { numberFieldValue, percentRule, RUPIAH_RULE, WHOLE_NUMBER_RULE } from '@/domain/number';

describe('product add form (catalogue spec §5)', () => {
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

describe('product edit form (catalogue spec §5)', () => {
  it('title, category and selling price are required; brand and cashier link are not asked for', () => {
    const errors = validateProdukWeb(validProduct({ id: 5, judul: '', kategoriProdukWebId: null, hargaJual: null, merkId: null, produkKasirId: null }), 'edit');
    expect(errors).toEqual({ judul: 'Judul produk wajib diisi.', kategoriProdukWebId: 'Kategori wajib dipilih.', hargaJual: 'Harga jual wajib diisi.' });
  });

  it('a stored product without a main photo can be saved (the photo is asked for on add only)', () => {
    expect(validateProdukWeb(validProduct({ id: 5, fotoUtama: [] }), 'edit')).toEqual({});
    expect(validateProdukWeb(validVariantProduct({ id: 5, fotoUtama: [] }), 'edit')).toEqual({});
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

describe('price fields typed as text the number rule refused', () => {
  // The form holds the refusal where a number would be; the rule must see it whatever the type says.
  const refused = (typed: string, rule = RUPIAH_RULE) => numberFieldValue(typed, rule) as unknown as number;

  it('each price field shows the reading rule\'s message', () => {
    const errors = priceErrors({
      ...emptyPrice(),
      hargaJual: refused('1.000.000,50'),
      hargaGrosir: refused('1e6'),
      minQtyGrosir: refused('2,5', WHOLE_NUMBER_RULE),
      diskonAktif: true,
      diskonPersen: refused('2,5', percentRule(0)),
    });
    expect(errors).toMatchObject({
      hargaJual: 'Rupiah harus bilangan bulat (tanpa sen).',
      hargaGrosir: 'Notasi ilmiah (seperti 1e6) tidak dapat dipakai. Tulis angkanya lengkap, misalnya 1.000.000.',
      minQtyGrosir: 'Harus bilangan bulat, tanpa angka di belakang koma.',
      diskonPersen: 'Persentase harus bilangan bulat, tanpa angka di belakang koma.',
    });
  });

  it('in a variant too', () => {
    const values = validVariantProduct();
    values.varian[0] = validVariant({ hargaJual: refused('-5000') });
    expect(validateProdukWeb(values, 'create').varian?.[0]?.hargaJual).toBe('Nominal tidak boleh negatif.');
  });
});

describe('product rules a shop backend holds to (issue 8)', () => {
  const TODAY = '2026-03-15';

  it.each([
    ['a title that is one zero-width space', { judul: '\u200b' }, 'judul', 'Judul produk wajib diisi.'],
    ['a title of 10,000 characters', { judul: 'x'.repeat(10_000) }, 'judul', 'Judul Produk maksimal 100 karakter.'],
    ['a description of 2001 characters', { deskripsi: 'x'.repeat(2001) }, 'deskripsi', 'Deskripsi maksimal 2000 karakter.'],
    ['tags of 501 characters', { tags: 'x'.repeat(501) }, 'tags', 'Tags maksimal 500 karakter.'],
    ['a slug of 121 characters', { slug: 'a'.repeat(121) }, 'slug', 'Slug maksimal 120 karakter.'],
    ['a selling price of Rp0,5', { hargaJual: 0.5 }, 'hargaJual', 'Rupiah harus bilangan bulat (tanpa sen).'],
    ['a selling price of 1e300', { hargaJual: 1e300 }, 'hargaJual', 'Nominal terlalu besar (maksimal Rp999.999.999.999).'],
    ['a wholesale price of Rp0,5', { hargaGrosir: 0.5, minQtyGrosir: 2 }, 'hargaGrosir', 'Rupiah harus bilangan bulat (tanpa sen).'],
    ['a discount ending 2025-13-45', { diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2025-13-45' }, 'diskonBerakhir', 'Tanggal berakhir diskon tidak valid.'],
    ['a discount ending 0000-00-00', { diskonAktif: true, diskonPersen: 10, diskonBerakhir: '0000-00-00' }, 'diskonBerakhir', 'Tanggal berakhir diskon tidak valid.'],
    ['a discount ending NaN-NaN-NaN', { diskonAktif: true, diskonPersen: 10, diskonBerakhir: 'NaN-NaN-NaN' }, 'diskonBerakhir', 'Tanggal berakhir diskon tidak valid.'],
    ['a discount ending in 1900', { diskonAktif: true, diskonPersen: 10, diskonBerakhir: '1900-01-01' }, 'diskonBerakhir', 'Tanggal berakhir diskon harus di antara tahun 2000 dan 2100.'],
    ['a discount ending in 1999', { diskonAktif: true, diskonPersen: 10, diskonBerakhir: '1999-12-31' }, 'diskonBerakhir', 'Tanggal berakhir diskon harus di antara tahun 2000 dan 2100.'],
    ['a discount ending yesterday', { diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-03-14' }, 'diskonBerakhir', 'Tanggal berakhir diskon tidak boleh sebelum hari ini.'],
  ])('refuses %s', (_what, change, field, message) => {
    const errors = validateProdukWeb(validProduct(change), 'create', { today: TODAY }) as Record<string, unknown>;
    expect(errors[field]).toBe(message);
  });

  it('a discount ending today is fine; a switched-off discount keeps an old date without complaint', () => {
    expect(validateProdukWeb(validProduct({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: TODAY }), 'create', { today: TODAY })).toEqual({});
    expect(validateProdukWeb(validProduct({ diskonAktif: false, diskonPersen: 10, diskonBerakhir: '2026-01-01' }), 'create', { today: TODAY })).toEqual({});
  });

  it('on edit an expired discount end that was loaded stays; a moved one must lie ahead', () => {
    const loaded = validProduct({ diskonAktif: true, diskonPersen: 10, diskonBerakhir: '2026-02-01' });
    const context = { today: TODAY, storedDiscountEnds: storedDiscountEnds(loaded) };
    expect(validateProdukWeb(loaded, 'edit', context)).toEqual({});
    expect(validateProdukWeb({ ...loaded, diskonBerakhir: '2026-02-02' }, 'edit', context).diskonBerakhir).toBe('Tanggal berakhir diskon tidak boleh sebelum hari ini.');
  });

  it('variants: name of zero-width spaces, 101 characters, SKU of 61, a past end on a stored variant kept', () => {
    const values = validVariantProduct();
    values.varian[0] = validVariant({ namaTampilanVarian: '\u200b\u200b' });
    values.varian[1] = validVariant({ produkKasirId: 1202, namaTampilanVarian: 'x'.repeat(101), skuVarianWeb: 's'.repeat(61) });
    const errors = validateProdukWeb(values, 'create', { today: TODAY });
    expect(errors.varian?.[0]?.namaTampilanVarian).toBe('Nama varian wajib diisi.');
    expect(errors.varian?.[1]).toMatchObject({ namaTampilanVarian: 'Nama Tampilan Varian maksimal 100 karakter.', skuVarianWeb: 'SKU varian maksimal 60 karakter.' });

    const stored = validVariantProduct();
    stored.varian[0] = validVariant({ idVarianExisting: 7, diskonAktif: true, diskonPersen: 5, diskonBerakhir: '2026-01-01' });
    stored.varian[1] = validVariant({ produkKasirId: 1202, namaTampilanVarian: 'Krem', diskonAktif: true, diskonPersen: 5, diskonBerakhir: '2026-01-01' });
    const edit = validateProdukWeb(stored, 'edit', { today: TODAY, storedDiscountEnds: storedDiscountEnds(stored) });
    expect(edit.varian?.[0]?.diskonBerakhir).toBeUndefined();
    // The second variant is new in this form: its past end is refused.
    expect(edit.varian?.[1]?.diskonBerakhir).toBe('Tanggal berakhir diskon tidak boleh sebelum hari ini.');
  });

  it('priceErrors without a date context checks the calendar only (as before)', () => {
    expect(priceErrors({ ...emptyPrice(), hargaJual: 1000, diskonAktif: true, diskonPersen: 5, diskonBerakhir: '2020-01-01' })).toEqual({});
  });
});
