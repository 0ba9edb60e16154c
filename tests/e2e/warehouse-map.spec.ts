import { expect, test, type Page } from '@playwright/test';
import { failNext, fakeRequests, login, toast } from './support';

const PRODUCT = { search: 'SMN-TR', name: 'Semen Tiga Roda 50kg' };

const zones = (page: Page) => page.getByTestId('warehouse-zone');
const zone = (page: Page, code: string) => page.locator(`[data-testid="warehouse-zone"][data-code="${code}"]`);
const row = (page: Page, code: string) => page.locator(`[data-testid="warehouse-stock-row"][data-code="${code}"]`);
const rowQty = (page: Page, code: string) => row(page, code).getByTestId('warehouse-stock-qty');
const floorInput = (page: Page) => page.locator('input[name="floorLocationCode"]');
const rackInput = (page: Page) => page.locator('input[name="rackLocationCode"]');
const pcs = (n: number) => `${n.toLocaleString('id-ID')} pcs`;
const readPcs = async (page: Page, code: string) => Number(((await rowQty(page, code).textContent()) ?? '').replace(/\D/g, ''));

const openMap = async (page: Page) => {
  await login(page);
  await page.goto('/admin/warehouse-map');
  await expect(zones(page).first()).toBeVisible();
};

const chooseProduct = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Cari produk' }).fill(PRODUCT.search);
  await page.getByRole('option', { name: new RegExp(PRODUCT.name) }).click();
  await expect(page.getByTestId('warehouse-stock-table')).toBeVisible();
};

/** A rack of row A where the product lies nowhere yet. */
const emptyRack = async (page: Page) => {
  const code = await page.locator('[data-testid="warehouse-zone"][data-code^="RAK-A"]:not([data-holds])').first().getAttribute('data-code');
  expect(code).toMatch(/^RAK-A\d$/);
  return code as string;
};

test.describe('warehouse map (issue 12)', () => {
  test('finds a product on the map, puts 12 pieces away to a rack and returns them; the quantities survive a reload', async ({ page }) => {
    test.slow();
    await openMap(page);
    await expect(page.getByTestId('warehouse-stock-no-product')).toHaveText('Pilih produk terlebih dahulu.');
    await expect(page.getByText('Cari dan pilih produk berdasarkan nama/kode.')).toBeVisible();
    await chooseProduct(page);

    const floor = await floorInput(page).inputValue();
    expect(floor).toMatch(/^LT-\d\d$/);
    const floorBefore = await readPcs(page, floor);
    expect(floorBefore).toBeGreaterThan(12);
    // The product's zones are marked on the map with their quantity.
    await expect(zone(page, floor)).toHaveAttribute('data-holds', String(floorBefore));
    await expect(zone(page, floor).getByTestId('warehouse-zone-qty')).toHaveText(pcs(floorBefore));

    const rack = await emptyRack(page);
    await zone(page, rack).click();
    await expect(rackInput(page)).toHaveValue(rack);
    await expect(page.getByLabel('Jumlah (pcs)')).toHaveValue('12');
    await page.getByRole('button', { name: 'Pindahkan ke Rak' }).click();
    await expect(toast(page)).toContainText('Berhasil pindahkan ecer ke rak.');
    await expect(rowQty(page, rack)).toHaveText('12 pcs');
    await expect(rowQty(page, floor)).toHaveText(pcs(floorBefore - 12));
    await expect(zone(page, rack)).toHaveAttribute('data-holds', '12');

    await page.reload();
    await expect(zones(page).first()).toBeVisible();
    await chooseProduct(page);
    await expect(rowQty(page, rack)).toHaveText('12 pcs');
    await expect(rowQty(page, floor)).toHaveText(pcs(floorBefore - 12));

    await zone(page, rack).click();
    await zone(page, floor).click();
    await expect(rackInput(page)).toHaveValue(rack);
    await expect(floorInput(page)).toHaveValue(floor);
    await page.getByRole('button', { name: 'Kembalikan ke Lantai' }).click();
    await expect(toast(page)).toContainText('Berhasil kembalikan ke floor.');
    await expect(rowQty(page, floor)).toHaveText(pcs(floorBefore));
    await expect(row(page, rack)).toHaveCount(0);
    await expect(zone(page, rack)).not.toHaveAttribute('data-holds', /./);

    await page.reload();
    await expect(zones(page).first()).toBeVisible();
    await chooseProduct(page);
    await expect(rowQty(page, floor)).toHaveText(pcs(floorBefore));
    await expect(row(page, rack)).toHaveCount(0);
  });

  test('suggests products from 2 characters, at most 12, by name or by code', async ({ page }) => {
    await openMap(page);
    const search = page.getByRole('combobox', { name: 'Cari produk' });
    await search.fill('s');
    await page.waitForTimeout(400);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(await fakeRequests(page, 'GET', '/admin/produk')).toHaveLength(0);
    await search.fill('se');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.getByRole('option').count()).toBe(12);
    await search.fill('smn-tr-50');
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option')).toContainText(PRODUCT.name);
    await search.fill('tiga roda');
    await expect(page.getByRole('option').first()).toContainText('Tiga Roda');
    // The product list is read once, not at every keystroke.
    expect(await fakeRequests(page, 'GET', '/admin/produk')).toHaveLength(1);
  });

  test('asks for a product first, and shows the server refusal of a move of more than there is', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'Pindahkan ke Rak' }).click();
    await expect(toast(page)).toContainText('Pilih produk terlebih dahulu.');
    expect(await fakeRequests(page, 'POST', '/admin/warehouse/putaway-ecer')).toHaveLength(0);

    await chooseProduct(page);
    const rack = await rackInput(page).inputValue();
    const held = await readPcs(page, rack);
    await page.getByLabel('Jumlah (pcs)').fill(String(held + 100));
    await page.getByRole('button', { name: 'Kembalikan ke Lantai' }).click();
    await expect(toast(page)).toContainText(`Stok di ${rack} hanya ${held.toLocaleString('id-ID')} pcs.`);
    await expect(rowQty(page, rack)).toHaveText(pcs(held));
    expect(await fakeRequests(page, 'POST', '/admin/warehouse/return-to-floor')).toHaveLength(1);
  });

  test('a zone is reached and selected by keyboard, with a visible focus ring and a name saying what it holds', async ({ page }) => {
    await openMap(page);
    await chooseProduct(page);
    const floor = await floorInput(page).inputValue();
    const held = await readPcs(page, floor);
    await expect(zone(page, floor)).toHaveAccessibleName(`Zona ${floor}, Lantai, ${pcs(held)} ${PRODUCT.name}`);

    await page.getByRole('button', { name: 'Atur ulang tampilan peta' }).focus();
    await page.keyboard.press('Tab');
    const first = zones(page).first();
    await expect(first).toBeFocused();
    await expect(first.locator('.zone-ring')).toBeVisible();

    const rack = await emptyRack(page);
    const target = page.getByRole('button', { name: new RegExp(`^Zona ${rack}, Rak`) });
    await target.focus();
    await page.keyboard.press('Space');
    await expect(target).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('warehouse-selected-zone')).toHaveText(`Zona terpilih: ${rack} (Rak)`);
    await expect(rackInput(page)).toHaveValue(rack);
    // The next zone by Tab, chosen with Enter, takes the selection over.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(target).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-testid="warehouse-zone"][aria-pressed="true"]')).toHaveCount(1);
  });

  test('a double click on an action sends it once', async ({ page }) => {
    await openMap(page);
    await chooseProduct(page);
    const rack = await emptyRack(page);
    await zone(page, rack).click();
    await page.getByRole('button', { name: 'Pindahkan ke Rak' }).dblclick();
    await expect(toast(page)).toContainText('Berhasil pindahkan ecer ke rak.');
    await expect(rowQty(page, rack)).toHaveText('12 pcs');
    expect(await fakeRequests(page, 'POST', '/admin/warehouse/putaway-ecer')).toHaveLength(1);

    await page.getByRole('button', { name: 'Bongkar Koli' }).dblclick();
    await expect(toast(page)).toContainText('Bongkar koli berhasil.');
    const unpacks = await fakeRequests(page, 'GET', /^\/admin\/warehouse\/bongkar-koli-g\?/);
    expect(unpacks).toHaveLength(1);
    const sent = new URLSearchParams(unpacks[0]!.path.split('?')[1]);
    expect(sent.get('rackLocationCode')).toBe(rack);
    expect(sent.get('floorLocationCode')).toMatch(/^LT-/);
    expect(sent.get('produkId')).toMatch(/^\d+$/);
  });

  test('a failed map load offers Coba Lagi; a slow stock read shows its placeholder', async ({ page }) => {
    await login(page);
    await failNext(page, { method: 'GET', path: '/admin/warehouse/map', status: 500, body: {}, times: 1 });
    await page.goto('/admin/warehouse-map');
    await expect(page.getByTestId('warehouse-map-error')).toContainText('Gagal memuat peta gudang');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(zones(page).first()).toBeVisible();
    expect(await zones(page).count()).toBeGreaterThanOrEqual(20);

    await failNext(page, { method: 'GET', path: '/admin/warehouse/stock-by-location/{produkId}', delayMs: 1500, times: 1 });
    await page.getByRole('combobox', { name: 'Cari produk' }).fill(PRODUCT.search);
    await page.getByRole('option', { name: new RegExp(PRODUCT.name) }).click();
    await expect(page.getByTestId('warehouse-stock-loading')).toBeVisible();
    await expect(page.getByTestId('warehouse-stock-table')).toBeVisible();
  });

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the map scales to the screen and the panels stack under it, without sideways scrolling', async ({ page }) => {
      await openMap(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const map = await page.getByTestId('warehouse-map-viewport').boundingBox();
      expect(map!.width).toBeLessThanOrEqual(390);
      await chooseProduct(page);
      const table = await page.getByTestId('warehouse-stock-table').boundingBox();
      expect(table!.y).toBeGreaterThan(map!.y + map!.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByRole('button', { name: 'Pindahkan ke Rak' })).toBeVisible();
    });
  });
});
