// npm run bench:orders: the Order Center on the large seed (issue 9, Performance). With the fake
// backend over HTTP holding 5,000+ orders (FAKE_API_SEED=large), in headless Chromium, median of 5:
//   - first render with data: navigation to the first order card, beside the product list's first row
//     in the same round (budget: at most 1.2x the product list's);
//   - a tab switch and a filter switch: the main-thread work from the click until the new cards show,
//     read from Chromium's own task accounting (CDP Performance.getMetrics TaskDuration), so waiting
//     for the network does not count (budget: under 100 ms each).
// A measurement, not a test: the exit code is 0 whatever the figures; the last line says how many are
// within budget. Flags: --no-build reuses the last real-backend build of `npm run bench`.
// It also counts the orders the first screen fetched (the list's rows, from navigation until the tab
// switch, once no list answer came for 1.5 s, so a walk left running in the background is counted too).
// BENCH_ORDERS_APP_PORT, BENCH_ORDERS_API_PORT and BENCH_ORDERS_OUT move it off the default ports and
// build folder, so two checkouts can measure side by side.
import { answers, launchChromium, median, run, signIn, startServer } from '../lib/browser.mjs';

const ROUNDS = 5;
const APP_PORT = Number(process.env.BENCH_ORDERS_APP_PORT ?? 4196);
const API_PORT = Number(process.env.BENCH_ORDERS_API_PORT ?? 8797);
const APP = `http://localhost:${APP_PORT}`;
const API = `http://localhost:${API_PORT}`;
const OUT = process.env.BENCH_ORDERS_OUT ?? 'dist-bench-http';
const VIEWPORT = { width: 1280, height: 800 };
const FIRST_RENDER_BUDGET = 1.2;
const SWITCH_BUDGET_MS = 100;

const build = !process.argv.includes('--no-build');

/** Until no list answer came for 1.5 s (at most a minute): a walk going on in the background is over. */
const quiet = async (page, listed) => {
  const until = Date.now() + 60_000;
  do await page.waitForTimeout(500);
  while (Date.now() - listed.lastAt < 1500 && Date.now() < until);
};

const firstShown = (selector) => (document.querySelector(selector) ? performance.now() : false);

/** Main-thread task time (ms) of the page so far, as Chromium counts it. */
const taskMs = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
};

for (const [port, url] of [[APP_PORT, APP], [API_PORT, API]]) {
  if (await answers(url)) {
    console.error(`bench:orders: something already answers on port ${port}; stop it first.`);
    process.exit(1);
  }
}
if (build) {
  console.log('bench:orders: building the real-backend build...');
  await run('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'error'], { VITE_API_URL: API });
}

const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(130)));

const results = { orders: [], products: [], completed: [], tab: [], filter: [], fetched: [], requests: [], completedFetched: [], completedRequests: [] };
let orderCount = 0;
try {
  stops.push(await startServer('npx', ['tsx', 'src/fake-api/server.ts'], API, { PORT: String(API_PORT), HOST: '127.0.0.1', CORS_ORIGINS: APP, FAKE_API_DB_FILE: '', FAKE_API_SEED: 'large' }));
  stops.push(await startServer('npx', ['vite', 'preview', '--outDir', OUT, '--port', String(APP_PORT), '--strictPort'], `${APP}/admin/`));
  const browser = await launchChromium();
  try {
    const signing = await browser.newContext({ viewport: VIEWPORT });
    await signIn(await signing.newPage(), APP, API);
    const session = await signing.storageState();
    const token = session.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'admin_token')?.value;
    await signing.close();
    const summary = await (await fetch(`${API}/admin/penjualan-web/summary`, { headers: { Authorization: `Bearer ${token}` } })).json().catch(() => null);
    orderCount = summary ? Number(summary.breakdown.total.active) + Number(summary.breakdown.total.completed) : 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [key, path, selector] of [['products', '/admin/produk-web', '[data-testid="product-row"]'], ['orders', '/admin/order-center', '[data-testid="order-card"]'], ['completed', '/admin/order-center?completed=1', '[data-testid="order-card"]']]) {
        const context = await browser.newContext({ viewport: VIEWPORT, storageState: session });
        const page = await context.newPage();
        // The list's rows as they arrive (not the summary, not one order): what the screen fetched.
        const listed = { rows: 0, requests: 0, counting: true, lastAt: Date.now() };
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (!listed.counting || url.origin !== API || url.pathname !== '/admin/penjualan-web' || response.request().method() !== 'GET') return;
          listed.requests += 1;
          listed.lastAt = Date.now();
          response
            .json()
            .then((body) => {
              if (listed.counting && Array.isArray(body)) listed.rows += body.length;
            })
            .catch(() => {});
        });
        await page.goto(`${APP}${path}`, { waitUntil: 'commit' });
        results[key].push(await (await page.waitForFunction(firstShown, selector, { polling: 'raf', timeout: 60_000 })).jsonValue());
        if (key === 'completed') {
          await page.waitForFunction(() => document.querySelector('[data-testid="order-grid"]')?.getAttribute('aria-busy') === 'false', null, { timeout: 120_000 });
          await quiet(page, listed);
          listed.counting = false;
          results.completedFetched.push(listed.rows);
          results.completedRequests.push(listed.requests);
        }
        if (key === 'orders') {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Performance.enable');
          await page.waitForFunction(() => document.querySelector('[data-testid="order-grid"]')?.getAttribute('aria-busy') === 'false', null, { timeout: 120_000 });
          await quiet(page, listed);
          listed.counting = false;
          results.fetched.push(listed.rows);
          results.requests.push(listed.requests);
          // The clicks are dispatched in the page and the end is polled every 100 ms: Playwright's own
          // locators and per-frame polling run on the page's main thread and would count as its work.
          // Settled: the address shows the choice, nothing is busy, and the screen was seen busy after the
          // click (its new list asked for) or, for a list already at hand, a second and a half passed. The
          // address alone changes before the new list is even asked for, when the old cards still show.
          const settled = (search) =>
            new RegExp(search).test(location.search) &&
            !document.querySelector('[aria-busy="true"]') &&
            Boolean(document.querySelector('[data-testid="order-grid"], [data-testid="queue-empty"]')) &&
            (window.__benchBusySeen || performance.now() - window.__benchClickAt > 1500);
          const watchBusy = () =>
            page.evaluate(() => {
              window.__benchObserver?.disconnect();
              window.__benchBusySeen = false;
              window.__benchClickAt = performance.now();
              window.__benchObserver = new MutationObserver(() => {
                if (!window.__benchBusySeen && document.querySelector('[aria-busy="true"]')) window.__benchBusySeen = true;
              });
              window.__benchObserver.observe(document.body, { attributes: true, attributeFilter: ['aria-busy'], childList: true, subtree: true });
            });
          // A tab switch: from all orders to Biteship, until the grid holds the new tab's cards.
          await watchBusy();
          let before = await taskMs(cdp);
          await page.evaluate(() => document.querySelector('[data-testid="tab-biteship"]').click());
          await page.waitForFunction(settled, 'tab=biteship', { polling: 100 });
          results.tab.push((await taskMs(cdp)) - before);
          // A filter switch: CV only, in that tab, as the native select reports a choice.
          await watchBusy();
          before = await taskMs(cdp);
          await page.evaluate(() => {
            const select = document.querySelector('[data-testid="entity-filter"]');
            select.value = 'CV';
            select.dispatchEvent(new Event('change', { bubbles: true }));
          });
          await page.waitForFunction(settled, 'entity=CV', { polling: 100 });
          results.filter.push((await taskMs(cdp)) - before);
        }
        await context.close();
      }
      if (process.stdout.isTTY) process.stdout.write(`bench:orders: round ${round + 1} of ${ROUNDS} done\r`);
    }
  } finally {
    await browser.close();
  }
} finally {
  stopAll();
}

const ms = (value) => `${Math.round(value)} ms`;
const products = median(results.products);
const orders = median(results.orders);
const ratio = orders / products;
const tab = median(results.tab);
const filter = median(results.filter);
const lines = [
  ['product list, first row', ms(products), '—', '—'],
  ['Order Center, first order card', ms(orders), `${ratio.toFixed(2)}x the product list`, ratio <= FIRST_RENDER_BUDGET ? 'ok' : 'OVER'],
  ['Order Center with finished orders, first card', ms(median(results.completed)), `${(median(results.completed) / products).toFixed(2)}x the product list`, median(results.completed) / products <= FIRST_RENDER_BUDGET ? 'ok' : 'OVER'],
  ['tab switch (all → Biteship), main-thread work', ms(tab), `< ${SWITCH_BUDGET_MS} ms`, tab < SWITCH_BUDGET_MS ? 'ok' : 'OVER'],
  ['filter switch (CV only), main-thread work', ms(filter), `< ${SWITCH_BUDGET_MS} ms`, filter < SWITCH_BUDGET_MS ? 'ok' : 'OVER'],
];
const fetched = median(results.fetched);
const requests = median(results.requests);
console.log(`\nOrder Center on the large seed (${orderCount.toLocaleString('id-ID')} orders), median of ${ROUNDS} in headless Chromium, ${VIEWPORT.width}x${VIEWPORT.height}:\n`);
for (const line of lines) console.log(`${line[0].padEnd(48)} ${line[1].padStart(8)}  ${line[2].padEnd(26)} ${line[3]}`);
console.log(`${'orders the first screen fetched'.padEnd(48)} ${String(fetched).padStart(8)}  in ${requests} list request(s)`);
console.log(`${'... with finished orders (?completed=1)'.padEnd(48)} ${String(median(results.completedFetched)).padStart(8)}  in ${median(results.completedRequests)} list request(s)`);
console.log(`\nbench:orders: ${lines.slice(1).filter((line) => line[3] === 'ok').length} of ${lines.length - 1} within budget`);
