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

test.describe('The app bar on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const screen of [
    { path: '/admin/order-center', title: 'Order Center', ready: 'order-card' },
    { path: '/admin/voucher', title: 'Daftar Voucher', ready: 'voucher-compact-list' },
  ]) {
    test(`${screen.title}: the title is shown whole beside the demo badge, search, notifications and refresh`, async ({ page }, testInfo) => {
      await login(page);
      await page.goto(screen.path);
      await expect(page.getByTestId(screen.ready).first()).toBeVisible();
      const title = page.locator('#react-admin-title');
      await expect(title).toHaveText(screen.title);
      // Whole: the title's text needs no more room than it has.
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const name of ['Cari (Ctrl+K)', 'Notifikasi', 'Muat ulang']) await expect(page.getByRole('banner').getByRole('button', { name })).toBeInViewport();
      await testInfo.attach(`app-bar-${screen.title}-390.png`, { body: await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 64 } }), contentType: 'image/png' });
    });
  }
});

test.describe('The Order Center on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("shows the first order on the first screen, the cards and filters folded behind 'Filter (N)', nothing lost when opened", async ({ page }) => {
    await login(page);
    await page.goto('/admin/order-center?entity=CV&ready=1');
    const first = page.getByTestId('order-card').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(844);
    await expect(page.getByTestId('entity-filter')).toBeHidden();
    const toggle = page.getByTestId('filters-toggle');
    await expect(toggle).toHaveText('Filter (2)');
    await toggle.click();
    await expect(page.getByTestId('entity-filter')).toHaveValue('CV');
    await expect(page.getByTestId('ready-only')).toBeChecked();
    await expect(page.getByTestId('summary-all-orders')).toBeVisible();
  });
});

test.describe('A desktop window narrowed to a phone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps the page readable with the drawer closed, and gives the open sidebar back when widened', async ({ page }) => {
    await login(page);
    const sidebarLink = page.getByRole('menuitem', { name: 'Dashboard' });
    await expect(sidebarLink).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sidebarLink).toBeHidden();
    // No modal drawer over the page: the page is neither covered nor hidden from screen readers.
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(page.locator('[aria-hidden="true"]:has(#main-content)')).toHaveCount(0);
    await expect(page.getByTestId('card-orders-today-value')).toBeInViewport();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebarLink).toBeVisible();
    await expect(page.getByText('Katalog', { exact: true })).toBeVisible();
  });
});
