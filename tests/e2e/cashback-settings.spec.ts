import { expect, test, type Page } from '@playwright/test';
import { failNext, login, toast } from './support';

const persen = (page: Page) => page.getByLabel('Persentase Cashback (%)');
const maksimal = (page: Page) => page.getByLabel('Maksimal Cashback per Order');
const aktif = (page: Page) => page.getByLabel('Program cashback aktif');

test.describe('Cashback settings', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('opens from the sidebar with the stored programme', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Cashback' }).click();
    await expect(page).toHaveURL(/\/admin\/cashback-settings$/);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Pengaturan Program Cashback' })).toBeVisible();
    await expect(persen(page)).toHaveValue('2,5');
    await expect(maksimal(page)).toHaveValue('50.000');
    await expect(aktif(page)).toBeChecked();
  });

  test('saves the programme, and it is still there after a reload', async ({ page }) => {
    await page.goto('/admin/cashback-settings');
    await persen(page).fill('3.5');
    await maksimal(page).fill('');
    await maksimal(page).pressSequentially('75000');
    await expect(maksimal(page)).toHaveValue('75.000');
    await maksimal(page).press('ArrowUp');
    await expect(maksimal(page)).toHaveValue('76.000');
    await aktif(page).uncheck();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Pengaturan cashback berhasil disimpan!');

    await page.reload();
    await expect(persen(page)).toHaveValue('3,5');
    await expect(maksimal(page)).toHaveValue('76.000');
    await expect(aktif(page)).not.toBeChecked();
  });

  test('shows the rules on the fields and saves nothing', async ({ page }) => {
    await page.goto('/admin/cashback-settings');
    await persen(page).fill('100.5');
    await maksimal(page).fill('');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Persentase cashback harus antara 0-100.')).toBeVisible();
    await expect(page.getByText('Maksimal cashback per order wajib diisi.')).toBeVisible();
    await persen(page).fill('2.55');
    await expect(page.getByText('Persentase cashback hanya boleh kelipatan 0,1.')).toBeVisible();
    await maksimal(page).pressSequentially('1500');
    await expect(page.getByText('Maksimal cashback per order harus kelipatan Rp1.000.')).toBeVisible();
    await page.reload();
    await expect(persen(page)).toHaveValue('2,5');
  });

  test('a failed save keeps the typed values and shows the error', async ({ page }) => {
    await page.goto('/admin/cashback-settings');
    await expect(persen(page)).toHaveValue('2,5');
    await failNext(page, { method: 'POST', path: '/admin/cashback-settings', status: 500, body: {}, times: 1 });
    await persen(page).fill('4');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Gagal menyimpan pengaturan cashback.');
    await expect(persen(page)).toHaveValue('4');
  });

  test('a failed load shows the error with Coba Lagi', async ({ page }) => {
    await failNext(page, { method: 'GET', path: '/admin/cashback-settings', status: 500, body: {}, times: 1 });
    await page.goto('/admin/cashback-settings');
    await expect(page.getByTestId('cashback-error')).toContainText('Gagal memuat data pengaturan cashback.');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(persen(page)).toHaveValue('2,5');
  });
});
