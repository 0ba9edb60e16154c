import { describe, expect, it } from 'vitest';
import { imageStatistics, isWebpUrl, productImageUrls, uniqueUrls } from '@/custom-pages/home-builder/images/rules/statistics';

describe('home builder images: which URL is WebP', () => {
  it.each([
    ['https://cdn.toko.test/produk/semen.webp', true],
    ['https://cdn.toko.test/produk/SEMEN.WEBP', true],
    ['https://cdn.toko.test/produk/semen.webp?v=3&w=800', true],
    ['https://cdn.toko.test/produk/semen.webp#zoom', true],
    ['  /storage/banner/promo.webp  ', true],
    ['data:image/webp;base64,UklGRg==', true],
    ['DATA:IMAGE/WEBP;base64,UklGRg==', true],
    ['https://cdn.toko.test/produk/semen.jpg', false],
    ['https://cdn.toko.test/produk/semen.png?format=webp', false],
    ['https://cdn.toko.test/webp/semen.jpeg', false],
    ['https://cdn.toko.test/produk/semen.jpg#.webp', false],
    ['https://cdn.toko.test/produk/semen', false],
    ['data:image/svg+xml;utf8,%3Csvg%3E.webp', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
  ])('%s → %s', (url, expected) => {
    expect(isWebpUrl(url)).toBe(expected);
  });
});

describe('home builder images: unique URLs', () => {
  it('drops blanks, nulls and repeats, trims, and keeps the first-seen order', () => {
    expect(uniqueUrls(['a.jpg', null, '', '  ', undefined, ' b.webp ', 'a.jpg', 'b.webp'])).toEqual(['a.jpg', 'b.webp']);
  });

  it('treats a different query as a different image', () => {
    expect(uniqueUrls(['a.webp?v=1', 'a.webp?v=2'])).toHaveLength(2);
  });
});

describe('home builder images: statistics', () => {
  it('counts unique images per source and in total, WebP and legacy', () => {
    const statistics = imageStatistics({
      productMain: ['https://cdn/p1.webp', 'https://cdn/p2.jpg', 'https://cdn/p3.png?v=2', null, ''],
      productGallery: ['https://cdn/g1.webp', 'https://cdn/g1.webp', 'https://cdn/p2.jpg'],
      variant: ['data:image/webp;base64,AAAA', 'data:image/svg+xml;utf8,%3Csvg%3E'],
      categoryIcon: [null, 'https://cdn/ikon.PNG'],
      mainBanner: ['https://cdn/banner-desktop.webp?w=1920', 'https://cdn/banner-mobile.jpg'],
      subBanner: [],
    });
    expect(statistics.sources).toEqual([
      { source: 'productMain', total: 3, webp: 1, legacy: 2 },
      { source: 'productGallery', total: 2, webp: 1, legacy: 1 },
      { source: 'variant', total: 2, webp: 1, legacy: 1 },
      { source: 'categoryIcon', total: 1, webp: 0, legacy: 1 },
      { source: 'mainBanner', total: 2, webp: 1, legacy: 1 },
      { source: 'subBanner', total: 0, webp: 0, legacy: 0 },
    ]);
    // p2.jpg is in the main photos and the gallery: one image in the total.
    expect(statistics).toMatchObject({ total: 9, webp: 4, legacy: 5, webpPercent: 44 });
  });

  it('is all zero for a shop without images, and 100% when every image is WebP', () => {
    expect(imageStatistics({})).toMatchObject({ total: 0, webp: 0, legacy: 0, webpPercent: 0 });
    expect(imageStatistics({ subBanner: ['a.webp', 'b.webp?x=1'] })).toMatchObject({ total: 2, webp: 2, legacy: 0, webpPercent: 100 });
  });

  it('rounds the WebP share to whole percent', () => {
    expect(imageStatistics({ productMain: ['a.webp', 'b.jpg', 'c.jpg'] }).webpPercent).toBe(33);
    expect(imageStatistics({ productMain: ['a.webp', 'b.webp', 'c.jpg'] }).webpPercent).toBe(67);
  });
});

describe('home builder images: product list URLs', () => {
  it('reads main photos, galleries and variant photos, tolerating missing fields', () => {
    const urls = productImageUrls([
      { fotoUtamaUrl: 'm1.jpg', galeriFotoUrls: ['g1.webp', 'g2.jpg'], varian: [{ fotoVarianUrls: ['v1.webp'] }, { fotoVarianUrls: null }, {}] },
      { fotoUtamaUrl: null, galeriFotoUrls: null, varian: null },
      {},
    ]);
    expect(urls).toEqual({ productMain: ['m1.jpg', null, undefined], productGallery: ['g1.webp', 'g2.jpg'], variant: ['v1.webp'] });
    expect(imageStatistics(urls)).toMatchObject({ total: 4, webp: 2, legacy: 2 });
  });
});
