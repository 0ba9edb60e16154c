// npm run size: the gzip bytes of the JavaScript the browser actually loads for /admin/login and
// /admin/dashboard, measured in Chromium against production builds (what the network sees, not
// what the bundler lists). Budget: login route <= 340 KB gzip on the real-backend build and on the demo
// build (issue 26), which loads its fake backend only with the first request (not on the login route), and
// no fake backend code in a build made with VITE_API_URL, and no area module but the declarations on the login
// route (source maps name the modules of each chunk it loads), nor a library of one screen (charts,
// drag and drop, zip).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { areaModulesInBoot, chunkSources } from './lib/bootCheck.mjs';
import { launchChromium, run, signIn, startServer } from './lib/browser.mjs';

const BUDGET_LOGIN_BYTES = 340 * 1024;
const API_URL = 'http://localhost:8797';
const FAKE_MARKERS = ['__fakeApi', 'fake-api-db', 'admin123'];
// Only the demo's fake backend itself holds it (its IndexedDB keys), not the boot's `window.__fakeApi` proxy.
const FAKE_BACKEND_MARKER = 'fake-api-db';
// Libraries of one screen each (issue 11): they must load with that screen, never on the login route.
const SCREEN_ONLY_LIBRARIES = ['recharts', '@dnd-kit', 'client-zip', 'browser-image-compression'];

/** Gzip bytes of every script a cold page load fetches, until `ready` resolves and the network is idle. */
const scriptBytes = async (context, url, ready) => {
  const page = await context.newPage();
  const sizes = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return;
    sizes.set(
      response.url(),
      response.body().then((body) => ({ bytes: gzipSync(body, { level: 9 }).length, backend: body.includes(FAKE_BACKEND_MARKER) })),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all([...sizes].map(async ([url, script]) => ({ file: new URL(url).pathname.replace(/^\/admin\//, ''), ...(await script) })));
  await page.close();
  return {
    total: scripts.reduce((sum, script) => sum + script.bytes, 0),
    files: scripts.map((script) => script.file),
    backendFiles: scripts.filter((script) => script.backend).map((script) => script.file),
  };
};

const measure = async (browser, baseUrl, apiUrl) => {
  const anonymous = await browser.newContext();
  const login = await scriptBytes(anonymous, `${baseUrl}/admin/login`, (page) => page.getByRole('button', { name: 'Login sebagai Admin' }).waitFor());
  const signInPage = await anonymous.newPage();
  await signIn(signInPage, baseUrl, apiUrl);
  const storageState = await anonymous.storageState({ indexedDB: true });
  await anonymous.close();

  // A fresh context (cold cache) that is already signed in, as a returning administrator.
  const signedIn = await browser.newContext({ storageState });
  const dashboard = await scriptBytes(signedIn, `${baseUrl}/admin/dashboard`, (page) => page.getByTestId('card-orders-today-value').waitFor());
  await signedIn.close();
  return { login: login.total, loginFiles: login.files, loginBackendFiles: login.backendFiles, dashboard: dashboard.total };
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Hidden source maps (no comment in the JS, so the measured bytes are the shipped ones) say which modules each chunk holds.
await run('npx', ['vite', 'build', '--outDir', 'dist-size-real', '--emptyOutDir', '--sourcemap', 'hidden'], { VITE_API_URL: API_URL });
await run('npx', ['vite', 'build', '--outDir', 'dist-size-fake', '--emptyOutDir']);

const leaked = readdirSync('dist-size-real/assets')
  .filter((f) => f.endsWith('.js'))
  .filter((f) => FAKE_MARKERS.some((m) => readFileSync(`dist-size-real/assets/${f}`, 'utf8').includes(m)));

const stops = [
  // The real-backend build is served from :4191, not one of the app's usual origins; an empty
  // FAKE_API_DB_FILE keeps this throwaway server's data in memory, away from a developer's own file.
  await startServer('npx', ['tsx', 'src/fake-api/server.ts'], API_URL, { PORT: '8797', CORS_ORIGINS: 'http://localhost:4191', FAKE_API_DB_FILE: '' }),
  await startServer('npx', ['vite', 'preview', '--outDir', 'dist-size-real', '--port', '4191', '--strictPort'], 'http://localhost:4191/admin/'),
  await startServer('npx', ['vite', 'preview', '--outDir', 'dist-size-fake', '--port', '4192', '--strictPort'], 'http://localhost:4192/admin/'),
];
const browser = await launchChromium();
try {
  const real = await measure(browser, 'http://localhost:4191', API_URL);
  const fake = await measure(browser, 'http://localhost:4192');
  console.log('JavaScript loaded by the browser (gzip -9):');
  console.log(`  real backend build  /admin/login      ${kb(real.login)}  (budget ${kb(BUDGET_LOGIN_BYTES)})`);
  console.log(`  real backend build  /admin/dashboard  ${kb(real.dashboard)}`);
  console.log(`  fake backend build  /admin/login      ${kb(fake.login)}  (budget ${kb(BUDGET_LOGIN_BYTES)})`);
  console.log(`  fake backend build  /admin/dashboard  ${kb(fake.dashboard)}`);
  console.log(`  fake backend code in the VITE_API_URL build: ${leaked.length ? leaked.join(', ') : 'none'}`);
  console.log(`  fake backend code loaded by the demo's /admin/login: ${fake.loginBackendFiles.length ? fake.loginBackendFiles.join(', ') : 'none'}`);
  const loginSources = real.loginFiles.flatMap((file) => chunkSources(`dist-size-real/${file}`));
  const areaInBoot = areaModulesInBoot(loginSources);
  console.log(`  area modules loaded by /admin/login (only declarations may be): ${areaInBoot.length ? areaInBoot.join(', ') : 'none'}`);
  const screenLibraries = SCREEN_ONLY_LIBRARIES.filter((name) => loginSources.some((source) => source.includes(`node_modules/${name}/`)));
  console.log(`  one-screen libraries loaded by /admin/login (${SCREEN_ONLY_LIBRARIES.join(', ')}): ${screenLibraries.length ? screenLibraries.join(', ') : 'none'}`);
  if (real.login > BUDGET_LOGIN_BYTES || fake.login > BUDGET_LOGIN_BYTES || fake.loginBackendFiles.length || leaked.length || areaInBoot.length || screenLibraries.length) {
    console.log('OVER BUDGET');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  stops.forEach((stop) => stop());
}
