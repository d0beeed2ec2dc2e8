import { defineConfig, devices } from '@playwright/test'
import { BASE_URL, DATABASE_PATH, E2E_DIR, HOST, OUTBOX_KEY, PORT } from './tests/e2e/e2e-env'

/**
 * End-to-end suite: the production build (`npm run build` first) served by server.js on its own
 * port and database, driven by the system Chromium. Every spec runs twice: with JavaScript on and
 * off, since every page must work without it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${E2E_DIR}/artifacts`,
  // One worker: the server's rate limits count per client address, and every test comes from
  // 127.0.0.1 (helpers.ts keeps the auth POSTs under the limit).
  workers: 1,
  fullyParallel: false,
  // One retry, so a test that fails only under load shows up as flaky (npm test names it), not as a failure
  // nor as a pass.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: `${E2E_DIR}/results.json` }]],
  // Runs after the webServer is up (Playwright starts webServer first): checks the seeded server.
  globalSetup: './tests/e2e/global-setup.ts',
  webServer: {
    // Resets and seeds DATABASE_PATH, then imports server.js (see serve.mjs for why not globalSetup).
    command: 'node tests/e2e/serve.mjs',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST,
      DATABASE_PATH,
      TRILHA_DEV_OUTBOX: '1',
      TRILHA_DEV_OUTBOX_KEY: OUTBOX_KEY,
      PUBLIC_URL: BASE_URL,
      NODE_ENV: 'production',
    },
  },
  use: {
    baseURL: BASE_URL,
    headless: true,
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'js-on', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    { name: 'js-off', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false } },
  ],
})
