import { describe, expect, it } from 'vitest';
import { buildCreatePayload, buildUpdatePayload, withPhotoUrls } from '@/resources/produk-web/rules/payload';
import { validProduct, validVariant, validVariantProduct } from './fixtures';

const MAIN = 'https://img.test/main.webp';

describe('create payload without variants (catalogue spec §7)', () => {
  it('sends exactly the spec fields plus tags and slug, an empty varian', () => {
    const values = validProduct({ judul: '  Semen Holcim 40kg ', hargaGrosir: 56000, minQtyGrosir: 10, diskonAktif: true, diskonPersen: 5, diskonBerakhir: '2026-04-01' });
    const payload = buildCreatePayload(withPhotoUrls(values, { fotoUtamaUrl: MAIN, galeriFotoUrls: ['g1', 'g2'], varian: [] }));
    expect(payload).toStrictEqual({
      produkKasirId: 1101,
      entitasId: 'ent-cv',
      judul: 'Semen Holcim 40kg',
      deskripsi: 'Semen serbaguna.',
      kategoriProdukWebId: 1,
      merkId: 3,
      fotoUtamaUrl: MAIN,
      galeriFotoUrls: ['g1', 'g2'],
      hargaJual: 58500,
      hargaGrosir: 56000,
      minQtyGrosir: 10,
      diskonAktif: true,
      diskonPersen: 5,
      diskonBerakhir: '2026-04-01',
      tags: 'semen, holcim',
      slug: 'semen-holcim-40kg',
      varian: [],
    });
  });

  it('no wholesale price means no minimum quantity; a switched-off discount sends no percent or date', () => {
    const values = validProduct({ hargaGrosir: 0, minQtyGrosir: 12, diskonAktif: false, diskonPersen: 10, diskonBerakhir: '2026-04-01' });
    const payload = buildCreatePayload(withPhotoUrls(values, { fotoUtamaUrl: MAIN, galeriFotoUrls: [], varian: [] }));
    expect(payload).toMatchObject({ hargaGrosir: null, minQtyGrosir: null, diskonAktif: false, diskonPersen: null, diskonBerakhir: null });
  });

  it('variant cards left in the form are not sent while variants are off', () => {
    const values = validProduct({ varian: [validVariant()] });
    expect(buildCreatePayload(withPhotoUrls(values, { fotoUtamaUrl: MAIN, galeriFotoUrls: [], varian: [] })).varian).toEqual([]);
  });
});

describe('create payload with variants', () => {
  const values = validVariantProduct({ hargaJual: 70000, diskonAktif: true, diskonPersen: 10 });
  values.varian[1] = validVariant({ produkKasirId: 1202, namaTampilanVarian: ' Krem ', skuVarianWeb: ' CAT-KRM ', isPublishedVarian: false, hargaGrosir: 90000, minQtyGrosir: 6 });
  const payload = buildCreatePayload(withPhotoUrls(values, { fotoUtamaUrl: MAIN, galeriFotoUrls: [], varian: [['v1'], []] }));

  it('product-level price fields are null', () => {
    expect(payload).toMatchObject({ hargaJual: null, hargaGrosir: null, minQtyGrosir: null, diskonPersen: null, diskonAktif: null, diskonBerakhir: null });
  });

  it("the product's cashier link and entity are the first variant's", () => {
    expect(payload.produkKasirId).toBe(1201);
    expect(payload.entitasId).toBe('ent-pr');
  });

  it('each variant carries exactly its spec fields, trimmed, an empty SKU as null', () => {
    expect(payload.varian).toStrictEqual([
      {
        produkKasirId: 1201,
        namaTampilanVarian: 'Putih',
        skuVarianWeb: null,
        fotoVarianUrls: ['v1'],
        isPublishedVarian: true,
        hargaJual: 95000,
        hargaGrosir: null,
        minQtyGrosir: null,
        diskonAktif: false,
        diskonPersen: null,
        diskonBerakhir: null,
      },
      {
        produkKasirId: 1202,
        namaTampilanVarian: 'Krem',
        skuVarianWeb: 'CAT-KRM',
        fotoVarianUrls: [],
        isPublishedVarian: false,
        hargaJual: 95000,
        hargaGrosir: 90000,
        minQtyGrosir: 6,
        diskonAktif: false,
        diskonPersen: null,
        diskonBerakhir: null,
      },
    ]);
  });
});

describe('update payload', () => {
  it('adds idIndukExisting and isPublishedInduk to the create fields', () => {
    const values = validProduct({ id: 42, isPublishedInduk: true });
    const payload = buildUpdatePayload({ ...withPhotoUrls(values, { fotoUtamaUrl: MAIN, galeriFotoUrls: [], varian: [] }), id: 42 });
    expect(payload).toMatchObject({ idIndukExisting: 42, isPublishedInduk: true, produkKasirId: 1101, tags: 'semen, holcim', slug: 'semen-holcim-40kg', varian: [] });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'deskripsi',
        'diskonAktif',
        'diskonBerakhir',
        'diskonPersen',
        'entitasId',
        'fotoUtamaUrl',
        'galeriFotoUrls',
        'hargaGrosir',
        'hargaJual',
        'idIndukExisting',
        'isPublishedInduk',
        'judul',
        'kategoriProdukWebId',
        'merkId',
        'minQtyGrosir',
        'produkKasirId',
        'slug',
        'tags',
        'varian',
      ].sort(),
    );
  });

  it('variants carry idVarianExisting: the stored id, or null for one added while editing', () => {
    const values = validVariantProduct({ id: 42, produkKasirId: 1201, varian: [validVariant({ idVarianExisting: 7 }), validVariant({ produkKasirId: 1300, namaTampilanVarian: 'Baru' })] });
    const payload = buildUpdatePayload({ ...withPhotoUrls(values, { fotoUtamaUrl: MAIN, galeriFotoUrls: [], varian: [['a', 'b', 'c'], []] }), id: 42 });
    expect(payload.varian.map((v) => [v.idVarianExisting, v.produkKasirId, v.fotoVarianUrls])).toEqual([
      [7, 1201, ['a', 'b', 'c']],
      [null, 1300, []],
    ]);
    expect(payload.hargaJual).toBeNull();
    expect(payload.produkKasirId).toBe(1201);
  });
});

describe('photos in the payload', () => {
  it('the uploader images are replaced by the stored URLs, nothing else changes', () => {
    const values = validVariantProduct();
    const withUrls = withPhotoUrls(values, { fotoUtamaUrl: MAIN, galeriFotoUrls: ['g'], varian: [['v0'], ['v1']] });
    expect(withUrls).not.toHaveProperty('fotoUtama');
    expect(withUrls).not.toHaveProperty('galeri');
    expect(withUrls.varian.map((v) => v.fotoVarianUrls)).toEqual([['v0'], ['v1']]);
    expect(withUrls.varian[0]).not.toHaveProperty('fotoVarian');
    expect(withUrls.judul).toBe(values.judul);
  });
});
