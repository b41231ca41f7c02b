/*
 * Browser benchmarks of the three planning views (issues 4, 5 and 6), recorded in
 * docs/performance.md between the `bench:views` markers (the API section is left alone).
 *
 *   npx tsx bench/views.ts        (after `npm run build`; BENCH_VIEWS_RUNS sets the repeats, default 5)
 *
 * It builds nothing: it starts the BUILT server (apps/server/dist) on a free port with a temporary
 * SQLite database, like e2e/playwright.config.ts, signs in through the embedded development OIDC
 * provider with Debian's Chromium (never a downloaded browser), seeds three projects through
 * `POST /api/v1/import` with the browser's session cookie, and measures in the page:
 *
 *   - "painted" is performance.now() after a double requestAnimationFrame once the DOM shows the
 *     thing waited for (a MutationObserver watches from the first byte of the document);
 *   - main-thread blocking comes from a PerformanceObserver on 'longtask' (tasks over 50 ms; total
 *     blocking time is the sum of their parts over 50 ms) and from the longest gap between
 *     animation frames, which also shows stalls under 50 ms;
 *   - every figure is the median of several runs; the machine and its load average are recorded,
 *     since other work on a 2-core host moves the numbers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEFAULT_TIME_RANGE, addDays, dayNumber } from '@plotline/shared';
import { freePort } from '../scripts/postgres.js';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
const DOC = join(ROOT, 'docs/performance.md');
const START_MARKER = '<!-- bench:views:start -->';
const END_MARKER = '<!-- bench:views:end -->';
const RUNS = Math.max(1, Number(process.env.BENCH_VIEWS_RUNS ?? 5));
const VIEWPORT = { width: 1280, height: 800 };
/** `BENCH_VIEWS_ONLY=table` (comma-separated) runs some views only; docs/performance.md is then left alone. */
const ONLY = (process.env.BENCH_VIEWS_ONLY ?? 'timeline,calendar,table')
  .split(',')
  .map((name) => name.trim());
const IS_COMPLETE = ['timeline', 'calendar', 'table'].every((name) => ONLY.includes(name));
/**
 * `BENCH_VIEWS_PROFILE=<folder>` saves a Chrome CPU profile of every measured phase there (open them in
 * the DevTools Performance panel; the build's source maps name the functions). Profiling slows the
 * page, so such a run does not touch docs/performance.md either.
 */
const PROFILE_DIR = process.env.BENCH_VIEWS_PROFILE;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ADMIN = { email: 'bench.admin@plotline.test', name: 'Bench Admin', first: 'Bench', last: 'Admin' };
const OBJECTIVES = ['preparation', 'development', 'testing', 'deployment', 'maintenance', 'business'];
/*
 * Table titles carry one code word each; the search keystrokes type a letter that occurs in
 * exactly one of them (and in no title prefix, timeline name, description or objective name),
 * so each keystroke filters 10,000 rows to 1,000.
 */
const CODE_WORDS = ['alpha', 'xray', 'bravo', 'quebec', 'charlie', 'zulu', 'delta', 'juliet', 'echo', 'kilo'];
const SEARCH_LETTERS = ['x', 'q', 'z', 'j', 'k'];

/* ------------------------------------------------------------------------------------------ */
/* In-page helpers (plain JS: injected before the app's scripts on every navigation).          */

const PAGE_HELPERS = String.raw`
(() => {
  const bench = {
    longTasks: [],
    seen: {},
    watched: {
      timeline: '[role="list"][aria-label="Timelines"] [role="listitem"] [data-event-id]',
      calendar: '[role="grid"][aria-label="Month calendar"] [data-event-id]',
      table: '[role="grid"][aria-label="Events"] [role="row"][aria-rowindex="2"]',
    },
  };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    bench.longTaskError = String(error);
  }
  bench.painted = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))));
  // First appearance of each watched selector, then when it was painted.
  const watcher = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(bench.watched)) {
      if (bench.seen[name] || !document.querySelector(selector)) continue;
      const found = performance.now();
      bench.seen[name] = { found };
      bench.painted().then((painted) => (bench.seen[name].painted = painted));
    }
  });
  watcher.observe(document, { childList: true, subtree: true });
  bench.until = (check, timeout = 30000) =>
    new Promise((resolve, reject) => {
      if (check()) return resolve(performance.now());
      const observer = new MutationObserver(() => {
        if (!check()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(performance.now());
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('timed out waiting for the page'));
      }, timeout);
      observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  bench.blocking = (from, to) => {
    const tasks = bench.longTasks.filter((task) => task.start + task.duration >= from && task.start <= to);
    return {
      longest: tasks.reduce((max, task) => Math.max(max, task.duration), 0),
      total: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      count: tasks.length,
    };
  };
  // Longest gap between animation frames while recording.
  bench.startFrames = () => {
    bench.frames = { last: performance.now(), maxGap: 0, running: true };
    const tick = (now) => {
      const frames = bench.frames;
      if (!frames.running) return;
      frames.maxGap = Math.max(frames.maxGap, now - frames.last);
      frames.last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  bench.stopFrames = () => {
    bench.frames.running = false;
    return bench.frames.maxGap;
  };
  // Scrolls an element through its whole extent, one step per frame.
  bench.sweep = (element, axis, step) =>
    new Promise((resolve) => {
      const key = axis === 'x' ? 'scrollLeft' : 'scrollTop';
      const max = axis === 'x' ? element.scrollWidth - element.clientWidth : element.scrollHeight - element.clientHeight;
      element[key] = 0;
      let frames = 0;
      const next = () => {
        if (element[key] >= max - 1) return resolve({ frames, distance: max });
        element[key] = Math.min(max, element[key] + step);
        frames += 1;
        requestAnimationFrame(next);
      };
      requestAnimationFrame(next);
    });
  bench.waitSeen = (name, timeout = 60000) =>
    new Promise((resolve, reject) => {
      const deadline = performance.now() + timeout;
      const check = () => {
        const seen = bench.seen[name];
        if (seen && seen.painted) return resolve(seen);
        if (performance.now() > deadline) return reject(new Error('timed out waiting for ' + name));
        setTimeout(check, 20);
      };
      check();
    });
  bench.domNodes = (root) => (root ?? document).getElementsByTagName('*').length;
  bench.resourceEnd = (fragment) => {
    const entries = performance.getEntriesByType('resource').filter((entry) => entry.name.includes(fragment));
    return entries.length ? entries[entries.length - 1].responseEnd : null;
  };
})();
`;

/* ------------------------------------------------------------------------------------------ */

const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const fmt = (ms: number): string => (Number.isFinite(ms) ? `${ms.toFixed(ms < 10 ? 1 : 0)}` : 'n/a');
const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

interface ResultRow {
  view: string;
  measure: string;
  value: string;
  target: string;
  isMet: boolean | null;
  runs: string;
}

const results: ResultRow[] = [];
const notes: string[] = [];

function record(row: Omit<ResultRow, 'runs'> & { samples?: number[] }) {
  const { samples, ...rest } = row;
  const runs = samples ? samples.map((sample) => fmt(sample)).join(', ') : '';
  results.push({ ...rest, runs });
  console.log(`${row.view} · ${row.measure}: ${row.value} (target ${row.target}) ${runs ? `[${runs}]` : ''}`);
}

function timeMeasure(view: string, measure: string, samples: number[], limit: number) {
  const value = median(samples);
  record({
    view,
    measure,
    value: `${fmt(value)} ms`,
    target: `< ${limit} ms`,
    isMet: value < limit,
    samples,
  });
}

/** Runs one measured phase, under the CPU profiler when BENCH_VIEWS_PROFILE is set. */
async function phase<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return run();
  if (process.env.BENCH_VIEWS_TRACE) {
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
    mkdirSync(PROFILE_DIR, { recursive: true });
    const file = join(PROFILE_DIR, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`profile: ${file}`);
    await session.detach();
  }
}

async function evaluate<T>(page: Page, expression: string): Promise<T> {
  return (await page.evaluate(expression)) as T;
}

/* ------------------------------------------------------------------------------------------ */
/* Server, browser, sign-in, seed.                                                             */

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: `sqlite:${join(dataDir, 'plotline.db')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // No Google or OIDC client: the embedded development provider signs people in.
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      OIDC_ISSUER: '',
      OIDC_CLIENT_ID: '',
      OIDC_CLIENT_SECRET: '',
      SMTP_URL: '',
      ADMIN_EMAILS: '',
    },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become ready within 60 s');
}

async function signInAndRegister(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('link', { name: 'Continue with Google' })
    .or(page.getByRole('button', { name: 'Continue with Google' }))
    .first()
    .click();
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Name', { exact: true }).fill(ADMIN.name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The first person on the empty installation registers (and becomes SysAdmin).
  await page.getByRole('heading', { name: 'Complete Your Registration' }).waitFor();
  await page.getByLabel(/first name/i).fill(ADMIN.first);
  await page.getByLabel(/last name/i).fill(ADMIN.last);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await page
    .getByRole('navigation', { name: 'Views' })
    .or(page.getByRole('tab', { name: 'Table View' }))
    .first()
    .waitFor();
}

interface SeedEvent {
  title: string;
  description: string;
  date: string;
  endDate: string | null;
  objective: string;
}
interface SeedTimeline {
  name: string;
  color: string;
  events: SeedEvent[];
}

const COLORS = ['#3B82F6', '#10B981', '#F59E0B', '#EF4444', '#8B5CF6', '#EC4899', '#14B8A6', '#6366F1'];

/** A small deterministic generator, so every run seeds the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 200 timelines × 50 events spread over the default time range; a third are multi-day (1–7 days). */
function timelineProject(): SeedTimeline[] {
  const next = random(4);
  const days = dayNumber(DEFAULT_TIME_RANGE.end) - dayNumber(DEFAULT_TIME_RANGE.start) + 1;
  return Array.from({ length: 200 }, (_, t) => ({
    name: `Timeline ${t + 1}`,
    color: COLORS[t % COLORS.length] as string,
    events: Array.from({ length: 50 }, (_, e) => {
      const date = addDays(DEFAULT_TIME_RANGE.start, Math.floor(next() * days));
      const isMulti = e % 3 === 0;
      return {
        title: `Event ${t + 1}.${e + 1}`,
        description: 'Benchmark event with a short description',
        date,
        endDate: isMulti ? addDays(date, 1 + Math.floor(next() * 6)) : null,
        objective: OBJECTIVES[e % OBJECTIVES.length] as string,
      };
    }),
  }));
}

/** 50 timelines × 40 events in each of two months (the shown one and the next); a quarter multi-day. */
function calendarProject(months: Array<{ year: number; month: number }>): SeedTimeline[] {
  const next = random(5);
  return Array.from({ length: 50 }, (_, t) => ({
    name: `Calendar timeline ${t + 1}`,
    color: COLORS[t % COLORS.length] as string,
    events: months.flatMap(({ year, month }) => {
      const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return Array.from({ length: 40 }, (_, e) => {
        const date = `${year}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(next() * length)).padStart(2, '0')}`;
        const isMulti = e % 4 === 0;
        return {
          title: `Meeting ${t + 1}.${e + 1}`,
          description: 'Benchmark event',
          date,
          endDate: isMulti ? addDays(date, 1 + Math.floor(next() * 4)) : null,
          objective: OBJECTIVES[e % OBJECTIVES.length] as string,
        };
      });
    }),
  }));
}

/** 100 timelines × 100 events; every title carries one code word (see CODE_WORDS). */
function tableProject(): SeedTimeline[] {
  const next = random(6);
  return Array.from({ length: 100 }, (_, t) => ({
    name: `Timeline ${t + 1}`,
    color: COLORS[t % COLORS.length] as string,
    events: Array.from({ length: 100 }, (_, e) => {
      const date = addDays('2025-01-01', Math.floor(next() * 365));
      return {
        title: `Item ${t + 1}.${e + 1} ${CODE_WORDS[e % CODE_WORDS.length]}`,
        description: 'Seeded row',
        date,
        endDate: e % 3 === 0 ? addDays(date, 1 + Math.floor(next() * 10)) : null,
        objective: OBJECTIVES[e % OBJECTIVES.length] as string,
      };
    }),
  }));
}

async function importProject(context: BrowserContext, base: string, name: string, timelines: SeedTimeline[]) {
  const response = await context.request.post(`${base}/api/v1/import`, {
    headers: { origin: base, 'content-type': 'application/json' },
    data: { projects: [{ name, description: 'View benchmark', timelines }] },
    timeout: 120_000,
  });
  if (!response.ok())
    throw new Error(`import of ${name} failed: ${response.status()} ${await response.text()}`);
  const list = (await (await context.request.get(`${base}/api/v1/projects`)).json()) as {
    data: Array<{ id: string; name: string }>;
  };
  const project = list.data.find((candidate) => candidate.name === name);
  if (!project) throw new Error(`imported project ${name} not found`);
  return project.id;
}

/* ------------------------------------------------------------------------------------------ */
/* Timeline (issue 4).                                                                          */

interface Blocking {
  longest: number;
  total: number;
  count: number;
}

async function benchTimeline(page: Page, base: string, projectId: string) {
  const view = 'Timeline (200 × 50 = 10,000 events)';
  const url = `${base}/timeline?project=${projectId}`;
  const paints: number[] = [];
  const renders: number[] = [];
  let dom = { total: 0, rows: 0, events: 0, inBoard: 0 };
  await phase(page, 'timeline-first-paint', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      await evaluate(page, "__bench.waitSeen('timeline')");
      const seen = await evaluate<{ painted: number; dataEnd: number | null }>(
        page,
        `({ painted: __bench.seen.timeline.painted, dataEnd: __bench.resourceEnd('/api/v1/projects/${projectId}') })`,
      );
      paints.push(seen.painted);
      if (seen.dataEnd !== null) renders.push(seen.painted - seen.dataEnd);
      await sleep(300);
      dom = await evaluate(
        page,
        `(() => {
        const board = document.querySelector('[data-testid="timeline-scroll"]');
        return {
          total: __bench.domNodes(),
          inBoard: __bench.domNodes(board),
          rows: board.querySelectorAll('[role="listitem"]').length,
          events: board.querySelectorAll('[data-event-id]').length,
        };
      })()`,
      );
    }
  });
  timeMeasure(view, 'navigation → rows painted', paints, 1000);
  record({
    view,
    measure: 'project data received → rows painted',
    value: `${fmt(median(renders))} ms`,
    target: '(part of the above)',
    isMet: null,
    samples: renders,
  });
  record({
    view,
    measure: 'DOM nodes (whole page / timeline board)',
    value: `${dom.total} / ${dom.inBoard}`,
    target: 'bounded by the view',
    isMet: dom.rows < 60 && dom.events < 2000,
  });
  notes.push(
    `Timeline: ${dom.rows} of 200 rows and ${dom.events} of 10,000 event elements in the DOM at the top of the board (1280 × 800 window).`,
  );

  // Dragging one event 30 days to the right in 4 px pointer steps, then releasing it.
  const drags: Blocking[] = [];
  const dragGaps: number[] = [];
  const drops: Blocking[] = [];
  const dropTimes: number[] = [];
  await phase(page, 'timeline-drag', async () => {
    for (let run = 0; run < Math.min(RUNS, 3); run += 1) {
      await page.goto(url);
      await evaluate(page, "__bench.waitSeen('timeline')");
      await sleep(500);
      const target = await evaluate<{ id: string; x: number; y: number; perDay: number } | null>(
        page,
        `(() => {
        const board = document.querySelector('[data-testid="timeline-scroll"]');
        const box = board.getBoundingClientRect();
        const canvas = board.firstElementChild;
        const days = ${dayNumber(DEFAULT_TIME_RANGE.end) - dayNumber(DEFAULT_TIME_RANGE.start) + 1};
        const headerWidth = 240;
        const perDay = (canvas.getBoundingClientRect().width - headerWidth) / days;
        const rows = [...board.querySelectorAll('[role="listitem"]')].filter((row) => {
          const rect = row.getBoundingClientRect();
          return rect.top > box.top + 60 && rect.bottom < box.bottom - 10;
        });
        const row = rows[${run} % Math.max(rows.length, 1)];
        if (!row) return null;
        for (const element of row.querySelectorAll('[data-event-id]')) {
          const rect = element.getBoundingClientRect();
          const x = rect.left + rect.width / 2;
          if (x > box.left + headerWidth + 60 && x + 30 * perDay < box.right - 80) {
            return { id: element.dataset.eventId, x, y: rect.top + rect.height / 2, perDay };
          }
        }
        return null;
      })()`,
      );
      if (!target) throw new Error('no event to drag in view');
      const from = await evaluate<number>(page, '(__bench.startFrames(), performance.now())');
      await page.mouse.move(target.x, target.y);
      await page.mouse.down();
      const distance = 30 * target.perDay;
      const steps = Math.ceil(distance / 4);
      for (let step = 1; step <= steps; step += 1) {
        await page.mouse.move(target.x + (distance * step) / steps, target.y);
      }
      const until = await evaluate<number>(page, 'performance.now()');
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().includes(`/events/${target.id}`),
      );
      const released = await evaluate<number>(page, 'performance.now()');
      await page.mouse.up();
      const response = await saved;
      if (!response.ok()) throw new Error(`saving the dragged event failed: ${response.status()}`);
      const settled = await evaluate<number>(page, '__bench.painted()');
      dragGaps.push(await evaluate<number>(page, '__bench.stopFrames()'));
      drags.push(await evaluate<Blocking>(page, `__bench.blocking(${from}, ${until})`));
      drops.push(await evaluate<Blocking>(page, `__bench.blocking(${released}, ${settled})`));
      dropTimes.push(settled - released);
    }
  });
  const longestDrag = drags.map((entry) => entry.longest);
  record({
    view,
    measure: 'drag 30 days: longest task (long tasks > 50 ms)',
    value: `${fmt(median(longestDrag))} ms`,
    target: 'no task > 50 ms',
    isMet: Math.max(...longestDrag) <= 50,
    samples: longestDrag,
  });
  record({
    view,
    measure: 'drag 30 days: total blocking time / longest frame gap',
    value: `${fmt(median(drags.map((entry) => entry.total)))} ms / ${fmt(median(dragGaps))} ms`,
    target: '',
    isMet: null,
  });
  record({
    view,
    measure: 'drop: longest task (release → saved and repainted)',
    value: `${fmt(median(drops.map((entry) => entry.longest)))} ms`,
    target: '(reported)',
    isMet: null,
    samples: drops.map((entry) => entry.longest),
  });
  notes.push(
    `Timeline drop: release → server answer → repainted took ${fmt(median(dropTimes))} ms (median; network and server included).`,
  );

  // Scrolling the whole range (horizontally) and all 200 timelines (vertically), one step per frame.
  for (const [axis, step, label] of [
    ['x', 40, 'scroll the whole time range (40 px per frame)'],
    ['y', 120, 'scroll all 200 timelines (120 px per frame)'],
  ] as const) {
    const longest: number[] = [];
    const totals: number[] = [];
    const gaps: number[] = [];
    // The pointer rests over the middle of the board, as when scrolling with a wheel.
    const board = await page.locator('[data-testid="timeline-scroll"]').boundingBox();
    if (board) await page.mouse.move(board.x + board.width / 2, board.y + board.height / 2);
    await phase(page, `timeline-scroll-${axis}`, async () => {
      for (let run = 0; run < Math.min(RUNS, 3); run += 1) {
        const outcome = await evaluate<{ blocking: Blocking; gap: number }>(
          page,
          `(async () => {
          const board = document.querySelector('[data-testid="timeline-scroll"]');
          board.scrollLeft = 0;
          board.scrollTop = 0;
          await __bench.painted();
          const from = performance.now();
          __bench.startFrames();
          await __bench.sweep(board, '${axis}', ${step});
          await __bench.painted();
          const gap = __bench.stopFrames();
          return { blocking: __bench.blocking(from, performance.now()), gap };
        })()`,
        );
        longest.push(outcome.blocking.longest);
        totals.push(outcome.blocking.total);
        gaps.push(outcome.gap);
      }
    });
    record({
      view,
      measure: `${label}: longest task / total blocking / longest frame gap`,
      value: `${fmt(median(longest))} / ${fmt(median(totals))} / ${fmt(median(gaps))} ms`,
      target: '(reported)',
      isMet: null,
      samples: longest,
    });
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Calendar (issue 5).                                                                          */

async function benchCalendar(
  page: Page,
  base: string,
  projectId: string,
  month: { year: number; month: number },
) {
  const view = 'Calendar (2,000 events in the month, 50 timelines)';
  const url = `${base}/calendar?project=${projectId}`;
  const paints: number[] = [];
  const renders: number[] = [];
  await phase(page, 'calendar-first-paint', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      await evaluate(page, "__bench.waitSeen('calendar')");
      const seen = await evaluate<{ painted: number; dataEnd: number | null }>(
        page,
        `({ painted: __bench.seen.calendar.painted, dataEnd: __bench.resourceEnd('/api/v1/projects/${projectId}') })`,
      );
      paints.push(seen.painted);
      if (seen.dataEnd !== null) renders.push(seen.painted - seen.dataEnd);
    }
  });
  const counts = await evaluate<{
    elements: number;
    unique: number;
    more: number;
    domNodes: number;
    cells: number;
  }>(
    page,
    `(() => {
      const grid = document.querySelector('[role="grid"][aria-label="Month calendar"]');
      const items = [...grid.querySelectorAll('[data-event-id]')];
      const more = [...grid.querySelectorAll('button')]
        .map((button) => /^\\+(\\d+) more$/.exec(button.textContent.trim()))
        .filter(Boolean)
        .reduce((sum, match) => sum + Number(match[1]), 0);
      return {
        elements: items.length,
        unique: new Set(items.map((item) => item.dataset.eventId)).size,
        more,
        domNodes: __bench.domNodes(),
        cells: grid.querySelectorAll('[role="gridcell"]').length,
      };
    })()`,
  );
  record({
    view,
    measure: 'project data received → month painted',
    value: `${fmt(median(renders))} ms`,
    target: '< 300 ms',
    isMet: median(renders) < 300,
    samples: renders,
  });
  record({
    view,
    measure: 'navigation → month painted',
    value: `${fmt(median(paints))} ms`,
    target: '(reported)',
    isMet: null,
    samples: paints,
  });

  // Next month and back: click → the new title and its events painted.
  const switches: number[] = [];
  const switchBlocking: number[] = [];
  const titles = [0, 1].map((delta) => {
    const date = new Date(Date.UTC(month.year, month.month - 1 + delta, 1));
    return date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  });
  await phase(page, 'calendar-next-month', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [button, title] of [
        ['Next month', titles[1]],
        ['Previous month', titles[0]],
      ] as const) {
        const outcome = await evaluate<{ elapsed: number; blocking: Blocking }>(
          page,
          `(async () => {
          await __bench.painted();
          const button = document.querySelector('button[aria-label="${button}"]');
          const heading = button.parentElement.querySelector('h2');
          const from = performance.now();
          button.click();
          await __bench.until(() => heading.textContent.trim() === ${JSON.stringify(title)} &&
            document.querySelector('[role="grid"][aria-label="Month calendar"] [data-event-id]'));
          const painted = await __bench.painted();
          return { elapsed: painted - from, blocking: __bench.blocking(from, painted) };
        })()`,
        );
        if (button === 'Next month') {
          switches.push(outcome.elapsed);
          switchBlocking.push(outcome.blocking.longest);
        }
      }
    }
  });
  timeMeasure(view, 'next month: click → painted', switches, 300);
  const totalInGrid = counts.unique + counts.more;
  record({
    view,
    measure: 'event elements in the DOM (unique events) vs hidden behind +N more',
    value: `${counts.elements} (${counts.unique}) vs ${counts.more}`,
    target: 'hidden ones not in the DOM',
    isMet: counts.elements < 600,
    samples: undefined,
  });
  notes.push(
    `Calendar: the month grid (${counts.cells} day cells) holds ${counts.elements} event elements for ${counts.unique} distinct events; '+N more' links account for ${counts.more} more, ${totalInGrid} in all (bars crossing days count once per day they are hidden in). ${counts.domNodes} DOM nodes on the page.`,
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Table (issue 6).                                                                             */

async function benchTable(page: Page, base: string, projectId: string) {
  const view = 'Table (100 × 100 = 10,000 events)';
  const url = `${base}/table?project=${projectId}`;
  const paints: number[] = [];
  const renders: number[] = [];
  await phase(page, 'table-first-paint', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      await evaluate(page, "__bench.waitSeen('table')");
      const seen = await evaluate<{ painted: number; dataEnd: number | null }>(
        page,
        `({ painted: __bench.seen.table.painted, dataEnd: __bench.resourceEnd('/api/v1/projects/${projectId}') })`,
      );
      paints.push(seen.painted);
      if (seen.dataEnd !== null) renders.push(seen.painted - seen.dataEnd);
    }
  });
  await sleep(300);
  const dom = await evaluate<{ rows: number; total: number }>(
    page,
    `(() => {
      const grid = document.querySelector('[role="grid"][aria-label="Events"]');
      return { rows: grid.querySelectorAll('[role="row"][aria-rowindex]').length - 1, total: __bench.domNodes() };
    })()`,
  );
  timeMeasure(view, 'navigation → first rows painted', paints, 1000);
  record({
    view,
    measure: 'project data received → first rows painted',
    value: `${fmt(median(renders))} ms`,
    target: '(part of the above)',
    isMet: null,
    samples: renders,
  });
  record({
    view,
    measure: 'event rows in the DOM (whole page DOM nodes)',
    value: `${dom.rows} of 10,000 (${dom.total})`,
    target: 'visible + small overscan',
    isMet: dom.rows <= 40,
  });

  // One keystroke in the search box (10,000 → 1,000 rows) and Backspace (→ 10,000 rows).
  const narrow: number[] = [];
  const widen: number[] = [];
  const search = page.getByPlaceholder('Search events, timelines, objectives...');
  await phase(page, 'table-search', async () => {
    for (const letter of SEARCH_LETTERS.slice(0, Math.max(RUNS, 3))) {
      await search.click();
      for (const [key, expected] of [
        [letter, 1000],
        ['Backspace', 10000],
      ] as const) {
        await evaluate(
          page,
          `(() => {
          const input = document.querySelector('input[type="search"]');
          __bench.keystroke = new Promise((resolveKeystroke) => {
            input.addEventListener('keydown', (event) => {
              const start = event.timeStamp;
              __bench
                .until(() => {
                  const total = document.querySelector('footer[aria-label="Summary"] strong');
                  const first = document.querySelector('[role="grid"][aria-label="Events"] [role="row"][aria-rowindex="2"]');
                  return total && Number(total.textContent) === ${expected} && first &&
                    (${JSON.stringify(key)} === 'Backspace' || first.textContent.toLowerCase().includes(${JSON.stringify(letter)}));
                })
                .then(() => __bench.painted())
                .then((painted) => resolveKeystroke(painted - start));
            }, { once: true, capture: true });
          });
        })()`,
        );
        await page.keyboard.press(key);
        const elapsed = await evaluate<number>(page, '__bench.keystroke');
        (key === 'Backspace' ? widen : narrow).push(elapsed);
        await sleep(200);
      }
    }
  });
  timeMeasure(view, 'search keystroke → filtered rows painted (10,000 → 1,000)', narrow, 100);
  timeMeasure(view, 'search Backspace → all rows painted (1,000 → 10,000)', widen, 100);

  // Inline edit of a title: Enter → the new value painted in the cell.
  const edits: number[] = [];
  await page.goto(url);
  await evaluate(page, "__bench.waitSeen('table')");
  await phase(page, 'table-edit', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      const rowIndex = 3 + run;
      const cell = page.locator(
        `[role="grid"][aria-label="Events"] [role="row"][aria-rowindex="${rowIndex}"] [data-cell$=":title"]`,
      );
      const cellId = await cell.getAttribute('data-cell');
      const eventId = cellId?.split(':')[0];
      await cell.dblclick();
      const editor = cell.locator('input');
      await editor.waitFor();
      const value = `Edited title ${run + 1}`;
      await editor.fill(value);
      await evaluate(
        page,
        `(() => {
        __bench.edit = new Promise((resolveEdit) => {
          document.addEventListener('keydown', (event) => {
            const start = event.timeStamp;
            __bench
              .until(() => {
                const target = document.querySelector('[data-cell="${cellId}"]');
                return target && !target.querySelector('input') && target.textContent === ${JSON.stringify(value)};
              })
              .then(() => __bench.painted())
              .then((painted) => resolveEdit(painted - start));
          }, { once: true, capture: true });
        });
      })()`,
      );
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes(`/events/${eventId}`),
      );
      await page.keyboard.press('Enter');
      edits.push(await evaluate<number>(page, '__bench.edit'));
      const response = await saved;
      if (!response.ok()) throw new Error(`saving the inline edit failed: ${response.status()}`);
      await sleep(300);
    }
  });
  timeMeasure(view, 'inline edit: Enter → new value painted', edits, 50);
}

/* ------------------------------------------------------------------------------------------ */

function report(machine: string, longTaskNote: string) {
  const table = [
    '| View | Measure | Median | Target | Met | Runs (ms) |',
    '|---|---|---:|---|:-:|---|',
    ...results.map(
      (row) =>
        `| ${row.view} | ${row.measure} | ${row.value} | ${row.target} | ${row.isMet === null ? '' : row.isMet ? 'yes' : '**no**'} | ${row.runs} |`,
    ),
  ].join('\n');
  const section = [
    START_MARKER,
    '## Views: latest run',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npx tsx bench/views.ts\` (after \`npm run build\`). Machine: ${machine}.`,
    '',
    `The built server on a temporary SQLite database, Chromium (\`/usr/bin/chromium\`, headless) at ${VIEWPORT.width} × ${VIEWPORT.height}, signed in through the development provider; data imported through \`POST /api/v1/import\`. "Painted" is a double \`requestAnimationFrame\` after the DOM shows the result; "navigation" times count from the navigation start (page load, session check, the project request and rendering); "data received" times from the end of the project response. Long tasks come from a \`PerformanceObserver\` on \`longtask\` (only tasks over 50 ms exist for it: 0 means none); total blocking is the sum of their parts over 50 ms; the frame gap is the longest time between two animation frames. Medians of ${RUNS} runs (drag and scroll: ${Math.min(RUNS, 3)}).`,
    '',
    table,
    '',
    ...notes.map((note) => `- ${note}`),
    ...(longTaskNote ? [`- ${longTaskNote}`] : []),
    END_MARKER,
  ].join('\n');
  console.log(`\n${table}\n`);
  if (!IS_COMPLETE || PROFILE_DIR) {
    console.log('docs/performance.md left alone (a partial or profiled run)');
    return;
  }
  const current = readFileSync(DOC, 'utf8');
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const updated =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + END_MARKER.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, updated);
  console.log(`docs/performance.md updated (${machine})`);
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    console.error(
      `bench/views.ts measures the built app, but ${existsSync(SERVER_ENTRY) ? WEB_INDEX : SERVER_ENTRY} is missing. Run \`npm run build\` first.`,
    );
    process.exitCode = 1;
    return;
  }
  const loadAtStart = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'plotline-bench-views-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer(port, dataDir);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      baseURL: base,
      viewport: VIEWPORT,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    await context.addInitScript({ content: PAGE_HELPERS });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signInAndRegister(page);

    // The calendar opens on the current month (UTC here): it and the next one hold 2,000 events each.
    const now = new Date();
    const shown = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    const following =
      shown.month === 12 ? { year: shown.year + 1, month: 1 } : { year: shown.year, month: shown.month + 1 };
    console.log('seeding: 10,000 timeline events, 4,000 calendar events, 10,000 table events');
    const timelineId = await importProject(context, base, 'Bench timeline 200x50', timelineProject());
    const calendarId = await importProject(
      context,
      base,
      'Bench calendar 50x40',
      calendarProject([shown, following]),
    );
    const tableId = await importProject(context, base, 'Bench table 100x100', tableProject());

    const hasLongTasks = await evaluate<boolean>(page, '!window.__bench.longTaskError');
    if (ONLY.includes('timeline')) await benchTimeline(page, base, timelineId);
    if (ONLY.includes('calendar')) await benchCalendar(page, base, calendarId, shown);
    if (ONLY.includes('table')) await benchTable(page, base, tableId);

    const cpu = cpus();
    const loadAtEnd = loadavg()[0] ?? 0;
    const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}, Chromium ${browser.version()}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end`;
    report(
      machine,
      hasLongTasks ? '' : 'This Chromium reported no long-task entries (PerformanceObserver failed).',
    );
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolveExit) => server?.once('exit', resolveExit));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
