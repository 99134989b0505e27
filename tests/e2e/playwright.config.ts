import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Playwright drives Debian's Chromium (`npx playwright install` cannot download here) against
// the built app and the real server on a fresh embedded database. Debian's old headless shell
// (package chromium-headless-shell, what Playwright itself runs headless) when installed: the
// full browser's headless mode took about twice the CPU for the same tests on a 2-core machine.
const PORT = Number(process.env.E2E_PORT ?? 3100)
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // A whole journey (maps, a coupon earned and spent, live tracking) took 52–59 s on a slower
  // 2-core machine: the limit is for a stuck test, not a slow one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // .ci/run collects JSON results to print one closing 'N passed, N failed' line.
  reporter: process.env.WAKA_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.WAKA_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace as every test runs (retain-on-failure) took half the suite's CPU: its
    // screencast is encoded frame by frame. A failure is traced when retried (with CI set);
    // `--trace on` traces the tests being looked into.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    timezoneId: 'Africa/Lagos',
    locale: 'en-NG',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 5'],
        browserName: 'chromium',
        viewport: { width: 360, height: 780 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'rm -rf .data-test-e2e && tsx src/server/main.ts',
    cwd: '../..',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: '.data-test-e2e/db',
      NODE_ENV: 'test',
      // As behind a proxy: a test may say which traveller's address a request comes from
      // (support/accounts.ts); the browser's own requests carry no X-Forwarded-For.
      TRUST_PROXY: '1',
    },
  },
})
