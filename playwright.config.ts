import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against production builds in Debian's Chromium (Playwright cannot download its
 * own browser here). `fake`: the demo build with the in-browser fake backend. `http`: a build made
 * with VITE_API_URL, talking to `npm run fake-api` over real HTTP.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * A second run beside the first (two developers' suites on one machine) sets E2E_PORT_OFFSET and
 * E2E_DIST_SUFFIX so its servers, builds and reports do not collide. Only the fake project runs that
 * way: the http builds carry port 8787 in their code.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const DIST_SUFFIX = process.env.E2E_DIST_SUFFIX ?? '';
const FAKE_PORT = 4173 + PORT_OFFSET;
const HTTP_APP_PORT = 4174 + PORT_OFFSET;
const QA_APP_PORT = 4175 + PORT_OFFSET;
const FAKE_API_PORT = 8787 + PORT_OFFSET;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs two workers on a two-core machine beside the fake API and three preview servers: a journey
  // that takes 10 s alone can take 35 s there. The limits say "stuck", not "slow" (speed is measured by
  // npm run bench); an assertion that is wrong still fails at once.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  outputDir: `test-results${DIST_SUFFIX}`,
  reporter: [['list'], ['json', { outputFile: `reports/e2e${DIST_SUFFIX}.json` }]],
  use: {
    locale: 'id-ID',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'fake', testIgnore: /(http|qa)\.spec\.ts/, use: { baseURL: `http://localhost:${FAKE_PORT}` } },
    { name: 'http', testMatch: /http\.spec\.ts/, use: { baseURL: `http://localhost:${HTTP_APP_PORT}` } },
    // The QA build (npm run build:qa): HTTP to npm run fake-api with the demo captcha.
    { name: 'qa', testMatch: /qa\.spec\.ts/, use: { baseURL: `http://localhost:${QA_APP_PORT}` } },
  ],
  webServer: [
    { command: `npx vite preview --port ${FAKE_PORT} --strictPort --outDir dist${DIST_SUFFIX}`, port: FAKE_PORT, reuseExistingServer: !process.env.CI },
    {
      command: `npx vite preview --port ${HTTP_APP_PORT} --strictPort --outDir dist-http${DIST_SUFFIX}`,
      port: HTTP_APP_PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx vite preview --port ${QA_APP_PORT} --strictPort --outDir dist-qa${DIST_SUFFIX}`,
      port: QA_APP_PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      // http.spec.ts resets the server and sets faults through /__fake/*, which only a server started
      // with test controls answers; an empty FAKE_API_DB_FILE keeps its data in memory, so every run
      // starts from the seed and a developer's .fake-api-db.json is left alone.
      command: 'npx tsx src/fake-api/server.ts --test-controls',
      port: FAKE_API_PORT,
      env: { PORT: String(FAKE_API_PORT), FAKE_API_DB_FILE: '', CORS_ORIGINS: `http://localhost:${QA_APP_PORT}` },
      reuseExistingServer: !process.env.CI,
    },
  ],
});
