import { expect, test, type Page } from '@playwright/test';
import { failNext, fakeRequests, login, toast } from './support';

const PHOTO_A = 'tests/fixtures/images/produk-kecil-400.webp';
const PHOTO_B = 'tests/fixtures/images/produk-lebar-1200x800.jpg';

const cards = (page: Page) => page.getByTestId('review-card');
const totalStat = (page: Page) => page.getByTestId('review-stat-total-value');
const filterParam = (page: Page): Record<string, unknown> => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The different texts shown in one field of the cards. */
const distinct = async (page: Page, testId: string) => [...new Set(await page.getByTestId(testId).allTextContents())];

interface SentReview {
  produkId: number;
  userName: string;
  rating: number;
  komentar: string;
  foto: string[];
}

const openManager = async (page: Page) => {
  await login(page);
  await page.goto('/admin/review-manager');
  await expect(page.getByRole('heading', { name: 'Review Manager', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(totalStat(page)).toHaveText(/^\d+$/);
};

/** Opens the add dialog and fills product (the first offered), name and comment. */
const startReview = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Tambah Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Review' });
  await dialog.getByRole('combobox', { name: 'Produk' }).click();
  const option = page.getByRole('option').first();
  const productName = (await option.textContent()) ?? '';
  await option.click();
  await dialog.getByLabel('Nama Pembeli').fill(name);
  await dialog.getByLabel('Komentar').fill('Barang sampai dengan aman.');
  return { dialog, productName };
};

test.describe('review manager (issue 12)', () => {
  test('adds a review with two photos and four stars set with the keyboard, edits it and deletes it', async ({ page }) => {
    // Two photos encoded in the worker and uploaded: longer than one screen's test.
    test.slow();
    await openManager(page);
    const before = Number(await totalStat(page).textContent());
    const { dialog, productName } = await startReview(page, 'Rina Uji Review');
    // Five stars to start; one step left with the keyboard is four.
    const five = dialog.getByRole('radio', { name: '5 dari 5' });
    await expect(five).toBeChecked();
    await five.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('radio', { name: '4 dari 5' })).toBeChecked();
    await expect(dialog).toContainText('PNG, JPG, WEBP hingga 1MB');
    await dialog.getByLabel('Foto Review').setInputFiles([PHOTO_A, PHOTO_B]);
    await expect(dialog.getByTestId('image-tile')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Review berhasil ditambahkan!');
    await expect(dialog).toBeHidden();

    const uploads = await fakeRequests(page, 'POST', '/admin/upload-file');
    expect(uploads).toHaveLength(2);
    expect(uploads.map((u) => (u.body as { bucket: string }).bucket)).toEqual(['review-photos', 'review-photos']);
    const creates = await fakeRequests(page, 'POST', '/admin/reviews');
    expect(creates).toHaveLength(1);
    const sent = creates[0]!.body as SentReview;
    expect(sent).toMatchObject({ userName: 'Rina Uji Review', rating: 4, komentar: 'Barang sampai dengan aman.' });
    expect(sent.foto).toHaveLength(2);
    for (const url of sent.foto) expect(url).toMatch(/^data:image\/webp;base64,/);

    // Newest first: the new review leads the list with its product, stars, words and photos.
    const card = cards(page).first();
    await expect(card.getByTestId('review-buyer')).toHaveText('Rina Uji Review');
    await expect(card.getByTestId('review-product')).toHaveText(productName);
    await expect(card.getByRole('img', { name: '4 dari 5 bintang' })).toBeVisible();
    await expect(card.getByTestId('review-photo')).toHaveCount(2);
    await expect(card.getByTestId('review-date')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(totalStat(page)).toHaveText(String(before + 1));

    // Edit: the stored review opens as saved; one photo goes, the comment changes.
    await card.getByRole('button', { name: 'Edit review dari Rina Uji Review' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Review' });
    await expect(edit.getByLabel('Nama Pembeli')).toHaveValue('Rina Uji Review');
    await expect(edit.getByRole('combobox', { name: 'Produk' })).toHaveValue(productName);
    await expect(edit.getByRole('radio', { name: '4 dari 5' })).toBeChecked();
    await expect(edit.getByTestId('image-tile')).toHaveCount(2);
    await edit.getByTestId('image-tile').first().getByRole('button').click();
    await edit.getByLabel('Komentar').fill('Satu foto cukup.');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Review berhasil diupdate!');
    const puts = await fakeRequests(page, 'PUT', /^\/admin\/reviews\/\d+$/);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ komentar: 'Satu foto cukup.', rating: 4, foto: [sent.foto[1]] });
    await expect(card.getByTestId('review-comment')).toHaveText('Satu foto cukup.');
    await expect(card.getByTestId('review-photo')).toHaveCount(1);

    // Delete, confirmed with the spec's question.
    await card.getByRole('button', { name: 'Hapus' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Yakin ingin menghapus review ini?');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(toast(page)).toContainText('Review berhasil dihapus!');
    await expect(page.getByTestId('review-buyer').filter({ hasText: 'Rina Uji Review' })).toHaveCount(0);
    await expect(totalStat(page)).toHaveText(String(before));
    expect(await fakeRequests(page, 'DELETE', /^\/admin\/reviews\/\d+$/)).toHaveLength(1);
  });

  test('keeps the search and the product filter in the address, across a reload', async ({ page }) => {
    await openManager(page);
    const buyer = (await cards(page).first().getByTestId('review-buyer').textContent()) ?? '';
    await page.getByPlaceholder('Cari nama atau komentar').fill(buyer);
    await expect.poll(() => filterParam(page).q).toBe(buyer);
    // The address changes first; the list follows once the filtered read is back.
    await expect.poll(() => distinct(page, 'review-buyer')).toEqual([buyer]);

    const product = (await cards(page).first().getByTestId('review-product').textContent()) ?? '';
    await page.getByRole('combobox', { name: 'Filter produk' }).click();
    await page.getByRole('combobox', { name: 'Filter produk' }).fill(product);
    await page.getByRole('option', { name: product, exact: true }).click();
    await expect.poll(() => typeof filterParam(page).produkWebId).toBe('number');
    expect(filterParam(page).q).toBe(buyer);
    await expect.poll(() => distinct(page, 'review-product')).toEqual([product]);
    const count = await cards(page).count();

    await page.reload();
    await expect(page.getByPlaceholder('Cari nama atau komentar')).toHaveValue(buyer);
    await expect(page.getByRole('combobox', { name: 'Filter produk' })).toHaveValue(product);
    await expect(cards(page)).toHaveCount(count);

    // Nothing matches: the list says so, the stats still count every review.
    await page.getByPlaceholder('Cari nama atau komentar').fill('tidak-ada-pembeli-seperti-ini');
    await expect(page.getByTestId('review-no-match')).toBeVisible();
    await expect(totalStat(page)).not.toHaveText('0');
  });

  test('a failed save shows the server error and keeps the form; a double click on Simpan sends once', async ({ page }) => {
    await openManager(page);
    const { dialog, productName } = await startReview(page, 'Joko Uji Gagal');
    await dialog.getByRole('radio', { name: '5 dari 5' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('radio', { name: '3 dari 5' })).toBeChecked();
    await failNext(page, { method: 'POST', path: '/admin/reviews', status: 500, body: { error: 'Database review sedang sibuk.' }, times: 1 });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByTestId('review-save-error')).toHaveText('Database review sedang sibuk.');
    await expect(dialog.getByRole('combobox', { name: 'Produk' })).toHaveValue(productName);
    await expect(dialog.getByLabel('Nama Pembeli')).toHaveValue('Joko Uji Gagal');
    await expect(dialog.getByLabel('Komentar')).toHaveValue('Barang sampai dengan aman.');
    await expect(dialog.getByRole('radio', { name: '3 dari 5' })).toBeChecked();

    // The retry is held a moment by the server: a double click still sends one request.
    await failNext(page, { method: 'POST', path: '/admin/reviews', delayMs: 600, times: 1 });
    await dialog.getByRole('button', { name: 'Simpan' }).dblclick();
    await expect(dialog.getByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Review berhasil ditambahkan!');
    await expect(dialog).toBeHidden();
    // One refused by the fault, one stored: the double click added none.
    expect(await fakeRequests(page, 'POST', '/admin/reviews')).toHaveLength(2);
    await expect(page.getByTestId('review-buyer').filter({ hasText: 'Joko Uji Gagal' })).toHaveCount(1);
  });

  test('refuses a save without product and name in Indonesian, sending nothing', async ({ page }) => {
    await openManager(page);
    await page.getByRole('button', { name: 'Tambah Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Review' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Produk wajib dipilih.');
    await expect(dialog).toContainText('Nama pembeli wajib diisi.');
    expect(await fakeRequests(page, 'POST', '/admin/reviews')).toHaveLength(0);
  });

  test('deletes the selected reviews after one confirmation, one request each, with a summary', async ({ page }) => {
    await openManager(page);
    const before = Number(await totalStat(page).textContent());
    const buyers = await page.getByTestId('review-buyer').allTextContents();
    await cards(page).nth(0).getByRole('checkbox').check();
    await cards(page).nth(1).getByRole('checkbox').check();
    const bar = page.getByTestId('review-bulk-bar');
    await expect(bar).toContainText('2 review dipilih');
    await bar.getByRole('button', { name: 'Hapus yang dipilih' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus 2 review?' });
    await confirm.getByRole('button', { name: 'Hapus' }).dblclick();
    await expect(toast(page)).toContainText('2 review berhasil dihapus!');
    await expect(bar).toBeHidden();
    await expect(totalStat(page)).toHaveText(String(before - 2));
    const deletes = await fakeRequests(page, 'DELETE', /^\/admin\/reviews\/\d+$/);
    expect(deletes).toHaveLength(2);
    expect(new Set(deletes.map((d) => d.path)).size).toBe(2);
    await expect.poll(async () => (await page.getByTestId('review-buyer').allTextContents()).slice(0, buyers.length - 2)).toEqual(buyers.slice(2));
  });

  test('a photo that does not load shows the placeholder; a failed list shows the error with Coba Lagi', async ({ page }) => {
    await openManager(page);
    await expect(page.getByTestId('review-photo-broken')).toHaveCount(1);
    await expect(page.getByTestId('review-photo-broken')).toHaveAttribute('alt', 'Foto tidak dapat dimuat');

    await failNext(page, { method: 'GET', path: '/admin/reviews', status: 500, body: { error: 'Server review sedang gangguan.' } });
    await page.reload();
    await expect(page.getByTestId('list-error')).toContainText('Server review sedang gangguan.');
    // The cards show a dash, not a zero that would look like a fact.
    await expect(totalStat(page)).toHaveText('–');
    await page.evaluate(() => window.__fakeApi?.clearFaults());
    await page.getByTestId('list-error').getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(totalStat(page)).toHaveText(/^\d+$/);
  });

  test('on a phone nothing is wider than the screen, the list and the form alike', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openManager(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Tambah Review' }).click();
    await expect(page.getByRole('dialog', { name: 'Tambah Review' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
