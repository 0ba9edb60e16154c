import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dateFieldText, failNext, fakeRequests, login, shownDay, toast, typeDate } from './support';

/** The fake ledger as the log's call answers it (operations spec §3, Kas log entry). */
interface SnapLog {
  id: number;
  kodeTransaksi: string;
  transactionType: string | null;
  tipe: string;
  jumlah: number;
  biayaAdminManual: number | null;
  metodePembayaran: string | null;
  tanggal: string;
  tanggalPencairan: string | null;
  orderId?: number | null;
}

const KAS_LOGS = '/admin/pending-cash/kas-logs';
const JAKARTA_OFFSET_MS = 7 * 3600 * 1000;
const jakartaDay = (iso: string) => new Date(new Date(iso).getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
const number = (n: number) => n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const rupiah = (n: number) => `${n < 0 ? '-' : ''}Rp${number(Math.abs(Math.round(n)))}`;

const ledger = async (page: Page): Promise<SnapLog[]> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => ((await window.__fakeApi?.snapshot()) as unknown as { kasLogs: SnapLog[] }).kasLogs);
};

/** The same reading as the server: newest movement (its disbursement) first. */
const newestFirst = (logs: SnapLog[]) =>
  [...logs].sort((a, b) => Date.parse(b.tanggalPencairan ?? b.tanggal) - Date.parse(a.tanggalPencairan ?? a.tanggal) || b.id - a.id);

const totals = (logs: SnapLog[]) => {
  const masuk = logs.filter((log) => log.tipe === 'MASUK');
  const keluar = logs.filter((log) => log.tipe === 'KELUAR');
  const sum = (rows: SnapLog[]) => rows.reduce((s, log) => s + Math.abs(Number(log.jumlah)), 0);
  return { count: logs.length, masuk: sum(masuk), masukCount: masuk.length, keluar: sum(keluar), keluarCount: keluar.length, net: sum(masuk) - sum(keluar) };
};

const rows = (page: Page) => page.getByTestId('kas-log-row');
const history = (page: Page) => page.getByTestId('kas-log-history-title');

/** Signs in, then opens the log and waits for its rows. */
const openLog = async (page: Page, search = '') => {
  await login(page);
  await page.goto(`/admin/transaction-logs${search}`);
  await expect(history(page)).toBeVisible();
};

test.describe('Kas Transaction Logs', () => {
  test('the cards and the rows agree with the fake ledger; Refresh reloads it', async ({ page }) => {
    await openLog(page);
    const logs = await ledger(page);
    expect(logs.length).toBeGreaterThan(0);
    const expected = totals(logs);
    await expect(page.getByRole('heading', { name: 'Kas Transaction Logs', level: 1 })).toBeVisible();
    await expect(page.getByText('Monitor semua transaksi kas masuk dan keluar')).toBeVisible();
    await expect(page.getByTestId('kas-log-card-total-value')).toHaveText(number(expected.count));
    await expect(page.getByTestId('kas-log-card-masuk-value')).toHaveText(rupiah(expected.masuk));
    await expect(page.getByTestId('kas-log-card-masuk-count')).toHaveText(`${number(expected.masukCount)} transaksi`);
    await expect(page.getByTestId('kas-log-card-keluar-value')).toHaveText(rupiah(expected.keluar));
    await expect(page.getByTestId('kas-log-card-keluar-count')).toHaveText(`${number(expected.keluarCount)} transaksi`);
    await expect(page.getByTestId('kas-log-card-net-value')).toHaveText(rupiah(expected.net));
    await expect(page.getByTestId('kas-log-card-net-verdict')).toHaveText(expected.net >= 0 ? 'Surplus' : 'Defisit');
    await expect(history(page)).toHaveText(`Kas Transaction History (${number(expected.count)})`);
    await expect(page.getByTestId('kas-log-showing')).toHaveText(`Showing: ${number(expected.count)} of ${number(expected.count)}`);

    // The first page, in the server's order, each amount signed by its direction.
    const shown = newestFirst(logs).slice(0, 25);
    await expect(rows(page)).toHaveCount(shown.length);
    for (const [index, log] of shown.entries()) {
      const row = rows(page).nth(index);
      await expect(row.getByTestId('kas-log-code')).toHaveText(log.kodeTransaksi);
      await expect(row.getByTestId('kas-log-amount')).toHaveText(`${log.tipe === 'MASUK' ? '+' : '-'}${rupiah(Math.abs(log.jumlah))}`);
    }
    await expect(page.getByTestId('kas-log-chart').locator('.recharts-cartesian-grid')).toBeVisible();
    const linked = shown.findIndex((log) => log.orderId);
    if (linked >= 0) await expect(rows(page).nth(linked).getByRole('link')).toHaveAttribute('href', `/admin/order-center/${String(shown[linked]?.orderId)}`);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toast(page)).toContainText('Data berhasil diperbarui');
  });

  test('at 1280 px with the sidebar open the fee line and the type chip stay inside their cells', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLog(page);
    const fee = page.getByTestId('kas-log-fee').first();
    await expect(fee).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const inside = (element: Element) => {
      const box = element.getBoundingClientRect();
      const cell = element.closest('td')?.getBoundingClientRect();
      return cell !== undefined && box.right <= cell.right + 0.5 && element.scrollWidth <= element.clientWidth;
    };
    expect(await fee.evaluate(inside)).toBe(true);
    const feeChip = page.getByTestId('kas-log-type').filter({ hasText: 'Biaya Admin' }).first();
    const label = feeChip.locator('.MuiChip-label');
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('filters by method and dates through the server, keeps them after a reload, and Clear Filters shows everything', async ({ page }) => {
    await openLog(page);
    const logs = await ledger(page);
    // A gateway channel of the seed: its cash-ins pay a fee, so it has a cash-in and a fee entry.
    const method = logs.find((log) => log.transactionType === 'FEE')?.metodePembayaran ?? '';
    expect(method).not.toBe('');
    const ofMethod = logs.filter((log) => log.metodePembayaran === method);

    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    await page.getByRole('combobox', { name: 'Metode Pembayaran' }).click();
    await page.getByRole('option', { name: new RegExp(`\\(${method}\\)$`) }).click();
    await expect(history(page)).toHaveText(`Kas Transaction History (${number(ofMethod.length)})`);
    await expect.poll(async () => (await fakeRequests(page, 'GET', `${KAS_LOGS}?metode_pembayaran=${method}`)).length).toBeGreaterThan(0);

    const day = jakartaDay(ofMethod[0]?.tanggal ?? '');
    await typeDate(page, 'Tanggal Mulai', day);
    await typeDate(page, 'Tanggal Akhir', day);
    const ofDay = ofMethod.filter((log) => jakartaDay(log.tanggal) === day);
    await expect(history(page)).toHaveText(`Kas Transaction History (${number(ofDay.length)})`);
    await expect
      .poll(async () => (await fakeRequests(page, 'GET', `${KAS_LOGS}?metode_pembayaran=${method}&tanggal_mulai=${day}&tanggal_akhir=${day}`)).length)
      .toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`metode=${method}&mulai=${day}&akhir=${day}$`));

    await page.reload();
    await expect(history(page)).toHaveText(`Kas Transaction History (${number(ofDay.length)})`);
    await expect(dateFieldText(page, 'Tanggal Mulai')).toHaveValue(shownDay(day));
    await expect(dateFieldText(page, 'Tanggal Akhir')).toHaveValue(shownDay(day));
    await expect(page.getByRole('combobox', { name: 'Metode Pembayaran' })).toContainText(`(${method})`);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/admin\/transaction-logs$/);
    await expect(history(page)).toHaveText(`Kas Transaction History (${number(logs.length)})`);
    await expect(dateFieldText(page, 'Tanggal Mulai')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('CSV export downloads the filtered rows', async ({ page }) => {
    await openLog(page, '?arus=KELUAR');
    const out = newestFirst((await ledger(page)).filter((log) => log.tipe === 'KELUAR'));
    await expect(history(page)).toHaveText(`Kas Transaction History (${number(out.length)})`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ekspor' }).click()]);
    expect(download.suggestedFilename()).toBe('kas-transaction-logs.csv');
    const lines = (await readFile(await download.path(), 'utf8')).replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toContain('Kode Transaksi,Kode Metode,Metode Pembayaran,Tipe Transaksi,Arus Kas,Jumlah');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(out.map((log) => log.kodeTransaksi));
    for (const line of lines.slice(1)) expect(line).toContain(',KELUAR,-');
  });

  test("a failed load says the server's message and Coba Lagi recovers", async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: KAS_LOGS, status: 500, body: {}, times: 1 });
    await page.goto('/admin/transaction-logs');
    await expect(page.getByTestId('kas-log-error')).toContainText('Gagal memuat kas transaction logs');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByTestId('kas-log-error')).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the log fits the screen: cards, filters and the rows as cards, nothing scrolls sideways', async ({ page }, testInfo) => {
      await openLog(page);
      await expect(rows(page).first()).toBeVisible();
      await page.getByRole('button', { name: 'Advanced Filters' }).click();
      await expect(page.getByRole('combobox', { name: 'Metode Pembayaran' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByRole('columnheader')).toHaveCount(0);
      await testInfo.attach('transaction-logs-390.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    });
  });
});
