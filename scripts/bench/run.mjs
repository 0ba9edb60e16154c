// npm run bench: time to first data and LCP of the back office's screens, each as a ratio to a bare
// react-admin app doing the same work, in both builds (issue 26). Budget: every screen at most 1.15x
// its yardstick, the login at most 1.00x.
//
// - Real-backend build (VITE_API_URL to `npm run fake-api` on another port, so every read pays the round
//   trip and the CORS preflight) against the yardstick: a bare react-admin list on ra-data-simple-rest
//   over HTTP with a bearer token to a server on another origin (scripts/bench/bare-rest). The same list
//   on in-page ra-data-fakerest (scripts/bench/bare) is shown beside it as the floor.
// - Demo build (no VITE_API_URL: the fake backend in the page) against that bare fakerest list (both in
//   the page, no network), as a returning administrator: signed in, the demo database already in
//   IndexedDB.
// Screens: login (until the Email field shows), dashboard (three cards with numbers), every registered
// list (its first row; scripts/bench/screens.mjs) and the busiest custom pages (Order Center, payment
// verification, Cash In, chat, home builder, sales report).
//
// Conditions: headless Chromium, 1280x800 (lists render their table, not the phone layout), a fresh
// browser context per load (cold HTTP cache), median of 7 rounds. Each round loads every screen once in
// the same order, so drift on the machine hits all screens alike. Time to first data runs from the start
// of the navigation to the first animation frame in which the data is on screen, on the page's clock.
//
// A measurement, not a test: the exit code is 0 when a screen is over budget (the last line says how
// many are within it), and 1 only when a screen never shows its data.
//
// Flags: --no-build reuses the last builds; --rounds=N (7); --only=real|demo measures one build (the
// yardsticks it needs included); --screenshots saves each screen of the first round under
// node_modules/.cache/bench/ (to check what was measured).
import { answers, launchChromium, run, signIn, startServer } from '../lib/browser.mjs';
import { measure, showData, VIEWPORT } from './measure.mjs';
import { BUDGET, LOGIN_BUDGET, printTable } from './report.mjs';
import { appScreens, bareScreen, checkListRows, registeredLists } from './screens.mjs';

/**
 * Until the demo's stored tables stop changing (the list of tables its IndexedDB settings name as
 * written, the same over three readings 1.5 s apart), at most 15 s: the idle-time saves of what the
 * visited screens seeded are done. The database, store and key are the fake backend's own
 * (`src/fake-api/browser.ts`: idb-keyval's `keyval-store`/`keyval`; `tableStore.ts`: `META_KEY`).
 */
const storedTablesSettled = async (page) => {
  const written = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => resolve('');
          open.onsuccess = () => {
            const read = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('fake-api-db:meta');
            read.onsuccess = () => {
              open.result.close();
              resolve(Object.keys(read.result?.written ?? {}).sort().join(','));
            };
            read.onerror = () => resolve('');
          };
        }),
    );
  const until = Date.now() + 15_000;
  let last = await written();
  let steady = 0;
  while (Date.now() < until && steady < 2) {
    await page.waitForTimeout(1500);
    const now = await written();
    steady = now === last && now !== '' ? steady + 1 : 0;
    last = now;
  }
};

const PORTS = { bare: 4195, real: 4196, rest: 4197, demo: 4198, api: 8797, restApi: 8798 };
const url = (port) => `http://localhost:${port}`;
const BARE = url(PORTS.bare);
const REAL = url(PORTS.real);
const REST = url(PORTS.rest);
const DEMO = url(PORTS.demo);
const API = url(PORTS.api);
const REST_API = url(PORTS.restApi);
const REST_TOKEN = 'bench-yardstick';
const OUT = { real: 'dist-bench-http', demo: 'dist-bench-demo' };
const CONFIG = { bare: 'scripts/bench/bare/vite.config.ts', rest: 'scripts/bench/bare-rest/vite.config.ts' };
const SHOTS = 'node_modules/.cache/bench';

const args = process.argv.slice(2);
const flag = (name) => args.find((arg) => arg === name || arg.startsWith(`${name}=`));
const value = (name) => flag(name)?.split('=')[1];
const build = !flag('--no-build');
const screenshots = Boolean(flag('--screenshots'));
const rounds = Number(value('--rounds') ?? 7);
const only = value('--only');
if (!Number.isInteger(rounds) || rounds < 1 || (only !== undefined && !['real', 'demo'].includes(only))) {
  console.error('usage: npm run bench -- [--no-build] [--rounds=N] [--only=real|demo] [--screenshots]');
  process.exit(2);
}
const withReal = only !== 'demo';
const withDemo = only !== 'real';

let names;
try {
  names = registeredLists();
  checkListRows(names);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const floor = bareScreen({ key: 'bare-fakerest', label: 'bare react-admin list, in-page fakerest', base: BARE });
const yardstick = bareScreen({ key: 'bare-rest', label: 'bare react-admin list, simple REST over HTTP', base: REST });
const realScreens = appScreens({ build: 'real', base: REAL, names });
const demoScreens = appScreens({ build: 'demo', base: DEMO, names });
const screens = [floor, ...(withReal ? [yardstick, ...realScreens] : []), ...(withDemo ? demoScreens : [])];
// Where each build's data comes from, for "API req at" (the in-page backends make no request).
const apiOf = { 'bare-rest': REST_API, real: API };

const used = [PORTS.bare, ...(withReal ? [PORTS.real, PORTS.rest, PORTS.api, PORTS.restApi] : []), ...(withDemo ? [PORTS.demo] : [])];
for (const port of used) {
  if (await answers(url(port))) {
    console.error(`bench: something already answers on port ${port}; stop it first (the bench uses ${Object.values(PORTS).join(', ')}).`);
    process.exit(1);
  }
}

const started = Date.now();
if (build) {
  console.log(`bench: building the bare fakerest app${withReal ? ', the bare simple-REST app, the real-backend build' : ''}${withDemo ? ', the demo build' : ''}...`);
  await run('npx', ['vite', 'build', '--config', CONFIG.bare]);
  if (withReal) {
    await run('npx', ['vite', 'build', '--config', CONFIG.rest], { VITE_BENCH_REST_URL: REST_API, VITE_BENCH_REST_TOKEN: REST_TOKEN });
    await run('npx', ['vite', 'build', '--outDir', OUT.real, '--emptyOutDir', '--logLevel', 'error'], { VITE_API_URL: API });
  }
  // The demo build is the default one: no VITE_API_URL, even if the shell has one.
  if (withDemo) await run('npx', ['vite', 'build', '--outDir', OUT.demo, '--emptyOutDir', '--logLevel', 'error'], { VITE_API_URL: '' });
  console.log(`bench: built in ${Math.round((Date.now() - started) / 1000)} s`);
}

const stops = [];
const stopAll = () => stops.splice(0).forEach((stop) => stop());
// The servers run in their own process groups: Ctrl-C on the bench must not leave them behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const results = new Map(screens.map((screen) => [screen.key, []]));
const failures = new Map();
let browserVersion = '';
try {
  stops.push(await startServer('npx', ['vite', 'preview', '--config', CONFIG.bare, '--port', String(PORTS.bare), '--strictPort'], `${BARE}/`));
  if (withReal) {
    // Our build is served from :4196, not one of the app's usual origins, hence CORS_ORIGINS; an empty
    // FAKE_API_DB_FILE keeps this throwaway server's data in memory, away from a developer's own file.
    stops.push(await startServer('npx', ['tsx', 'src/fake-api/server.ts'], API, { PORT: String(PORTS.api), HOST: '127.0.0.1', CORS_ORIGINS: REAL, FAKE_API_DB_FILE: '' }));
    stops.push(await startServer('npx', ['vite', 'preview', '--outDir', OUT.real, '--port', String(PORTS.real), '--strictPort'], `${REAL}/admin/`));
    stops.push(await startServer('node', ['scripts/bench/bare-rest/server.mjs'], REST_API, { PORT: String(PORTS.restApi), ORIGIN: REST, TOKEN: REST_TOKEN }));
    stops.push(await startServer('npx', ['vite', 'preview', '--config', CONFIG.rest, '--port', String(PORTS.rest), '--strictPort'], `${REST}/`));
  }
  if (withDemo) stops.push(await startServer('npx', ['vite', 'preview', '--outDir', OUT.demo, '--port', String(PORTS.demo), '--strictPort'], `${DEMO}/admin/`));

  const browser = await launchChromium();
  browserVersion = browser.version();
  try {
    // Signed in once per build; every signed-in load starts a fresh context with this session (cold
    // HTTP cache, same session), as an administrator coming back to the back office. The real build
    // keeps its session in local storage only, so its items are all a load needs.
    const sessions = {};
    if (withReal) {
      const signing = await browser.newContext({ viewport: VIEWPORT });
      await signIn(await signing.newPage(), REAL, API);
      const state = await signing.storageState();
      sessions.real = { localStorage: state.origins.find((origin) => origin.origin === REAL)?.localStorage ?? [] };
      await signing.close();
      if (!sessions.real.localStorage.length) throw new Error('bench: signing in to the real-backend build left nothing in local storage');
    }
    if (withDemo) {
      // Through the login form, as an administrator would (the fake backend answers in the page), then
      // every measured screen once, until the tables they read are stored in IndexedDB: a returning
      // administrator's demo database. The fake backend stores a table it seeded once the page is idle
      // (`src/fake-api/browser.ts`); taken at once after the dashboard, the state held the database's
      // settings only, and every measured load seeded its tables again (the orders: some 40 ms of the
      // order screens' main thread), which a returning visit does not. The state keeps IndexedDB too.
      const signing = await browser.newContext({ viewport: VIEWPORT });
      const page = await signing.newPage();
      await signIn(page, DEMO);
      await page.getByTestId('card-orders-today-value').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
      for (const screen of demoScreens.filter((candidate) => candidate.signedIn)) {
        await page.goto(screen.url);
        // A screen that never shows its data is reported by its measured loads, with a screenshot.
        await showData(page, screen).catch(() => console.error(`bench: ${screen.label} showed no data while signing in; its tables may be seeded on each load`));
      }
      await storedTablesSettled(page);
      sessions.demo = { storageState: await signing.storageState({ indexedDB: true }) };
      await signing.close();
    }

    for (let round = 0; round < rounds; round += 1) {
      for (const screen of screens) {
        if (failures.has(screen.key)) continue;
        try {
          const load = await measure(browser, screen, { session: sessions[screen.build], api: apiOf[screen.build] ?? null, shots: SHOTS, screenshot: screenshots && round === 0 });
          results.get(screen.key).push(load);
        } catch (error) {
          // Recorded and left out of the next rounds; the others are still measured.
          failures.set(screen.key, error.message);
          console.error(`\nbench: ${error.message}`);
        }
      }
      console.log(`bench: round ${round + 1} of ${rounds} done (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  } finally {
    await browser.close();
  }
} finally {
  stopAll();
}

const row = (screen, budget) => ({ screen, runs: results.get(screen.key), failed: failures.has(screen.key), budget });
const judged = (screen) => (screen.login ? LOGIN_BUDGET : BUDGET);
const conditions = `median of ${rounds} cold loads, headless Chromium ${browserVersion}, ${VIEWPORT.width}x${VIEWPORT.height}`;
console.log(`\nTime to first data (from the start of navigation to the frame the data is painted in, on the page's clock) and LCP (read`);
console.log('when the data showed), each with its ratio to the table\'s first row; "browser CPU": CPU time of all Chromium processes for the');
console.log('load (steadier than the wall clock on a loaded machine); "API req at": the first request to the API left; "last script":');
console.log('the last .js file received before the data showed; "JS files": how many .js files were received by then. Budget: 1.15x, login 1.00x.');
const verdicts = [];
if (withReal) {
  verdicts.push(
    ...printTable({
      title: `Real-backend build (fake API over HTTP, :${PORTS.api}) vs the bare list on simple REST over HTTP (${conditions})`,
      yardstick: row(yardstick, null),
      rows: [row(floor, null), ...realScreens.map((screen) => row(screen, judged(screen)))],
    }).map((verdict) => ({ ...verdict, build: 'real' })),
  );
}
if (withDemo) {
  verdicts.push(
    ...printTable({
      title: `Demo build (in-page fake backend, signed in, database in IndexedDB) vs the bare list on in-page fakerest (${conditions})`,
      yardstick: row(floor, null),
      rows: demoScreens.map((screen) => row(screen, judged(screen))),
    }).map((verdict) => ({ ...verdict, build: 'demo' })),
  );
}

const count = (list) => `${list.filter((v) => v.ok).length} of ${list.length}`;
const perBuild = ['real', 'demo'].filter((b) => verdicts.some((v) => v.build === b)).map((b) => `${b} ${count(verdicts.filter((v) => v.build === b))}`);
const demoLcp = verdicts.filter((v) => v.build === 'demo');
if (demoLcp.length) console.log(`\nbench: demo screens with LCP within ${BUDGET.toFixed(2)}x the bare fakerest list's: ${count(demoLcp.map((v) => ({ ok: v.lcpOk })))}`);
if (failures.size) console.error(`\nbench: ${failures.size} screen(s) never showed their data: ${[...failures.keys()].join(', ')}`);
console.log(`\nbench: ${count(verdicts)} screens within budget (${perBuild.join(', ')}; ratio to the yardstick: login ≤ ${LOGIN_BUDGET.toFixed(2)}x, others ≤ ${BUDGET.toFixed(2)}x) in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failures.size ? 1 : 0);
