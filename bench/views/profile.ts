import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { PROFILE_DIR, TRACE } from './settings.js';

/** Runs one measured phase, under the CPU profiler when BENCH_VIEWS_PROFILE is set. */
export async function phase<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return run();
  if (TRACE) {
    // A DevTools timeline trace instead (style, layout, paint and script per task).
    const browser = page.context().browser();
    mkdirSync(PROFILE_DIR, { recursive: true });
    const file = join(PROFILE_DIR, `${name}.trace.json`);
    await browser?.startTracing(page, {
      path: file,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    try {
      return await run();
    } finally {
      await browser?.stopTracing();
      console.log(`trace: ${file}`);
    }
  }
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.send('Profiler.stop');
    console.log(`profile: ${saveCpuProfile(PROFILE_DIR, name, profile)}`);
    await session.detach();
  }
}

/** Writes a CPU profile as `<dir>/<name>.cpuprofile` (open it in the DevTools Performance panel); returns its path. */
export function saveCpuProfile(dir: string, name: string, profile: unknown): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  return file;
}

/**
 * The renderer's main-thread processor time in ms (CDP `Performance.getMetrics` ThreadTime, after
 * `Performance.enable`): what a step costs the page, which waiting for a loaded machine's cores does
 * not inflate.
 */
export async function threadTime(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
}
