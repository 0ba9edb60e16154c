import { describe, expect, it } from 'vitest';
import { createFakeBackendHarness } from '../../../fake-api/fakeBackendHarness';
import { bannerMessages as m } from '@/resources/banner/messages';
import { fitsBannerTarget, BANNER_TARGETS } from '@/resources/banner/rules/ratio';

const NOW = new Date('2026-11-20T03:00:00.000Z');

const setup = () => {
  const harness = createFakeBackendHarness(NOW);
  return { ...harness, call: (method: string, path: string, body?: unknown) => harness.call<Record<string, unknown>>(method, path, body) };
};

const MAIN = { judul: 'Promo Keramik', altText: '', gambarDesktopUrl: '', gambarMobileUrl: '', linkTujuan: '/promo', isAktif: true, urutan: 9 };
const SUB = { judul: 'Cat Murah', fotoUrl: '', linkTo: '/kategori', aktif: true, urutan: 5 };

/** The pixel size an SVG data URL declares. */
const svgSize = (url: string) => {
  const svg = decodeURIComponent(url.replace(/^data:image\/svg\+xml;utf8,/, ''));
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

describe('fake backend: banners are kept like the shop server keeps them', () => {
  it('lists main and sub banners in their order, with pictures that fit their slots', async () => {
    const { call } = setup();
    const main = (await call('GET', '/admin/main-banners')).body as unknown as Array<{ urutan: number; gambarDesktopUrl: string; gambarMobileUrl: string }>;
    expect(main.map((b) => b.urutan)).toEqual([...main.map((b) => b.urutan)].sort((a, b) => a - b));
    expect(fitsBannerTarget(svgSize(main[0]!.gambarDesktopUrl), BANNER_TARGETS.desktop)).toBe(true);
    expect(fitsBannerTarget(svgSize(main[0]!.gambarMobileUrl), BANNER_TARGETS.mobile)).toBe(true);
    const sub = (await call('GET', '/admin/web-sub-banner')).body as unknown as Array<{ fotoUrl: string }>;
    expect(fitsBannerTarget(svgSize(sub[0]!.fotoUrl), BANNER_TARGETS.sub)).toBe(true);
  });

  it('links every seeded product banner to a product the storefront has', async () => {
    const { call, db } = setup();
    const slugs = new Set(db.produkWeb.map((p) => `/produk/${p.slug}`));
    const main = (await call('GET', '/admin/main-banners')).body as unknown as Array<{ linkTujuan: string }>;
    for (const { linkTujuan } of main.filter((b) => b.linkTujuan.startsWith('/produk/'))) expect(slugs).toContain(linkTujuan);
  });

  it('creates, updates and deletes a main banner; a missing mobile picture falls back to the desktop one', async () => {
    const { call, db } = setup();
    const created = await call('POST', '/admin/main-banners', { ...MAIN, gambarDesktopUrl: '/img/a.webp' });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect(db.mainBanners.find((b) => b.id === id)).toMatchObject({ judul: 'Promo Keramik', gambarMobileUrl: '/img/a.webp', urutan: 9 });
    expect((await call('PUT', `/admin/main-banners/${id}`, { ...MAIN, judul: 'Promo Granit' })).status).toBe(200);
    expect(db.mainBanners.find((b) => b.id === id)).toMatchObject({ judul: 'Promo Granit', gambarDesktopUrl: '', gambarMobileUrl: '' });
    expect(await call('DELETE', `/admin/main-banners/${id}`)).toEqual({ status: 200, body: { message: m.deleted } });
    expect(db.mainBanners.some((b) => b.id === id)).toBe(false);
    expect((await call('DELETE', `/admin/main-banners/${id}`)).status).toBe(404);
  });

  it.each([
    ['a blank title', '/admin/main-banners', { ...MAIN, judul: ' ' }, m.titleRequired],
    ['a main banner without a link', '/admin/main-banners', { ...MAIN, linkTujuan: '' }, m.mainLinkRequired],
    ['a sub banner without a link', '/admin/web-sub-banner', { ...SUB, linkTo: '' }, m.subLinkRequired],
    ['a script link', '/admin/web-sub-banner', { ...SUB, linkTo: 'javascript:alert(1)' }, 'Link tujuan harus berupa URL (https://...) atau path yang diawali "/".'],
    ['a picture that is no picture URL', '/admin/web-sub-banner', { ...SUB, fotoUrl: 'data:text/html,<b>x</b>' }, 'Foto bukan URL gambar yang valid.'],
    ['a negative urutan', '/admin/main-banners', { ...MAIN, urutan: -1 }, 'Urutan harus bilangan bulat 0 atau lebih.'],
  ])('refuses %s with 400, storing nothing', async (_what, path, body, error) => {
    const { call, db, persist } = setup();
    const before = db.mainBanners.length + db.subBanners.length;
    expect(await call('POST', path, body)).toEqual({ status: 400, body: { error } });
    expect(db.mainBanners.length + db.subBanners.length).toBe(before);
    expect(persist).not.toHaveBeenCalled();
  });

  it('draws the same AI picture for the same request, sized for its type', async () => {
    const { call, db } = setup();
    const productId = db.produkWeb[0]!.id;
    const first = await call('POST', '/admin/ai/generate-banner', { productId, prompt: 'diskon akhir tahun', type: 'main' });
    const again = await call('POST', '/admin/ai/generate-banner', { productId, prompt: 'diskon akhir tahun', type: 'main' });
    expect(first.body.imageUrl).toBe(again.body.imageUrl);
    expect(svgSize(String(first.body.imageUrl))).toEqual(BANNER_TARGETS.desktop);
    const sub = await call('POST', '/admin/ai/generate-banner', { productId, prompt: '', type: 'sub' });
    expect(svgSize(String(sub.body.imageUrl))).toEqual(BANNER_TARGETS.sub);
    expect((await call('POST', '/admin/ai/generate-banner', { productId: 999999, prompt: '', type: 'sub' })).status).toBe(404);
  });
});
