/*
 * Lighthouse mobile performance (issue 18, docs/decisions.md D35), part of `npm run bench` after
 * the build: the `lighthouse` package (12.x, the last line that runs on Node 20) with its default
 * mobile profile (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) drives Debian's
 * Chromium (`CHROME_PATH`, default /usr/bin/chromium) against the built app served in-process on
 * a fresh SQLite database:
 *   - the login page;
 *   - the timeline view of a 1,000-event project (10 timelines × 100 over the default Time Range's
 *     first 90 days, so the window the view opens on has events), signed in (the session cookie is
 *     passed to Lighthouse as an extra header).
 * Each page is audited BENCH_LIGHTHOUSE_RUNS times (default 3: blocking time is noisy on a shared
 * machine) and the run with the median score is reported, beside every run's score.
 * Targets: performance ≥ 0.95 and LCP < 2.5 s. It prints a table and rewrites the section of
 * docs/performance.md between the bench:lighthouse markers; a missed target sets a failing exit code.
 */
import { addDays, DEFAULT_TIME_RANGE } from '@plotline/shared';
import { docMarkers, writeDocSection } from './doc-section.js';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import type { DatabaseHandle } from '../apps/server/src/db/index.js';
import { insertEvents, insertProject, insertTimelines, insertUser } from '../apps/server/test/fixtures.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { DEFAULT_DIST } from './first-load.js';

const MARKERS = docMarkers('lighthouse');
const START_MARKER = MARKERS.start;
const END_MARKER = MARKERS.end;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET_SCORE = 0.95;
const TARGET_LCP_MS = 2500;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/**
 * With BENCH_LIGHTHOUSE_JSON=dir, each run's full report is kept there (LCP element, request chains,
 * tasks), beside its DevtoolsTrace (`N-page.trace.json`, unthrottled: read it with bench/trace-tasks.ts).
 */
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON;
let reportCount = 0;

interface Result {
  page: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  transferKiB: number;
  /** Every run's score, in the order run (the row is the median one). */
  scores?: number[];
}

async function seed(database: DatabaseHandle): Promise<string> {
  const user = await insertUser(database.db, { firstName: 'Light', lastName: 'House', name: 'Light House', role: 'admin' });
  const projectId = await insertProject(database.db, user.id, { name: 'Lighthouse 1k' });
  const timelineIds = await insertTimelines(database.db, projectId, Array.from({ length: 10 }, (_, t) => `Timeline ${t + 1}`));
  for (const [t, timelineId] of timelineIds.entries()) {
    await insertEvents(
      database.db,
      { projectId, timelineId },
      Array.from({ length: 100 }, (_, e) => ({
        title: `Event ${t + 1}.${e + 1}`,
        // Within the default Time Range, where the view opens: the first window has its events to draw.
        startDate: addDays(DEFAULT_TIME_RANGE.start, (t * 5 + e * 2) % 90),
        objective: 'development',
      })),
    );
  }
  return user.id;
}

/** Lighthouse sometimes fails to record a trace in headless Chromium (NO_NAVSTART): such a run is repeated. */
const ATTEMPTS = 3;

async function audit(url: string, port: number, page: string, headers: Record<string, string> = {}): Promise<Result> {
  let lhr;
  let trace: unknown;
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers });
    lhr = result?.lhr;
    trace = result?.artifacts.Trace;
    if (lhr && !lhr.runtimeError) break;
    const why = lhr?.runtimeError?.message ?? 'no result';
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${why}`);
    console.warn(`Lighthouse on ${url}: ${why}; running it again`);
  }
  if (JSON_DIR) {
    mkdirSync(JSON_DIR, { recursive: true });
    reportCount += 1;
    const name = `${reportCount}-${page.split(/[^A-Za-z]+/)[0]!.toLowerCase()}`;
    writeFileSync(join(JSON_DIR, `${name}.json`), JSON.stringify(lhr, null, 1));
    if (trace) writeFileSync(join(JSON_DIR, `${name}.trace.json`), JSON.stringify(trace));
  }
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    page,
    score: lhr.categories.performance?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    transferKiB: numeric('total-byte-weight') / 1024,
  };
}

/** The run with the median score of RUNS audits, carrying every run's score. */
async function medianAudit(...args: Parameters<typeof audit>): Promise<Result> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await audit(...args));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, scores: runs.map((r) => r.score) };
}

function record(results: Result[]): void {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    START_MARKER,
    `## Lighthouse: latest run ${when} UTC`,
    '',
    `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, 1-minute load average ${loadavg()[0]?.toFixed(1)} at the end, Lighthouse 12 default mobile profile, Chromium at ${CHROME_PATH} (headless). Targets: performance ≥ ${TARGET_SCORE}, LCP < ${TARGET_LCP_MS / 1000} s. Each page ${RUNS}× in a row; the row is the run with the median score.`,
    '',
    '| Page | performance (median) | every run | LCP s | FCP s | TBT ms | transferred KiB | target |',
    '|---|---:|---|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.score.toFixed(2)} | ${(r.scores ?? [r.score]).map((score) => score.toFixed(2)).join(', ')} | ${(r.lcpMs / 1000).toFixed(2)} | ${(r.fcpMs / 1000).toFixed(2)} | ${r.tbtMs.toFixed(0)} | ${r.transferKiB.toFixed(0)} | ${meets(r) ? 'met' : 'missed'} |`,
    ),
    END_MARKER,
  ].join('\n');
  writeDocSection(MARKERS, section);
}

const meets = (r: Result) => r.score >= TARGET_SCORE && r.lcpMs < TARGET_LCP_MS;

async function main(): Promise<void> {
  if (!existsSync(join(DEFAULT_DIST, 'index.html'))) throw new Error('apps/web/dist is missing: run npm run build first');
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const server = await startAppInProcess({
    name: 'lighthouse',
    listen: true,
    env: { NODE_ENV: 'production', DEV_OIDC_ENABLED: 'true', WEB_DIST_DIR: DEFAULT_DIST },
  });
  const { config, database, url: base } = server;
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const userId = await seed(database);
    const session = await createSession(database.db, config, userId);
    const cookie = `${sessionCookieName(config)}=${session.token}`;
    const results = [
      await medianAudit(`${base}/`, chrome.port, 'Login page'),
      await medianAudit(`${base}/timeline`, chrome.port, 'Timeline view, 1,000 events (signed in)', { Cookie: cookie }),
    ];
    console.log('\nLighthouse mobile performance');
    console.table(
      results.map((r) => ({
        page: r.page,
        performance: r.score.toFixed(2),
        runs: (r.scores ?? [r.score]).map((score) => score.toFixed(2)).join(' '),
        'LCP s': (r.lcpMs / 1000).toFixed(2),
        'TBT ms': r.tbtMs.toFixed(0),
        KiB: r.transferKiB.toFixed(0),
        target: meets(r) ? 'met' : 'missed',
      })),
    );
    record(results);
    if (!results.every(meets)) process.exitCode = 1;
  } finally {
    chrome.kill();
    await server.close();
  }
}

await main();
