import { expect, test } from '@playwright/test';

const FAKE_API = 'http://localhost:8787';

/** The production build made with VITE_API_URL, against `npm run fake-api` over real HTTP. */
test.describe('Over real HTTP (npm run fake-api)', () => {
  // One server, one database: these tests reset it, so they must not overlap.
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ request }) => {
    await request.post(`${FAKE_API}/__fake/reset`);
    await request.delete(`${FAKE_API}/__fake/faults`);
  });

  test('an administrator signs in, sees the dashboard and adds a brand that the server keeps', async ({ page, request }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().startsWith(FAKE_API) && calls.push(`${r.method()} ${new URL(r.url()).pathname}`));

    await page.goto('/admin/login');
    // No demo hint and no demo captcha on a real backend; without Turnstile configured the form refuses.
    await expect(page.getByTestId('demo-hint')).toHaveCount(0);
    await page.getByLabel('Email').fill('admin@toko.test');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
    await expect(page.getByRole('alert')).toHaveText('Layanan Captcha belum siap. Mohon coba beberapa saat lagi.');

    // Sign in through the API as Turnstile would have allowed, then use the app.
    const response = await request.post(`${FAKE_API}/admin/login`, {
      data: { email: 'admin@toko.test', password: 'admin123', captchaToken: 'turnstile-test' },
    });
    const { token, user } = (await response.json()) as { token: string; user: unknown };
    await page.evaluate(([t, u]) => {
      localStorage.setItem('admin_token', t);
      localStorage.setItem('admin_user', u);
    }, [token, JSON.stringify(user)] as const);

    await page.goto('/admin/dashboard');
    await expect(page.getByTestId('card-orders-today-value')).toBeVisible();
    await page.goto('/admin/merk/tambah');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Lewat HTTP');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText('Merk baru berhasil ditambahkan!');

    const db = (await (await request.get(`${FAKE_API}/__fake/db`)).json()) as { merk: Array<{ nama: string; slug: string }> };
    expect(db.merk).toContainEqual(expect.objectContaining({ nama: 'Lewat HTTP', slug: 'lewat-http' }));
    expect(calls).toEqual(expect.arrayContaining(['GET /admin/dashboard-summary', 'POST /admin/merk']));
    expect(await page.evaluate(() => typeof window.__fakeApi)).toBe('undefined');
  });

  test('a server error over HTTP keeps the form and shows the error', async ({ page, request }) => {
    const response = await request.post(`${FAKE_API}/admin/login`, {
      data: { email: 'admin@toko.test', password: 'admin123', captchaToken: 'turnstile-test' },
    });
    const { token } = (await response.json()) as { token: string };
    await page.goto('/admin/login');
    await page.evaluate((t) => localStorage.setItem('admin_token', t), token);
    await request.post(`${FAKE_API}/__fake/faults`, { data: { method: 'POST', path: '/admin/merk', status: 500, body: { error: 'Gangguan server.' }, times: 1 } });
    await page.goto('/admin/merk/tambah');
    await page.getByLabel('Nama Merk', { exact: true }).fill('Tetap Ada');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText('Gangguan server.');
    await expect(page.getByLabel('Nama Merk', { exact: true })).toHaveValue('Tetap Ada');
  });
});
