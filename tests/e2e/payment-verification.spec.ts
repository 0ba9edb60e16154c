import { expect, test, type Locator, type Page } from '@playwright/test';
import { failNext, login, toast } from './support';

type SnapshotOrder = {
  id: number;
  kode_transaksi: string;
  status_pembayaran: string;
  status_pengiriman: string;
  metode_pembayaran: string;
  nama_penerima: string;
};

const VERIFY_PATH = '/admin/penjualan-web/{id}/verifikasi';

/** The fake backend's orders as they are now (the test's ground truth). */
const orders = async (page: Page): Promise<SnapshotOrder[]> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => ((await window.__fakeApi?.snapshot()) as unknown as { penjualanWeb: SnapshotOrder[] }).penjualanWeb);
};

const orderByCode = async (page: Page, code: string): Promise<SnapshotOrder> => {
  const found = (await orders(page)).find((order) => order.kode_transaksi === code);
  expect(found, `order ${code} exists`).toBeDefined();
  return found!;
};

const isManualPending = (order: SnapshotOrder) => order.status_pembayaran === 'MENUNGGU_KONFIRMASI' && order.metode_pembayaran === 'MANUAL_TRANSFER';

/** The list's row (a table row, or a phone's list item) of one transaction. */
const row = (page: Page, code: string): Locator =>
  page.getByTestId('payment-list').locator('tr, li').filter({ has: page.getByRole('link', { name: `Detail pembayaran ${code}`, exact: true }) });

const verifyButton = (scope: Page | Locator, code: string) => scope.getByRole('button', { name: `Verifikasi pembayaran ${code}`, exact: true });
const rejectButton = (scope: Page | Locator, code: string) => scope.getByRole('button', { name: `Tolak pembayaran ${code}`, exact: true });

/** The first transaction on screen that can be verified, by its code. */
const firstVerifiable = async (page: Page, skip: readonly string[] = []): Promise<string> => {
  await expect(page.getByRole('button', { name: /^Verifikasi pembayaran / }).first()).toBeVisible();
  const labels = await page.getByRole('button', { name: /^Verifikasi pembayaran / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const code = labels.map((label) => label.replace('Verifikasi pembayaran ', '')).find((candidate) => !skip.includes(candidate));
  expect(code, 'a manual transfer awaiting confirmation is listed').toBeDefined();
  return code!;
};

/** How many requests the fake backend took for a fault rule set with `times` (each consumes one). */
const remainingTimes = (page: Page) =>
  page.evaluate((path) => {
    const rules = JSON.parse(localStorage.getItem('fake_api_faults') ?? '[]') as Array<{ path: string; times?: number }>;
    return rules.find((rule) => rule.path === path)?.times ?? 0;
  }, VERIFY_PATH);

test.describe('Payment verification and payment detail', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('opens from the sidebar, lists what awaits confirmation, verifies one (LUNAS, ready to ship) and rejects another (cancelled)', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Verifikasi Pembayaran' }).click();
    await expect(page).toHaveURL(/\/admin\/payment-verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi Pembayaran' })).toBeVisible();

    const all = await orders(page);
    const awaiting = all.filter((order) => order.status_pembayaran === 'MENUNGGU_KONFIRMASI');
    expect(awaiting.filter(isManualPending).length, 'the seed holds manual transfers awaiting confirmation').toBeGreaterThanOrEqual(2);
    // Every transfer awaiting confirmation is in reach: the table shows a page of 100, the count all of them.
    await expect(page.getByTestId('payment-row-code')).toHaveCount(Math.min(awaiting.length, 100));
    await expect(page.getByTestId('payment-found')).toHaveText(`${awaiting.length.toLocaleString('id-ID')} transaksi`);
    await expect(page.getByTestId('payment-stat-pending')).toHaveText(awaiting.length.toLocaleString('id-ID'));
    for (const status of await page.getByTestId('payment-row-status').allInnerTexts()) expect(status).toBe('Menunggu Konfirmasi');
    const pendingBefore = Number(await page.getByTestId('payment-stat-pending').innerText());

    // Verify: the spec's confirmation, then the row leaves the pending list.
    const verified = await firstVerifiable(page);
    await verifyButton(page, verified).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Yakin verifikasi pembayaran ini?' })).toBeVisible();
    await expect(dialog).toContainText(verified);
    await dialog.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect(toast(page)).toContainText('Pembayaran berhasil diverifikasi. Pesanan siap dikirim.');
    await expect(dialog).toBeHidden();
    await expect(row(page, verified)).toHaveCount(0);
    await expect(page.getByTestId('payment-stat-pending')).toHaveText(String(pendingBefore - 1));
    expect(await orderByCode(page, verified)).toMatchObject({ status_pembayaran: 'LUNAS', status_pengiriman: 'SIAP_DIKIRIM' });

    // It is listed under LUNAS (found by its code; the filters live in the address).
    await page.getByRole('button', { name: 'Lunas', exact: true }).click();
    await expect(page).toHaveURL(/status=LUNAS/);
    await page.getByLabel('Cari kode transaksi atau nama penerima').fill(verified);
    await expect(page).toHaveURL(new RegExp(`q=${verified}`));
    await expect(row(page, verified)).toHaveCount(1);
    await expect(row(page, verified).getByTestId('payment-row-status')).toHaveText('Lunas');
    await expect(verifyButton(page, verified)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Lunas', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Cari kode transaksi atau nama penerima')).toHaveValue(verified);

    // Reject another from the default view.
    await page.getByRole('button', { name: 'Reset Filter' }).click();
    await expect(page).toHaveURL(/\/admin\/payment-verification$/);
    const rejected = await firstVerifiable(page, [verified]);
    await rejectButton(page, rejected).click();
    await expect(dialog.getByRole('heading', { name: 'Yakin tolak pembayaran ini?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
    await expect(toast(page)).toContainText('Pembayaran ditolak. Pesanan dibatalkan.');
    await expect(row(page, rejected)).toHaveCount(0);
    expect((await orderByCode(page, rejected)).status_pembayaran).toBe('DIBATALKAN');

    // The Order Center shows the new states.
    const verifiedOrder = await orderByCode(page, verified);
    await page.goto(`/admin/order-center/${verifiedOrder.id}`);
    await expect(page.getByTestId('order-code')).toHaveText(verified);
    await expect(page.getByTestId('detail-payment-status')).toHaveText('Lunas');
    await expect(page.getByTestId('detail-priority')).toHaveText('Ready to Ship');
    const rejectedOrder = await orderByCode(page, rejected);
    await page.goto(`/admin/order-center/${rejectedOrder.id}`);
    await expect(page.getByTestId('order-code')).toHaveText(rejected);
    await expect(page.getByTestId('detail-priority')).toHaveText('Cancelled');
  });

  test('a double click on the confirmation sends exactly one verification', async ({ page }) => {
    await page.goto('/admin/payment-verification');
    const code = await firstVerifiable(page);
    // A slow answer keeps the request in flight while the second click lands; each request it meets takes one of `times`.
    await failNext(page, { method: 'POST', path: VERIFY_PATH, delayMs: 400, times: 10 });
    await verifyButton(page, code).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Verifikasi', exact: true }).dblclick();
    await expect(toast(page)).toContainText('Pembayaran berhasil diverifikasi.');
    await expect(row(page, code)).toHaveCount(0);
    expect(10 - (await remainingTimes(page)), 'POST …/verifikasi requests').toBe(1);
    expect((await orderByCode(page, code)).status_pembayaran).toBe('LUNAS');
  });

  test('a refused verification shows the server’s error, or the spec’s fallback, and leaves the row as it was', async ({ page }) => {
    await page.goto('/admin/payment-verification');
    const code = await firstVerifiable(page);
    await failNext(page, { method: 'POST', path: VERIFY_PATH, status: 409, body: { error: 'Order ini tidak dalam status yang tepat' }, times: 1 });
    await verifyButton(page, code).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect(toast(page)).toContainText('Order ini tidak dalam status yang tepat');
    await expect(dialog.getByRole('button', { name: 'Verifikasi', exact: true })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(row(page, code).getByTestId('payment-row-status')).toHaveText('Menunggu Konfirmasi');
    await expect(verifyButton(page, code)).toBeEnabled();
    expect(isManualPending(await orderByCode(page, code))).toBe(true);

    // No text from the server: the spec's fallback.
    await failNext(page, { method: 'POST', path: VERIFY_PATH, status: 500, body: {}, times: 1 });
    await rejectButton(page, code).click();
    await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
    await expect(toast(page).filter({ hasText: 'Gagal memproses verifikasi pembayaran' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(row(page, code)).toHaveCount(1);
    expect(isManualPending(await orderByCode(page, code))).toBe(true);
  });

  test('the payment detail verifies a manual transfer and notes that a gateway payment is processed automatically', async ({ page }) => {
    await page.goto('/admin/payment-verification');
    const code = await firstVerifiable(page);
    await page.getByRole('link', { name: `Detail pembayaran ${code}` }).click();
    await expect(page).toHaveURL(/\/admin\/payment-detail\/\d+$/);
    await expect(page.getByTestId('payment-detail-code')).toHaveText(code);
    await expect(page.getByTestId('payment-detail-status')).toHaveText('Menunggu Konfirmasi');
    await expect(page.getByTestId('payment-detail-method')).toHaveText('Transfer Manual');
    await expect(page.getByTestId('order-item-row').first()).toBeVisible();
    await expect(page.getByTestId('payment-summary-total')).toHaveText(await page.getByTestId('payment-detail-total').innerText());
    await verifyButton(page, code).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect(toast(page)).toContainText('Pembayaran berhasil diverifikasi.');
    await expect(page.getByTestId('payment-detail-status')).toHaveText('Lunas');
    await expect(verifyButton(page, code)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Buka di Order Center' })).toHaveAttribute('href', /\/admin\/order-center\/\d+$/);
    await page.getByRole('link', { name: 'Kembali ke Verifikasi Pembayaran' }).click();
    await expect(page).toHaveURL(/\/admin\/payment-verification$/);

    const gateway = (await orders(page)).find((order) => order.metode_pembayaran === 'PAYMENT_GATEWAY');
    expect(gateway, 'the seed holds a payment-gateway order').toBeDefined();
    await page.goto(`/admin/payment-detail/${gateway!.id}`);
    await expect(page.getByTestId('payment-detail-code')).toHaveText(gateway!.kode_transaksi);
    await expect(page.getByTestId('payment-auto-processed')).toHaveText('Pembayaran melalui payment gateway diproses otomatis.');
    await expect(page.getByRole('button', { name: /^(Verifikasi|Tolak) pembayaran/ })).toHaveCount(0);

    await page.goto('/admin/payment-detail/999999');
    await expect(page.getByTestId('payment-detail-not-found')).toHaveText('Data transaksi tidak ditemukan');
  });

  test('a failed list load offers Coba Lagi, and an empty search says so', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await failNext(page, { method: 'GET', path: '/admin/penjualan-web', status: 500, body: {}, times: 1 });
    await page.getByRole('menuitem', { name: 'Verifikasi Pembayaran' }).click();
    await expect(page.getByTestId('payment-error')).toContainText('Gagal memuat data pembayaran');
    await page.getByTestId('payment-error').getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByTestId('payment-row-code').first()).toBeVisible();

    await page.getByLabel('Cari kode transaksi atau nama penerima').fill('tidak-ada-transaksi-seperti-ini');
    await expect(page.getByTestId('payment-empty')).toHaveText('Tidak ada pembayaran yang sesuai dengan filter');
  });

  test('works from the keyboard: the status filter, a proof and a verification', async ({ page }) => {
    await page.goto('/admin/payment-verification');
    const code = await firstVerifiable(page);

    await page.getByRole('button', { name: 'Semua', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=ALL/);
    await page.getByRole('button', { name: 'Menunggu Konfirmasi', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/admin\/payment-verification$/);

    const thumbnail = page.getByRole('button', { name: `Lihat bukti transfer ${code}` });
    await thumbnail.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Bukti transfer ${code}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(thumbnail).toBeFocused();

    await verifyButton(page, code).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Yakin verifikasi pembayaran ini?' });
    await expect(dialog).toBeVisible();
    // Tab reaches Batal, then the confirmation, inside the dialog.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Batal' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Verifikasi', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Pembayaran berhasil diverifikasi.');
    await expect(row(page, code)).toHaveCount(0);
  });

  test('on a 390 px phone nothing is wider than the screen, and a proof opens large', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/payment-verification');
    await expect(page.getByTestId('payment-compact-list')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const code = await firstVerifiable(page);
    await expect(verifyButton(page, code)).toBeVisible();
    const thumbnail = page.getByTestId('payment-proof-thumbnail').first();
    await thumbnail.click();
    await expect(page.getByRole('dialog').getByTestId('payment-proof-large')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('link', { name: `Detail pembayaran ${code}` }).click();
    await expect(page.getByTestId('payment-detail')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
