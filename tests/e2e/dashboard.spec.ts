import { expect, test } from '@playwright/test';
import { failNext, login } from './support';

const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;
const jakartaKey = (iso: string, length: number) => new Date(new Date(iso).getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, length);
const rupiah = (n: number) => `Rp${Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

test.describe('Dashboard', () => {
  test('the three cards show what the fake orders imply, in Jakarta days', async ({ page }) => {
    await login(page);
    const orders = await page.evaluate(async () => (await window.__fakeApi?.snapshot())?.penjualanWeb ?? []);
    expect(orders.length).toBeGreaterThanOrEqual(150);
    const now = new Date().toISOString();
    const today = orders.filter((o) => jakartaKey(o.tanggal_pesan, 10) === jakartaKey(now, 10)).length;
    const month = orders
      .filter((o) => o.status_pembayaran === 'LUNAS' && jakartaKey(o.tanggal_pesan, 7) === jakartaKey(now, 7))
      .reduce((sum, o) => sum + Number(o.total_akhir), 0);
    const pending = orders.filter(
      (o) =>
        o.status_pembayaran === 'MENUNGGU_KONFIRMASI' ||
        (o.status_pembayaran === 'LUNAS' && ['BELUM_DIKIRIM', 'SIAP_DIKIRIM'].includes(o.status_pengiriman)),
    ).length;
    expect(today).toBeGreaterThan(0);

    await expect(page.getByTestId('card-orders-today-value')).toHaveText(`${today}Pesanan`);
    await expect(page.getByTestId('card-sales-month-value')).toHaveText(rupiah(month));
    await expect(page.getByTestId('card-pending-orders-value')).toHaveText(`${pending}Pesanan`);
  });

  test('the cards link to the order center and to this month\'s web sales report', async ({ page }) => {
    await login(page);
    await expect(page.getByTestId('card-orders-today').getByRole('link')).toHaveAttribute('href', '/admin/order-center');
    await expect(page.getByTestId('card-sales-month').getByRole('link')).toHaveAttribute('href', '/admin/laporan-penjualan-web?periode=bulan-ini');
    await expect(page.getByTestId('card-pending-orders').getByRole('link')).toHaveAttribute('href', '/admin/order-center?pending=1');
  });

  test("'Pesanan Belum Diproses' opens the Order Center listing exactly as many orders as it counts", async ({ page }) => {
    await login(page);
    const pending = (await page.getByTestId('card-pending-orders-value').innerText()).replace(/\D/g, '');
    await page.getByTestId('card-pending-orders').getByRole('link').click();
    await expect(page.getByTestId('orders-found')).toHaveText(`${pending} orders found`);
  });

  test('a failed load shows the error with Coba Lagi, which recovers', async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: '/admin/dashboard-summary', status: 500, times: 1, body: {} });
    await page.reload();
    await expect(page.getByText('Gagal memuat data ringkasan dashboard.')).toBeVisible();
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByTestId('card-orders-today-value')).toBeVisible();
  });

  test('the server\'s error text wins over the fallback', async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: '/admin/dashboard-summary', status: 503, times: 1, body: { error: 'Server sedang pemeliharaan.' } });
    await page.reload();
    await expect(page.getByText('Server sedang pemeliharaan.')).toBeVisible();
  });

  test('an empty summary shows the no-data state', async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: '/admin/dashboard-summary', status: 200, times: 1, body: {} });
    await page.reload();
    await expect(page.getByText('Data ringkasan tidak tersedia.')).toBeVisible();
  });

  test('cards show skeletons while loading', async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: '/admin/dashboard-summary', delayMs: 1500, times: 1 });
    await page.reload();
    await expect(page.getByTestId('card-orders-today').locator('.MuiSkeleton-root')).toBeVisible();
    await expect(page.getByTestId('card-orders-today-value')).toBeVisible();
  });
});
