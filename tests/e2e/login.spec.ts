import { expect, test } from '@playwright/test';
import { DEMO, login } from './support';

test.describe('Login', () => {
  test('shows the not-ready message and sends nothing while the captcha has no token', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('fake_captcha', 'off'));
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
    await expect(page.getByRole('alert')).toHaveText('Layanan Captcha belum siap. Mohon coba beberapa saat lagi.');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    // The fake backend opened no session: no login request was sent.
    expect(await page.evaluate(async () => Object.keys((await window.__fakeApi?.snapshot())?.sessions ?? {}).length)).toBe(0);
  });

  test('a wrong password shows the server error and keeps what was typed', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('salah-sekali');
    await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email atau password salah.');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Password')).toHaveValue('salah-sekali');
    await expect(page.getByRole('button', { name: 'Login sebagai Admin' })).toBeEnabled();
  });

  test('empty fields are refused with Indonesian messages', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
    await expect(page.getByText('Email wajib diisi.')).toBeVisible();
    await expect(page.getByText('Password wajib diisi.')).toBeVisible();
  });

  test('success stores the admin token, keeps the customer token and lands on the dashboard', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', 'customer-token');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/admin/login');
    await expect(page.getByTestId('demo-hint')).toContainText('admin@toko.test / admin123');
    await login(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const storage = await page.evaluate(() => ({
      admin: localStorage.getItem('admin_token'),
      user: localStorage.getItem('admin_user'),
      customer: localStorage.getItem('token'),
    }));
    expect(storage.admin).toMatch(/^fake\./);
    expect(JSON.parse(storage.user ?? '{}')).toMatchObject({ email: DEMO.email });
    expect(storage.customer).toBe('customer-token');
  });

  test('the link back to the shop points at the storefront', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('link', { name: 'Kembali ke Toko' })).toHaveAttribute('href', '/');
  });
});
