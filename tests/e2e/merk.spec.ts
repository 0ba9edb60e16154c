import { expect, test, type Page } from '@playwright/test';
import { failNext, login, toast } from './support';

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** Types a search and waits until the list has applied it (react-admin debounces it into the URL). */
const searchFor = async (page: Page, text: string) => {
  await page.getByPlaceholder('Cari merk').fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(text).replace(/%20/g, '(%20|\\+)')}`, 'i'));
};

test.describe('Brands (merk)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('the list shows name, slug, status and actions, and searches', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Merk' }).click();
    await expect(page).toHaveURL(/\/admin\/merk/);
    for (const header of ['Nama Merk', 'Slug', 'Status', 'Aksi']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await searchFor(page, 'kansai');
    await expect(row(page, 'Kansai Paint')).toContainText('Non-Aktif');
    await expect(page.getByRole('row')).toHaveCount(2);
  });

  test('after adding a brand the list comes back without the old search, so the new brand shows', async ({ page }) => {
    await page.goto('/admin/merk');
    await searchFor(page, 'kansai');
    await page.getByRole('link', { name: 'Tambah Merk' }).click();
    await page.getByLabel('Nama Merk', { exact: true }).fill('Aaa Merk Baru');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');
    await expect(row(page, 'Aaa Merk Baru')).toBeVisible();
    await expect(page.getByPlaceholder('Cari merk')).toHaveValue('');
  });

  test('a very long name wraps inside the page, and bidi controls cannot reorder a name', async ({ page }) => {
    await page.goto('/admin/merk/tambah');
    const long = `Merk${'x'.repeat(90)}`;
    await page.getByLabel('Nama Merk', { exact: true }).fill(long);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');
    await page.getByRole('link', { name: 'Tambah Merk' }).click();
    await page.getByLabel('Nama Merk', { exact: true }).fill('\u202Eevil.exe');
    await page.getByLabel('Slug', { exact: true }).fill('evil-exe');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');

    await searchFor(page, 'xxxxxxxxxx');
    await expect(page.getByRole('row')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await searchFor(page, 'evil');
    const cell = page.getByRole('row').nth(1).getByRole('cell').first();
    await expect(cell).toHaveText('evil.exe');
    expect(await cell.evaluate((el) => el.textContent?.includes('\u202E'))).toBe(false);
  });

  test('adding a brand derives the slug from the name and lists it', async ({ page }) => {
    await page.goto('/admin/merk');
    await page.getByRole('link', { name: 'Tambah Merk' }).click();
    await expect(page).toHaveURL(/\/admin\/merk\/tambah$/);
    await page.getByLabel('Nama Merk', { exact: true }).fill('Semen  Baturaja & Co.');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('semen-baturaja-co');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');
    await expect(page).toHaveURL(/\/admin\/merk(\?.*)?$/);
    await searchFor(page, 'baturaja');
    await expect(row(page, 'Semen  Baturaja & Co.').or(row(page, 'Semen Baturaja & Co.'))).toContainText('semen-baturaja-co');
  });

  test('both name and slug are required', async ({ page }) => {
    await page.goto('/admin/merk/tambah');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Nama dan Slug merk tidak boleh kosong.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/merk\/tambah$/);
  });

  test('a hand-edited slug is kept when the name changes', async ({ page }) => {
    await page.goto('/admin/merk/tambah');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Cat Kilap');
    await page.getByLabel('Slug', { exact: true }).fill('kilap-promo');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Cat Kilap Super');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('kilap-promo');
  });

  test('editing renames with slug derivation and can deactivate', async ({ page }) => {
    await page.goto('/admin/merk');
    await searchFor(page, 'dulux');
    await row(page, 'Dulux').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/merk\/edit\/\d+$/);
    await expect(page.getByLabel('Nama Merk', { exact: true })).toHaveValue('Dulux');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Dulux Weathershield');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('dulux-weathershield');
    await page.getByLabel('Aktif').uncheck();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk berhasil diperbarui!');
    await searchFor(page, 'weathershield');
    await expect(row(page, 'Dulux Weathershield')).toContainText('dulux-weathershield');
    await expect(row(page, 'Dulux Weathershield')).toContainText('Non-Aktif');
  });

  test('react-admin\'s own edit link shape redirects to the spec route', async ({ page }) => {
    await page.goto('/admin/merk/3');
    await expect(page).toHaveURL(/\/admin\/merk\/edit\/3$/);
    await page.goto('/admin/merk/create');
    await expect(page).toHaveURL(/\/admin\/merk\/tambah$/);
  });

  test('deleting asks for confirmation first', async ({ page }) => {
    await page.goto('/admin/merk');
    await searchFor(page, 'aquaproof');
    // The filtered list is on screen (header and one row): a click on the unfiltered list's row just
    // before it is replaced would open a dialog that goes with the old row.
    await expect(page.getByRole('row')).toHaveCount(2);
    await row(page, 'Aquaproof').getByRole('button', { name: 'Hapus' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Yakin ingin menghapus merk ini? Tindakan ini tidak dapat dibatalkan.');
    await dialog.getByRole('button', { name: /Batal/ }).click();
    await expect(row(page, 'Aquaproof')).toBeVisible();

    await row(page, 'Aquaproof').getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Konfirmasi|Ya|Hapus/ }).click();
    await expect(toast(page)).toContainText('Merk berhasil dihapus.');
    await expect(row(page, 'Aquaproof')).toHaveCount(0);
  });

  test('a save the server rejects keeps what was typed and shows the error', async ({ page }) => {
    await page.goto('/admin/merk/tambah');
    await failNext(page, { method: 'POST', path: '/admin/merk', status: 500, body: { error: 'Database sedang sibuk.' }, times: 1 });
    await page.getByLabel('Nama Merk', { exact: true }).fill('Merk Gagal Simpan');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Database sedang sibuk.');
    await expect(page).toHaveURL(/\/admin\/merk\/tambah$/);
    await expect(page.getByLabel('Nama Merk', { exact: true })).toHaveValue('Merk Gagal Simpan');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('merk-gagal-simpan');

    // The same form then saves once the server recovers.
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');
  });

  test('an edit the server rejects without text shows the spec fallback and keeps the input', async ({ page }) => {
    await page.goto('/admin/merk/edit/3');
    await expect(page.getByLabel('Nama Merk', { exact: true })).not.toHaveValue('');
    await failNext(page, { method: 'PUT', path: '/admin/merk/{id}', status: 500, body: {}, times: 1 });
    await page.getByLabel('Nama Merk', { exact: true }).fill('Nama Baru Sementara');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Gagal menyimpan data merk.');
    await expect(page.getByLabel('Nama Merk', { exact: true })).toHaveValue('Nama Baru Sementara');
  });

  test('a duplicate slug is refused by the server with its message', async ({ page }) => {
    await page.goto('/admin/merk/tambah');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Avian');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Slug "avian" sudah dipakai merk lain.');
    await expect(page.getByLabel('Nama Merk', { exact: true })).toHaveValue('Avian');
  });

  test('a new brand is still there after a reload', async ({ page }) => {
    await page.goto('/admin/merk/tambah');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Kuat Abadi');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');
    // Back on the list (after the spec's 1.5 s), the reload starts the app afresh there.
    await expect(page).toHaveURL(/\/admin\/merk(\?.*)?$/, { timeout: 5000 });
    await page.reload();
    await searchFor(page, 'kuat abadi');
    await expect(row(page, 'Kuat Abadi')).toContainText('kuat-abadi');
  });

  test('a failed list load shows the error with Coba Lagi', async ({ page }) => {
    await failNext(page, { method: 'GET', path: '/admin/merk', status: 500, body: {}, times: 1 });
    await page.goto('/admin/merk');
    await expect(page.getByTestId('list-error')).toContainText('Gagal memuat data merk.');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(row(page, 'Avian')).toBeVisible();
  });
});
