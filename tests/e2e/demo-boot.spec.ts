import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support';

/** Issue 26: the demo's login route carries no more JavaScript than this (gzip), the real build's budget. */
const LOGIN_BUDGET_BYTES = 340 * 1024;
/**
 * Text only the fake backend's own code holds (its IndexedDB keys and lock name, `browser.ts` and
 * `tableStore.ts`), not the boot's `browserProxy.ts` that puts `window.__fakeApi` there.
 */
const BACKEND_MARKER = 'fake-api-db';

/** Every script the page downloads from now on, by address, with its body once it has arrived. */
const recordScripts = (page: Page) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then((body) => body.toString('latin1')),
    );
  });
  const bodies = async () => Promise.all([...scripts].map(async ([url, body]) => ({ url: new URL(url).pathname, body: await body })));
  return {
    gzipBytes: async () => (await bodies()).reduce((sum, { body }) => sum + gzipSync(Buffer.from(body, 'latin1'), { level: 9 }).length, 0),
    backend: async () => (await bodies()).filter(({ body }) => body.includes(BACKEND_MARKER)).map(({ url }) => url),
  };
};

const openLogin = async (page: Page) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Login sebagai Admin' })).toBeVisible();
  await page.waitForLoadState('networkidle');
};

test.describe('The demo build boots without its fake backend', () => {
  test('the login screen loads at most 340 KB of JavaScript (gzip), none of it the fake backend, yet window.__fakeApi is there', async ({ page }) => {
    const scripts = recordScripts(page);
    await openLogin(page);
    expect(await scripts.backend(), 'scripts of the fake backend loaded by /admin/login before any request').toEqual([]);
    expect(await scripts.gzipBytes()).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
    // Asked without using it: a use would start loading the backend.
    expect(await page.evaluate(() => typeof window.__fakeApi?.snapshot)).toBe('function');
    expect(await scripts.backend()).toEqual([]);
  });

  test('the first key typed on the login screen starts loading the fake backend, which then answers the login', async ({ page }) => {
    const scripts = recordScripts(page);
    await openLogin(page);
    const backendLoaded = page.waitForResponse(async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(BACKEND_MARKER));
    await page.getByLabel('Email').pressSequentially(DEMO.email);
    await backendLoaded;
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('card-orders-today-value')).toBeVisible();
    expect(await scripts.backend()).not.toEqual([]);
    expect((await page.evaluate(() => window.__fakeApi?.requests() ?? [])).map((r) => `${r.method} ${r.path}`)).toContain('POST /admin/login');
  });

  test('a list’s route preloads only its own few script files: no report or date-picker code', async ({ request }) => {
    // The route table index.html carries (scripts/vite/routePreloads.ts), fixed by the build: for the
    // brands, the list's area file, the demo's one data file, vendor, model, kernel, and the fake
    // backend (its entry and its file), which the list's first read needs at once. A shared file that
    // pulls another screen library in (reports, date pickers: nine files once) adds to every list's first
    // load; the data file once pulled the uploader and drag-and-drop files in through the areas' faces.
    const html = await (await request.get('/admin/merk')).text();
    const entry = /\["\^\/merk\$",\[([^\]]*)\]\]/.exec(html)?.[1];
    expect(entry, 'the brand list in index.html’s route table').toBeDefined();
    const files = JSON.parse(`[${entry}]`) as string[];
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(7);
    expect(files.filter((file) => /\/(reports|pickers|charts|uploader|dnd)-/.test(file))).toEqual([]);
    const backend = await Promise.all(files.map(async (file) => ((await (await request.get(`/admin/${file}`)).text()).includes(BACKEND_MARKER) ? file : null)));
    expect(backend.filter(Boolean), 'the fake backend, preloaded with the list').not.toEqual([]);
  });

  test('a signed-in screen opened afresh takes its stored data from the read index.html started while the boot file downloaded', async ({ page }) => {
    await login(page);
    // A brand renamed and stored, as a request would store it (first by name, so on the first page).
    await page.evaluate(async () => {
      await window.__fakeApi?.edit((db) => {
        const brand = db.merk[0];
        if (brand) brand.nama = 'Aa Merk Tersimpan Dibaca Awal';
      });
    });
    // What index.html's script leaves on the page (storedPrefetch.ts), watched from before any script runs.
    await page.addInitScript(() => {
      const page = window as unknown as Record<string, unknown>;
      let pending: unknown;
      Object.defineProperty(window, '__fakeDbPrefetch', {
        configurable: true,
        get: () => pending,
        set: (value: Promise<Map<string, unknown>>) => {
          pending = value;
          void value.then((values) => {
            page.__prefetchedKeys = [...values.keys()];
          });
        },
      });
    });
    await page.goto('/admin/merk');
    await expect(page.getByText('Aa Merk Tersimpan Dibaca Awal')).toBeVisible();
    const keys = await page.evaluate(() => (window as unknown as Record<string, unknown>).__prefetchedKeys as string[] | undefined);
    expect(keys).toEqual(expect.arrayContaining(['fake-api-db:meta', 'fake-api-db:table:merk']));
    // Taken by the backend's first read, so its later reads ask IndexedDB under its lock.
    expect(await page.evaluate(() => '__fakeDbPrefetch' in window && (window as unknown as Record<string, unknown>).__fakeDbPrefetch !== undefined)).toBe(false);
  });
});
