import { expect, test, type Page } from '@playwright/test';
import { login, toast } from './support';

// Issue 11's "done when", walked through as a new user would, in one session of the fake-backend demo:
// two main banners (one made with AI), a sub banner, a flash sale, a new category order, a batch of
// photos optimised into one zip, and this month's sales read with a chart that agrees with the dashboard.

const DESKTOP = 'tests/fixtures/images/banner-16x9-1600x900.jpg';
const PHOTOS = ['tests/fixtures/images/produk-persegi-500.png', 'tests/fixtures/images/produk-lebar-1200x800.jpg', 'tests/fixtures/images/banner-mobile-540x960.jpg'];

const card = (page: Page, id: string) => page.getByTestId(id);

const addBanner = async (page: Page, cardId: string, title: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
  await card(page, cardId).getByRole('button', { name: 'Tambah Banner' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Judul Banner').fill(title);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page)).toContainText('Banner berhasil disimpan!');
  await expect(dialog).toBeHidden();
  await expect(card(page, cardId).getByTestId('banner-row').filter({ hasText: title })).toBeVisible();
};

const useAiPicture = async (page: Page, dialog: ReturnType<Page['getByRole']>) => {
  await dialog.getByRole('combobox', { name: 'Produk untuk gambar' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Generate Gambar' }).click();
  await expect(dialog.getByTestId('image-tile')).toHaveCount(1);
};

test('a new user builds the home page, optimises a batch of photos and reads this month’s sales', async ({ page }) => {
  test.slow();
  await login(page);
  const dashboardMonth = (await page.getByTestId('card-sales-month-value').textContent()) ?? '';
  await page.goto('/admin/home-builder');
  await expect(card(page, 'banner-card-main').getByTestId('banner-row').first()).toBeVisible();

  // Two main banners: one with an uploaded picture, one made with AI.
  await addBanner(page, 'banner-card-main', 'Minggu Renovasi', async (dialog) => {
    await dialog.getByRole('combobox', { name: 'Halaman toko' }).click();
    await page.getByRole('option', { name: 'Promo (/promo)' }).click();
    await dialog.getByLabel('Gambar Desktop (1920x1080)').setInputFiles(DESKTOP);
    await expect(dialog.getByTestId('image-tile')).toHaveCount(1);
  });
  await addBanner(page, 'banner-card-main', 'Semen Pilihan Tukang', async (dialog) => {
    await dialog.getByRole('radio', { name: 'Produk', exact: true }).check();
    await dialog.getByRole('combobox', { name: 'Produk', exact: true }).click();
    await page.getByRole('option').first().click();
    await useAiPicture(page, dialog);
  });
  // A sub banner, its picture made with AI at the sub banner's size.
  await addBanner(page, 'banner-card-sub', 'Cat Tembok Hemat', async (dialog) => {
    await dialog.getByRole('radio', { name: 'Link custom' }).check();
    await dialog.getByRole('textbox', { name: 'Link custom' }).fill('/kategori/cat');
    await useAiPicture(page, dialog);
  });

  // A flash sale on a searched product, with the dialog's defaults.
  const flash = card(page, 'flash-sale');
  const before = await flash.getByTestId('flash-sale-item').count();
  await flash.getByLabel('Cari produk').fill('semen');
  const result = flash.getByTestId('flash-sale-search-result').first();
  await result.getByRole('button', { name: /Atur flash sale/ }).click();
  await page.getByRole('dialog', { name: 'Atur Flash Sale' }).getByRole('button', { name: 'Simpan' }).click();
  await expect(flash.getByTestId('flash-sale-item')).toHaveCount(before + 1);

  // A new category order, with the keyboard, saved.
  const categories = card(page, 'category-order');
  const names = await categories.getByTestId('category-order-name').allTextContents();
  const [first = '', second = '', ...rest] = names;
  await categories.getByRole('button', { name: `Geser ${first}` }).focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion-"]', { hasText: `${first} diangkat.` });
  await expect(live).toBeAttached();
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[id^="DndLiveRegion-"]', { hasText: `${first} dipindahkan ke posisi 2` })).toBeAttached({ timeout: 400 });
  }).toPass();
  await page.keyboard.press('Space');
  await categories.getByRole('button', { name: 'Simpan Urutan' }).click();
  await expect(toast(page)).toContainText('Urutan kategori berhasil disimpan!');

  // A batch of photos, optimised and downloaded as one zip.
  const batch = card(page, 'home-builder-batch');
  await batch.getByLabel('Pilih gambar').setInputFiles(PHOTOS);
  await batch.getByRole('button', { name: 'Optimalkan (3)' }).click();
  await expect(batch.getByTestId('batch-progress')).toHaveText('3 dari 3 gambar selesai', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Unduh semua (ZIP)' }).click()]);
  expect(download.suggestedFilename()).toBe('gambar-optimasi.zip');

  // Everything is still there after a reload.
  await page.reload();
  for (const title of ['Minggu Renovasi', 'Semen Pilihan Tukang']) await expect(card(page, 'banner-card-main').getByText(title)).toBeVisible();
  await expect(card(page, 'banner-card-sub').getByText('Cat Tembok Hemat')).toBeVisible();
  await expect(card(page, 'flash-sale').getByTestId('flash-sale-item')).toHaveCount(before + 1);
  await expect(card(page, 'category-order').getByTestId('category-order-name')).toHaveText([second, first, ...rest]);

  // This month's sales, with a chart, equal to the dashboard's month figure.
  await page.goto('/admin/laporan-penjualan-web?periode=bulan-ini');
  await expect(page.getByTestId('sales-total-value')).toHaveText(dashboardMonth);
  await expect(page.getByTestId('sales-chart').locator('.recharts-surface')).toBeVisible();
});
