import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ROOT, freePortSync } from '../../scripts/server-kit.js';
import mainConfig from '../playwright.config.js';

/*
 * The multi-instance end-to-end test (issue 9): a temporary PostgreSQL, two BUILT server
 * processes on it (`npm run build` first) and nginx in front of them with the shipped proxy rules
 * (deploy/nginx/). global-setup.ts starts them all and stops them when the run ends; browsers
 * reach the app only through nginx, whose URL is PUBLIC_URL of both instances.
 *
 * Run by scripts/test.sh after the main suite:
 *   npx playwright test -c e2e/multi-instance/playwright.config.ts
 *
 * Like the main config, this file is evaluated by the runner and again by every worker: the ports
 * are chosen once and handed down through the environment.
 */

process.env.PLOTLINE_MI_NGINX_PORT ??= String(freePortSync());
process.env.PLOTLINE_MI_PORT_1 ??= String(freePortSync());
process.env.PLOTLINE_MI_PORT_2 ??= String(freePortSync());
const baseURL = `http://127.0.0.1:${process.env.PLOTLINE_MI_NGINX_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.multi.ts',
  outputDir: join(ROOT, 'test-results', 'multi-instance'),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One worker: the spec kills an instance, which every other test would feel.
  workers: 1,
  timeout: 120_000,
  // A hang guard: two instances, nginx and two browsers on a loaded two-core host (not a speed check).
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: { ...mainConfig.use, baseURL },
});
