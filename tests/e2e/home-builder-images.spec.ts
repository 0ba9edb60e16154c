import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { failNext, login } from './support';

// The home builder's image panels in the production build: statistics counted from the fake shop,
// and the batch optimiser with real images, the real worker and a real ZIP download.

const PAGE = '/admin/home-builder';

/** The banner collections answer 404 whatever their fake backend holds: the count is then the products' and categories' alone. */
const bannersDown = async (page: Page) => {
  for (const path of ['/admin/main-banners', '/admin/web-sub-banner']) await failNext(page, { method: 'GET', path, status: 404, body: {} });
};

interface ShopSnapshot {
  produkWeb: Array<{ fotoUtamaUrl: string | null; galeriFotoUrls: string[]; varian: Array<{ fotoVarianUrls: string[] }> }>;
  webKategoriProduk: Array<{ fotoIconUrl: string | null }>;
  // The banners' own area keeps these tables; read loosely.
  mainBanners?: Array<{ gambarDesktopUrl?: string | null; gambarMobileUrl?: string | null }>;
  subBanners?: Array<{ fotoUrl?: string | null }>;
}

const isWebp = (url: string) => /^data:image\/webp/i.test(url) || /\.webp$/i.test(url.split(/[?#]/)[0] ?? '');

/** The distinct image URLs of the fake shop (banners too unless left out), and how many are WebP. */
const shopImages = async (page: Page, { banners }: { banners: boolean }) => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  const db = (await page.evaluate(() => window.__fakeApi?.snapshot())) as unknown as ShopSnapshot;
  const urls = new Set<string>();
  const add = (url: string | null | undefined) => {
    if (url) urls.add(url);
  };
  for (const product of db.produkWeb) [product.fotoUtamaUrl, ...product.galeriFotoUrls, ...product.varian.flatMap((variant) => variant.fotoVarianUrls)].forEach(add);
  db.webKategoriProduk.forEach((category) => add(category.fotoIconUrl));
  if (banners) {
    for (const banner of db.mainBanners ?? []) [banner.gambarDesktopUrl, banner.gambarMobileUrl].forEach(add);
    for (const banner of db.subBanners ?? []) add(banner.fotoUrl);
  }
  return { total: urls.size, webp: [...urls].filter(isWebp).length };
};

/** A photo-like picture drawn in the page (gradient, blocks, grain) and encoded by Chromium, as base64. */
const drawImage = (page: Page, options: { width: number; height: number; type: string; quality?: number; seed: number }) =>
  page.evaluate(async ({ width, height, type, quality, seed }) => {
    let state = seed;
    const random = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    const sky = context.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#9cc3e6');
    sky.addColorStop(1, '#8a7f70');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    for (let i = 0; i < 300; i += 1) {
      context.fillStyle = `hsl(${15 + random() * 40} ${20 + random() * 40}% ${25 + random() * 45}%)`;
      context.fillRect(random() * width, random() * height, 20 + random() * width * 0.2, 10 + random() * height * 0.15);
    }
    const image = context.getImageData(0, 0, width, height);
    for (let i = 0; i < image.data.length; i += 4) {
      const grain = (random() - 0.5) * 30;
      image.data[i] = (image.data[i] ?? 0) + grain;
      image.data[i + 1] = (image.data[i + 1] ?? 0) + grain;
      image.data[i + 2] = (image.data[i + 2] ?? 0) + grain;
    }
    context.putImageData(image, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type, quality })).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, options);

/** The entry names of a ZIP, read from its central directory (Zip64 too, which client-zip may write). */
const zipEntryNames = (zip: Buffer): string[] => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory: not a ZIP');
  let count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (offset === 0xffffffff || count === 0xffff) {
    const locator = end - 20;
    if (zip.readUInt32LE(locator) !== 0x07064b50) throw new Error('Zip64 locator missing');
    const zip64End = Number(zip.readBigUInt64LE(locator + 8));
    count = Number(zip.readBigUInt64LE(zip64End + 32));
    offset = Number(zip.readBigUInt64LE(zip64End + 48));
  }
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
};

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('counts the images the fake shop uses: totals, WebP share, per source and the legacy warning', async ({ page }) => {
  await page.goto(PAGE);
  const expected = await shopImages(page, { banners: true });
  expect(expected.total).toBeGreaterThan(10);

  const panel = page.getByTestId('home-builder-image-stats');
  await expect(panel.getByTestId('image-stats-total')).toHaveText(expected.total.toLocaleString('id-ID'));
  await expect(panel.getByTestId('image-stats-webp')).toHaveText(expected.webp.toLocaleString('id-ID'));
  await expect(panel.getByTestId('image-stats-legacy')).toHaveText((expected.total - expected.webp).toLocaleString('id-ID'));
  const percent = Math.round((expected.webp / expected.total) * 100);
  await expect(panel.getByRole('progressbar', { name: 'Porsi WebP' })).toHaveAttribute('aria-valuenow', String(percent));
  await expect(panel.getByTestId('image-stats-share')).toHaveText(`${percent}% gambar sudah WebP`);
  await expect(panel.getByTestId('image-stats-legacy-warning')).toContainText('Gambar lama yang belum dioptimasi membuat halaman lebih lambat dimuat.');
  await expect(panel.getByRole('row')).toHaveCount(7);

  // The size guide is the spec's table.
  await expect(page.getByTestId('size-guide-main-banner')).toHaveText(/Banner utama \(desktop\)\s*1920 × 1080 px · maks\. 2 MB/);
  await expect(page.getByTestId('size-guide-product-main')).toContainText('800 × 800 px · maks. 500 KB');
  await expect(page.getByTestId('size-guide-category-icon')).toContainText('128 × 128 px');
});

test('counts without the banners, with a note, when they cannot be read', async ({ page }) => {
  await bannersDown(page);
  await page.goto(PAGE);
  const expected = await shopImages(page, { banners: false });

  const panel = page.getByTestId('home-builder-image-stats');
  await expect(panel.getByTestId('image-stats-total')).toHaveText(expected.total.toLocaleString('id-ID'));
  await expect(panel.getByTestId('image-stats-webp')).toHaveText(expected.webp.toLocaleString('id-ID'));
  await expect(panel.getByTestId('image-stats-legacy')).toHaveText((expected.total - expected.webp).toLocaleString('id-ID'));
  const percent = Math.round((expected.webp / expected.total) * 100);
  await expect(panel.getByRole('progressbar', { name: 'Porsi WebP' })).toHaveAttribute('aria-valuenow', String(percent));
  await expect(panel.getByTestId('image-stats-banner-note')).toHaveText('Gambar banner tidak dapat dibaca saat ini, jadi belum ikut dihitung.');
  await expect(panel.getByTestId('image-stats-row-mainBanner')).toHaveText('Banner utama000');
  await expect(page.getByTestId('home-builder-batch')).toBeVisible();
});

test('optimises three real photos (one over 2 MB) in the worker, refuses a fake one, and downloads them all as one ZIP', async ({ page }) => {
  // Drawing three photo-sized pictures with grain, then decoding and encoding them, takes a while on a shared machine.
  test.setTimeout(90_000);
  await page.goto(PAGE);
  const panel = page.getByTestId('home-builder-batch');
  await expect(panel.getByLabel('Pilih gambar')).toHaveAttribute('type', 'file');

  const yard = await drawImage(page, { width: 2000, height: 1500, type: 'image/jpeg', quality: 0.9, seed: 1 });
  const cement = await drawImage(page, { width: 800, height: 800, type: 'image/png', seed: 2 });
  const tiles = await drawImage(page, { width: 2600, height: 2600, type: 'image/jpeg', quality: 0.95, seed: 3 });
  const tilesBytes = Buffer.from(tiles, 'base64');
  expect(tilesBytes.length).toBeGreaterThan(2 * 1024 * 1024);

  await panel.getByLabel('Pilih gambar').setInputFiles([
    { name: 'gudang.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(yard, 'base64') },
    { name: 'semen.png', mimeType: 'image/png', buffer: Buffer.from(cement, 'base64') },
    { name: 'keramik.jpg', mimeType: 'image/jpeg', buffer: tilesBytes },
    { name: 'bukan-foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('ini bukan gambar') },
  ]);
  await expect(panel.getByTestId('batch-refused')).toContainText('bukan-foto.jpg: File harus berupa gambar');
  await expect(panel.getByTestId('batch-item')).toHaveCount(3);
  await expect(panel.getByTestId('batch-progress')).toHaveText('0 dari 3 gambar selesai');

  await panel.getByRole('combobox', { name: 'Profil optimasi' }).click();
  await page.getByRole('option', { name: /^Banner: maks\. 1920 × 1080 px, kualitas 85%$/ }).click();
  await panel.getByRole('button', { name: 'Optimalkan (3)' }).click();
  await expect(panel.getByRole('button', { name: 'Mengoptimasi...' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Unduh semua (ZIP)' })).toBeDisabled();

  await expect(panel.getByTestId('batch-progress')).toHaveText('3 dari 3 gambar selesai', { timeout: 20_000 });
  await expect(panel.getByRole('progressbar', { name: 'Kemajuan optimasi' })).toHaveAttribute('aria-valuenow', '100');
  const items = panel.getByTestId('batch-item');
  await expect(panel.locator('[data-testid="batch-item"][data-status="done"]')).toHaveCount(3);
  await expect(items.getByTestId('batch-item-saving')).toHaveCount(3);
  for (const saving of await items.getByTestId('batch-item-saving').all()) await expect(saving).toHaveText(/^Hemat \d+%$/);
  await expect(items.nth(2).getByTestId('batch-item-sizes')).toHaveText(/^\d+(,\d)? MB → \d+ KB$/);
  const link = panel.getByRole('link', { name: 'Unduh keramik.webp' });
  await expect(link).toHaveAttribute('href', /^blob:/);
  await expect(link).toHaveAttribute('download', 'keramik.webp');
  // The banner profile's box: 2600x2600 becomes 1080x1080.
  const size = await link.evaluate(async (anchor: HTMLAnchorElement) => {
    const bitmap = await createImageBitmap(await (await fetch(anchor.href)).blob());
    return `${bitmap.width}x${bitmap.height}`;
  });
  expect(size).toBe('1080x1080');

  // With its results on screen the panel has no serious or critical axe violation.
  const { violations } = await new AxeBuilder({ page }).include('#home-builder-batch').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Unduh semua (ZIP)' }).click()]);
  expect(download.suggestedFilename()).toBe('gambar-optimasi.zip');
  const names = zipEntryNames(await readFile(await download.path()));
  expect(names.sort()).toEqual(['gudang.webp', 'keramik.webp', 'semen.webp']);

  await panel.getByRole('button', { name: 'Kosongkan daftar' }).click();
  await expect(panel.getByTestId('batch-item')).toHaveCount(0);
  await expect(panel.getByTestId('batch-refused')).toHaveCount(0);
});

test('the drop zone opens the file picker from the keyboard', async ({ page }) => {
  await page.goto(PAGE);
  const zone = page.getByTestId('home-builder-batch').getByRole('button', { name: 'Seret & lepas banyak gambar di sini, atau klik untuk memilih' });
  await zone.focus();
  await expect(zone).toBeFocused();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  expect(chooser.isMultiple()).toBe(true);
});

test('on a 390 px phone the home builder, image panels included, is no wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PAGE);
  await expect(page.getByTestId('image-stats-total')).toBeVisible();
  await expect(page.getByTestId('batch-dropzone')).toBeVisible();
  await expect(page.getByTestId('size-guide-main-banner')).toBeVisible();
  // The whole page, banner, flash sale and category cards included, once their rows are there.
  await expect(page.getByTestId('banner-card-main').getByText('Ada gambar mobile')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Geser / }).last()).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  await page.getByLabel('Pilih gambar').setInputFiles('tests/fixtures/images/produk-persegi-500.png');
  await page.getByRole('button', { name: 'Optimalkan (1)' }).click();
  await expect(page.getByTestId('batch-item-saving')).toBeVisible({ timeout: 15_000 });
  // The row's download link and remove button fit beside a long name.
  const download = page.getByRole('link', { name: 'Unduh produk-persegi-500.webp' });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Hapus produk-persegi-500.png dari daftar' })).toBeInViewport({ ratio: 1 });
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});
