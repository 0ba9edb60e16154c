// npm run bench: time to first data of the back office's login, dashboard and every list, measured side
// by side with a bare react-admin list app on ra-data-fakerest (scripts/bench/bare), and each screen's
// ratio to it. Budget (issue 8): every screen at most 1.15x the bare list, login at most 1.00x.
//
// Conditions: headless Chromium, 1280x800 (so lists render their table, not the phone layout), a fresh
// browser context per measurement (cold HTTP cache), median of 7 rounds. Each round measures every
// screen once in the same order, so drift on the machine hits all screens alike. Time to first data is
// from the start of the navigation to the first animation frame in which the data is on screen, taken
// in the page. Our build is the real-backend one, talking HTTP to the fake backend (`npm run fake-api`)
// on this machine; the bare app keeps ra-data-fakerest's defaults (data in the bundle, no simulated
// delay), so it has no network round trip at all and the ratios are, if anything, against us.
//
// A measurement, not a test: the exit code is 0 when a screen is over budget (the last line says how
// many are within it), and 1 only when a screen never shows its data.
//
// Flags: --no-build reuses the last builds; --screenshots saves each screen of the first round under
// node_modules/.cache/bench/ (to check what was measured).
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { answers, launchChromium, median, run, signIn, startServer } from '../lib/browser.mjs';

const ROUNDS = 7;
const BARE_PORT = 4195;
const APP_PORT = 4196;
const API_PORT = 8797;
const BARE = `http://localhost:${BARE_PORT}`;
const APP = `http://localhost:${APP_PORT}`;
const API = `http://localhost:${API_PORT}`;
const APP_OUT = 'dist-bench-http';
const BARE_CONFIG = 'scripts/bench/bare/vite.config.ts';
const VIEWPORT = { width: 1280, height: 800 };
const WAIT_MS = 30_000;
const SHOTS = 'node_modules/.cache/bench';
const BUDGET = 1.15;
const LOGIN_BUDGET = 1.0;

const flags = new Set(process.argv.slice(2));
const build = !flags.has('--no-build');
const screenshots = flags.has('--screenshots');

// The first data row of each list: react-admin's DataTable rows, or the custom table's and grid's own.
// A row needs text, so a skeleton, the "no results" state or an error never counts.
const LIST_ROWS = {
  'produk-web': '[data-testid="product-row"]',
  'web-kategori-produk': '[data-testid="category-card"]',
  merk: 'tr.RaDataTable-row',
  voucher: 'tr.RaDataTable-row',
  // Its list is the transaction history (also at /admin/transaksi/riwayat).
  'penjualan-web': 'tr.RaDataTable-row',
};

// The lists as the app registers them (src/resources/index.ts, in its order), each named in its folder's
// index.ts: a resource added there without a row above must stop the bench, not be left out unnoticed.
const registeredResources = () => {
  const index = readFileSync('src/resources/index.ts', 'utf8');
  const folders = new Map([...index.matchAll(/^import (\w+) from '\.\/([\w-]+)';$/gm)].map(([, variable, folder]) => [variable, folder]));
  const list = index.match(/export const resources\b[^=]*=\s*\[([^\]]*)\]/)?.[1];
  const names = (list ?? '')
    .split(',')
    .map((variable) => variable.trim())
    .filter(Boolean)
    .map((variable) => {
      const folder = folders.get(variable);
      const name = folder && readFileSync(`src/resources/${folder}/index.ts`, 'utf8').match(/\bname:\s*'([^']+)'/)?.[1];
      if (!name) throw new Error(`bench: cannot tell which resource "${variable}" in src/resources/index.ts is; update registeredResources in scripts/bench/run.mjs.`);
      return name;
    });
  if (!names.length) throw new Error('bench: found no resources in src/resources/index.ts; update registeredResources in scripts/bench/run.mjs.');
  return names;
};

const names = registeredResources();
const missing = names.filter((name) => !(name in LIST_ROWS));
const stale = Object.keys(LIST_ROWS).filter((name) => !names.includes(name));
if (missing.length || stale.length) {
  console.error(
    [
      missing.length && `bench: no first-row selector for resource(s) ${missing.join(', ')}: add them to LIST_ROWS in scripts/bench/run.mjs.`,
      stale.length && `bench: LIST_ROWS names ${stale.join(', ')}, which src/resources/index.ts no longer registers.`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  process.exit(1);
}

// What "the data shows" means per screen, checked in the page: every group needs a visible element
// matching `selector` whose text matches `text`, or, with `label`, a visible field labelled so.
const SCREENS = [
  {
    key: 'bare',
    label: 'bare react-admin list',
    url: `${BARE}/#/merk`,
    signedIn: false,
    budget: null,
    // Record 1 on react-admin's default sort (id ascending).
    groups: [{ selector: 'tr.RaDataTable-row', text: 'Semen Gresik' }],
  },
  {
    key: 'login',
    label: 'login',
    url: `${APP}/admin/login`,
    signedIn: false,
    budget: LOGIN_BUDGET,
    groups: [{ label: 'Email' }],
  },
  {
    key: 'dashboard',
    label: 'dashboard',
    url: `${APP}/admin/dashboard`,
    signedIn: true,
    budget: BUDGET,
    groups: ['card-orders-today-value', 'card-sales-month-value', 'card-pending-orders-value'].map((id) => ({ selector: `[data-testid="${id}"]`, text: '\\d' })),
  },
  ...names.map((name) => ({
    key: name,
    label: `list ${name}`,
    url: `${APP}/admin/${name}`,
    signedIn: true,
    budget: BUDGET,
    groups: [{ selector: LIST_ROWS[name], text: '\\S' }],
  })),
];

// Runs in the page on every animation frame, so the time it returns is the frame the data is first
// painted in, on the page's clock (ms since the navigation started). Playwright's own waiting polls
// with a back-off of up to 500 ms, too coarse to time anything with.
const dataShown = (groups) => {
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const shown = ({ selector, text, label }) =>
    label
      ? [...document.querySelectorAll('label')].some((el) => el.textContent.includes(label) && el.control && visible(el.control))
      : [...document.querySelectorAll(selector)].some((el) => new RegExp(text).test(el.textContent) && visible(el));
  return groups.every(shown) ? performance.now() : false;
};

// After the data showed: when the first API request started and the last script arrived, same clock.
const timings = ([api, dataAt]) => {
  const entries = performance.getEntriesByType('resource');
  const request = entries.find((e) => e.name.startsWith(api) && new URL(e.name).pathname !== '/admin/login');
  const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js') && e.responseEnd <= dataAt);
  return {
    requestAt: request ? request.startTime : null,
    request: request ? new URL(request.name).pathname : null,
    scriptsAt: Math.max(0, ...scripts.map((e) => e.responseEnd)),
  };
};

/**
 * CPU time (ms) used so far by every Chromium process, from /proc (Linux; null elsewhere). Wall-clock
 * times on a shared machine swing with its load; the work a screen costs the browser moves far less, so
 * the bench reports both.
 */
const TICKS_PER_SECOND = 100;
const chromiumCpuMs = () => {
  if (!existsSync('/proc/self/stat')) return null;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (!/chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    } catch {
      // A process that ended between the listing and the read used nothing more.
    }
  }
  return total;
};

/** One cold load of a screen: when its data showed, its first API request started, its last script arrived. */
const measure = async (browser, screen, session, round) => {
  const context = await browser.newContext({ viewport: VIEWPORT, ...(screen.signedIn ? { storageState: session } : {}) });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const cpuBefore = chromiumCpuMs();
    await page.goto(screen.url, { waitUntil: 'commit' });
    const ms = await (await page.waitForFunction(dataShown, screen.groups, { polling: 'raf', timeout: WAIT_MS })).jsonValue();
    const cpuAfter = chromiumCpuMs();
    const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
    const expected = new URL(screen.url);
    const actual = new URL(page.url());
    if (actual.pathname !== expected.pathname || actual.hash !== expected.hash) throw new Error(`ended on ${page.url()}, not ${screen.url}`);
    if (screenshots && round === 0) await page.screenshot({ path: `${SHOTS}/${screen.key}.png` });
    return { ms, cpu, ...(await page.evaluate(timings, [API, ms])) };
  } catch (error) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/failed-${screen.key}.png` }).catch(() => undefined);
    throw new Error(`${screen.label} (${screen.url}) showed no data: ${error.message}${errors.length ? `\npage errors: ${errors.join('; ')}` : ''}\nscreenshot: ${SHOTS}/failed-${screen.key}.png`);
  } finally {
    await context.close();
  }
};

for (const [port, url] of [[BARE_PORT, BARE], [APP_PORT, APP], [API_PORT, API]]) {
  if (await answers(url)) {
    console.error(`bench: something already answers on port ${port}; stop it first (the bench uses ${BARE_PORT}, ${APP_PORT} and ${API_PORT}).`);
    process.exit(1);
  }
}

if (build) {
  console.log('bench: building the bare react-admin app and the real-backend build...');
  await run('npx', ['vite', 'build', '--config', BARE_CONFIG]);
  await run('npx', ['vite', 'build', '--outDir', APP_OUT, '--emptyOutDir', '--logLevel', 'error'], { VITE_API_URL: API });
}
if (screenshots) mkdirSync(SHOTS, { recursive: true });

const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());
// The servers run in their own process groups: Ctrl-C on the bench must not leave them behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const results = new Map(SCREENS.map((screen) => [screen.key, []]));
let browserVersion = '';
try {
  // Our build is served from :4196, not one of the app's usual origins, hence CORS_ORIGINS; an empty
  // FAKE_API_DB_FILE keeps this throwaway server's data in memory, away from a developer's own file.
  stops.push(await startServer('npx', ['tsx', 'src/fake-api/server.ts'], API, { PORT: String(API_PORT), HOST: '127.0.0.1', CORS_ORIGINS: APP, FAKE_API_DB_FILE: '' }));
  stops.push(await startServer('npx', ['vite', 'preview', '--outDir', APP_OUT, '--port', String(APP_PORT), '--strictPort'], `${APP}/admin/`));
  stops.push(await startServer('npx', ['vite', 'preview', '--config', BARE_CONFIG, '--port', String(BARE_PORT), '--strictPort'], `${BARE}/`));

  const browser = await launchChromium();
  browserVersion = browser.version();
  try {
    // Signed in once; every signed-in measurement starts a fresh context from this storage (cold
    // cache, same session), as an administrator coming back to the back office. Only the local storage
    // (the session lives there): this build keeps nothing in IndexedDB, and Playwright restores a
    // storage state with a script run in the page before the app's own, which the bare app does not get.
    const signing = await browser.newContext({ viewport: VIEWPORT });
    await signIn(await signing.newPage(), APP, API);
    const session = await signing.storageState();
    await signing.close();

    for (let round = 0; round < ROUNDS; round += 1) {
      for (const screen of SCREENS) results.get(screen.key).push(await measure(browser, screen, session, round));
      if (process.stdout.isTTY) process.stdout.write(`bench: round ${round + 1} of ${ROUNDS} done\r`);
    }
  } finally {
    await browser.close();
  }
} finally {
  stopAll();
}

const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const bareMedian = median(results.get('bare').map((r) => r.ms));
const cpuMedian = (runs) => (runs.every((r) => r.cpu !== null) ? median(runs.map((r) => r.cpu)) : null);
const bareCpu = cpuMedian(results.get('bare'));
const rows = SCREENS.map((screen) => {
  const runs = results.get(screen.key);
  const times = runs.map((r) => r.ms);
  const med = median(times);
  const ratio = med / bareMedian;
  const requestTimes = runs.map((r) => r.requestAt).filter((t) => t !== null);
  const requests = [...new Set(runs.map((r) => r.request).filter(Boolean))];
  const cpu = cpuMedian(runs);
  return {
    screen,
    ok: screen.budget === null || ratio <= screen.budget,
    cells: [
      screen.label,
      ms(med),
      `${Math.round(Math.min(...times))}–${Math.round(Math.max(...times))}`,
      `${ratio.toFixed(2)}x`,
      screen.budget === null ? '—' : `${screen.budget.toFixed(2)}x`,
      screen.budget === null ? '—' : ratio <= screen.budget ? 'ok' : 'OVER',
      cpu === null ? '—' : `${ms(cpu)} ${bareCpu ? `(${(cpu / bareCpu).toFixed(2)}x)` : ''}`.trim(),
      requestTimes.length ? ms(median(requestTimes)) : '—',
      ms(median(runs.map((r) => r.scriptsAt))),
      requests.join(', ') || '—',
    ],
  };
});

const header = ['screen', 'median', 'min–max', 'ratio', 'budget', '', 'browser CPU', 'request at', 'scripts done', 'first API request'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row.cells[i].length)));
const line = (cells) => cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();

console.log(`\nTime to first data, median of ${ROUNDS} cold loads (headless Chromium ${browserVersion}, ${VIEWPORT.width}x${VIEWPORT.height}); ours: real-backend build + fake API over HTTP.`);
console.log('Times on the page\'s clock from the start of navigation to the frame the data is painted in; "request at": the first API request started;');
console.log('"browser CPU": CPU time all Chromium processes used for the load (median, and its ratio to the bare list), steadier than');
console.log('the wall clock on a loaded machine; "scripts done": the last .js file received before the data showed.\n');
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
rows.forEach((row) => console.log(line(row.cells)));
const judged = rows.filter((row) => row.screen.budget !== null);
console.log(`\nbench: ${judged.filter((row) => row.ok).length} of ${judged.length} screens within budget (ratio to the bare list: login ≤ ${LOGIN_BUDGET.toFixed(2)}x, others ≤ ${BUDGET.toFixed(2)}x)`);
