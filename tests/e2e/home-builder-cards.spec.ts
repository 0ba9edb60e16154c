import { expect, test, type Locator, type Page } from '@playwright/test';
import { dateField, dateFieldText, failNext, fakeRequests, login, moveRowWithKeyboard, shownDay, toast, typeDate } from './support';

const HOME_BUILDER = '/admin/home-builder';
const TOGGLE = '/admin/produk-web/toggle-flash-sale';
const UPDATE_ORDER = '/admin/web-kategori-produk/update-urutan';
const PERCENT_ERROR = 'Persentase diskon harus antara 1-99';
const DATE_ERROR = 'Tanggal berakhir tidak valid atau sudah terlewat';

const pad = (n: number) => String(n).padStart(2, '0');
const rupiah = (n: number) => `Rp${Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** The Jakarta calendar day `days` from today, as `YYYY-MM-DD` (the browser runs in New York time). */
const jakartaDay = (days: number) => {
  const shifted = new Date(Date.now() + 7 * 3600 * 1000);
  const day = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() + days));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
};

interface SnapProduct {
  id: number;
  judul: string;
  isPublishedInduk: boolean;
  hargaJual: number | null;
  hargaGrosir: number | null;
  diskonAktif: boolean;
  diskonPersen: number | null;
  varian: unknown[];
}
interface SnapCategory {
  id: number;
  namaKategori: string;
  urutan: number;
}

const snapshot = async (page: Page) => {
  await page.waitForFunction(() => Boolean(window.__fakeApi));
  return page.evaluate(async () => (await window.__fakeApi?.snapshot()) as unknown as { produkWeb: SnapProduct[]; webKategoriProduk: SnapCategory[] });
};

/** A published product without variants, discount or wholesale price, whose title no other title contains. */
const plainProduct = async (page: Page): Promise<SnapProduct & { hargaJual: number }> => {
  const { produkWeb } = await snapshot(page);
  const found = produkWeb.find(
    (p) =>
      p.isPublishedInduk &&
      p.varian.length === 0 &&
      !p.diskonAktif &&
      !p.hargaGrosir &&
      (p.hargaJual ?? 0) > 0 &&
      produkWeb.filter((other) => other.judul.toLowerCase().includes(p.judul.toLowerCase())).length === 1,
  );
  if (!found) throw new Error('the seed has no plain published product');
  return found as SnapProduct & { hargaJual: number };
};

const flashCard = (page: Page) => page.getByTestId('flash-sale');
const categoryCard = (page: Page) => page.getByTestId('category-order');
const flashItem = (page: Page, title: string) =>
  flashCard(page).getByTestId('flash-sale-item').filter({ has: page.getByTestId('flash-sale-title').getByText(title, { exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Atur Flash Sale' });
const percentInput = (page: Page) => dialog(page).getByRole('spinbutton', { name: 'Diskon (%)' });

const openHomeBuilder = async (page: Page) => {
  await page.goto(HOME_BUILDER);
  await expect(flashCard(page).getByTestId('flash-sale-item').first()).toBeVisible();
  await expect(categoryCard(page).getByTestId('category-order-item').first()).toBeVisible();
};

/** Searches the flash sale card and opens the setup dialog of the product titled `title`. */
const openSetup = async (page: Page, title: string) => {
  await flashCard(page).getByLabel('Cari produk').fill(title);
  await flashCard(page).getByRole('button', { name: `Atur flash sale ${title}` }).click();
  await expect(dialog(page)).toBeVisible();
};

const categoryNames = (page: Page) => categoryCard(page).getByTestId('category-order-name');
const shownCategoryNames = (page: Page) => categoryNames(page).allTextContents();
const handle = (page: Page, name: string) => categoryCard(page).getByRole('button', { name: `Geser ${name}` });
const moveWithKeyboard = (page: Page, name: string, arrow: 'ArrowDown' | 'ArrowUp', lift: 'Space' | 'Enter' = 'Space') =>
  moveRowWithKeyboard(page, handle(page, name), name, arrow, lift);

const saveOrder = (page: Page) => categoryCard(page).getByRole('button', { name: 'Simpan Urutan' });

/** Drags with the mouse in small steps, as a hand does: dnd-kit starts a drag after 5 px. */
const dragBy = async (page: Page, grip: Locator, dy: number) => {
  // Mid-screen, so the rows it passes are on screen and under no sticky bar.
  await grip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await grip.boundingBox();
  if (!box) throw new Error('the handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(x, y + (dy * step) / 12);
  await page.mouse.up();
};

test.describe('Home builder: flash sale card', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('sets up a flash sale on a searched product, shows it in the flash list and the product list, then removes it', async ({ page }) => {
    // A journey across two screens with a reload: longer than one screen's test on a loaded CI machine.
    test.slow();
    const product = await plainProduct(page);
    await openHomeBuilder(page);
    await expect(flashItem(page, product.judul)).toHaveCount(0);
    // The flash list is one page of 100 running discounts (catalogue spec §7).
    const listCalls = await fakeRequests(page, 'GET', /^\/admin\/produk-web\?/);
    expect(listCalls.some((call) => /diskonOnly=true/.test(call.path) && /perPage=100/.test(call.path) && /page=1/.test(call.path))).toBe(true);

    await openSetup(page, product.judul);
    // Defaults: 10 % until a week from today.
    await expect(percentInput(page)).toHaveValue('10');
    await expect(dateFieldText(page, 'Tanggal berakhir')).toHaveValue(shownDay(jakartaDay(7)));
    await percentInput(page).fill('20');
    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(toast(page)).toContainText('Flash sale diaktifkan.');

    const sent = await fakeRequests(page, 'POST', TOGGLE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ produkWebId: product.id, aktifkan: true, diskonPersen: 20, tanggalBerakhir: jakartaDay(7) });

    const discounted = rupiah(product.hargaJual * 0.8);
    const item = flashItem(page, product.judul);
    await expect(item.getByTestId('flash-sale-percent')).toHaveText('-20%');
    await expect(item.getByTestId('flash-sale-after')).toContainText(discounted);
    await expect(item.getByTestId('flash-sale-normal')).toContainText(rupiah(product.hargaJual));
    const [year, month, day] = jakartaDay(7).split('-').map(Number) as [number, number, number];
    const endText = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
    await expect(item.getByTestId('flash-sale-end')).toHaveText(`Berakhir ${endText}`);

    // The product list shows the discount too.
    await page.goto('/admin/produk-web');
    await page.getByPlaceholder('Cari judul, deskripsi, atau tags').fill(product.judul);
    const productRow = page.getByTestId('product-row').filter({ has: page.getByTestId('product-title').getByText(product.judul, { exact: true }) });
    await expect(productRow.getByTestId('product-price')).toContainText(discounted);
    await expect(productRow.getByTestId('product-price')).toContainText('SALE');
    await expect(productRow.getByTestId('product-price-struck')).toHaveText(rupiah(product.hargaJual));

    // Removal asks first and sends activation false, with no discount and no date.
    await openHomeBuilder(page);
    await flashItem(page, product.judul).getByRole('button', { name: `Hapus flash sale ${product.judul}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus flash sale?' });
    await expect(confirm).toContainText(product.judul);
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(toast(page)).toContainText('Flash sale dinonaktifkan.');
    await expect(flashItem(page, product.judul)).toHaveCount(0);
    const off = (await fakeRequests(page, 'POST', TOGGLE)).at(-1);
    expect(off?.body).toStrictEqual({ produkWebId: product.id, aktifkan: false });

    await page.goto('/admin/produk-web');
    await page.getByPlaceholder('Cari judul, deskripsi, atau tags').fill(product.judul);
    await expect(productRow.getByTestId('product-price')).toContainText(rupiah(product.hargaJual));
    await expect(productRow.getByTestId('product-price-struck')).toHaveCount(0);
  });

  test('a percent of 0 or 100 and a past end date show the messages, keep what was typed and send nothing', async ({ page }) => {
    const product = await plainProduct(page);
    await openHomeBuilder(page);
    await openSetup(page, product.judul);
    const save = dialog(page).getByRole('button', { name: 'Simpan' });

    await percentInput(page).fill('0');
    await save.click();
    await expect(dialog(page).getByText(PERCENT_ERROR)).toBeVisible();
    await expect(percentInput(page)).toHaveValue('0');

    await percentInput(page).fill('100');
    await save.click();
    await expect(dialog(page).getByText(PERCENT_ERROR)).toBeVisible();
    await expect(percentInput(page)).toHaveValue('100');

    await percentInput(page).fill('15,5');
    await typeDate(page, 'Tanggal berakhir', jakartaDay(-1));
    await save.click();
    await expect(dialog(page).getByText(DATE_ERROR)).toBeVisible();
    await expect(dialog(page).getByText(PERCENT_ERROR)).toHaveCount(0);
    await expect(dateFieldText(page, 'Tanggal berakhir')).toHaveValue(shownDay(jakartaDay(-1)));
    await expect(percentInput(page)).toHaveValue('15,5');
    expect(await fakeRequests(page, 'POST', TOGGLE)).toHaveLength(0);
    await expect(dateField(page, 'Tanggal berakhir')).toBeVisible();
  });

  test('a failed toggle shows "Gagal mengubah status flash sale." and keeps the dialog as typed; a double click sends once', async ({ page }) => {
    const product = await plainProduct(page);
    await openHomeBuilder(page);
    await openSetup(page, product.judul);
    await percentInput(page).fill('12,5');
    // Slow enough that the second click of the double click lands while the first is still out.
    await failNext(page, { method: 'POST', path: TOGGLE, status: 500, body: {}, delayMs: 400, times: 1 });
    await dialog(page).getByRole('button', { name: 'Simpan' }).dblclick();
    await expect(dialog(page).getByTestId('flash-sale-error')).toHaveText('Gagal mengubah status flash sale.');
    await expect(percentInput(page)).toHaveValue('12,5');
    await expect(dateFieldText(page, 'Tanggal berakhir')).toHaveValue(shownDay(jakartaDay(7)));
    expect(await fakeRequests(page, 'POST', TOGGLE)).toHaveLength(1);

    await dialog(page).getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(flashItem(page, product.judul).getByTestId('flash-sale-percent')).toHaveText('-12,5%');
  });

  test('a failed flash list and a failed search are silent: no error, only the empty states', async ({ page }) => {
    await page.goto('/admin/dashboard');
    // Every time: other cards of the page may read the products too.
    await failNext(page, { method: 'GET', path: '/admin/produk-web', status: 500, body: {} });
    await failNext(page, { method: 'GET', path: '/admin/produk-web/search-for-flash-sale', status: 500, body: {} });
    await page.goto(HOME_BUILDER);
    await expect(flashCard(page).getByTestId('flash-sale-empty')).toBeVisible();
    await flashCard(page).getByLabel('Cari produk').fill('semen');
    await expect(flashCard(page).getByTestId('flash-sale-search-empty')).toBeVisible();
    await expect(flashCard(page).getByRole('alert')).toHaveCount(0);
    // Nothing is asked below 2 characters.
    const before = (await fakeRequests(page, 'GET', /search-for-flash-sale/)).length;
    await flashCard(page).getByLabel('Cari produk').fill('s');
    await page.waitForTimeout(800);
    expect(await fakeRequests(page, 'GET', /search-for-flash-sale/)).toHaveLength(before);
  });
});

test.describe('Home builder: category order card', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('reorders with the mouse and the keyboard, saves, and the order stays after a reload and on the category grid', async ({ page }) => {
    // A journey across two screens with a reload: longer than one screen's test on a loaded CI machine.
    test.slow();
    await openHomeBuilder(page);
    const start = await shownCategoryNames(page);
    expect(start.length).toBeGreaterThan(3);
    await expect(saveOrder(page)).toBeDisabled();
    const [a, b, c, ...rest] = start as [string, string, string, ...string[]];

    // Mouse: the first row dragged below the third.
    const rowBox = await categoryCard(page).locator('li[data-sortable-id]').first().boundingBox();
    const secondBox = await categoryCard(page).locator('li[data-sortable-id]').nth(1).boundingBox();
    if (!rowBox || !secondBox) throw new Error('the rows are not on screen');
    const pitch = secondBox.y - rowBox.y;
    await dragBy(page, handle(page, a), pitch * 2);
    await expect.poll(() => shownCategoryNames(page)).toEqual([b, c, a, ...rest]);
    await expect(saveOrder(page)).toBeEnabled();

    // Keyboard: focus the handle of the (now) first row, Space, ArrowDown, Space.
    await moveWithKeyboard(page, b, 'ArrowDown');
    await expect.poll(() => shownCategoryNames(page)).toEqual([c, b, a, ...rest]);
    await expect(handle(page, b)).toBeFocused();

    await saveOrder(page).click();
    await expect(toast(page)).toContainText('Urutan kategori berhasil disimpan!');
    await expect(saveOrder(page)).toBeDisabled();
    const sent = await fakeRequests(page, 'POST', UPDATE_ORDER);
    expect(sent).toHaveLength(1);
    const { webKategoriProduk } = await snapshot(page);
    const idOf = (name: string) => webKategoriProduk.find((cat) => cat.namaKategori === name)?.id;
    expect(sent[0]?.body).toEqual({ ids: [c, b, a, ...rest].map(idOf) });

    await page.reload();
    await expect(categoryCard(page).getByTestId('category-order-item').first()).toBeVisible();
    expect(await shownCategoryNames(page)).toEqual([c, b, a, ...rest]);

    // The category grid, sorted by urutan (its default), shows the same order.
    await page.goto('/admin/web-kategori-produk');
    const gridNames = page.getByTestId('category-card').locator('h3');
    await expect(gridNames.first()).toHaveText(c);
    await expect(gridNames.nth(1)).toHaveText(b);
    await expect(gridNames.nth(2)).toHaveText(a);
  });

  test('Reset goes back to the saved order', async ({ page }) => {
    await openHomeBuilder(page);
    const start = await shownCategoryNames(page);
    await moveWithKeyboard(page, start[0] as string, 'ArrowDown');
    await expect.poll(() => shownCategoryNames(page)).not.toEqual(start);
    await categoryCard(page).getByRole('button', { name: 'Kembalikan' }).click();
    expect(await shownCategoryNames(page)).toEqual(start);
    await expect(saveOrder(page)).toBeDisabled();
  });

  test('a double click on Save sends one update-urutan request', async ({ page }) => {
    await openHomeBuilder(page);
    const start = await shownCategoryNames(page);
    await moveWithKeyboard(page, start[1] as string, 'ArrowUp', 'Enter');
    await expect.poll(() => shownCategoryNames(page)).toEqual([start[1], start[0], ...start.slice(2)]);
    // The fake answers at once: the second click may come after the answer, before Save is disabled again.
    await saveOrder(page).dblclick();
    await expect(toast(page)).toContainText('Urutan kategori berhasil disimpan!');
    expect(await fakeRequests(page, 'POST', UPDATE_ORDER)).toHaveLength(1);
  });

  test('a failed save says so and keeps the new order for another try', async ({ page }) => {
    await openHomeBuilder(page);
    const start = await shownCategoryNames(page);
    await moveWithKeyboard(page, start[0] as string, 'ArrowDown');
    const moved = [start[1], start[0], ...start.slice(2)];
    await expect.poll(() => shownCategoryNames(page)).toEqual(moved);
    await failNext(page, { method: 'POST', path: UPDATE_ORDER, status: 500, body: {}, times: 1 });
    await saveOrder(page).click();
    await expect(toast(page)).toContainText('Gagal menyimpan urutan. Coba lagi.');
    expect(await shownCategoryNames(page)).toEqual(moved);
    await expect(saveOrder(page)).toBeEnabled();
  });
});

test.describe('Home builder cards on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both cards fit 390 px: nothing in them scrolls sideways', async ({ page }) => {
    await login(page);
    await openHomeBuilder(page);
    await flashCard(page).getByLabel('Cari produk').fill('semen');
    await expect(flashCard(page).getByTestId('flash-sale-search-result').first()).toBeVisible();
    await expect(flashCard(page)).toBeVisible();
    await expect(categoryCard(page)).toBeVisible();
    // The page's other sections are other cards' business: with only these two on it, the page must
    // not be wider than the phone, and nothing inside them may stick out of them.
    const measured = await page.evaluate(() => {
      const mine = ['flash-sale', 'category-order'];
      for (const section of document.querySelectorAll('main section')) {
        if (!mine.includes(section.getAttribute('data-testid') ?? '')) (section as HTMLElement).style.display = 'none';
      }
      const overhang = mine.map((id) => {
        const card = document.querySelector(`[data-testid="${id}"]`) as HTMLElement;
        const right = card.getBoundingClientRect().right;
        const rights = Array.from(card.querySelectorAll('*'))
          .map((child) => child.getBoundingClientRect())
          .filter((rect) => rect.width > 0)
          .map((rect) => rect.right);
        return Math.max(...rights) - right;
      });
      return { page: document.documentElement.scrollWidth, overhang };
    });
    expect(measured.page).toBeLessThanOrEqual(390);
    expect(measured.overhang.every((value) => value <= 0)).toBe(true);
    // The setup dialog fits too.
    await flashCard(page).getByTestId('flash-sale-search-result').first().getByRole('button', { name: /Atur flash sale/ }).click();
    const box = await dialog(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
