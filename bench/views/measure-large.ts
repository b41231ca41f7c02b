import { cpus, loadavg } from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';
import { addDays } from '@plotline/shared';
import { docMarkers, writeDocSection } from '../doc-section.js';
import { callPage } from './page-script.js';
import { phase } from './profile.js';
import { resultTable } from './report.js';
import { fmt, median, record, results, sleep, timeMeasure, type ResultRow } from './results.js';
import { importProject, type SeedTimeline } from './seed.js';
import { PROFILE_DIR, RUNS } from './settings.js';

/*
 * Issue 18's 100,000-event project (200 timelines × 500): the timeline and the table read the
 * window in view first and page the rest in (docs/decisions.md D60). Measured: navigation → first
 * rows painted (< 1.5 s), → every page in, the longest task while paging and while scrolling
 * (< 50 ms), the DOM, and the tab's JS heap (< 300 MB, CDP Performance.getMetrics
 * JSHeapUsedSize after a garbage collection). Written between the `bench:views-100k` markers.
 */

const TIMELINES = 200;
const PER_TIMELINE = 500;
const FIRST_DAY = '2024-01-01';
/** Three years: about 90 events a day. */
const SPAN_DAYS = 3 * 365;
/** The timeline opens on a week in the middle. */
export const LARGE_FROM = '2025-06-02';
const VIEW_TIMELINE = 'Timeline (200 × 500 = 100,000 events)';
const VIEW_TABLE = 'Table (200 × 500 = 100,000 events)';
const OBJECTIVES = ['preparation', 'development', 'testing', 'deployment', 'maintenance', 'business'];
const MARKERS = docMarkers('views-100k');

function largeProject(): SeedTimeline[] {
  let state = 18;
  const next = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  return Array.from({ length: TIMELINES }, (_, t) => ({
    name: `Timeline ${t + 1}`,
    color: '#3B82F6',
    events: Array.from({ length: PER_TIMELINE }, (_, e) => {
      const date = addDays(FIRST_DAY, Math.floor(next() * SPAN_DAYS));
      return {
        title: `Event ${t + 1}.${e + 1}`,
        description: '',
        date,
        endDate: e % 3 === 0 ? addDays(date, 1 + Math.floor(next() * 6)) : null,
        objective: OBJECTIVES[e % OBJECTIVES.length] as string,
      };
    }),
  }));
}

async function heapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.detach();
  return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN) / 2 ** 20;
}

interface Loaded {
  painted: number;
  pagedIn: number;
  longestWhilePaging: number;
  reads: number;
  heap: number;
}

/** How long a run may page before it is recorded as unfinished (a loaded 2-core host is slow). */
const PAGING_LIMIT_MS = 240_000;

/** Opens `url` and waits for the view's first rows, then for every page; the figures of one run. */
async function load(page: Page, url: string, view: 'timeline' | 'table', projectId: string): Promise<Loaded> {
  await page.goto(url);
  const seen = await callPage(page, 'firstPaint', view, projectId);
  const progress = setInterval(() => {
    void callPage(page, 'projectReads', projectId).then(
      (reads) => console.log(`  ${view}: ${reads.count} reads so far`),
      () => undefined,
    );
  }, 15_000);
  let pagedIn = Number.NaN;
  try {
    pagedIn = await callPage(page, 'pagedIn', PAGING_LIMIT_MS);
  } catch {
    console.log(`  ${view}: not every page in after ${PAGING_LIMIT_MS / 1000} s`);
  } finally {
    clearInterval(progress);
  }
  const blocking = await callPage(page, 'blocking', seen.painted, Number.isNaN(pagedIn) ? await callPage(page, 'now') : pagedIn);
  const reads = await callPage(page, 'projectReads', projectId);
  return { painted: seen.painted, pagedIn, longestWhilePaging: blocking.longest, reads: reads.count, heap: await heapMb(page) };
}

function recordLoads(view: string, runs: Loaded[]) {
  timeMeasure(view, 'navigation → first rows painted', runs.map((run) => run.painted), 1500);
  record({
    view,
    measure: 'navigation → every page in',
    value: `${fmt(median(runs.map((run) => run.pagedIn)))} ms`,
    target: '(paged after the paint)',
    isMet: null,
    samples: runs.map((run) => run.pagedIn),
  });
  const longest = median(runs.map((run) => run.longestWhilePaging));
  record({
    view,
    measure: 'longest task while paging in (0: none over 50 ms)',
    value: `${fmt(longest)} ms`,
    target: '< 50 ms',
    isMet: longest < 50,
    samples: runs.map((run) => run.longestWhilePaging),
  });
  const heap = median(runs.map((run) => run.heap));
  record({
    view,
    measure: `JS heap with every event held (reads: ${runs[0]?.reads ?? 0})`,
    value: `${heap.toFixed(0)} MB`,
    target: '< 300 MB',
    isMet: heap < 300,
  });
}

function recordScroll(view: string, measure: string, sweeps: { blocking: { longest: number }; gap: number }[]) {
  const longest = median(sweeps.map((sweep) => sweep.blocking.longest));
  record({
    view,
    measure: `${measure}: longest task (frame gap ${fmt(median(sweeps.map((sweep) => sweep.gap)))} ms)`,
    value: `${fmt(longest)} ms`,
    target: '< 50 ms',
    isMet: longest < 50,
    samples: sweeps.map((sweep) => sweep.blocking.longest),
  });
}

/** Seeds the project, measures both views and writes the section (unless profiling). */
export async function benchLarge(page: Page, context: BrowserContext, base: string): Promise<void> {
  const before = results.length;
  console.log('seeding: 100,000 events (200 timelines × 500)');
  const projectId = await importProject(context, base, 'Bench 100k 200x500', largeProject());
  const runs = Math.min(RUNS, 3);

  const timelineUrl = `${base}/timeline?project=${projectId}&zoom=week&from=${LARGE_FROM}`;
  const timelineRuns: Loaded[] = [];
  const sweeps: { blocking: { longest: number }; gap: number }[] = [];
  let dom = { total: 0, inBoard: 0, rows: 0, events: 0 };
  // Loading and scrolling are profiled apart (BENCH_VIEWS_PROFILE), so a scroll's tasks are found alone.
  for (let run = 0; run < runs; run += 1) {
    timelineRuns.push(await phase(page, `large-timeline-load-${run}`, () => load(page, timelineUrl, 'timeline', projectId)));
    await sleep(300);
    dom = await callPage(page, 'timelineDom');
    sweeps.push(await phase(page, `large-timeline-scroll-${run}`, () => callPage(page, 'timelineSweep', 'y', 160)));
  }
  recordLoads(VIEW_TIMELINE, timelineRuns);
  recordScroll(VIEW_TIMELINE, 'scrolling every row', sweeps);
  record({
    view: VIEW_TIMELINE,
    measure: 'DOM nodes (whole page / board), rows and events rendered',
    value: `${dom.total} / ${dom.inBoard}, ${dom.rows} rows, ${dom.events} events`,
    target: 'bounded by the view',
    isMet: dom.rows < 60 && dom.events < 3000,
  });

  const tableUrl = `${base}/table?project=${projectId}`;
  const tableRuns: Loaded[] = [];
  const tableSweeps: { blocking: { longest: number }; gap: number }[] = [];
  let tableDom = { rows: 0, total: 0 };
  for (let run = 0; run < runs; run += 1) {
    tableRuns.push(await phase(page, `large-table-load-${run}`, () => load(page, tableUrl, 'table', projectId)));
    await sleep(300);
    tableDom = await callPage(page, 'tableDom');
    tableSweeps.push(await phase(page, `large-table-scroll-${run}`, () => callPage(page, 'tableSweep', 4000)));
  }
  recordLoads(VIEW_TABLE, tableRuns);
  recordScroll(VIEW_TABLE, 'scrolling 100,000 rows', tableSweeps);
  record({
    view: VIEW_TABLE,
    measure: 'DOM nodes (whole page), rows rendered',
    value: `${tableDom.total}, ${tableDom.rows} rows`,
    target: 'bounded by the view',
    isMet: tableDom.rows < 200,
  });
  // Its own section; the views table above leaves these rows out.
  const rows = results.splice(before);
  console.log(`\n${resultTable(rows)}\n`);
  if (!PROFILE_DIR) writeDocSection(MARKERS, section(rows));
}

function section(rows: ResultRow[]): string {
  return [
    MARKERS.start,
    '## Views at 100,000 events: latest run',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npx tsx bench/views.ts\` (\`bench/views/measure-large.ts\`; same method as the section above; ${cpus().length} cores, 1-minute load average ${(loadavg()[0] ?? 0).toFixed(1)} at the end). One project of 200 timelines × 500 events over three years (about 90 a day, a third multi-day); the timeline opens at Week zoom on ${LARGE_FROM}, the table at its top. The first read is the window in view (D60), the rest is paged in by date range; "every page in" is when "Loading more…" is gone. Heap: CDP \`Performance.getMetrics\` \`JSHeapUsedSize\` after a forced garbage collection, every event held. Medians of up to 3 runs.`,
    '',
    resultTable(rows),
    MARKERS.end,
  ].join('\n');
}
