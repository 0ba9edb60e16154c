import { expect, test } from '@playwright/test';
import { login, toast } from './support';

test.describe('The demo backend in the browser', () => {
  test('two tabs adding brands at the same moment both keep theirs, with different ids, after a reload', async ({ page, context }) => {
    await login(page);
    const other = await context.newPage();
    await other.goto('/admin/merk/tambah');
    await page.goto('/admin/merk/tambah');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Merk Tab Satu');
    await other.getByLabel('Nama Merk', { exact: true }).fill('Merk Tab Dua');
    await Promise.all([page.getByRole('button', { name: 'Simpan' }).click(), other.getByRole('button', { name: 'Simpan' }).click()]);
    await expect(toast(page)).toContainText('Merk baru berhasil ditambahkan!');
    await expect(toast(other)).toContainText('Merk baru berhasil ditambahkan!');

    await page.reload();
    await page.waitForFunction(() => Boolean(window.__fakeApi));
    const brands = await page.evaluate(async () => (await window.__fakeApi?.snapshot())?.merk ?? []);
    const added = brands.filter((brand) => brand.nama.startsWith('Merk Tab '));
    expect(added.map((brand) => brand.nama).sort()).toEqual(['Merk Tab Dua', 'Merk Tab Satu']);
    expect(new Set(added.map((brand) => brand.id)).size).toBe(2);
    await other.close();
  });
});
