import { fakeAreas } from '@/fake-api/areas';
import { describe, expect, it } from 'vitest';
import { createSeedDb } from '@/fake-api/db';
import { linkedCashierIds } from '@/resources/produk-web/fake/views';
import { isDiscountRunning, type PriceFields } from '@/resources/produk-web/rules/price';
import { ENTITY_CV_ID, ENTITY_PRIBADI_ID } from '@/domain/entity';

const NOW = new Date('2026-03-15T05:30:00.000Z');
const db = createSeedDb(NOW, fakeAreas);

describe('seed: web products and cashier products', () => {
  it('at least 60 web products and 80 cashier products, at least 15 of them unlinked', () => {
    expect(db.produkWeb.length).toBeGreaterThanOrEqual(60);
    expect(db.produkKasir.length).toBeGreaterThanOrEqual(80);
    expect(db.produkKasir.length - linkedCashierIds(db).size).toBeGreaterThanOrEqual(15);
  });

  it('is deterministic for the same seeding time', () => {
    expect(createSeedDb(NOW, fakeAreas).produkWeb).toEqual(db.produkWeb);
    expect(createSeedDb(NOW, fakeAreas).produkKasir).toEqual(db.produkKasir);
  });

  it('every link points at something that exists, and no cashier product is linked twice', () => {
    const cashierIds = new Set(db.produkKasir.map((c) => c.id));
    const categoryIds = new Set(db.webKategoriProduk.map((c) => c.id));
    const brandIds = new Set(db.merk.map((b) => b.id));
    const links: number[] = [];
    for (const product of db.produkWeb) {
      expect(categoryIds.has(product.kategoriProdukWebId as number)).toBe(true);
      if (product.merkId !== null) expect(brandIds.has(product.merkId)).toBe(true);
      expect(cashierIds.has(product.produkKasirId as number)).toBe(true);
      if (product.varian.length) expect(product.produkKasirId).toBe(product.varian[0]!.produkKasirId);
      else links.push(product.produkKasirId as number);
      for (const variant of product.varian) links.push(variant.produkKasirId);
    }
    expect(new Set(links).size).toBe(links.length);
  });

  it('has variant products, drafts, wholesale prices, and discounts running, expired, endless and switched off', () => {
    // Price fields live on the product, or on each variant in variant mode.
    const flat: PriceFields[] = db.produkWeb.flatMap((p): PriceFields[] => (p.varian.length ? p.varian : [p]));
    expect(db.produkWeb.filter((p) => p.varian.length >= 2).length).toBeGreaterThanOrEqual(5);
    expect(db.produkWeb.filter((p) => !p.isPublishedInduk).length).toBeGreaterThanOrEqual(3);
    expect(flat.filter((p) => p.hargaGrosir !== null && p.hargaGrosir !== undefined).length).toBeGreaterThanOrEqual(5);
    expect(flat.filter((p) => isDiscountRunning(p, NOW) && Boolean(p.diskonBerakhir)).length).toBeGreaterThanOrEqual(3);
    expect(flat.filter((p) => p.diskonAktif && Boolean(p.diskonBerakhir) && !isDiscountRunning(p, NOW)).length).toBeGreaterThanOrEqual(3);
    expect(flat.filter((p) => p.diskonAktif && !p.diskonBerakhir).length).toBeGreaterThanOrEqual(2);
    expect(flat.filter((p) => !p.diskonAktif && typeof p.diskonPersen === 'number').length).toBeGreaterThanOrEqual(1);
  });

  it('photos are inline SVG data URLs (no external host); slugs are unique', () => {
    for (const product of db.produkWeb) {
      for (const url of [product.fotoUtamaUrl, ...product.galeriFotoUrls, ...product.varian.flatMap((v) => v.fotoVarianUrls)]) {
        expect(url).toMatch(/^data:image\/svg\+xml;utf8,/);
      }
    }
    const slugs = db.produkWeb.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('cashier products belong to both entities and carry weight and dimensions; cost is below the shelf price', () => {
    const entities = new Set(db.produkKasir.map((c) => c.entitas_id));
    expect(entities).toEqual(new Set([ENTITY_CV_ID, ENTITY_PRIBADI_ID]));
    for (const c of db.produkKasir) {
      expect(c.berat_gram).toBeGreaterThan(0);
      expect(Math.min(c.panjang_cm, c.lebar_cm, c.tinggi_cm)).toBeGreaterThan(0);
      expect(c.harga_modal).toBeLessThan(c.harga_jual);
    }
  });

  it('a product and its variants share the cashier entity', () => {
    for (const product of db.produkWeb) {
      for (const variant of product.varian) {
        expect(db.produkKasir.find((c) => c.id === variant.produkKasirId)?.entitas_id).toBe(product.entitasId);
      }
    }
  });
});
