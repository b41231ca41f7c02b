/*
 * Bulk changes, undo and history at size (issue 21, docs/decisions.md D48, D46, D64), in `npm run bench`:
 *
 *   - POST …/events/bulk shifting 5,000 events by a week (answered by id, as the web app asks it,
 *     D78), and POST …/undo taking it back: the
 *     server's answer time and processor time, with no viewer connected;
 *   - the same with 50 viewers (50 live streams on the project): the answer time and the time until
 *     each viewer got the change, both counted from the request being sent;
 *   - GET …/history's first page (and one event's page) in a project holding 100,000 recorded
 *     operations.
 *
 * SQLite, the app listening in this process (as bench/live.ts's SQLite setup); the viewers are
 * fetch streams in a forked process of their own (bench/bulk-viewers.ts, D72), so they compete with
 * the server for the cores, not for its thread; each parses every change and reads the project again
 * where a tab would, and reports when it had the data. Events come in through the test fixtures, the 100,000 operations
 * straight into the history tables (bench/history-seed.ts). bench/history.ts measures more history
 * pages (a deep cursor, one person's). Run: `npx tsx bench/bulk.ts` (BENCH_BULK_ROUNDS=5;
 * BENCH_BULK_PROFILE=<folder> writes a CPU profile of the server's shifts and undos with no viewer there).
 */
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import { insertEvents, insertProject, insertTimelines, insertUser } from '../apps/server/test/fixtures.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { measureRuns, toTiming, type Timing } from './dependencies-server.js';
import { docMarkers, writeDocSection } from './doc-section.js';
import { seedOperations } from './history-seed.js';
import { profiledInProcess } from './process-profile.js';

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

const shift = () => call('POST', `/projects/${projectId}/events/bulk`, { eventIds, action: 'shift', days: 7, answer: 'shifted' });
const undo = () => call('POST', `/projects/${projectId}/undo`, {});

/* 1. No viewer: the server's own time. Each round shifts, then undoes (the plan is as seeded again). */
const alone = { shift: [] as number[], undo: [] as number[], shiftCpu: 0, undoCpu: 0 };
await profiledInProcess(process.env.BENCH_BULK_PROFILE, 'bulk-shift-undo', async () => {
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
});

/* 2. Fifty viewers, in a process of their own (bench/bulk-viewers.ts): the answer, and the time until each viewer had the change. */
const epochNow = () => performance.timeOrigin + performance.now();
const viewerProcess = fork(fileURLToPath(new URL('./bulk-viewers.ts', import.meta.url)), { stdio: 'inherit' });
const arrivals: number[][] = Array.from({ length: VIEWERS }, () => []);
/** The size of the last change the first viewer received (its `data:` line, characters). */
let lastSize = 0;
const sizes = { shift: 0, undo: 0 };
let waiting: { count: number; resolve: () => void } | undefined;
const arrived = () => {
  if (waiting && arrivals.every((times) => times.length >= waiting!.count)) waiting.resolve();
};
const ready = new Promise<void>((resolvePromise, reject) => {
  viewerProcess.on('message', (message: { type: string; viewer?: number; at?: number; bytes?: number; message?: string }) => {
    if (message.type === 'ready') resolvePromise();
    if (message.type === 'error') reject(new Error(`viewers: ${message.message}`));
    if (message.type === 'arrival') {
      arrivals[message.viewer!]!.push(message.at!);
      if (message.viewer === 0) lastSize = message.bytes!;
      arrived();
    }
  });
});
viewerProcess.send({ type: 'open', base, projectId, headers, count: VIEWERS });
await ready;
await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));
const watched = {
  shift: { answer: [] as number[], all: [] as number[], each: [] as number[], cpu: 0 },
  undo: { answer: [] as number[], all: [] as number[], each: [] as number[], cpu: 0 },
};
let deliveries = 0;
let lost = 0;
for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
  for (const [what, request] of [['shift', shift], ['undo', undo]] as const) {
    deliveries += 1;
    const everyone = new Promise<void>((resolvePromise) => (waiting = { count: deliveries, resolve: resolvePromise }));
    const cpu = process.cpuUsage();
    const start = epochNow();
    await request();
    const answered = epochNow() - start;
    arrived();
    const timedOut = await Promise.race([everyone.then(() => false), new Promise<boolean>((resolvePromise) => setTimeout(() => resolvePromise(true), LOST_AFTER_MS))]);
    const used = process.cpuUsage(cpu);
    waiting = undefined;
    if (timedOut) {
      lost += arrivals.filter((times) => times.length < deliveries).length;
      for (const times of arrivals) while (times.length < deliveries) times.push(Number.NaN);
      continue;
    }
    if (round < WARM_UP) continue;
    const each = arrivals.map((times) => times[deliveries - 1]! - start);
    watched[what].answer.push(answered);
    watched[what].all.push(Math.max(...each));
    watched[what].each.push(...each);
    watched[what].cpu += (used.user + used.system) / 1000 / ROUNDS;
    sizes[what] = lastSize;
  }
}
viewerProcess.send({ type: 'close' });

/* 3. History pages among 100,000 operations (the panel asks 30 a page; 50 here). */
const pages = {
  first: await measureRuns(PAGE_RUNS, 3, () => call('GET', `/projects/${projectId}/history?limit=50`)),
  event: await measureRuns(PAGE_RUNS, 3, () => call('GET', `/projects/${projectId}/history?limit=50&eventId=${eventIds[1234]}`)),
};

const loadAtEnd = loadavg()[0] ?? 0;
await server.close();

const noCpu = { user: 0, system: 0 };
const kb = (chars: number) => `${(chars / 1024).toFixed(1)} KiB`;
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
const verdict = (value: number, target: number) => (value < target ? 'met' : 'MISSED');
const row = (what: string, timing: Timing, target: number, cpu = ms(timing.cpu)) =>
  `| ${what} | ${ms(timing.median)} | ${ms(timing.p90)} | ${ms(timing.max)} | ${cpu} | < ${target} ms | ${verdict(timing.median, target)} |`;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const section = [
  docMarkers('bulk').start,
  `## Bulk shift, undo and history at size: latest run ${when} UTC`,
  '',
  `Run with \`npx tsx bench/bulk.ts\` (in \`npm run bench\`). SQLite, the app listening in the bench process; a project of ${EVENTS.toLocaleString('en-US')} events on ${TIMELINES} timelines and ${OPERATIONS.toLocaleString('en-US')} recorded operations. The shift moves all ${EVENTS.toLocaleString('en-US')} events by 7 days in one POST …/events/bulk, answered by id (\`answer: 'shifted'\`, as the web app asks, D78); the undo is the next POST …/undo, taking it back. ${ROUNDS} rounds of shift + undo after ${WARM_UP} warm-up round; history pages ${PAGE_RUNS} runs after 3 warm-up ones. Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end. The ${VIEWERS} viewers run in a process of their own (bench/bulk-viewers.ts): a viewer had a change once it was parsed and, where a tab would read the project again, once that read was answered; times in epoch milliseconds on both sides. Processor: user + system time of the bench process (the server and the bench's own reading of the answer) per request, with viewers from the request until the last viewer had it (the viewers' own reading is not in it).`,
  '',
  '| What | median | p90 | max | processor | target | |',
  '|---|---:|---:|---:|---:|---|---|',
  row(`Bulk shift of ${EVENTS.toLocaleString('en-US')} events, answer (no viewer)`, toTiming(alone.shift, noCpu), TARGET_MS, ms(alone.shiftCpu)),
  row('Undo of it, answer (no viewer)', toTiming(alone.undo, noCpu), TARGET_MS, ms(alone.undoCpu)),
  row(`Bulk shift, answer with ${VIEWERS} viewers`, toTiming(watched.shift.answer, noCpu), TARGET_MS, '–'),
  row(`Bulk shift, until all ${VIEWERS} viewers had the change`, toTiming(watched.shift.all, noCpu), TARGET_MS, ms(watched.shift.cpu)),
  row(`Undo of it, answer with ${VIEWERS} viewers`, toTiming(watched.undo.answer, noCpu), TARGET_MS, '–'),
  row(`Undo of it, until all ${VIEWERS} viewers had the change`, toTiming(watched.undo.all, noCpu), TARGET_MS, ms(watched.undo.cpu)),
  row(`GET history, first page of 50 of ${OPERATIONS.toLocaleString('en-US')}`, pages.first, PAGE_TARGET_MS),
  row("GET history, one event's page", pages.event, PAGE_TARGET_MS),
  '',
  `Each viewer's own delivery (every viewer of every measured round pooled, from the request sent): shift p50 ${ms(toTiming(watched.shift.each, noCpu).median)}, p90 ${ms(toTiming(watched.shift.each, noCpu).p90)}; undo p50 ${ms(toTiming(watched.undo.each, noCpu).median)}, p90 ${ms(toTiming(watched.undo.each, noCpu).p90)}. Lost deliveries (none within ${LOST_AFTER_MS / 1000} s): ${lost}. Live message sizes (one viewer's \`data:\` line): shift ${kb(sizes.shift)}, undo ${kb(sizes.undo)}.`,
  docMarkers('bulk').end,
].join('\n');
console.log(section);
writeDocSection(docMarkers('bulk'), section);
