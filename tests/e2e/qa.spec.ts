import { expect, test } from '@playwright/test';

const FAKE_API = 'http://localhost:8787';

/** The QA build (VITE_DEMO_CAPTCHA=true) against `npm run fake-api` over real HTTP. */
test.describe('QA build over real HTTP', () => {
  // It shares the HTTP server's database with http.spec.ts: one at a time.
  test.describe.configure({ mode: 'serial' });

  test('QA signs in through the login form with the demo captcha and reaches the dashboard', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByTestId('captcha')).toHaveText('Captcha uji (mode demo) siap.');
    await expect(page.getByTestId('demo-hint')).toBeVisible();
    await page.getByLabel('Email').fill('admin@toko.test');
    await page.getByLabel('Password').fill('admin123');
    const login = page.waitForResponse((response) => response.url() === `${FAKE_API}/admin/login`);
    await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
    expect((await login).status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('card-orders-today-value')).not.toBeEmpty();
  });
});
