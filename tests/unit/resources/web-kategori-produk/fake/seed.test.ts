import { describe, expect, it } from 'vitest';
import { webKategoriProdukSchema } from '@/resources/web-kategori-produk/schemas';
import { categoryStats, validateWebKategoriProduk } from '@/resources/web-kategori-produk/rules';
import { seedPosKategori, seedWebKategoriProduk } from '@/resources/web-kategori-produk/fake/seed';

const NOW = new Date('2026-03-15T05:30:00.000Z');

describe('seed: web and POS categories', () => {
  const categories = seedWebKategoriProduk(NOW);
  const pos = seedPosKategori();

  it('has at least 12 web categories, each valid by the form rules and the contract', () => {
    expect(categories.length).toBeGreaterThanOrEqual(12);
    for (const category of categories) {
      expect(validateWebKategoriProduk(category), category.namaKategori).toEqual({});
      expect(webKategoriProdukSchema.safeParse(category).success, category.namaKategori).toBe(true);
    }
  });

  it('has unique ids and names', () => {
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length);
    expect(new Set(categories.map((c) => c.namaKategori.toLowerCase())).size).toBe(categories.length);
  });

  it('mixes photos and no photos, linked and unlinked, new this week and older', () => {
    const stats = categoryStats(categories, NOW);
    expect(stats.withPhoto).toBeGreaterThan(0);
    expect(stats.withPhoto).toBeLessThan(categories.length);
    expect(stats.linkedToPos).toBeGreaterThan(0);
    expect(stats.linkedToPos).toBeLessThan(categories.length);
    expect(stats.newThisWeek).toBeGreaterThan(0);
    expect(stats.newThisWeek).toBeLessThan(categories.length);
  });

  it('links only to POS categories that exist', () => {
    const posIds = new Set(pos.map((p) => p.id));
    for (const category of categories) if (category.kategoriProdukId !== null) expect(posIds.has(category.kategoriProdukId)).toBe(true);
  });

  it('stores photos as small SVG data URLs that display offline', () => {
    const photos = categories.flatMap((c) => (c.fotoIconUrl ? [c.fotoIconUrl] : []));
    for (const url of photos) {
      expect(url.startsWith('data:image/svg+xml;utf8,')).toBe(true);
      expect(decodeURIComponent(url)).toContain('<svg');
    }
  });

  it('is dated relative to the seeding time, none in the future, and the same for the same time', () => {
    for (const category of categories) expect(new Date(category.createdAt).getTime()).toBeLessThan(NOW.getTime());
    expect(seedWebKategoriProduk(NOW)).toEqual(categories);
  });
});
