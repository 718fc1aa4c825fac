import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { newTestDatabaseName } from './tests/support/databases';
import { e2eBaseUrl, e2eLanes, e2eReadyPort } from './tests/e2e/e2e-env';

// Playwright re-reads this file in every worker; the run's settings are fixed once, in the
// environment the server and workers inherit. Each worker is a lane with an installation of its
// own (tests/e2e/e2e-env.ts; decision 036): `e2eBaseUrl` is the worker's lane's.
process.env.E2E_DATABASE_NAME ??= newTestDatabaseName('e2e');
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `vtrans-${process.env.E2E_DATABASE_NAME}`);

/**
 * Debian's Chromium (never a downloaded browser), kept off the network. Tests run in its headless
 * shell (Debian's chromium-headless-shell, the build Playwright itself uses for headless runs): the
 * full browser's headless mode draws a whole browser window, and on two cores the same tests took
 * 39 % longer in it (decision 036).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests own their data and lanes share nothing, so any test may run in any lane, in any order.
  fullyParallel: true,
  workers: e2eLanes,
  retries: 0,
  // Limits for a shared, loaded machine (CI runs beside other work; issue 55 runs the suite with two
  // CPU hogs): they bound a hung test, they do not measure speed — benchmarks do (npm run bench).
  // A green run never waits for them, so they are set for the slowest run seen: CI's of a9052bd ran
  // three times slower than a quiet machine and the map explorer's longest test passed 60 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  // Playwright empties its output folder at start; keep it apart from the other reports.
  outputDir: 'test-results/playwright-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // A trace records every action of every test and is kept only when one fails; CI prints the failure
  // and keeps no files, so there it is only cost (38 map and page tests: 344 s with traces, 299 s
  // without). Locally a failure keeps its trace; `--trace off` skips it.
  use: { baseURL: e2eBaseUrl, launchOptions: chromium, trace: process.env.CI ? 'off' : 'retain-on-failure' },
  projects: [
    // *-desktop / *-mobile specs test one layout; every other page spec runs at both widths.
    { name: 'desktop', testIgnore: [/api\//, /-mobile\.spec\.ts$/], use: { viewport: { width: 1280, height: 900 } } },
    { name: 'mobile', testIgnore: [/api\//, /-desktop\.spec\.ts$/], use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
    { name: 'api', testMatch: /api\/.*\.spec\.ts/ },
    // Failure drills: each starts an installation of its own (database, SMTP, web, worker) and breaks a part of it.
    { name: 'reliability', testDir: 'tests/reliability', timeout: 180_000, use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${e2eReadyPort}/ready`,
    // The template's migration and seed, then every lane's web app (minutes on a loaded machine).
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
