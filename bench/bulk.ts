/*
 * Bulk changes, undo and history at size (issue 21, docs/decisions.md D48, D46, D64), in `npm run bench`:
 *
 *   - POST …/events/bulk shifting 5,000 events by a week, and POST …/undo taking it back: the
 *     server's answer time and processor time, with no viewer connected;
 *   - the same with 50 viewers (50 live streams on the project): the answer time and the time until
 *     each viewer got the change, both counted from the request being sent;
 *   - GET …/history's first page (and one event's page) in a project holding 100,000 recorded
 *     operations.
 *
 * SQLite, the app listening in this process (as bench/live.ts's SQLite setup); the viewers are
 * plain fetch streams in this process too (bench/sse-client.ts), so the delivery times include
 * reading 50 copies of the change. Events come in through the test fixtures, the 100,000 operations
 * straight into the history tables (bench/history-seed.ts). bench/history.ts measures more history
 * pages (a deep cursor, one person's). Run: `npx tsx bench/bulk.ts` (BENCH_BULK_ROUNDS=5).
 */
import { cpus, loadavg } from 'node:os';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import { insertEvents, insertProject, insertTimelines, insertUser } from '../apps/server/test/fixtures.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { measureRuns, toTiming, type Timing } from './dependencies-server.js';
import { docMarkers, writeDocSection } from './doc-section.js';
import { seedOperations } from './history-seed.js';
import { openStream } from './sse-client.js';

const EVENTS = 5_000;
const TIMELINES = 10;
const VIEWERS = 50;
const OPERATIONS = 100_000;
const ROUNDS = Number(process.env.BENCH_BULK_ROUNDS ?? 5);
const WARM_UP = 1;
const PAGE_RUNS = 15;
const TARGET_MS = 500;
const PAGE_TARGET_MS = 50;
const LOST_AFTER_MS = 30_000;

const server = await startAppInProcess({
  name: 'bulk',
  listen: true,
  env: {
    // Every viewer is a tab of the one bench user: lift the per-user cap above them (docs/operations.md, "Limits").
    LIVE_STREAMS_PER_USER: String(VIEWERS),
    LIVE_STREAMS_PER_INSTANCE: String(Math.max(500, VIEWERS)),
  },
});
const { config, database } = server;
const base = `${server.url}/api/v1`;

async function seed() {
  const db = database.db;
  const ada = await insertUser(db, { firstName: 'Ada', lastName: 'Bench', name: 'Ada Bench' });
  const grace = await insertUser(db, { firstName: 'Grace', lastName: 'Bench', name: 'Grace Bench' });
  const projectId = await insertProject(db, ada.id, { name: 'Bulk 5k' });
  const timelineIds = await insertTimelines(db, projectId, Array.from({ length: TIMELINES }, (_, index) => `Stream ${index + 1}`));
  const eventIds: string[] = [];
  for (const [t, timelineId] of timelineIds.entries()) {
    const events = Array.from({ length: EVENTS / TIMELINES }, (_, index) => ({
      title: `Event ${t + 1}.${index + 1}`,
      startDate: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      endDate: index % 3 === 0 ? `2026-${String(1 + (index % 12)).padStart(2, '0')}-28` : null,
    }));
    eventIds.push(...(await insertEvents(db, { projectId, timelineId }, events)));
  }
  await seedOperations(db, { projectId, timelineId: timelineIds[0]!, actors: [grace, ada], eventIds, count: OPERATIONS });
  const session = await createSession(db, config, ada.id);
  const headers = { cookie: `${sessionCookieName(config)}=${session.token}`, origin: config.publicUrl };
  return { projectId, eventIds, headers };
}

const loadAtStart = loadavg()[0] ?? 0;
const { projectId, eventIds, headers } = await seed();

/** One request; resolves with its answer read (not parsed), once the whole body arrived. */
async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<string> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

const shift = () => call('POST', `/projects/${projectId}/events/bulk`, { eventIds, action: 'shift', days: 7 });
const undo = () => call('POST', `/projects/${projectId}/undo`, {});

/* 1. No viewer: the server's own time. Each round shifts, then undoes (the plan is as seeded again). */
const alone = { shift: [] as number[], undo: [] as number[], shiftCpu: 0, undoCpu: 0 };
for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
  for (const [what, request] of [['shift', shift], ['undo', undo]] as const) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await request();
    const took = performance.now() - start;
    const used = process.cpuUsage(cpu);
    if (round < WARM_UP) continue;
    alone[what].push(took);
    alone[`${what}Cpu`] += (used.user + used.system) / 1000 / ROUNDS;
  }
}

/* 2. Fifty viewers: the answer, and the time until each viewer had the change. */
const viewers = Array.from({ length: VIEWERS }, () => ({ arrivals: [] as number[], abort: new AbortController() }));
let waiting: { count: number; resolve: () => void } | undefined;
const arrived = () => {
  if (waiting && viewers.every((viewer) => viewer.arrivals.length >= waiting!.count)) waiting.resolve();
};
for (let index = 0; index < VIEWERS; index += 10) {
  await Promise.all(
    viewers.slice(index, index + 10).map((viewer) =>
      openStream(`${base}/projects/${projectId}/stream`, headers, viewer.abort.signal, (receivedAt) => {
        viewer.arrivals.push(receivedAt);
        arrived();
      }),
    ),
  );
}
await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));
const watched = { shift: { answer: [] as number[], all: [] as number[], each: [] as number[] }, undo: { answer: [] as number[], all: [] as number[], each: [] as number[] } };
let deliveries = 0;
let lost = 0;
for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
  for (const [what, request] of [['shift', shift], ['undo', undo]] as const) {
    deliveries += 1;
    const everyone = new Promise<void>((resolvePromise) => (waiting = { count: deliveries, resolve: resolvePromise }));
    const start = performance.now();
    await request();
    const answered = performance.now() - start;
    arrived();
    const timedOut = await Promise.race([everyone.then(() => false), new Promise<boolean>((resolvePromise) => setTimeout(() => resolvePromise(true), LOST_AFTER_MS))]);
    waiting = undefined;
    if (timedOut) {
      lost += viewers.filter((viewer) => viewer.arrivals.length < deliveries).length;
      for (const viewer of viewers) while (viewer.arrivals.length < deliveries) viewer.arrivals.push(Number.NaN);
      continue;
    }
    if (round < WARM_UP) continue;
    const each = viewers.map((viewer) => viewer.arrivals[deliveries - 1]! - start);
    watched[what].answer.push(answered);
    watched[what].all.push(Math.max(...each));
    watched[what].each.push(...each);
  }
}
for (const viewer of viewers) viewer.abort.abort();

/* 3. History pages among 100,000 operations (the panel asks 30 a page; 50 here). */
const pages = {
  first: await measureRuns(PAGE_RUNS, 3, () => call('GET', `/projects/${projectId}/history?limit=50`)),
  event: await measureRuns(PAGE_RUNS, 3, () => call('GET', `/projects/${projectId}/history?limit=50&eventId=${eventIds[1234]}`)),
};

const loadAtEnd = loadavg()[0] ?? 0;
await server.close();

const noCpu = { user: 0, system: 0 };
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
const verdict = (value: number, target: number) => (value < target ? 'met' : 'MISSED');
const row = (what: string, timing: Timing, target: number, cpu = ms(timing.cpu)) =>
  `| ${what} | ${ms(timing.median)} | ${ms(timing.p90)} | ${ms(timing.max)} | ${cpu} | < ${target} ms | ${verdict(timing.median, target)} |`;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const section = [
  docMarkers('bulk').start,
  `## Bulk shift, undo and history at size: latest run ${when} UTC`,
  '',
  `Run with \`npx tsx bench/bulk.ts\` (in \`npm run bench\`). SQLite, the app listening in the bench process; a project of ${EVENTS.toLocaleString('en-US')} events on ${TIMELINES} timelines and ${OPERATIONS.toLocaleString('en-US')} recorded operations. The shift moves all ${EVENTS.toLocaleString('en-US')} events by 7 days in one POST …/events/bulk; the undo is the next POST …/undo, taking it back. ${ROUNDS} rounds of shift + undo after ${WARM_UP} warm-up round; history pages ${PAGE_RUNS} runs after 3 warm-up ones. Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end. Processor: user + system time of the process per request (server and the bench's own reading of the answer); with viewers it would also count the viewers' reading, so it is given for the runs without them.`,
  '',
  '| What | median | p90 | max | processor | target | |',
  '|---|---:|---:|---:|---:|---|---|',
  row(`Bulk shift of ${EVENTS.toLocaleString('en-US')} events, answer (no viewer)`, toTiming(alone.shift, noCpu), TARGET_MS, ms(alone.shiftCpu)),
  row('Undo of it, answer (no viewer)', toTiming(alone.undo, noCpu), TARGET_MS, ms(alone.undoCpu)),
  row(`Bulk shift, answer with ${VIEWERS} viewers`, toTiming(watched.shift.answer, noCpu), TARGET_MS, '–'),
  row(`Bulk shift, until all ${VIEWERS} viewers had the change`, toTiming(watched.shift.all, noCpu), TARGET_MS, '–'),
  row(`Undo of it, answer with ${VIEWERS} viewers`, toTiming(watched.undo.answer, noCpu), TARGET_MS, '–'),
  row(`Undo of it, until all ${VIEWERS} viewers had the change`, toTiming(watched.undo.all, noCpu), TARGET_MS, '–'),
  row(`GET history, first page of 50 of ${OPERATIONS.toLocaleString('en-US')}`, pages.first, PAGE_TARGET_MS),
  row("GET history, one event's page", pages.event, PAGE_TARGET_MS),
  '',
  `Each viewer's own delivery (every viewer of every measured round pooled, from the request sent): shift p50 ${ms(toTiming(watched.shift.each, noCpu).median)}, p90 ${ms(toTiming(watched.shift.each, noCpu).p90)}; undo p50 ${ms(toTiming(watched.undo.each, noCpu).median)}, p90 ${ms(toTiming(watched.undo.each, noCpu).p90)}. Lost deliveries (none within ${LOST_AFTER_MS / 1000} s): ${lost}. The shift's change carries the 5,000 moved events (viewers fold them in); the undo's is a \`project.updated\` after which viewers read the project again, which this bench does not count.`,
  docMarkers('bulk').end,
].join('\n');
console.log(section);
writeDocSection(docMarkers('bulk'), section);
