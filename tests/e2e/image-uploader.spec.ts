import { expect, test } from '@playwright/test';
import { login } from './support';

// The one image pipeline in the production build, with real files and the real Web Worker: the worker
// chunk must load from /admin/assets and hand back a WebP. The category icon form is the first screen
// that uses the ImageUploader; product forms use the same component.
const PHOTO = 'tests/fixtures/images/produk-persegi-500.png';
const SMALL_WEBP = 'tests/fixtures/images/produk-kecil-400.webp';

test.beforeEach(async ({ page }) => {
  await login(page);
  await page.goto('/admin/web-kategori-produk/tambah');
});

test('optimises a real PNG to WebP in the worker and shows the saving', async ({ page }) => {
  await page.getByLabel('Foto Ikon').setInputFiles(PHOTO);

  const tile = page.getByTestId('image-tile');
  await expect(tile.getByRole('img', { name: /produk-persegi-500\.webp$/ })).toBeVisible();
  await expect(tile.getByTestId('image-size')).toHaveText(/^413 KB → \d+ KB$/);
  // 400x400 at quality 0.75 from a 413 KB PNG: far beyond the 70% of the green threshold.
  await expect(tile.getByTestId('image-saving')).toHaveText(/^Hemat (9\d)%$/);
  await expect(tile.getByTestId('image-saving')).toHaveClass(/MuiChip-colorSuccess/);
  // The preview is the optimised file, and the browser can decode it.
  const preview = tile.getByRole('img');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
});

test('uploads a small WebP as it is', async ({ page }) => {
  await page.getByLabel('Foto Ikon').setInputFiles(SMALL_WEBP);
  const tile = page.getByTestId('image-tile');
  await expect(tile.getByTestId('image-size')).toHaveText(/^\d+ KB · Diunggah tanpa optimasi$/);
  await expect(tile.getByRole('img', { name: /produk-kecil-400\.webp$/ })).toBeVisible();
});

test('the hidden input and the drop zone are reachable by label and role', async ({ page }) => {
  await expect(page.getByLabel('Foto Ikon')).toHaveAttribute('type', 'file');
  const zone = page.getByTestId('category-icon-photo').getByRole('button', { name: 'Seret & lepas gambar di sini, atau klik untuk memilih' });
  await zone.focus();
  await expect(zone).toBeFocused();
  await page.getByLabel('Foto Ikon').setInputFiles(PHOTO);
  await expect(page.getByTestId('image-tile')).toBeVisible();
  await page.getByRole('button', { name: 'Hapus foto' }).click();
  await expect(page.getByTestId('image-tile')).toHaveCount(0);
  await expect(zone).toBeEnabled();
});
