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

/** A trace event, as much of it as `longestTaskMs` reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** The renderers' main threads (`pid:tid`) in a DevTools trace's events. */
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
}

/**
 * The renderer main thread's longest task in processor time (ms) in a DevTools trace: the largest
 * thread duration (`tdur`) of a `RunTask` on a `CrRendererMain` thread. Unlike a long task's wall
 * time (PerformanceObserver), waiting for a loaded machine's cores does not inflate it.
 */
export function longestTaskMs(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): number {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mains = rendererMainThreads(events);
  let longest = 0;
  for (const event of events) {
    if (event.name === 'RunTask' && event.ph === 'X' && mains.has(`${event.pid}:${event.tid}`)) longest = Math.max(longest, event.tdur ?? 0);
  }
  return longest / 1000;
}

/**
 * Runs `run` under a trace of the tasks only (the category `RunTask` is in) and returns the main
 * thread's longest task in processor time beside its result; NaN while a profile or trace of the
 * phase is taken (one trace at a time, and a profiled page is slower).
 */
export async function withLongestTask<T>(page: Page, run: () => Promise<T>): Promise<{ result: T; longestProcessor: number }> {
  const browser = page.context().browser();
  if (PROFILE_DIR || !browser) return { result: await run(), longestProcessor: Number.NaN };
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return { result, longestProcessor: longestTaskMs(trace) };
}
