import { join } from 'node:path';
import { ROOT } from '../../scripts/server-kit.js';

/* What bench/views.ts runs, from its environment variables. */

export const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
export const RUNS = Math.max(1, Number(process.env.BENCH_VIEWS_RUNS ?? 5));
export const VIEWPORT = { width: 1280, height: 800 };
/**
 * `BENCH_VIEWS_ONLY=table` (comma-separated) runs some views only; the views section of
 * docs/performance.md is then left alone. `large` is the 100,000-event project (its own section);
 * `zoom` is the timeline's zoom part alone (also part of `timeline`).
 */
export const ONLY = (process.env.BENCH_VIEWS_ONLY ?? 'timeline,calendar,table,large')
  .split(',')
  .map((name) => name.trim());
export const IS_COMPLETE = ['timeline', 'calendar', 'table'].every((name) => ONLY.includes(name));
/**
 * `BENCH_VIEWS_PROFILE=<folder>` saves a Chrome CPU profile of every measured phase there (open them in
 * the DevTools Performance panel; the build's source maps name the functions). Profiling slows the
 * page, so such a run does not touch docs/performance.md either.
 */
export const PROFILE_DIR = process.env.BENCH_VIEWS_PROFILE;
/** With BENCH_VIEWS_PROFILE: a DevTools timeline trace instead of a CPU profile. */
export const TRACE = Boolean(process.env.BENCH_VIEWS_TRACE);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
