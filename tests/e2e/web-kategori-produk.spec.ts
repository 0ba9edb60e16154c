import { expect, test, type Page } from '@playwright/test';
import { failNext, login, toast } from './support';

const GRID = '/admin/web-kategori-produk';

const cards = (page: Page) => page.getByTestId('category-card');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cardNames = (page: Page) => cards(page).locator('h3');
const stat = (page: Page, testId: string) => page.getByTestId(`${testId}-value`);
const nameInput = (page: Page) => page.getByRole('textbox', { name: 'Nama Kategori' });
const descriptionInput = (page: Page) => page.getByRole('textbox', { name: 'Deskripsi' });
const emojiInput = (page: Page) => page.getByRole('textbox', { name: 'Ikon Emoji' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Simpan' });

const openGrid = async (page: Page) => {
  await page.goto(GRID);
  await expect(page.getByTestId('category-grid')).toBeVisible();
};

const openMenu = async (page: Page, name: string) => {
  await card(page, name).getByRole('button', { name: `Menu kategori ${name}` }).click();
};

const sortBy = async (page: Page, label: 'Nama' | 'Urutan' | 'Tanggal') => {
  await page.getByRole('combobox', { name: 'Urutkan' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
};

const expectFirstCards = async (page: Page, names: string[]) => {
  for (const [index, name] of names.entries()) await expect(cardNames(page).nth(index)).toHaveText(name);
};

/** A real PNG drawn by the browser itself: 96x96, a coloured square with a letter. */
const pngIcon = async (page: Page, colour: string): Promise<Buffer> => {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = fill;
    context.fillRect(0, 0, 96, 96);
    context.fillStyle = '#ffffff';
    context.font = 'bold 48px sans-serif';
    context.fillText('P', 30, 64);
    return canvas.toDataURL('image/png').split(',')[1] as string;
  }, colour);
  return Buffer.from(base64, 'base64');
};

test.describe('Web categories', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('the grid shows the stat cards and a card per category, reached from the menu', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Kategori Web' }).click();
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk$/);
    await expect(stat(page, 'stat-total')).toHaveText('14');
    await expect(stat(page, 'stat-with-photo')).toHaveText('5');
    await expect(stat(page, 'stat-linked')).toHaveText('11');
    await expect(stat(page, 'stat-new')).toHaveText('3');
    await expect(cards(page)).toHaveCount(14);
    const semen = card(page, 'Semen & Mortar');
    await expect(semen.getByTestId('category-photo')).toBeVisible();
    await expect(semen.getByTestId('category-pos')).toHaveText('POS: Semen & Mortar');
    await expect(semen.getByTestId('category-order')).toHaveText('Urutan 1');
    await expect(card(page, 'Perkakas Tukang').getByTestId('category-pos')).toHaveText('Belum terhubung ke POS');
    await expect(card(page, 'Pintu & Jendela')).toContainText('Baru');
  });

  test('searches names and descriptions, and says when nothing matches', async ({ page }) => {
    await openGrid(page);
    await page.getByRole('searchbox', { name: 'Cari kategori' }).fill('spandek');
    await expect(cards(page)).toHaveCount(1);
    await expect(cardNames(page).first()).toHaveText('Atap & Genteng');
    await page.getByRole('searchbox', { name: 'Cari kategori' }).fill('KERAMIK');
    await expect(cardNames(page)).toHaveText(['Keramik & Lantai']);
    await page.getByRole('searchbox', { name: 'Cari kategori' }).fill('granit merah muda');
    await expect(page.getByTestId('category-grid-no-match')).toHaveText('Tidak ada kategori yang cocok dengan "granit merah muda".');
    // The stat cards still count every category.
    await expect(stat(page, 'stat-total')).toHaveText('14');
  });

  test('sorts by Nama, Urutan and Tanggal, ascending and descending', async ({ page }) => {
    await openGrid(page);
    // Default: Urutan, ascending.
    await expectFirstCards(page, ['Semen & Mortar', 'Cat & Pelapis', 'Pipa & Fitting']);
    await page.getByRole('button', { name: 'Naik' }).click();
    await expect(page.getByRole('button', { name: 'Turun' })).toBeVisible();
    await expectFirstCards(page, ['Pintu & Jendela', 'Paku, Baut & Sekrup', 'Waterproofing']);

    await sortBy(page, 'Nama');
    await expectFirstCards(page, ['Waterproofing', 'Taman & Outdoor', 'Semen & Mortar']);
    await page.getByRole('button', { name: 'Turun' }).click();
    await expectFirstCards(page, ['Atap & Genteng', 'Besi & Baja', 'Cat & Pelapis']);

    await sortBy(page, 'Tanggal');
    await expectFirstCards(page, ['Semen & Mortar', 'Atap & Genteng', 'Pipa & Fitting']);
    await page.getByRole('button', { name: 'Naik' }).click();
    await expectFirstCards(page, ['Paku, Baut & Sekrup', 'Pintu & Jendela', 'Waterproofing']);

    // The choice survives a visit to a form and back.
    await openMenu(page, 'Waterproofing');
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(nameInput(page)).toHaveValue('Waterproofing');
    await page.getByRole('link', { name: 'Batal' }).click();
    await expectFirstCards(page, ['Paku, Baut & Sekrup', 'Pintu & Jendela', 'Waterproofing']);
  });

  test('adds a category with generated emoji and description, previewed live, then back to the grid', async ({ page }) => {
    // Two generators, a save, a timed redirect and a reload: longer than the default budget on a busy CI machine.
    test.setTimeout(60_000);
    await openGrid(page);
    await page.getByRole('link', { name: 'Tambah Kategori' }).click();
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk\/tambah$/);

    await page.getByRole('button', { name: 'Generate Emoji' }).click();
    await expect(page.getByTestId('emoji-error')).toHaveText('Isi nama kategori terlebih dahulu.');

    await nameInput(page).fill('Lem & Perekat Kayu');
    await page.getByRole('combobox', { name: 'Kategori POS' }).click();
    await page.getByRole('option', { name: 'Bahan Kimia Bangunan' }).click();
    await page.getByRole('spinbutton', { name: 'Urutan' }).fill('20');
    await page.getByRole('button', { name: 'Generate Emoji' }).click();
    await expect(emojiInput(page)).toHaveValue('🪵');
    await page.getByRole('button', { name: 'Generate Deskripsi' }).click();
    await expect(descriptionInput(page)).toHaveValue(/Lem & Perekat Kayu/);
    const description = await descriptionInput(page).inputValue();
    await expect(page.getByTestId('description-counter')).toHaveText(`${description.length}/160 karakter`);

    const preview = page.getByTestId('category-preview-card');
    await expect(preview.locator('h3')).toHaveText('Lem & Perekat Kayu');
    await expect(preview.getByTestId('category-pos')).toHaveText('POS: Bahan Kimia Bangunan');
    await expect(preview.getByTestId('category-order')).toHaveText('Urutan 20');
    await expect(preview.getByTestId('category-description')).toHaveText(description);

    // The pointer leaves the generate button as a hand would: its tooltip, open while hovered, lies over
    // Simpan, and under CI load Playwright waited on it for the whole test's time.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Kategori web baru berhasil ditambahkan!');
    // The message shows on the form first; the grid follows after 1.5 s.
    await expect(page).toHaveURL(/\/tambah$/);
    await expect(saveButton(page)).toBeDisabled();
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk$/);
    const added = card(page, 'Lem & Perekat Kayu');
    await expect(added).toContainText(description);
    await expect(added.getByTestId('category-pos')).toHaveText('POS: Bahan Kimia Bangunan');
    await expect(added).toContainText('Baru');
    await expect(stat(page, 'stat-total')).toHaveText('15');
    await expect(stat(page, 'stat-new')).toHaveText('4');
    await expect(stat(page, 'stat-linked')).toHaveText('12');

    await page.reload();
    await expect(card(page, 'Lem & Perekat Kayu')).toBeVisible();
  });

  test('an empty description is saved as the default text, an empty POS link as none', async ({ page }) => {
    await page.goto(`${GRID}/tambah`);
    await nameInput(page).fill('Kaca & Cermin');
    await expect(page.getByTestId('category-preview-card').getByTestId('category-description')).toHaveText('Kategori produk bahan bangunan berkualitas');
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk$/);
    await expect(card(page, 'Kaca & Cermin')).toContainText('Kategori produk bahan bangunan berkualitas');
    await expect(card(page, 'Kaca & Cermin').getByTestId('category-pos')).toHaveText('Belum terhubung ke POS');
  });

  test('refuses bad input with the spec messages and keeps what was typed', async ({ page }) => {
    await page.goto(`${GRID}/tambah`);
    await expect(nameInput(page)).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByText('Nama Kategori wajib diisi.')).toBeVisible();

    await nameInput(page).fill('Cat Besi');
    await emojiInput(page).fill('🎨🔩🏠');
    await descriptionInput(page).fill('x'.repeat(161));
    await page.getByRole('spinbutton', { name: 'Urutan' }).fill('-2');
    await expect(page.getByTestId('description-counter')).toHaveText('161/160 karakter');
    await saveButton(page).click();
    await expect(page.getByText('Ikon maksimal 2 karakter.')).toBeVisible();
    await expect(page.getByText('Deskripsi maksimal 160 karakter.')).toBeVisible();
    await expect(page.getByText('Urutan harus bilangan bulat, minimal 0.')).toBeVisible();
    // The browser has no rule of its own on the field (no English bubble): the app's message is the only one.
    expect(await page.getByRole('spinbutton', { name: 'Urutan' }).evaluate((input: HTMLInputElement) => input.type === 'text' && input.validity.valid)).toBe(true);
    await expect(page).toHaveURL(/\/tambah$/);
    await expect(descriptionInput(page)).toHaveValue('x'.repeat(161));

    // A single emoji made of several code points counts as one character.
    await emojiInput(page).fill('🏗️');
    await descriptionInput(page).fill('Cat khusus besi');
    await page.getByRole('spinbutton', { name: 'Urutan' }).fill('0');
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Kategori web baru berhasil ditambahkan!');
  });

  test('edits a category with an icon photo and shows the photo on its card', async ({ page }) => {
    await openGrid(page);
    await expect(card(page, 'Pipa & Fitting').getByTestId('category-photo')).toHaveCount(0);
    await openMenu(page, 'Pipa & Fitting');
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk\/edit\/3$/);
    await expect(nameInput(page)).toHaveValue('Pipa & Fitting');

    // Files the icon refuses, each with its spec message.
    const photoInput = page.getByLabel('Foto Ikon');
    await photoInput.setInputFiles({ name: 'katalog.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
    await expect(page.getByTestId('image-errors')).toContainText('File harus berupa gambar.');
    await photoInput.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(1_048_577) });
    await expect(page.getByTestId('image-errors')).toContainText('Ukuran file maksimal 1MB. Kompres gambar atau gunakan resolusi 128x128px.');
    await photoInput.setInputFiles({ name: 'animasi.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByTestId('image-errors')).toContainText('Format file harus JPG, PNG, atau WEBP');

    await photoInput.setInputFiles({ name: 'ikon-pipa.png', mimeType: 'image/png', buffer: await pngIcon(page, '#0277bd') });
    await expect(page.getByTestId('image-tile')).toBeVisible();
    await expect(page.getByTestId('category-preview-card').getByTestId('category-photo')).toBeVisible();
    await nameInput(page).fill('Pipa & Fitting PVC');
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Kategori web berhasil diperbarui!');

    await expect(page).toHaveURL(/\/admin\/web-kategori-produk$/);
    const photo = card(page, 'Pipa & Fitting PVC').getByTestId('category-photo');
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^data:image\/(webp|png);base64,/);
    // The browser really decoded it: a broken image has no natural width.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(stat(page, 'stat-with-photo')).toHaveText('6');

    // Still there after a reload, and the form shows it as the stored photo.
    await page.reload();
    await expect(card(page, 'Pipa & Fitting PVC').getByTestId('category-photo')).toBeVisible();
    await page.goto(`${GRID}/edit/3`);
    await expect(page.getByTestId('image-tile')).toContainText('Tersimpan');
  });

  test('removing the icon photo on edit leaves the emoji on the card', async ({ page }) => {
    await page.goto(`${GRID}/edit/1`);
    await expect(nameInput(page)).toHaveValue('Semen & Mortar');
    await page.getByTestId('image-tile').getByRole('button', { name: 'Hapus foto' }).click();
    await expect(page.getByTestId('category-preview-card').getByTestId('category-photo')).toHaveCount(0);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk$/);
    await expect(card(page, 'Semen & Mortar').getByTestId('category-photo')).toHaveCount(0);
    await expect(card(page, 'Semen & Mortar').getByTestId('category-emoji')).toBeVisible();
    await expect(stat(page, 'stat-with-photo')).toHaveText('4');
  });

  test('deletes only after confirmation, with a toast that clears after 3 s', async ({ page }) => {
    // A category no web product uses yet (the seeded ones carry the seeded products).
    await page.goto(`${GRID}/tambah`);
    await nameInput(page).fill('Kategori Sementara');
    await saveButton(page).click();
    await expect(card(page, 'Kategori Sementara')).toBeVisible();
    await expect(stat(page, 'stat-total')).toHaveText('15');

    await openMenu(page, 'Kategori Sementara');
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Hapus kategori "Kategori Sementara"?');
    await expect(dialog).toContainText('Yakin ingin menghapus kategori ini? Tindakan ini tidak dapat dibatalkan.');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'Kategori Sementara')).toBeVisible();

    // Let the add's toast go, so the one checked next is the delete's own.
    await expect(toast(page)).toBeHidden({ timeout: 7_000 });
    await openMenu(page, 'Kategori Sementara');
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(toast(page)).toContainText('Kategori berhasil dihapus!');
    const shownAt = Date.now();
    await expect(card(page, 'Kategori Sementara')).toHaveCount(0);
    await expect(stat(page, 'stat-total')).toHaveText('14');
    await expect(toast(page)).toBeHidden({ timeout: 4_500 });
    // Closed by its own 3 s timer, not the 5 s of other toasts.
    expect(Date.now() - shownAt).toBeLessThan(4_500);

    await page.reload();
    await expect(cards(page)).toHaveCount(14);
  });

  test("deleting a category web products use is refused with the server's 409 message", async ({ page }) => {
    await openGrid(page);
    const used = await page.evaluate(async () => {
      const db = await window.__fakeApi?.snapshot();
      const id = db?.produkWeb.find((product) => product.kategoriProdukWebId !== null)?.kategoriProdukWebId;
      const category = db?.webKategoriProduk.find((c) => c.id === Number(id));
      return category ? { nama: category.namaKategori, count: db?.produkWeb.filter((p) => Number(p.kategoriProdukWebId) === category.id).length } : null;
    });
    expect(used).not.toBeNull();
    await openMenu(page, used!.nama);
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(toast(page)).toContainText(`Kategori "${used!.nama}" masih dipakai oleh ${used!.count} produk web.`);
    await expect(card(page, used!.nama)).toBeVisible();
    await expect(stat(page, 'stat-total')).toHaveText('14');
  });

  test('a delete the server refuses keeps the card and says why', async ({ page }) => {
    await openGrid(page);
    await failNext(page, { method: 'DELETE', path: '/admin/web-kategori-produk/{id}', status: 500, body: {}, times: 1 });
    await openMenu(page, 'Kayu & Triplek');
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(toast(page)).toContainText('Gagal menghapus kategori.');
    await expect(card(page, 'Kayu & Triplek')).toBeVisible();
  });

  test('a save the server rejects keeps the form as typed and shows the error', async ({ page }) => {
    await page.goto(`${GRID}/tambah`);
    await expect(nameInput(page)).toBeVisible();
    await failNext(page, { method: 'POST', path: '/admin/web-kategori-produk', status: 500, body: { error: 'Database sedang sibuk.' }, times: 1 });
    await nameInput(page).fill('Kategori Gagal Simpan');
    await emojiInput(page).fill('🧰');
    await descriptionInput(page).fill('Tetap ada setelah gagal');
    await page.getByRole('spinbutton', { name: 'Urutan' }).fill('7');
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Database sedang sibuk.');
    await expect(page).toHaveURL(/\/tambah$/);
    await expect(nameInput(page)).toHaveValue('Kategori Gagal Simpan');
    await expect(emojiInput(page)).toHaveValue('🧰');
    await expect(descriptionInput(page)).toHaveValue('Tetap ada setelah gagal');
    await expect(page.getByRole('spinbutton', { name: 'Urutan' })).toHaveValue('7');

    // The same form then saves once the server recovers.
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Kategori web baru berhasil ditambahkan!');
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk$/);
    await expect(card(page, 'Kategori Gagal Simpan')).toBeVisible();
  });

  test("a name that already exists is refused with the server's 409 message", async ({ page }) => {
    await page.goto(`${GRID}/edit/2`);
    await expect(nameInput(page)).toHaveValue('Cat & Pelapis');
    await nameInput(page).fill('semen & mortar');
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Kategori "Semen & Mortar" sudah ada.');
    await expect(nameInput(page)).toHaveValue('semen & mortar');
  });

  test('an edit the server rejects without text shows "Gagal menyimpan kategori web."', async ({ page }) => {
    await page.goto(`${GRID}/edit/5`);
    await expect(nameInput(page)).toHaveValue('Besi & Baja');
    await failNext(page, { method: 'PUT', path: '/admin/web-kategori-produk/{id}', status: 500, body: {}, times: 1 });
    await nameInput(page).fill('Besi Beton');
    await saveButton(page).click();
    await expect(toast(page)).toContainText('Gagal menyimpan kategori web.');
    await expect(nameInput(page)).toHaveValue('Besi Beton');
  });

  test('a failed grid load shows "Gagal memuat daftar kategori web." with Coba Lagi', async ({ page }) => {
    await failNext(page, { method: 'GET', path: '/admin/web-kategori-produk', status: 500, body: {}, times: 1 });
    await page.goto(GRID);
    await expect(page.getByTestId('list-error')).toContainText('Gagal memuat daftar kategori web.');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(cards(page)).toHaveCount(14);
  });

  test('an empty list offers to add the first category', async ({ page }) => {
    await failNext(page, { method: 'GET', path: '/admin/web-kategori-produk', status: 200, body: { data: [] }, times: 1 });
    await page.goto(GRID);
    await expect(page.getByTestId('category-grid-empty')).toContainText('Belum ada kategori web.');
    await page.getByRole('link', { name: 'Tambah kategori pertama' }).click();
    await expect(page).toHaveURL(/\/admin\/web-kategori-produk\/tambah$/);
  });

  test('the form says when the POS options fail, and can retry them', async ({ page }) => {
    await failNext(page, { method: 'GET', path: '/admin/kategori-produk', status: 500, body: {}, times: 1 });
    await page.goto(`${GRID}/tambah`);
    await expect(page.getByTestId('pos-options-error')).toContainText('Gagal memuat opsi kategori POS.');
    await page.getByTestId('pos-options-error').getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByTestId('pos-options-error')).toBeHidden();
    await page.getByRole('combobox', { name: 'Kategori POS' }).click();
    await expect(page.getByRole('option', { name: 'Semen & Mortar' })).toBeVisible();
  });

  test('a generator failure shows its message and keeps the field', async ({ page }) => {
    await page.goto(`${GRID}/tambah`);
    await expect(nameInput(page)).toBeVisible();
    await failNext(page, { method: 'GET', path: '/admin/produk-web/api/generate-emoji', status: 500, body: {}, times: 1 });
    await failNext(page, { method: 'POST', path: '/admin/web-kategori-produk/generate-deskripsi', status: 503, body: { error: 'Layanan AI sedang sibuk.' }, times: 1 });
    await nameInput(page).fill('Pipa Air');
    await emojiInput(page).fill('💧');
    await page.getByRole('button', { name: 'Generate Emoji' }).click();
    await expect(page.getByTestId('emoji-error')).toHaveText('Gagal generate emoji.');
    await expect(emojiInput(page)).toHaveValue('💧');
    await page.getByRole('button', { name: 'Generate Deskripsi' }).click();
    await expect(page.getByTestId('description-error')).toHaveText('Gagal generate deskripsi: Layanan AI sedang sibuk.');
  });
});
