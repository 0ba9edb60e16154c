import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '@/domain/format';
import { dateField, dateFieldText, login, shownDay, toast, typeDate } from './support';

// An administrator whose browser speaks English: the date fields still read the Indonesian way
// (a native date input would show mm/dd/yyyy here).
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** A calendar day `offset` days from today, `YYYY-MM-DD`; far enough from midnight in any zone to matter. */
const day = (offset: number): string => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const monthYear = (isoDay: string) => new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

const search = async (page: Page, placeholder: string, text: string) => {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(text)}`, 'i'));
};

test.describe('Indonesian date inputs whatever the browser language', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('a voucher period is typed day first, shown 10/12/2026, picked on an Indonesian calendar and kept', async ({ page }) => {
    await page.goto('/admin/voucher/tambah');
    const start = day(3);
    const end = day(40);

    await dateField(page, 'Tanggal Mulai').getByRole('spinbutton', { name: 'Hari' }).click();
    await expect(dateField(page, 'Tanggal Mulai')).toContainText('HH/BB/TTTT');
    await typeDate(page, 'Tanggal Mulai', start);
    await typeDate(page, 'Tanggal Berakhir', end);
    await expect(dateFieldText(page, 'Tanggal Mulai')).toHaveValue(shownDay(start));
    await expect(dateFieldText(page, 'Tanggal Berakhir')).toHaveValue(shownDay(end));

    // The calendar opens on the chosen month, named in Indonesian, weeks starting on Senin.
    await page.getByRole('button', { name: /^Pilih tanggal, tanggal terpilih/ }).first().click();
    const calendar = page.getByRole('dialog');
    await expect(calendar).toContainText(new RegExp(monthYear(start), 'i'));
    await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('aria-label', /senin/i);
    await page.keyboard.press('Escape');

    await page.getByLabel('Nama Voucher', { exact: true }).fill('Promo Tanggal Indonesia');
    await page.getByLabel('Kode Voucher', { exact: true }).fill('TGLINDO');
    await page.getByLabel('Persentase Diskon (%)', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(toast(page)).toContainText('berhasil');
    await expect(page).toHaveURL(/\/admin\/voucher(\?.*)?$/, { timeout: 5000 });

    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'TGLINDO', exact: true }) });
    await expect(row).toContainText(`${formatDate(`${start}T12:00:00+07:00`)} –`);
    await expect(row).toContainText(formatDate(`${end}T12:00:00+07:00`));
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(dateFieldText(page, 'Tanggal Mulai')).toHaveValue(shownDay(start));
    await expect(dateFieldText(page, 'Tanggal Berakhir')).toHaveValue(shownDay(end));
  });

  test('a half-typed date is refused as not a date and stays as typed', async ({ page }) => {
    await page.goto('/admin/voucher/tambah');
    await dateField(page, 'Tanggal Berakhir').getByRole('spinbutton', { name: 'Hari' }).click();
    await page.keyboard.type('0512');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Tanggal Berakhir bukan tanggal yang valid.')).toBeVisible();
    await expect(dateFieldText(page, 'Tanggal Berakhir')).toHaveValue('05/12/TTTT');
    await expect(page).toHaveURL(/\/admin\/voucher\/tambah$/);
  });

  test('a product discount end date is typed the Indonesian way and comes back after saving', async ({ page }) => {
    await page.goto('/admin/produk-web');
    await search(page, 'Cari judul, deskripsi, atau tags', 'thinner');
    await page.getByTestId('product-row').filter({ hasText: 'Thinner Avian A Special 1L' }).getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Diskon aktif').check();
    await page.getByLabel('Diskon (%)', { exact: true }).fill('10');
    const end = day(14);
    await typeDate(page, 'Diskon berakhir', end);
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(toast(page)).toContainText('Produk berhasil diperbarui!');
    await expect(page).toHaveURL(/\/admin\/produk-web(\?.*)?$/);

    await search(page, 'Cari judul, deskripsi, atau tags', 'thinner');
    await page.getByTestId('product-row').filter({ hasText: 'Thinner Avian A Special 1L' }).getByRole('link', { name: 'Edit' }).click();
    await expect(dateFieldText(page, 'Diskon berakhir')).toHaveValue(shownDay(end));
  });
});
