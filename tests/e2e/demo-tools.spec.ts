import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BUSY_MORNING_PAID_ORDERS } from '@/fake-api/scenarios';
import { login, toast } from './support';

const SHOTS = '/tmp/shots-demo';
const FAULT_TEXT = 'Server merk sedang perbaikan (uji QA).';

/** The axe violations that block someone (serious or critical), as readable lines. */
const seriousViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

const openFaultPanel = async (page: Page) => {
  await page.getByRole('menuitem', { name: 'Gangguan API (QA)' }).click();
  const panel = page.getByRole('dialog', { name: 'Gangguan API' });
  await expect(panel).toBeVisible();
  return panel;
};

const cardValue = async (page: Page, testId: string): Promise<number> => {
  const value = page.getByTestId(`${testId}-value`);
  await expect(value).toBeVisible();
  return Number(((await value.textContent()) ?? '').replace(/\D/g, ''));
};

test.describe('Demo tools (fake mode): QA fault panel and demo scenarios', () => {
  test('a fault set in the panel makes the brand list show its error; clearing it restores the list', async ({ page }) => {
    await login(page);
    await page.goto('/admin/merk');
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    const panel = await openFaultPanel(page);
    await expect(panel.getByTestId('fault-panel-empty')).toBeVisible();
    // The contract's endpoints are searchable, typed key by key (a paste hid that the sidebar's menu
    // took the focus at the first letter).
    const endpoint = panel.getByRole('combobox', { name: 'Endpoint' });
    await endpoint.click();
    await endpoint.pressSequentially('GET /admin/merk');
    await expect(endpoint).toBeFocused();
    await expect(endpoint).toHaveValue('GET /admin/merk');
    await page.getByRole('option', { name: 'GET /admin/merk', exact: true }).click();
    await expect(panel.getByLabel('Status HTTP')).toHaveValue('500');
    await panel.getByLabel('Pesan error').pressSequentially(FAULT_TEXT);
    await expect(panel.getByLabel('Pesan error')).toHaveValue(FAULT_TEXT);
    await panel.getByRole('button', { name: 'Tambah Gangguan' }).click();
    await expect(panel.getByTestId('fault-panel-active')).toContainText(`GET /admin/merk — status 500 «${FAULT_TEXT}», sampai dihapus`);
    expect(await page.evaluate(() => window.__fakeApi?.faults())).toEqual([{ method: 'GET', path: '/admin/merk', status: 500, body: { error: FAULT_TEXT } }]);
    await page.screenshot({ path: `${SHOTS}/fault-panel-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Tutup' }).click();

    // The screen behind refreshed at once: the list shows the server's error text.
    await expect(page.getByTestId('list-error')).toContainText(FAULT_TEXT);
    // Still failing on a retry: the rule lasts until cleared.
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByTestId('list-error')).toContainText(FAULT_TEXT);

    const again = await openFaultPanel(page);
    await again.getByRole('button', { name: 'Hapus semua' }).click();
    await expect(again.getByTestId('fault-panel-empty')).toBeVisible();
    await again.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByTestId('list-error')).toHaveCount(0);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => window.__fakeApi?.faults())).toEqual([]);
  });

  test('the panel refuses a bad rule with Indonesian messages and removes one fault of several', async ({ page }) => {
    await login(page);
    const panel = await openFaultPanel(page);
    await panel.getByLabel('Status HTTP').fill('99');
    await panel.getByLabel('Berapa kali').fill('0');
    await panel.getByRole('button', { name: 'Tambah Gangguan' }).click();
    await expect(panel.getByText('Pilih endpoint.')).toBeVisible();
    await expect(panel.getByText('Status harus bilangan bulat 200 sampai 599.')).toBeVisible();
    await expect(panel.getByText('Berapa kali harus bilangan bulat minimal 1.')).toBeVisible();
    expect(await page.evaluate(() => window.__fakeApi?.faults())).toEqual([]);

    const endpoint = panel.getByRole('combobox', { name: 'Endpoint' });
    await endpoint.fill('merk/{id}');
    await page.getByRole('option', { name: 'PUT /admin/merk/{id}' }).click();
    await panel.getByLabel('Status HTTP').fill('503');
    await panel.getByLabel('Berapa kali').fill('2');
    await panel.getByRole('button', { name: 'Tambah Gangguan' }).click();
    await endpoint.fill('GET /admin/merk');
    await page.getByRole('option', { name: 'GET /admin/merk', exact: true }).click();
    await panel.getByLabel('Putus koneksi').check();
    await panel.getByLabel('Tunda (ms)').fill('1.500');
    // The form keeps what was typed for the next rule; this one lasts until cleared.
    await expect(panel.getByLabel('Berapa kali')).toHaveValue('2');
    await panel.getByLabel('Berapa kali').fill('');
    await panel.getByRole('button', { name: 'Tambah Gangguan' }).click();
    await expect(panel.getByTestId('fault-panel-active').getByRole('listitem')).toHaveCount(2);

    await panel.getByRole('button', { name: 'Hapus gangguan PUT /admin/merk/{id} — status 503, 2x lagi' }).click();
    expect(await page.evaluate(() => window.__fakeApi?.faults())).toEqual([{ method: 'GET', path: '/admin/merk', networkError: true, delayMs: 1500 }]);
    await panel.getByRole('button', { name: 'Hapus semua' }).click();
  });

  test('the busy-morning scenario raises the dashboard by the orders it promises, after a confirmation', async ({ page }) => {
    await login(page);
    const todayBefore = await cardValue(page, 'card-orders-today');
    const pendingBefore = await cardValue(page, 'card-pending-orders');
    const monthBefore = await cardValue(page, 'card-sales-month');
    // The sidebar with its Demo section (loaded after sign-in) reads well too.
    await expect(page.getByRole('menuitem', { name: 'Skenario Demo' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('menuitem', { name: 'Skenario Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skenario demo' });
    await expect(dialog).toContainText(`${BUSY_MORNING_PAID_ORDERS} pesanan baru dibayar pagi ini`);
    // Each scenario states the totals the screens will show, the seed's waiting entries included.
    const cashInLine = dialog.getByTestId('scenario-busy-morning-figure').filter({ hasText: 'Cash In:' });
    await expect(cashInLine).toHaveText(new RegExp(`^Cash In: \\d+ pembayaran menunggu \\(${BUSY_MORNING_PAID_ORDERS} baru\\)$`));
    const statedCashIn = ((await cashInLine.textContent()) ?? '').match(/: (\d+) pembayaran/)?.[1];
    await expect(dialog.getByTestId('scenario-end-of-month-figure')).toHaveCount(2);
    await expect(dialog.getByTestId('scenario-late-courier-figure')).toContainText('Order Center · Order tersendat:');
    await page.screenshot({ path: `${SHOTS}/scenarios-1280.png` });
    await dialog.getByRole('button', { name: /Pagi yang sibuk/ }).click();
    const confirm = page.getByTestId('scenario-confirm');
    await expect(confirm).toContainText('Data demo akan diganti');
    await page.getByTestId('scenario-confirm-confirm').dblclick();
    await expect(toast(page)).toContainText('Skenario "Pagi yang sibuk" diterapkan.');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect.poll(() => cardValue(page, 'card-orders-today')).toBe(todayBefore + BUSY_MORNING_PAID_ORDERS);
    await expect.poll(() => cardValue(page, 'card-pending-orders')).toBe(pendingBefore + BUSY_MORNING_PAID_ORDERS);
    expect(await cardValue(page, 'card-sales-month')).toBeGreaterThan(monthBefore);
    await page.screenshot({ path: `${SHOTS}/dashboard-after-busy-morning-1280.png` });
    // Cash In shows what the scenario said it would.
    await page.goto('/admin/cash-in');
    await expect(page.getByTestId('pending-cash-count')).toHaveText(`${statedCashIn} pembayaran menunggu`);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the fault panel fills the screen, nothing wider than the phone, no serious axe violation', async ({ page }) => {
      await login(page);
      await page.getByRole('button', { name: /menu/i }).first().click();
      const panel = await openFaultPanel(page);
      const endpoint = panel.getByRole('combobox', { name: 'Endpoint' });
      await endpoint.fill('GET /admin/merk');
      await page.getByRole('option', { name: 'GET /admin/merk', exact: true }).click();
      await panel.getByLabel('Pesan error').fill(FAULT_TEXT);
      await panel.getByRole('button', { name: 'Tambah Gangguan' }).click();
      await expect(panel.getByTestId('fault-panel-active')).toBeVisible();
      const box = await panel.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/fault-panel-390.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Hapus semua' }).click();
    });
  });
});
