/**
 * Browser journeys: @playwright/test driving Debian's Chromium at a phone viewport against one
 * app server started by e2e/global-setup.ts (fresh seeded PGlite per run). One worker: the machine has two
 * cores and the journeys share the server's database (members, orders). Traces are kept for failed tests
 * (e2e/test-results/, git-ignored; open with `npx playwright show-trace`); screenshots of every journey go
 * to e2e/artifacts/ and axe-core checks run through the fixtures in e2e/fixtures/index.ts.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM, PHONE } from './e2e/phone';

export default defineConfig({
  testDir: 'e2e/journeys',
  testMatch: '*.spec.ts',
  outputDir: 'e2e/test-results',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  // Long journeys on a shared two-core machine.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: CHROMIUM,
    ...PHONE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
