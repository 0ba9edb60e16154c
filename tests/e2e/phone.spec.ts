import { expect, test } from '@playwright/test';
import { login } from './support';

/** Every list and form at a phone's width (390 px): nothing wider than the screen, actions reachable. */
test.describe('On a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  const screens = [
    { name: 'merk', path: '/admin/merk', ready: 'merk-compact-list', action: 'Tambah Merk' },
    { name: 'voucher', path: '/admin/voucher', ready: 'voucher-compact-list', action: 'Tambah Voucher' },
    { name: 'produk-web', path: '/admin/produk-web', ready: 'product-compact-list', action: 'Tambah Produk' },
    { name: 'web-kategori-produk', path: '/admin/web-kategori-produk', ready: 'stat-total', action: 'Tambah Kategori' },
  ];

  for (const screen of screens) {
    test(`the ${screen.name} list fits the screen with its add button and row actions in reach`, async ({ page }, testInfo) => {
      await page.goto(screen.path);
      await expect(page.getByTestId(screen.ready)).toBeVisible();
      await expect(page.getByRole('link', { name: screen.action })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (screen.name !== 'web-kategori-produk') await expect(page.getByRole('button', { name: 'Hapus' }).first()).toBeInViewport();
      await testInfo.attach(`${screen.name}-390.png`, { body: await page.screenshot(), contentType: 'image/png' });
    });
  }

  for (const form of ['/admin/produk-web/tambah', '/admin/merk/tambah', '/admin/voucher/tambah', '/admin/web-kategori-produk/tambah']) {
    test(`the form ${form} fits the screen, fields at full width`, async ({ page }, testInfo) => {
      await page.goto(form);
      await expect(page.getByRole('button', { name: /Simpan/ }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (form.includes('produk-web')) {
        // The AI button sits under its field, which keeps (nearly) the whole width.
        const width = await page.getByLabel('Deskripsi', { exact: true }).evaluate((el) => el.getBoundingClientRect().width);
        expect(width).toBeGreaterThan(280);
      }
      await testInfo.attach(`${form.split('/').slice(2).join('-')}-390.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    });
  }
});
