import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against production builds in Debian's Chromium (Playwright cannot download its
 * own browser here). `fake`: the demo build with the in-browser fake backend. `http`: a build made
 * with VITE_API_URL, talking to `npm run fake-api` over real HTTP.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FAKE_PORT = 4173;
const HTTP_APP_PORT = 4174;
const FAKE_API_PORT = 8787;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
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
    { name: 'fake', testIgnore: /http\.spec\.ts/, use: { baseURL: `http://localhost:${FAKE_PORT}` } },
    { name: 'http', testMatch: /http\.spec\.ts/, use: { baseURL: `http://localhost:${HTTP_APP_PORT}` } },
  ],
  webServer: [
    { command: `npx vite preview --port ${FAKE_PORT} --strictPort`, port: FAKE_PORT, reuseExistingServer: !process.env.CI },
    {
      command: `npx vite preview --port ${HTTP_APP_PORT} --strictPort --outDir dist-http`,
      port: HTTP_APP_PORT,
      reuseExistingServer: !process.env.CI,
    },
    { command: 'npx tsx src/fake-api/server.ts', port: FAKE_API_PORT, env: { PORT: String(FAKE_API_PORT) }, reuseExistingServer: !process.env.CI },
  ],
});
