import { expect, test, type Page } from '@playwright/test';
import { dateFieldText, failNext, login, shownDay, toast, typeDate } from './support';

/** A Jakarta-independent calendar day `offset` days from today, as a date input takes it. */
const day = (offset: number): string => {
  const date = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
};

const row = (page: Page, kode: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: kode, exact: true }) });

// Exact: while a lazy form loads, the list behind it (whose sort buttons mention these names) is still shown.
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const fillBasics = async (page: Page, { nama, kode }: { nama: string; kode: string }) => {
  await field(page, 'Nama Voucher').fill(nama);
  await field(page, 'Kode Voucher').fill(kode);
  await typeDate(page, 'Tanggal Mulai', day(0));
  await typeDate(page, 'Tanggal Berakhir', day(30));
};

const saveAndReturn = async (page: Page, message: string) => {
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(toast(page)).toContainText(message);
  // Catalogue spec §4: the success message shows, then the list opens after 1.5 s.
  await expect(page).toHaveURL(/\/admin\/voucher\/(tambah|edit\/\d+)$/);
  await expect(page).toHaveURL(/\/admin\/voucher(\?.*)?$/, { timeout: 5000 });
};

test.describe('Vouchers', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('the table has the spec columns, Refresh and Tambah Voucher', async ({ page }) => {
    await page.getByRole('menuitem', { name: 'Voucher' }).click();
    await expect(page).toHaveURL(/\/admin\/voucher/);
    for (const header of ['Nama Voucher', 'Kode', 'Tipe', 'Nilai Diskon', 'Min. Belanja', 'Berlaku', 'Kuota', 'Status', 'Aksi']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tambah Voucher' })).toBeVisible();
    await expect(row(page, 'CATHEMAT25')).toContainText('Tanpa batas');
    await expect(row(page, 'SEMENAKHIRTAHUN')).toContainText('10%');
  });

  test('at 1280 px with the sidebar open the table fits: codes whole, no sideways scroll, every action in view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/voucher');
    const semen = row(page, 'SEMENAKHIRTAHUN');
    await expect(semen).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    // One line: the code is not wrapped or cut.
    const code = semen.getByText('SEMENAKHIRTAHUN', { exact: true });
    expect(await code.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().height < 24)).toBe(true);
    await expect(semen.getByRole('button', { name: 'Hapus' })).toBeInViewport({ ratio: 1 });
    // Below the list's heading the last rows start under the fold: brought into view, nothing of them is cut at the side.
    const last = row(page, 'BAJARINGAN20K');
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('link', { name: 'Edit' })).toBeInViewport({ ratio: 1 });
  });

  test('creates a PERSEN voucher, code upper-cased as typed, and finds it in the table', async ({ page }) => {
    await page.goto('/admin/voucher');
    await page.getByRole('link', { name: 'Tambah Voucher' }).click();
    await expect(page).toHaveURL(/\/admin\/voucher\/tambah$/);
    await fillBasics(page, { nama: 'Diskon Besi Beton Awal Bulan', kode: 'besi awal 15' });
    await expect(field(page, 'Kode Voucher')).toHaveValue('BESIAWAL15');
    await field(page, 'Persentase Diskon (%)').fill('15');
    await field(page, 'Maksimal Diskon').pressSequentially('75000');
    await expect(field(page, 'Maksimal Diskon')).toHaveValue('75.000');
    await field(page, 'Minimal Belanja').fill('1000000');
    await field(page, 'Kuota Voucher').fill('50');
    await saveAndReturn(page, 'Voucher baru berhasil ditambahkan!');
    const created = row(page, 'BESIAWAL15');
    await expect(created).toContainText('Diskon Besi Beton Awal Bulan');
    await expect(created).toContainText('15%');
    await expect(created).toContainText('Maks. Rp75.000');
    await expect(created).toContainText('Rp1.000.000');
    await expect(created).toContainText('50');
    await expect(created).toContainText('AKTIF');

    // Kept after a reload (the demo's database persists).
    await page.reload();
    await expect(row(page, 'BESIAWAL15')).toContainText('15%');
  });

  test('creates a NOMINAL voucher with unlimited quota; switching type clears the value', async ({ page }) => {
    await page.goto('/admin/voucher/tambah');
    await fillBasics(page, { nama: 'Potongan Pipa PVC', kode: 'PIPA25RB' });
    await field(page, 'Persentase Diskon (%)').fill('10');
    await page.getByLabel('NOMINAL', { exact: true }).check();
    await expect(field(page, 'Maksimal Diskon')).toHaveCount(0);
    await expect(field(page, 'Nominal Diskon')).toHaveValue('');
    await field(page, 'Nominal Diskon').pressSequentially('25000');
    await expect(field(page, 'Nominal Diskon')).toHaveValue('25.000');
    await saveAndReturn(page, 'Voucher baru berhasil ditambahkan!');
    const created = row(page, 'PIPA25RB');
    await expect(created).toContainText('NOMINAL');
    await expect(created).toContainText('Rp25.000');
    await expect(created).toContainText('Tanpa batas');
  });

  test('creates a PRIVATE voucher that needs the customer e-mail', async ({ page }) => {
    await page.goto('/admin/voucher/tambah');
    await fillBasics(page, { nama: 'Voucher Khusus Bu Rina', kode: 'RINA10' });
    await field(page, 'Persentase Diskon (%)').fill('10');
    await page.getByLabel(/^PRIVATE/).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Email customer wajib diisi untuk voucher PRIVATE.')).toBeVisible();
    await field(page, 'Email Customer').fill('rina.kartika@gmail.com');
    await saveAndReturn(page, 'Voucher baru berhasil ditambahkan!');
    await expect(row(page, 'RINA10')).toContainText('Khusus rina.kartika@gmail.com');
  });

  test('shows the validation messages of catalogue spec §5 and keeps what was typed', async ({ page }) => {
    await page.goto('/admin/voucher/tambah');
    await field(page, 'Persentase Diskon (%)').fill('120');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Nama dan Kode Voucher wajib diisi.')).toHaveCount(2);
    await expect(page.getByText('Untuk tipe PERSEN, nilai diskon harus antara 1-100.')).toBeVisible();
    await expect(page.getByText('Tanggal Mulai dan Tanggal Berakhir wajib diisi.')).toHaveCount(2);

    await typeDate(page, 'Tanggal Mulai', day(10));
    await typeDate(page, 'Tanggal Berakhir', day(5));
    await expect(page.getByText('Tanggal Berakhir tidak boleh sebelum Tanggal Mulai.')).toBeVisible();

    await page.getByLabel('NOMINAL', { exact: true }).check();
    await expect(page.getByText('Untuk tipe NOMINAL, nilai diskon harus lebih dari 0.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/voucher\/tambah$/);
    await expect(dateFieldText(page, 'Tanggal Mulai')).toHaveValue(shownDay(day(10)));
  });

  test('edits a voucher: switching its status off saves it NONAKTIF', async ({ page }) => {
    await page.goto('/admin/voucher');
    await row(page, 'SANITAIR8').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/voucher\/edit\/\d+$/);
    await expect(field(page, 'Nama Voucher')).toHaveValue('Diskon Sanitair Kamar Mandi');
    await expect(field(page, 'Maksimal Diskon')).toHaveValue('150.000');
    await page.getByLabel('Status: AKTIF', { exact: true }).uncheck();
    await expect(page.getByLabel('Status: NONAKTIF', { exact: true })).not.toBeChecked();
    await saveAndReturn(page, 'Voucher berhasil diperbarui!');
    await expect(row(page, 'SANITAIR8')).toContainText('NONAKTIF');
  });

  test('deactivates an AKTIF voucher after confirmation', async ({ page }) => {
    await page.goto('/admin/voucher');
    await expect(row(page, 'BAJARINGAN20K').getByRole('button', { name: 'Nonaktifkan' })).toHaveCount(0);
    await row(page, 'ONGKIRPROYEK').getByRole('button', { name: 'Nonaktifkan' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Nonaktifkan voucher "ONGKIRPROYEK"?');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(row(page, 'ONGKIRPROYEK')).toContainText('AKTIF');

    await row(page, 'ONGKIRPROYEK').getByRole('button', { name: 'Nonaktifkan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Nonaktifkan' }).click();
    await expect(toast(page)).toContainText('Voucher berhasil dinonaktifkan.');
    await expect(row(page, 'ONGKIRPROYEK')).toContainText('NONAKTIF');
    await expect(row(page, 'ONGKIRPROYEK').getByRole('button', { name: 'Nonaktifkan' })).toHaveCount(0);
  });

  test('deletes a voucher permanently after confirmation', async ({ page }) => {
    await page.goto('/admin/voucher');
    await row(page, 'PIPAHEMAT').getByRole('button', { name: 'Hapus' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Hapus permanen voucher "PIPAHEMAT"?');
    await expect(dialog).toContainText('Yakin ingin menghapus voucher ini secara permanen? Tindakan ini tidak dapat dibatalkan.');
    await dialog.getByRole('button', { name: /Konfirmasi|Ya|Hapus/ }).click();
    await expect(toast(page)).toContainText('Voucher berhasil dihapus.');
    await expect(row(page, 'PIPAHEMAT')).toHaveCount(0);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row(page, 'SETIABUDI')).toBeVisible();
    await expect(row(page, 'PIPAHEMAT')).toHaveCount(0);
  });

  test('a save the server rejects keeps the form and shows the error', async ({ page }) => {
    await page.goto('/admin/voucher/tambah');
    await fillBasics(page, { nama: 'Voucher Gagal Simpan', kode: 'GAGAL1' });
    await page.getByLabel('NOMINAL', { exact: true }).check();
    await field(page, 'Nominal Diskon').pressSequentially('10000');
    await failNext(page, { method: 'POST', path: '/admin/voucher', status: 500, body: { error: 'Database voucher sedang sibuk.' }, times: 1 });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Database voucher sedang sibuk.');
    await expect(page).toHaveURL(/\/admin\/voucher\/tambah$/);
    await expect(field(page, 'Nama Voucher')).toHaveValue('Voucher Gagal Simpan');
    await expect(field(page, 'Nominal Diskon')).toHaveValue('10.000');

    // A duplicate code is the server's 409, shown the same way.
    await field(page, 'Kode Voucher').fill('SEMENAKHIRTAHUN');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('Kode voucher "SEMENAKHIRTAHUN" sudah digunakan voucher lain.');

    await field(page, 'Kode Voucher').fill('GAGAL1');
    await saveAndReturn(page, 'Voucher baru berhasil ditambahkan!');
    await expect(row(page, 'GAGAL1')).toBeVisible();
  });

  test('a failed list load shows the error with Coba Lagi', async ({ page }) => {
    await failNext(page, { method: 'GET', path: '/admin/voucher', status: 500, body: {}, times: 1 });
    await page.goto('/admin/voucher');
    await expect(page.getByTestId('list-error')).toContainText('Gagal mengambil data voucher.');
    await page.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(row(page, 'SEMENAKHIRTAHUN')).toBeVisible();
  });
});
