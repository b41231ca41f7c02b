import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ROOT, SERVER_COMMAND, freePortSync, testServerEnv } from '../scripts/server-kit.js';

/*
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium; browsers are never downloaded)
 * against the BUILT server (`npm run build` first), started by Playwright's webServer on a free
 * port with a temporary SQLite database and data folder and the test settings of
 * scripts/server-kit.ts (sign-in settings blanked), and stopped when the run ends.
 *
 * This file is evaluated by the runner and again by every worker, so the port and the temporary
 * folder are chosen once and handed down through the environment.
 */

// Synchronous on purpose: the config must be complete when it is evaluated.
process.env.PLOTLINE_E2E_PORT ??= String(freePortSync());
// Not created here (a `--list` run would leave it behind): the server creates it on start.
process.env.PLOTLINE_E2E_DIR ??= join(
  tmpdir(),
  `plotline-e2e-${process.pid}-${randomBytes(4).toString('hex')}`,
);
const port = Number(process.env.PLOTLINE_E2E_PORT);
const dataDir = process.env.PLOTLINE_E2E_DIR;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(ROOT, 'test-results'),
  globalTeardown: './helpers/global-teardown.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI: a test that fails and then passes is reported as flaky by name (the list
  // reporter and scripts/test.sh show it), never hidden, and a slow moment on a two-core machine
  // does not fail the landing.
  retries: process.env.CI ? 1 : 0,
  // Two cores: the server, Chromium and the runner share them. Every test signs in first (a full
  // OIDC round trip), so a long flow gets a minute, not 30 s.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The foundation spec needs an EMPTY installation (its first user becomes SysAdmin), so it
    // runs before every other spec, which then find that SysAdmin and sign in with their own users.
    { name: 'foundation', testMatch: 'auth.spec.ts' },
    { name: 'app', testIgnore: 'auth.spec.ts', dependencies: ['foundation'] },
  ],
  webServer: {
    command: SERVER_COMMAND,
    cwd: ROOT,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: testServerEnv({ port, publicUrl: baseURL, dataDir, logLevel: process.env.PLOTLINE_E2E_LOG_LEVEL }),
  },
});
