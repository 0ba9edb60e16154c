// npm run bench: loads /admin/dashboard of the production (fake backend) build in headless Chromium
// 5 times, each in a fresh signed-in page with a cold cache, and prints the median time from
// navigation until the three cards show numbers. A measurement, not a test: nothing fails on time.
import { launchChromium, median, run, signIn, startServer } from './lib/browser.mjs';

const RUNS = 5;
const BASE = 'http://localhost:4193';

await run('npx', ['vite', 'build', '--outDir', 'dist-bench', '--emptyOutDir']);
const stop = await startServer('npx', ['vite', 'preview', '--outDir', 'dist-bench', '--port', '4193', '--strictPort'], `${BASE}/admin/`);
const browser = await launchChromium();
const times = [];
try {
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, BASE);
    const session = await context.storageState({ indexedDB: true });
    await context.close();

    // A new context with the signed-in storage: cold HTTP cache, same demo database.
    const fresh = await browser.newContext({ storageState: session });
    const benchPage = await fresh.newPage();
    const started = Date.now();
    await benchPage.goto(`${BASE}/admin/dashboard`);
    await Promise.all(
      ['card-orders-today-value', 'card-sales-month-value', 'card-pending-orders-value'].map((id) => benchPage.getByTestId(id).waitFor()),
    );
    times.push(Date.now() - started);
    await fresh.close();
  }
} finally {
  await browser.close();
  stop();
}
console.log(`Dashboard cards with numbers: ${times.map((t) => `${t} ms`).join(', ')}`);
console.log(`Median of ${RUNS}: ${median(times)} ms`);
