import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, resolvePath } from './support';

/** The axe violations that block someone (serious or critical), as readable lines. */
/**
 * The page's finite animations (a button's ripple after a click, a dialog's fade, a helper text's
 * transition) have ended: axe read colours mid-animation as a contrast violation twice (a partial refund
 * dialog's button just clicked, a form's helper text). Endless ones (a skeleton's pulse, a spinner) are
 * not waited for.
 */
const settled = (page: Page) =>
  page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), null, { timeout: 5_000 })
    .catch(() => undefined);

const seriousViolations = async (page: Page): Promise<string[]> => {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

test.describe('Accessibility: no serious or critical axe violation on any route', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Login sebagai Admin' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const routes: Array<[string, (page: Page) => Promise<void>]> = [
    ['/admin/dashboard', (page) => expect(page.getByTestId('card-orders-today-value')).toBeVisible()],
    ['/admin/produk-web', (page) => expect(page.getByTestId('product-row').first()).toBeVisible()],
    ['/admin/produk-web/tambah', (page) => expect(page.getByRole('button', { name: 'Simpan Produk Baru' })).toBeVisible()],
    ['/admin/produk-web/edit/3', (page) => expect(page.getByRole('button', { name: 'Simpan Perubahan' })).toBeVisible()],
    ['/admin/web-kategori-produk', (page) => expect(page.getByTestId('stat-total')).toBeVisible()],
    ['/admin/web-kategori-produk/tambah', (page) => expect(page.getByRole('button', { name: /Simpan/ }).first()).toBeVisible()],
    ['/admin/merk', (page) => expect(page.getByRole('row').nth(1)).toBeVisible()],
    ['/admin/merk/tambah', (page) => expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible()],
    ['/admin/merk/edit/3', (page) => expect(page.getByLabel('Nama Merk', { exact: true })).not.toHaveValue('')],
    ['/admin/voucher', (page) => expect(page.getByRole('row').nth(1)).toBeVisible()],
    ['/admin/voucher/tambah', (page) => expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible()],
    ['/admin/cashback-settings', (page) => expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible()],
    ['/admin/order-center', (page) => expect(page.getByTestId('order-card').first()).toBeVisible()],
    ['/admin/order-center/266', (page) => expect(page.getByTestId('order-timeline')).toBeVisible()],
    ['/admin/transaksi/riwayat', (page) => expect(page.getByRole('row').nth(1)).toBeVisible()],
    ['/admin/transaksi-web/100', (page) => expect(page.getByTestId('transaction-detail')).toBeVisible()],
    ['/admin/payment-verification', (page) => expect(page.getByTestId('payment-list')).toBeVisible()],
    // A manual transfer awaiting confirmation: its proof and the verify and reject buttons are on screen.
    ['/admin/payment-detail/:awaitingTransfer', (page) => expect(page.getByTestId('payment-verification-panel')).toBeVisible()],
    ['/admin/laporan-penjualan-web?periode=bulan-ini', (page) => expect(page.getByTestId('sales-total-value')).toBeVisible()],
    ['/admin/laporan-produk-terjual?periode=bulan-ini', (page) => expect(page.getByTestId('sold-product-row').first()).toBeVisible()],
    ['/admin/laporan-refund-web?filter=TAHUNAN', (page) => expect(page.getByTestId('refund-row').first()).toBeVisible()],
    [
      '/admin/home-builder',
      async (page) => {
        await expect(page.getByTestId('image-stats-total')).toBeVisible();
        await expect(page.getByTestId('banner-row').first()).toBeVisible();
      },
    ],
    ['/admin/main-banners', (page) => expect(page.getByTestId('banner-row').first()).toBeVisible()],
    ['/admin/review-manager', (page) => expect(page.getByTestId('review-card').first()).toBeVisible()],
    ['/admin/cash-in', (page) => expect(page.getByTestId('pending-cash-row').first()).toBeVisible()],
    ['/admin/refund-management', (page) => expect(page.getByTestId('pending-cash-row').first()).toBeVisible()],
    ['/admin/transaction-logs', (page) => expect(page.getByTestId('kas-log-row').first()).toBeVisible()],
    ['/admin/warehouse-map', (page) => expect(page.getByRole('button', { name: /^Zona / }).first()).toBeVisible()],
    ['/admin/chat-management?thread=:chatThread', (page) => expect(page.getByTestId('chat-message').first()).toBeVisible()],
    ['/admin/notifications', (page) => expect(page.getByRole('tab').first()).toBeVisible()],
    ['/admin/notifications?tab=history', (page) => expect(page.getByTestId('notifications-history-row').first()).toBeVisible()],
  ];

  for (const [path, ready] of routes) {
    test(path, async ({ page }) => {
      await login(page);
      await page.goto(await resolvePath(page, path));
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the full and partial refund dialogs', async ({ page }) => {
    await login(page);
    await page.waitForFunction(() => Boolean(window.__fakeApi));
    const id = await page.evaluate(async () => {
      const orders = ((await window.__fakeApi?.snapshot()) as unknown as { penjualanWeb: Array<{ id: number; status_pembayaran: string; status_pengiriman: string; items: unknown[]; total_refunded?: number }> }).penjualanWeb;
      return orders.find((o) => o.status_pembayaran === 'LUNAS' && o.status_pengiriman === 'SIAP_DIKIRIM' && o.items.length >= 2 && !o.total_refunded)?.id;
    });
    await page.goto(`/admin/order-center/${String(id)}`);
    const panel = page.getByTestId('refund-panel');
    await panel.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.getByRole('button', { name: 'Full Order' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Batal' }).click();
    await panel.getByRole('button', { name: 'Partial Refund' }).click();
    await page.getByRole('button', { name: 'Setengah' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
