/*
 * The portfolio on the server (issue 20, docs/decisions.md D44): one user who can read 200
 * projects × 5 timelines × 100 events (100,000 events over two years, 10 % deployments, 1 %
 * freezes, one freeze project), answered by GET /api/v1/portfolio and /portfolio/clashes for a
 * week, a month and a quarter; and the pure findClashes over the month's events. The app runs
 * in-process on SQLite (`app.inject`, as bench/dependencies-server.ts); rows go in through the
 * import's batched inserts. Target: the portfolio answer under 100 ms. Each window is timed twice:
 * unchanged projects (their parts served from the per-revision window cache, D66) and after every
 * project's revision moved (everything read and serialized afresh, the project counts too).
 * Run with `npx tsx bench/portfolio-server.ts`; records docs/performance.md's section.
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { findClashes, type ClashInputEvent } from '../packages/shared/src/index.js';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import { insertUser } from '../apps/server/test/fixtures.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { toTiming, type Timing } from './dependencies-server.js';
import { docMarkers, writeDocSection } from './doc-section.js';
import { profiledInProcess } from './process-profile.js';
import { EVENTS_PER_TIMELINE, PROJECTS, seedPortfolio, TIMELINES } from './portfolio-seed.js';

const WARM_UP = 2;
const RUNS = 10;
const COLD_RUNS = 5;
const TARGET_MS = 100;
const ALL_WINDOWS = [
  { name: 'week', from: '2025-10-06', to: '2025-10-12' },
  { name: 'month', from: '2025-10-01', to: '2025-10-31' },
  { name: 'quarter', from: '2025-10-01', to: '2025-12-31' },
];
/** BENCH_PORTFOLIO_WINDOWS=week,month: only those (a partial run does not rewrite docs/performance.md). */
const ONLY = process.env.BENCH_PORTFOLIO_WINDOWS?.split(',');
const WINDOWS = ONLY ? ALL_WINDOWS.filter((window) => ONLY.includes(window.name)) : ALL_WINDOWS;
/** BENCH_PORTFOLIO_PROFILE=dir: a CPU profile of each window's uncached runs and clashes, written there. */
const PROFILE_DIR = process.env.BENCH_PORTFOLIO_PROFILE;

const profiled = <T>(name: string, run: () => Promise<T>) => profiledInProcess(PROFILE_DIR, name, run);

interface Row {
  what: string;
  timing: Timing;
  note: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0;
  const server = await startAppInProcess({ name: 'portfolio' });
  const { app, config, database } = server;
  const rows: Row[] = [];
  try {
    const user = await insertUser(database.db, { firstName: 'Portfolio', lastName: 'Bench', name: 'Portfolio Bench' });
    await seedPortfolio(database.db, user.id);
    const session = await createSession(database.db, config, user.id);
    const headers = { host: '127.0.0.1:3000', cookie: `${sessionCookieName(config)}=${session.token}` };
    const get = async (url: string, encoding?: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
      if (response.statusCode !== 200) throw new Error(`GET ${url} → ${response.statusCode}: ${response.body}`);
      return response;
    };
    const time = async (url: string) => {
      const times: number[] = [];
      let cpu = process.cpuUsage();
      for (let run = 0; run < WARM_UP + RUNS; run += 1) {
        if (run === WARM_UP) cpu = process.cpuUsage();
        const start = performance.now();
        await get(url);
        if (run >= WARM_UP) times.push(performance.now() - start);
      }
      return toTiming(times, process.cpuUsage(cpu));
    };
    /** The same, each run after every project's revision moved: nothing cached per revision (D66), as after edits everywhere. */
    const timeCold = async (url: string) => {
      const times: number[] = [];
      let cpuMicros = 0;
      for (let run = 0; run < COLD_RUNS; run += 1) {
        await sql`update projects set revision = revision + 1`.execute(database.db);
        const cpu = process.cpuUsage();
        const start = performance.now();
        await get(url);
        times.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuMicros += used.user + used.system;
      }
      return toTiming(times, { user: cpuMicros, system: 0 });
    };

    for (const window of WINDOWS) {
      const query = `from=${window.from}&to=${window.to}`;
      const plain = await get(`/portfolio?${query}`);
      const compressed = await get(`/portfolio?${query}`, 'br');
      const projects = (plain.json() as { data: { projects: { timelines: { events: unknown[] }[] }[] } }).data.projects;
      const eventCount = projects.reduce((sum, p) => sum + p.timelines.reduce((inner, t) => inner + t.events.length, 0), 0);
      rows.push({
        what: `GET /portfolio, a ${window.name}`,
        timing: await time(`/portfolio?${query}`),
        note: `${projects.length} projects, ${eventCount} events; ${kb(plain.rawPayload.length)} JSON, ${kb(compressed.rawPayload.length)} brotli; unchanged projects (parts cached)`,
      });
      rows.push({ what: `GET /portfolio, a ${window.name}, every project changed`, timing: await profiled(`portfolio-${window.name}`, () => timeCold(`/portfolio?${query}`)), note: `${COLD_RUNS} runs, each after every project's revision moved (nothing cached)` });
      const clashes = (await get(`/portfolio/clashes?${query}`)).json() as { data: { clashes: { kind: string }[] } };
      const kinds = ['freeze', 'deployment', 'overload'].map((kind) => `${clashes.data.clashes.filter((c) => c.kind === kind).length} ${kind}`);
      rows.push({ what: `GET /portfolio/clashes, a ${window.name}`, timing: await profiled(`clashes-${window.name}`, () => time(`/portfolio/clashes?${query}`)), note: kinds.join(', ') });
    }

    // The pure rule alone, on the month's events as the server hands them over.
    const month = ALL_WINDOWS[1]!;
    const detail = (await get(`/portfolio?from=${month.from}&to=${month.to}`)).json() as {
      data: { projects: { name: string; isFreeze: boolean; timelines: { events: { id: string; projectId: string; timelineId: string; title: string; date: string; endDate: string | null; objective: string; isFreeze: boolean }[] }[] }[] };
    };
    const input: ClashInputEvent[] = detail.data.projects.flatMap((project) =>
      project.timelines.flatMap((timeline) =>
        timeline.events.map((event) => ({ ...event, projectName: project.name, isFreeze: event.isFreeze || project.isFreeze, readable: true })),
      ),
    );
    const times: number[] = [];
    let cpu = process.cpuUsage();
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      if (run === WARM_UP) cpu = process.cpuUsage();
      const start = performance.now();
      findClashes({ events: input });
      if (run >= WARM_UP) times.push(performance.now() - start);
    }
    rows.push({ what: 'findClashes (pure), a month', timing: toTiming(times, process.cpuUsage(cpu)), note: `${input.length} events` });
  } finally {
    await server.close();
  }

  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    docMarkers('portfolio-server').start,
    `## Portfolio and clashes on the server: latest run ${when} UTC`,
    '',
    `Run with \`npx tsx bench/portfolio-server.ts\`. One user reading ${PROJECTS} projects × ${TIMELINES} timelines × ${EVENTS_PER_TIMELINE} events (${PROJECTS * TIMELINES * EVENTS_PER_TIMELINE} events over two years, 10 % deployments, 1 % freezes, one freeze project), SQLite, the app in-process (\`app.inject\`). Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end. ${RUNS} timed runs after ${WARM_UP} warm-up runs; the processor column is user + system time per run. Target: the portfolio answer under ${TARGET_MS} ms.`,
    '',
    '| What | median | p90 | max | processor | note |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map(({ what, timing, note }) => `| ${what} | ${ms(timing.median)} | ${ms(timing.p90)} | ${ms(timing.max)} | ${ms(timing.cpu)} | ${note} |`),
    docMarkers('portfolio-server').end,
  ].join('\n');
  console.log(section);
  if (!ONLY) writeDocSection(docMarkers('portfolio-server'), section);
  const missed = rows.filter((row) => row.what.startsWith('GET /portfolio,') && row.timing.median >= TARGET_MS);
  if (missed.length > 0) {
    console.error(`Missed the ${TARGET_MS} ms target: ${missed.map((row) => row.what).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
