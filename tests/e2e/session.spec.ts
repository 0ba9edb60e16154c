import { expect, test } from '@playwright/test';
import { failNext, fakeRequests, login, toast } from './support';

test.describe('Admin session and shell', () => {
  test('without a token a page redirects to login with the access message', async ({ page }) => {
    await page.goto('/admin/merk');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page)).toContainText('Akses admin ditolak.');
  });

  for (const path of ['/admin/order-center', '/admin/cash-in']) {
    test(`without a token ${path} redirects to login with 'Akses ditolak. Silakan login sebagai admin.'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(toast(page)).toContainText('Akses ditolak. Silakan login sebagai admin.');
    });
  }

  test('an order action after signing out in another tab sends nothing and says the admin token is missing', async ({ page }) => {
    await login(page);
    await page.goto('/admin/order-center?tab=gratis-ongkir');
    const ready = page.getByTestId('order-card').filter({ has: page.getByRole('button', { name: 'Ship Now' }) }).first();
    await ready.getByRole('button', { name: 'Ship Now' }).click();
    // The other tab's logout (the token leaves the shared storage while this screen stays open), then the
    // click, in one task: a request of the screen's own (the notification centre's poll, a refetch) that
    // ran between them would meet the missing token first and end the session before the click.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Ship Now' })
      .evaluate((button) => {
        localStorage.removeItem('admin_token');
        (button as HTMLButtonElement).click();
      });
    await expect(toast(page)).toContainText('Akses ditolak. Token admin tidak ditemukan.');
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The page's request log spans the screen (its order reads are there), and holds no order action.
    expect(await fakeRequests(page, 'GET', /^\/admin\/penjualan-web/)).not.toEqual([]);
    expect(await fakeRequests(page, 'POST', /^\/admin\/penjualan-web\//)).toEqual([]);
  });

  test('a 401 in the middle of a session returns to login and clears the token', async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: '/admin/merk', status: 401, body: { error: 'Token kedaluwarsa.' }, times: 1 });
    await page.getByRole('menuitem', { name: 'Merk' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  });

  test('a 403 also ends the session', async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: '/admin/dashboard-summary', status: 403, times: 1 });
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('logout clears the admin token and user and goes to login', async ({ page }) => {
    await login(page);
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const keys = await page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('admin_user')]);
    expect(keys).toEqual([null, null]);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the knowledge-base button reports success and failure', async ({ page }) => {
    await login(page);
    await page.getByRole('menuitem', { name: 'Update Knowledge Base Bot' }).click();
    await expect(toast(page)).toContainText('Knowledge base bot berhasil diupdate!');
    await failNext(page, { method: 'POST', path: '/admin/produk-web/generate-knowledge-base-bot', status: 500, times: 1 });
    await page.getByRole('menuitem', { name: 'Update Knowledge Base Bot' }).click();
    await expect(toast(page).getByText('Gagal update knowledge base bot!')).toBeVisible();
  });

  test('the sidebar highlights the current page', async ({ page }) => {
    await login(page);
    await page.getByRole('menuitem', { name: 'Merk' }).click();
    await expect(page.getByRole('menuitem', { name: 'Merk' })).toHaveClass(/RaMenuItemLink-active/);
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveClass(/RaMenuItemLink-active/);
  });

  test('on a phone the sidebar is a drawer that opens from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await login(page);
    await expect(page.getByRole('menuitem', { name: 'Merk' })).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('menuitem', { name: 'Merk' }).click();
    await expect(page).toHaveURL(/\/admin\/merk/);
    // A phone gets the compact list, not the table.
    await expect(page.getByTestId('merk-compact-list')).toBeVisible();
  });

  test('reset demo data restores the seeded brands after confirmation', async ({ page }) => {
    await login(page);
    await page.goto('/admin/merk/tambah');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Akan Hilang');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');
    await page.getByRole('menuitem', { name: 'Reset Data Demo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Konfirmasi|Ya/ }).click();
    await expect(toast(page)).toContainText('Data demo dikembalikan ke kondisi awal.');
    await page.getByPlaceholder('Cari merk').fill('akan hilang');
    await expect(page.getByText('Akan Hilang')).toHaveCount(0);
  });
});
