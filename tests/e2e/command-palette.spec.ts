import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

interface SeedOrder {
  id: number;
  kode_transaksi: string;
  nama_penerima: string;
}

/** An order of the fake backend's seed, to look up as an administrator would (by its code). */
const seedOrder = async (page: Page, index: number): Promise<SeedOrder> => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  const orders = await page.evaluate(async () => ((await window.__fakeApi?.snapshot()) as unknown as { penjualanWeb: SeedOrder[] }).penjualanWeb);
  const order = orders[index];
  if (!order) throw new Error(`the seed has no order at ${index}`);
  return order;
};

const palette = (page: Page) => page.getByRole('combobox', { name: /Cari halaman, pesanan/ });

test.describe('Command palette (issue 14)', () => {
  test('Ctrl+K, an order code and Enter land on the order in the Order Center', async ({ page }) => {
    await login(page);
    const order = await seedOrder(page, 7);
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeFocused();
    await page.keyboard.insertText(order.kode_transaksi);
    const option = page.getByRole('group', { name: 'Pesanan' }).getByRole('option', { name: new RegExp(order.kode_transaksi) });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: /hasil/ })).toHaveText(/^\d+ hasil/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/order-center/${order.id}$`));
    await expect(page.getByTestId('order-code')).toHaveText(order.kode_transaksi);
    await expect(palette(page)).toBeHidden();
  });

  test('a recipient, then the arrows and Enter open the second match', async ({ page }) => {
    await login(page);
    const order = await seedOrder(page, 2);
    const firstName = order.nama_penerima.split(' ')[0]!;
    await page.keyboard.press('Control+k');
    await palette(page).fill(firstName);
    const orders = page.getByRole('group', { name: 'Pesanan' }).getByRole('option');
    await expect(orders.nth(1)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /hasil/ })).toHaveText(/^\d+ hasil/);
    // Pages or vouchers may match the name too and come first: arrow down to the orders' second match.
    for (let step = 0; step < 20 && (await orders.nth(1).getAttribute('aria-selected')) !== 'true'; step += 1) await page.keyboard.press('ArrowDown');
    await expect(orders.nth(1)).toHaveAttribute('aria-selected', 'true');
    // The option's first line is the order's code.
    const code = ((await orders.nth(1).innerText()).split('\n')[0] ?? '').trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/order-center\/\d+$/);
    await expect(page.getByTestId('order-code')).toHaveText(code);
  });

  test("'Pesanan siap dikirim' opens the Order Center showing exactly the paid orders waiting to ship", async ({ page }) => {
    await login(page);
    await page.waitForFunction(() => Boolean(window.__fakeApi));
    const ready = await page.evaluate(
      async () =>
        ((await window.__fakeApi?.snapshot()) as unknown as { penjualanWeb: Array<{ status_pembayaran: string; status_pengiriman: string }> }).penjualanWeb.filter(
          (order) => order.status_pembayaran === 'LUNAS' && order.status_pengiriman === 'SIAP_DIKIRIM',
        ).length,
    );
    expect(ready).toBeGreaterThan(0);
    await page.keyboard.press('Control+k');
    await palette(page).fill('siap kirim');
    await page.getByRole('option', { name: 'Pesanan siap dikirim' }).click();
    await expect(page).toHaveURL(/\/admin\/order-center\?ready=1$/);
    await expect(page.getByRole('switch', { name: 'Siap dikirim' }).or(page.getByRole('checkbox', { name: 'Siap dikirim' }))).toBeChecked();
    await expect(page.getByTestId('orders-found')).toHaveText(`${ready} orders found`);
  });

  test('at phone width the app bar search button opens it, and a page is one tap away', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 780 });
    await login(page);
    await page.getByRole('button', { name: 'Cari (Ctrl+K)' }).click();
    await palette(page).fill('voucher');
    await page.getByRole('group', { name: 'Halaman' }).getByRole('option', { name: /^Voucher/ }).click();
    await expect(page).toHaveURL(/\/admin\/voucher$/);
    await page.screenshot({ path: test.info().outputPath('phone-after.png') });
  });

  test('? lists the shortcuts; typing ? in a text field does not', async ({ page }) => {
    await login(page);
    await page.goto('/admin/merk/tambah');
    const name = page.getByLabel('Nama Merk', { exact: true });
    await name.fill('');
    await name.pressSequentially('Apa?');
    await expect(name).toHaveValue('Apa?');
    await expect(page.getByRole('dialog', { name: 'Pintasan keyboard' })).toHaveCount(0);
    await name.blur();
    await page.locator('body').press('?');
    const help = page.getByRole('dialog', { name: 'Pintasan keyboard' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('Buka pencarian cepat');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await expect(name).toHaveValue('Apa?');
  });

  test('the open palette with results has no serious or critical axe violation', async ({ page }) => {
    await login(page);
    await page.keyboard.press('Control+k');
    await palette(page).fill('semen');
    await expect(page.getByRole('group', { name: 'Produk' }).getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /hasil/ })).toHaveText(/^\d+ hasil/);
    // The dialog's opening transition is over: axe reads the colours as they stay.
    await page.waitForTimeout(400);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
