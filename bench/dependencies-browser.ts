/*
 * The browser half of bench/dependencies.ts (issue 16, docs/decisions.md D38): the BUILT app (after
 * `npm run build`) in Debian's Chromium, on the project of bench/dependencies-network.ts (10,000
 * events in 100 timelines, 5,000 dependencies, auto-schedule on) imported through the API. It
 * measures, as bench/views.ts does (the same in-page script: a double requestAnimationFrame for
 * "painted", a PerformanceObserver on longtask for the main thread):
 *   - navigation → the timeline's first rows painted, arrows included (target < 1 s);
 *   - once every page of the project is in (D60: the first read is the window in view), dragging
 *     the head of the 500-event chain 5 days later in 4 px pointer steps: the longest task
 *     while dragging (every step previews where auto-schedule would put its successors) and after
 *     the drop (the PUT answers the 499 pushed successors, which are folded in and redrawn); target:
 *     no task over 50 ms;
 *   - pressing "Critical path": click → highlighted and painted, and its longest task.
 * Figures and their reading: docs/performance.md ("Dependencies and scheduling"), D58.
 */
import type { Browser, Page } from '@playwright/test';
import { freePort } from '../scripts/postgres.js';
import { startServer, type TestServer } from '../scripts/server-kit.js';
import { benchNetwork } from './dependencies-network.js';
import type { Blocking } from './views/page/bench-page.js';
import { callPage, pageScript } from './views/page-script.js';
import { fmt, median, sleep } from './views/results.js';
import { importProject, type SeedTimeline } from './views/seed.js';
import { hasBuiltApp, openSignedIn } from './views/bench-browser.js';
import { phase } from './views/profile.js';
import { VIEWPORT } from './views/settings.js';

const RUNS = 3;
const DRAG_DAYS = 5;
const FIRST_PAINT_TARGET_MS = 1000;
const TASK_TARGET_MS = 50;

export interface BrowserRow {
  measure: string;
  median: string;
  target: string;
  isMet: boolean | null;
  runs: number[];
}

/** The benchmark network in the import format: events carry their ids, the project its dependencies. */
export function importedNetwork(): { timelines: SeedTimeline[]; extra: Record<string, unknown> } {
  const { events, deps } = benchNetwork();
  const timelines: SeedTimeline[] = Array.from({ length: 100 }, (_, index) => ({
    name: `Timeline ${index + 1}`,
    color: '#3B82F6',
    events: [],
  }));
  for (const event of events) {
    timelines[event.timeline]!.events.push({
      id: event.id,
      title: event.title,
      description: '',
      date: event.startDate,
      endDate: event.endDate,
      objective: 'development',
    });
  }
  const dependencies = deps.map(({ fromEventId, toEventId, type, lagDays }) => ({ fromEventId, toEventId, type, lagDays }));
  return { timelines, extra: { autoSchedule: true, dependencies } };
}

/**
 * Opens the board and lets it settle: every page of the project in (the first read is the window in
 * view, the rest is paged in, D60), so a drag or a click measures itself, not the paging's merges.
 */
async function openBoard(page: Page, url: string) {
  await page.goto(url);
  await callPage(page, 'waitSeen', 'timeline');
  const loadingMore = page.getByRole('status').filter({ hasText: 'Loading more' });
  // Quiet for a second: paging may not have started when the board is first seen.
  do {
    await loadingMore.waitFor({ state: 'detached', timeout: 180_000 });
    await sleep(1000);
  } while ((await loadingMore.count()) > 0);
  await sleep(500);
}

async function centre(page: Page, title: string) {
  const box = await page.getByRole('button', { name: new RegExp(`^${title},`) }).boundingBox();
  if (!box) throw new Error(`${title} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, left: box.x };
}

async function firstPaint(page: Page, url: string, projectId: string) {
  const paints: number[] = [];
  const renders: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(url);
    const seen = await callPage(page, 'firstPaint', 'timeline', projectId);
    // The arrows are drawn in the same commit as the rows; wait for one to be sure.
    await page.locator('[data-testid="dependency-layer"] [data-dependency-id]').first().waitFor({ state: 'attached' });
    paints.push(seen.painted);
    if (seen.dataEnd !== null) renders.push(seen.painted - seen.dataEnd);
    await sleep(300);
  }
  return { paints, renders };
}

/** Drags the chain's head DRAG_DAYS days later, releases it, and waits for the saved push to be painted. */
export async function dragChainHead(page: Page, url: string) {
  const drags: Blocking[] = [];
  const gaps: number[] = [];
  const drops: Blocking[] = [];
  const answers: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await openBoard(page, url);
    // Steps 2 and 3 are bars back to back (2 and 3 days): their left ends are 2 days apart.
    const perDay = ((await centre(page, 'Chain step 3')).left - (await centre(page, 'Chain step 2')).left) / 2;
    const head = await centre(page, 'Chain step 1');
    // Grabbed near its left edge: the link handle covers the right end of the head's dot.
    const grab = head.left + 3;
    const from = await callPage(page, 'startFrames');
    await page.mouse.move(grab, head.y);
    await phase(page, `dependencies-drag-${run}`, async () => {
      await page.mouse.down();
      const distance = DRAG_DAYS * perDay;
      const steps = Math.ceil(distance / 4);
      for (let step = 1; step <= steps; step += 1) await page.mouse.move(grab + (distance * step) / steps, head.y);
    });
    const until = await callPage(page, 'now');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/events\/[^/]+$/.test(response.url()), { timeout: 20_000 });
    const released = await callPage(page, 'now');
    const releasedAt = performance.now();
    // BENCH_VIEWS_PROFILE=<folder>: a CPU profile (or trace) of each drag and drop (bench/views/profile.ts).
    const settled = await phase(page, `dependencies-drop-${run}`, async () => {
      await page.mouse.up();
      const response = await saved;
      answers.push(performance.now() - releasedAt);
      if (!response.ok()) throw new Error(`saving the chain head failed: ${response.status()} ${await response.text()}`);
      const moved = ((await response.json()) as { data: { movedEvents: unknown[] } }).data.movedEvents.length;
      if (moved === 0) throw new Error('the drop pushed no successor (was the head dragged?)');
      await sleep(200);
      return callPage(page, 'painted');
    });
    gaps.push(await callPage(page, 'stopFrames'));
    drags.push(await callPage(page, 'blocking', from, until));
    drops.push(await callPage(page, 'blocking', released, settled));
  }
  return { drags, gaps, drops, answers };
}

/** Click "Critical path" → pressed and painted; the longest task in between. */
async function criticalPath(page: Page, url: string) {
  const times: number[] = [];
  const longest: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await openBoard(page, url);
    const button = page.getByRole('button', { name: 'Critical path' });
    const start = await callPage(page, 'now');
    await button.click();
    await page.locator('[data-testid="dependency-layer"] [data-tone="critical"]').first().waitFor({ state: 'attached' });
    const end = await callPage(page, 'painted');
    times.push(end - start);
    longest.push((await callPage(page, 'blocking', start, end)).longest);
  }
  return { times, longest };
}

const timeRow = (measure: string, samples: number[], limit: number | null, target = ''): BrowserRow => ({
  measure,
  median: `${fmt(median(samples))} ms`,
  target: limit === null ? target || '(reported)' : `${target}< ${limit} ms`,
  isMet: limit === null ? null : median(samples) < limit,
  runs: samples,
});

export async function measureBrowser(): Promise<{ rows: BrowserRow[]; note: string }> {
  if (!hasBuiltApp('bench/dependencies.ts (its browser half)'))
    return { rows: [], note: 'not measured: the browser half needs `npm run build` first' };
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ name: 'bench-dependencies', port: await freePort(), output: 'inherit' });
    const opened = await openSignedIn(server.url, await pageScript());
    browser = opened.browser;
    const { context, page } = opened;
    const { timelines, extra } = importedNetwork();
    const projectId = await importProject(context, server.url, 'Dependencies 10k', timelines, extra);
    // The network spans 2026-01-05 to late 2028; a week view from January shows the chain's head.
    const range = await context.request.put(`${server.url}/api/v1/preferences/timeline/time_range`, {
      headers: { origin: server.url },
      data: { value: { start: '2026-01-01', end: '2028-12-31' } },
    });
    if (!range.ok()) throw new Error(`saving the time range failed: ${range.status()} ${await range.text()}`);
    const url = `${server.url}/timeline?project=${projectId}&zoom=week&from=2026-01-01`;

    const paint = await firstPaint(page, url, projectId);
    const drag = await dragChainHead(page, url);
    const critical = await criticalPath(page, url);
    const longestDrag = drag.drags.map((entry) => entry.longest);
    const longestDrop = drag.drops.map((entry) => entry.longest);
    const rows: BrowserRow[] = [
      timeRow('navigation → timeline rows and arrows painted', paint.paints, FIRST_PAINT_TARGET_MS),
      timeRow('project data received → painted', paint.renders, null, '(part of the above)'),
      {
        ...timeRow(`drag the chain head ${DRAG_DAYS} days (auto-schedule preview): longest task`, longestDrag, null),
        target: `no task > ${TASK_TARGET_MS} ms`,
        isMet: Math.max(...longestDrag) <= TASK_TARGET_MS,
      },
      timeRow('drag: longest frame gap', drag.gaps, null),
      {
        ...timeRow('drop: longest task (release → 499 pushed successors saved and painted)', longestDrop, null),
        target: `no task > ${TASK_TARGET_MS} ms`,
        isMet: Math.max(...longestDrop) <= TASK_TARGET_MS,
      },
      timeRow('drop: release → PUT answered (network and server)', drag.answers, null),
      timeRow('"Critical path" click → highlighted and painted', critical.times, null),
      timeRow('"Critical path" click: longest task', critical.longest, null),
    ];
    return { rows, note: `Chromium ${browser.version()} at ${VIEWPORT.width} × ${VIEWPORT.height}, the built app, medians of ${RUNS} runs` };
  } finally {
    await browser?.close();
    await server?.stop();
  }
}
