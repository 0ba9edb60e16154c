// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageStatisticsPanel } from '@/custom-pages/home-builder/images/ImageStatisticsPanel';
import type { FaultRule } from '@/fake-api/faults';
import { countRequests, renderWithAdmin } from '../../../renderWithAdmin';

afterEach(cleanup);

/** The banners fail here whatever their fake backend does, so the counts below are the products' and categories' only. */
const BANNERS_DOWN: FaultRule[] = [
  { method: 'GET', path: '/admin/main-banners', status: 404, body: {} },
  { method: 'GET', path: '/admin/web-sub-banner', status: 404, body: {} },
];
/** Both required reads fail once, so 'Coba Lagi' reads both again after a test changed the database. */
const READS_FAIL_ONCE: FaultRule[] = [
  { method: 'GET', path: '/admin/produk-web', status: 500, body: { error: 'Server sedang sibuk' }, times: 1 },
  { method: 'GET', path: '/admin/web-kategori-produk', status: 500, body: {}, times: 1 },
];

const rowText = (source: string) => screen.getByTestId(`image-stats-row-${source}`).textContent;

describe('ImageStatisticsPanel', () => {
  it('shows a failed read with Coba Lagi, then counts every page of products and the category icons', async () => {
    const user = userEvent.setup();
    const { db, requests } = renderWithAdmin(<ImageStatisticsPanel />, { faults: [...READS_FAIL_ONCE, ...BANNERS_DOWN] });
    const alert = await screen.findByTestId('image-stats-error');
    expect(alert).toHaveTextContent('Server sedang sibuk');

    // 130 products: more than one page of 100. Each has its own main photo; every tenth is WebP, and all
    // share one gallery photo (counted once) and one WebP variant photo.
    const template = db.produkWeb[0]!;
    db.produkWeb = Array.from({ length: 130 }, (_, index) => ({
      ...template,
      id: index + 1,
      fotoUtamaUrl: `https://cdn.toko.test/produk/${index + 1}.${index % 10 === 0 ? 'webp' : 'jpg'}?v=1`,
      galeriFotoUrls: ['https://cdn.toko.test/produk/galeri-bersama.png'],
      varian: template.varian.slice(0, 1).map((variant) => ({ ...variant, fotoVarianUrls: ['data:image/webp;base64,UklGRg=='] })),
    }));
    db.webKategoriProduk = db.webKategoriProduk.map((category, index) => ({ ...category, fotoIconUrl: index < 2 ? `https://cdn.toko.test/ikon/${index}.webp` : null }));
    const variantPhotos = template.varian.length ? 1 : 0;

    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));

    const total = 130 + 1 + variantPhotos + 2;
    const webp = 13 + variantPhotos + 2;
    expect(await screen.findByTestId('image-stats-total')).toHaveTextContent(String(total));
    expect(screen.getByTestId('image-stats-webp')).toHaveTextContent(String(webp));
    expect(screen.getByTestId('image-stats-legacy')).toHaveTextContent(String(total - webp));
    expect(screen.getByTestId('image-stats-share')).toHaveTextContent(`${Math.round((webp / total) * 100)}% gambar sudah WebP`);
    expect(screen.getByRole('progressbar', { name: 'Porsi WebP' })).toHaveAttribute('aria-valuenow', String(Math.round((webp / total) * 100)));
    expect(rowText('productMain')).toBe('Foto utama produk13013117');
    expect(rowText('productGallery')).toBe('Galeri produk101');
    expect(rowText('categoryIcon')).toBe('Ikon kategori220');
    expect(rowText('mainBanner')).toBe('Banner utama000');
    expect(screen.getByTestId('image-stats-legacy-warning')).toHaveTextContent('Gambar lama yang belum dioptimasi membuat halaman lebih lambat dimuat.');
    expect(screen.getByTestId('image-stats-banner-note')).toHaveTextContent('Gambar banner tidak dapat dibaca');
    // The failed read, then pages 1 and 2 (130 = 100 + a short page of 30).
    expect(countRequests(requests, 'GET /admin/produk-web')).toBe(3);
  });

  it('counts the seeded shop: every unique image URL of its products, variants, category icons and banners', async () => {
    const { db } = renderWithAdmin(<ImageStatisticsPanel />);
    const urls = new Set<string>();
    const add = (url: string | null | undefined) => url && urls.add(url);
    for (const product of db.produkWeb) {
      [product.fotoUtamaUrl, ...product.galeriFotoUrls, ...product.varian.flatMap((variant) => variant.fotoVarianUrls)].forEach(add);
    }
    db.webKategoriProduk.forEach((category) => add(category.fotoIconUrl));
    // The banners' tables, read loosely: their fake backend is its own area's.
    const banners = db as unknown as { mainBanners?: Array<{ gambarDesktopUrl?: string; gambarMobileUrl?: string }>; subBanners?: Array<{ fotoUrl?: string }> };
    const bannerUrls = new Set<string>();
    for (const banner of banners.mainBanners ?? []) {
      for (const url of [banner.gambarDesktopUrl, banner.gambarMobileUrl]) if (url) bannerUrls.add(url);
    }
    bannerUrls.forEach(add);
    for (const banner of banners.subBanners ?? []) if (banner.fotoUrl) add(banner.fotoUrl);
    expect(urls.size).toBeGreaterThan(0);
    expect(await screen.findByTestId('image-stats-total')).toHaveTextContent(urls.size.toLocaleString('id-ID'));
    const [bannerTotal] = within(screen.getByTestId('image-stats-row-mainBanner')).getAllByRole('cell');
    expect(bannerTotal).toHaveTextContent(bannerUrls.size.toLocaleString('id-ID'));
  });

  it('says so when the shop uses no image yet', async () => {
    const user = userEvent.setup();
    const { db } = renderWithAdmin(<ImageStatisticsPanel />, { faults: [...READS_FAIL_ONCE, ...BANNERS_DOWN] });
    const alert = await screen.findByTestId('image-stats-error');
    db.produkWeb = [];
    db.webKategoriProduk = db.webKategoriProduk.map((category) => ({ ...category, fotoIconUrl: null }));
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('image-stats-empty')).toHaveTextContent('Belum ada gambar yang dipakai toko.');
    expect(screen.queryByTestId('image-stats-total')).not.toBeInTheDocument();
  });
});
