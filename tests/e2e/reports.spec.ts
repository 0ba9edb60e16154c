import { expect, test, type Page } from '@playwright/test';
import { dateField, failNext, login, typeDate } from './support';

/** The fake data as the reports read it: orders and refund records. */
interface SnapOrder {
  id: number;
  kode_transaksi: string;
  tanggal_pesan: string;
  status_pembayaran: string;
  total_akhir: number;
  items: Array<{ judul_produk_induk: string; nama_varian: string | null; qty: number; subtotal: number; qty_refunded?: number }>;
}
interface SnapRefund {
  id: number;
  orderId?: number;
  createdAt: string;
  refundAmount: number;
  status: string;
}

type Period = { filter: 'HARIAN'; tanggal: string } | { filter: 'BULANAN'; bulan: number; tahun: number } | { filter: 'TAHUNAN'; tahun: number };

const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;
const jakarta = (iso: string) => new Date(new Date(iso).getTime() + JAKARTA_OFFSET_MS).toISOString();
const pad = (n: number) => String(n).padStart(2, '0');
const rupiah = (n: number) => `Rp${Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const number = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** The same reading of a period as the spec's server: Jakarta calendar days. */
const inPeriod = (iso: string, period: Period) => {
  const day = jakarta(iso);
  if (period.filter === 'HARIAN') return day.slice(0, 10) === period.tanggal;
  if (period.filter === 'BULANAN') return day.slice(0, 7) === `${period.tahun}-${pad(period.bulan)}`;
  return day.slice(0, 4) === String(period.tahun);
};

const search = (period: Period) =>
  period.filter === 'HARIAN' ? `filter=HARIAN&tanggal=${period.tanggal}` : period.filter === 'BULANAN' ? `filter=BULANAN&bulan=${period.bulan}&tahun=${period.tahun}` : `filter=TAHUNAN&tahun=${period.tahun}`;

const snapshot = async (page: Page) => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => {
    const db = (await window.__fakeApi?.snapshot()) as unknown as { penjualanWeb: unknown[]; refundRecords: unknown[] };
    return { orders: db.penjualanWeb, refunds: db.refundRecords };
  }) as Promise<{ orders: SnapOrder[]; refunds: SnapRefund[] }>;
};

const sales = (orders: SnapOrder[], period: Period) => orders.filter((o) => o.status_pembayaran === 'LUNAS' && inPeriod(o.tanggal_pesan, period));

const soldTotals = (orders: SnapOrder[], period: Period) => {
  const keys = new Set<string>();
  let qty = 0;
  let total = 0;
  for (const order of sales(orders, period))
    for (const line of order.items) {
      const kept = line.qty - (line.qty_refunded ?? 0);
      if (kept <= 0) continue;
      keys.add(`${line.judul_produk_induk}|${line.nama_varian ?? ''}`);
      qty += kept;
      total += Math.round((line.subtotal * kept) / line.qty);
    }
  return { rows: keys.size, qty, total };
};

/** The three kinds of period, around the fake data's latest sale (so none is empty). */
const periodsAround = (iso: string): Period[] => {
  const day = jakarta(iso);
  return [
    { filter: 'HARIAN', tanggal: day.slice(0, 10) },
    { filter: 'BULANAN', bulan: Number(day.slice(5, 7)), tahun: Number(day.slice(0, 4)) },
    { filter: 'TAHUNAN', tahun: Number(day.slice(0, 4)) },
  ];
};

const latest = <T,>(rows: T[], at: (row: T) => string) => [...rows].sort((a, b) => at(b).localeCompare(at(a)))[0] as T;

/** Signs in and waits for the dashboard's report panels, so a fault set next is not taken by them. */
const signIn = async (page: Page) => {
  await login(page);
  await expect(page.getByTestId('dashboard-sales-chart').locator('.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('dashboard-best-sellers-loading')).toHaveCount(0);
};

test.describe('Reports', () => {
  test('the sales report shows the fake data\'s paid orders for a day, a month and a year', async ({ page }) => {
    await signIn(page);
    const { orders } = await snapshot(page);
    const lastSale = latest(orders.filter((o) => o.status_pembayaran === 'LUNAS'), (o) => o.tanggal_pesan);
    for (const period of periodsAround(lastSale.tanggal_pesan)) {
      await page.goto(`/admin/laporan-penjualan-web?${search(period)}`);
      const expected = sales(orders, period);
      expect(expected.length).toBeGreaterThan(0);
      await expect(page.getByTestId('sales-order-count-value')).toHaveText(number(expected.length));
      await expect(page.getByTestId('sales-total-value')).toHaveText(rupiah(expected.reduce((s, o) => s + Number(o.total_akhir), 0)));
      await expect(page.getByTestId('sales-chart').locator('.recharts-surface')).toBeVisible();
    }
  });

  test('the filter is chosen on screen: month and year, then a typed day; a missing day is refused', async ({ page }) => {
    await signIn(page);
    const { orders } = await snapshot(page);
    await page.goto('/admin/laporan-penjualan-web');
    await expect(page).toHaveURL(/\/admin\/laporan-penjualan-web$/);
    // The default: today's Jakarta date.
    const today = jakarta(new Date().toISOString()).slice(0, 10);
    await expect(page.getByTestId('sales-total-value')).toHaveText(rupiah(sales(orders, { filter: 'HARIAN', tanggal: today }).reduce((s, o) => s + Number(o.total_akhir), 0)));

    await page.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'Tahunan' }).click();
    const year = Number(today.slice(0, 4));
    await page.getByRole('combobox', { name: 'Tahun' }).click();
    await expect(page.getByRole('option')).toHaveCount(10);
    await page.getByRole('option', { name: String(year) }).click();
    await expect(page).toHaveURL(new RegExp(`filter=TAHUNAN&tahun=${year}$`));
    await expect(page.getByTestId('sales-total-value')).toHaveText(rupiah(sales(orders, { filter: 'TAHUNAN', tahun: year }).reduce((s, o) => s + Number(o.total_akhir), 0)));

    await page.getByRole('combobox', { name: 'Filter' }).click();
    await page.getByRole('option', { name: 'Harian' }).click();
    const day = jakarta(latest(orders.filter((o) => o.status_pembayaran === 'LUNAS'), (o) => o.tanggal_pesan).tanggal_pesan).slice(0, 10);
    await typeDate(page, 'Tanggal', day);
    await expect(page).toHaveURL(new RegExp(`filter=HARIAN&tanggal=${day}$`));
    await expect(page.getByTestId('sales-order-count-value')).toHaveText(number(sales(orders, { filter: 'HARIAN', tanggal: day }).length));

    await dateField(page, 'Tanggal').getByRole('spinbutton', { name: 'Hari' }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect(page.getByText('Tanggal wajib diisi untuk filter harian.')).toBeVisible();
  });

  test("the dashboard's turnover card opens this month's sales report with the same total", async ({ page }) => {
    await signIn(page);
    const card = (await page.getByTestId('card-sales-month-value').textContent()) ?? '';
    await page.getByTestId('card-sales-month').getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/laporan-penjualan-web\?periode=bulan-ini$/);
    await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveText('Bulanan');
    await expect(page.getByTestId('sales-total-value')).toHaveText(card);
  });

  test('the sold-products report shows the lines of the paid orders for a day, a month and a year', async ({ page }) => {
    await signIn(page);
    const { orders } = await snapshot(page);
    const lastSale = latest(orders.filter((o) => o.status_pembayaran === 'LUNAS' && o.items.some((i) => i.qty > (i.qty_refunded ?? 0))), (o) => o.tanggal_pesan);
    for (const period of periodsAround(lastSale.tanggal_pesan)) {
      await page.goto(`/admin/laporan-produk-terjual?${search(period)}`);
      const expected = soldTotals(orders, period);
      await expect(page.getByTestId('sold-total-value')).toHaveText(rupiah(expected.total));
      await expect(page.getByTestId('sold-qty-total-value')).toHaveText(number(expected.qty));
      await expect(page.getByTestId('sold-product-row')).toHaveCount(expected.rows);
      await expect(page.getByTestId('top-products-chart').locator('.recharts-surface')).toBeVisible();
    }
  });

  test('the refund report shows the refund records for a day, a month and a year; a row opens its transaction', async ({ page }) => {
    await signIn(page);
    const { refunds } = await snapshot(page);
    expect(refunds.length).toBeGreaterThan(0);
    const last = latest(refunds, (r) => r.createdAt);
    for (const period of periodsAround(last.createdAt)) {
      await page.goto(`/admin/laporan-refund-web?${search(period)}`);
      const expected = refunds.filter((r) => inPeriod(r.createdAt, period));
      await expect(page.getByTestId('refund-row')).toHaveCount(expected.length);
      await expect(page.getByTestId('refund-total-value')).toHaveText(rupiah(expected.reduce((s, r) => s + Number(r.refundAmount), 0)));
      const done = expected.filter((r) => r.status === 'COMPLETED' || r.status === 'SELESAI').length;
      if (done) await expect(page.getByTestId('refund-status-total-SELESAI')).toContainText(number(done));
    }
    // The newest refund is the first row of its year; its code links to its order's transaction detail.
    const row = page.getByTestId('refund-row').first();
    const chip = row.getByTestId('refund-status');
    const status = (await chip.textContent()) ?? '';
    const colour = { SELESAI: /MuiChip-colorSuccess/, DIPROSES: /MuiChip-colorWarning/, DITOLAK: /MuiChip-colorError/ }[status] ?? /MuiChip-colorDefault/;
    await expect(chip).toHaveClass(colour);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/transaksi-web/${String(last.orderId)}$`));
    await expect(page.getByTestId('transaction-detail')).toBeVisible();
  });

  for (const [path, file] of [
    ['/admin/laporan-penjualan-web?filter=TAHUNAN', 'laporan-penjualan-web'],
    ['/admin/laporan-produk-terjual?filter=TAHUNAN', 'laporan-produk-terjual'],
    ['/admin/laporan-refund-web?filter=TAHUNAN', 'laporan-refund-web'],
  ] as const) {
    test(`CSV export of ${file} downloads the report's rows`, async ({ page }) => {
      await signIn(page);
      const year = jakarta(new Date().toISOString()).slice(0, 4);
      await page.goto(`${path}&tahun=${year}`);
      const button = page.getByRole('button', { name: 'Ekspor' });
      await expect(button).toBeEnabled();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`${file}.csv`);
    });
  }

  for (const [path, endpoint, message] of [
    ['/admin/laporan-penjualan-web', '/admin/laporan-penjualan-web', 'Gagal memuat data laporan penjualan.'],
    ['/admin/laporan-produk-terjual', '/admin/laporan-produk-terjual-web', 'Gagal memuat laporan produk terjual.'],
    ['/admin/laporan-refund-web', '/admin/laporan-refund-web', 'Gagal memuat data laporan refund.'],
  ] as const) {
    test(`a failed load of ${path} says '${message}' and Coba Lagi recovers`, async ({ page }) => {
      await signIn(page);
      await failNext(page, { method: 'GET', path: endpoint, status: 500, body: {}, times: 1 });
      await page.goto(`${path}?periode=bulan-ini`);
      await expect(page.getByTestId('report-error')).toContainText(message);
      await page.getByRole('button', { name: 'Coba Lagi' }).click();
      await expect(page.getByTestId('report-error')).toHaveCount(0);
      await expect(page.getByTestId('report-loading')).toHaveCount(0);
    });
  }

  test("the dashboard's sales chart and this month's best sellers render", async ({ page }) => {
    await signIn(page);
    const { orders } = await snapshot(page);
    const month = jakarta(new Date().toISOString());
    const sold = soldTotals(orders, { filter: 'BULANAN', bulan: Number(month.slice(5, 7)), tahun: Number(month.slice(0, 4)) });
    await expect(page.getByTestId('best-seller')).toHaveCount(Math.min(5, sold.rows));
    await expect(page.getByTestId('dashboard-sales-chart').locator('.recharts-area-curve')).toBeVisible();
  });
});
