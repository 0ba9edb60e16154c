import { expect, test, type Page } from '@playwright/test';

const FAKE_API = 'http://localhost:8787';

/**
 * The first screen's requests (issue 26), counted, not timed: the real-backend build opens a list in a
 * few large script files (scripts/vite/chunks.ts), not the fifty that queued six at a time over HTTP/1.1,
 * and asks the backend only what the screen shows, once. A new screen or library that creeps back into
 * many files, or a read sent twice, fails here. (Lists: their files are all named by the route's preload,
 * so the count does not depend on timing; the dashboard's charts load after its cards by design.)
 */
const SCREENS = [
  { path: '/admin/merk', ready: 'tbody tr.RaDataTable-row', scripts: 6, reads: ['GET /admin/merk'] },
  { path: '/admin/produk-web', ready: '[data-testid="product-row"]', scripts: 6, reads: ['GET /admin/produk-web'] },
  { path: '/admin/voucher', ready: 'tbody tr.RaDataTable-row', scripts: 6, reads: ['GET /admin/voucher'] },
  { path: '/admin/web-kategori-produk', ready: '[data-testid="category-card"]', scripts: 8, reads: ['GET /admin/web-kategori-produk', 'GET /admin/kategori-produk'] },
  // The summary and the first page of the tab in the address, both started at navigation: the page's
  // walk takes that very read (a different query would send the list a second time).
  { path: '/admin/order-center?tab=biteship', ready: '[data-testid="order-card"]', scripts: 9, reads: ['GET /admin/penjualan-web/summary', 'GET /admin/penjualan-web'] },
  // Payment verification: its summary and the first page of the payments its filters show, both at
  // navigation (the page's walk takes that read; before, it left only after the first render).
  { path: '/admin/payment-verification', ready: '[data-testid="payment-row-code"]', scripts: 7, reads: ['GET /admin/penjualan-web/payment-summary', 'GET /admin/penjualan-web'], settled: '[data-testid="payment-row-code"] >> nth=0' },
  // A report's period comes from the address (today by default), its read started at navigation with it.
  { path: '/admin/laporan-penjualan-web?filter=BULANAN&bulan=11&tahun=2026', ready: '[data-testid="sales-order-count-value"]', scripts: 9, reads: ['GET /admin/laporan-penjualan-web'] },
  // Cash In and the review manager take another area's query keys (the orders', the products'), which live
  // in its hooks module, with React: that module is in the area's screens file, no longer in its data file,
  // which stays free of React so that a read leaves before the vendor file has run (scripts/vite/chunks.ts).
  // One file more than before.
  { path: '/admin/cash-in', ready: '[data-testid="pending-cash-row"]', scripts: 10, reads: ['GET /admin/pending-cash', 'GET /admin/pending-cash/kas-options'] },
  // The list and the stats cards read the same reviews: one request, taken by both as they mount. Counted
  // once the cards show their counts and the products' names are in, so a second read would be seen.
  { path: '/admin/review-manager', ready: '[data-testid="review-card"]', scripts: 9, reads: ['GET /admin/reviews', 'GET /web/produk'], settled: '[data-testid="review-stat-products-value"]' },
] as const;

const signIn = async (page: Page, token: string, user: unknown) => {
  await page.goto('/admin/login');
  await page.evaluate(([t, u]) => {
    localStorage.setItem('admin_token', t);
    localStorage.setItem('admin_user', u);
  }, [token, JSON.stringify(user)] as const);
};

test.describe('The first screen loads in a few files and asks only for what it shows (real-backend build)', () => {
  test('the login page is one script file and asks the backend nothing', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (r) => r.url().startsWith(FAKE_API) && reads.push(r.url()));
    await page.goto('/admin/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).length);
    expect(scripts).toBe(1);
    expect(reads).toEqual([]);
    await context.close();
  });

  for (const screen of SCREENS) {
    test(`${screen.path}: at most ${screen.scripts} script files and its own reads`, async ({ browser, request }) => {
      const response = await request.post(`${FAKE_API}/admin/login`, { data: { email: 'admin@toko.test', password: 'admin123', captchaToken: 'turnstile-test' } });
      const { token, user } = (await response.json()) as { token: string; user: unknown };
      // A fresh context: a cold cache, as an administrator opening the back office in the morning.
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, token, user);
      const reads: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(FAKE_API) && r.method() !== 'OPTIONS') reads.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });
      await page.goto(screen.path);
      await expect(page.locator(screen.ready).first()).toBeVisible();
      if ('settled' in screen) {
        await expect(page.locator(screen.settled)).toHaveText(/\d/);
        await page.waitForLoadState('networkidle');
      }
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => new URL(entry.name).pathname));
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(screen.scripts);
      // Each of the screen's reads, sent once (not again by the screen that takes the warmed one).
      expect([...reads].sort()).toEqual([...screen.reads].sort());
      await context.close();
    });
  }
});
