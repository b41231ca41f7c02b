/*
 * History and undo (issue 21, docs/decisions.md D46): the answer time of GET …/history on a project
 * with 100,000 recorded operations (first page, a page deep in the cursor, one person's, one
 * event's), and of undoing and redoing a 5,000-event bulk shift. The app runs in-process on SQLite
 * (`app.inject`, as bench/dependencies-server.ts); events come in through the test fixtures, the
 * 100,000 operations straight into the history tables (one event moved each, two people taking
 * turns), the bulk shift through POST …/events/bulk. Run: `npx tsx bench/history.ts`.
 */
import { cpus, loadavg } from 'node:os';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import { insertEvents, insertProject, insertTimelines, insertUser } from '../apps/server/test/fixtures.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { measureRuns, type Timing } from './dependencies-server.js';
import { docMarkers, writeDocSection } from './doc-section.js';
import { seedOperations } from './history-seed.js';

const OPERATIONS = 100_000;
const EVENTS = 5_000;
const PAGE_TARGET_MS = 50;
const UNDO_TARGET_MS = 500;
const WARM_UP = 3;
const RUNS = 15;
const UNDO_RUNS = Number(process.env.UNDO_RUNS ?? 6);

const server = await startAppInProcess({ name: 'history' });
const { app, config, database } = server;
const loadAtStart = loadavg()[0] ?? 0;

async function seed() {
  const db = database.db;
  const ada = await insertUser(db, { firstName: 'Ada', lastName: 'Bench', name: 'Ada Bench' });
  const grace = await insertUser(db, { firstName: 'Grace', lastName: 'Bench', name: 'Grace Bench' });
  const projectId = await insertProject(db, ada.id, { name: 'History 100k' });
  const [timelineId] = (await insertTimelines(db, projectId, ['Plan'])) as [string];
  const eventIds = await insertEvents(
    db,
    { projectId, timelineId },
    Array.from({ length: EVENTS }, (_, index) => ({ title: `Event ${index + 1}`, startDate: `2026-0${1 + (index % 9)}-1${index % 10}` })),
  );
  await seedOperations(db, { projectId, timelineId, actors: [ada, grace], eventIds, count: OPERATIONS });
  return { ada, grace, projectId, eventIds };
}

const { ada, grace, projectId, eventIds } = await seed();
const session = await createSession(database.db, config, ada.id);
const headers = { host: '127.0.0.1:3000', cookie: `${sessionCookieName(config)}=${session.token}` };
async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload: payload as object } : {}) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url} → ${response.statusCode}: ${response.body}`);
  return (response.json() as { data: Record<string, unknown> }).data;
}

const history = `/projects/${projectId}/history`;
const middle = ((await call('GET', `${history}?limit=200`)).entries as { id: string }[]).at(-1)!.id;
let deep = middle;
for (let page = 0; page < 100; page += 1) deep = ((await call('GET', `${history}?limit=200&cursor=${deep}`)).nextCursor as string) ?? deep;
const pages = {
  first: await measureRuns(RUNS, WARM_UP, () => call('GET', `${history}?limit=50`)),
  deep: await measureRuns(RUNS, WARM_UP, () => call('GET', `${history}?limit=50&cursor=${deep}`)),
  actor: await measureRuns(RUNS, WARM_UP, () => call('GET', `${history}?limit=50&actorId=${grace.id}`)),
  event: await measureRuns(RUNS, WARM_UP, () => call('GET', `${history}?limit=50&eventId=${eventIds[1234]}`)),
};

await call('POST', `/projects/${projectId}/events/bulk`, { eventIds, action: 'shift', days: 7 });
let direction: 'undo' | 'redo' = 'undo';
const steps = await measureRuns(UNDO_RUNS, 0, async () => {
  await call('POST', `/projects/${projectId}/${direction}`, {});
  direction = direction === 'undo' ? 'redo' : 'undo';
});
const loadAtEnd = loadavg()[0] ?? 0;
await server.close();

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (what: string, timing: Timing, target: number) =>
  `| ${what} | ${ms(timing.median)} | ${ms(timing.p90)} | ${ms(timing.max)} | ${ms(timing.cpu)} | < ${target} ms | ${timing.median < target ? 'met' : 'MISSED'} |`;
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const section = [
  docMarkers('history').start,
  `## History and undo: latest run ${when} UTC`,
  '',
  `Run with \`npx tsx bench/history.ts\`. SQLite, the app in-process; a project of ${EVENTS.toLocaleString('en-US')} events and ${OPERATIONS.toLocaleString('en-US')} recorded operations. Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end. Pages: ${RUNS} timed runs after ${WARM_UP} warm-up runs; undo/redo: ${UNDO_RUNS} alternating steps. The processor column is user + system time per run.`,
  '',
  '| What | median | p90 | max | processor | target | |',
  '|---|---:|---:|---:|---:|---|---|',
  row('GET history, first page of 50', pages.first, PAGE_TARGET_MS),
  row('GET history, a page of 50 after 20,200 entries (cursor)', pages.deep, PAGE_TARGET_MS),
  row("GET history, one person's (actorId)", pages.actor, PAGE_TARGET_MS),
  row("GET history, one event's (eventId, 20 of 100,000)", pages.event, PAGE_TARGET_MS),
  row(`POST undo / redo of a ${EVENTS.toLocaleString('en-US')}-event bulk shift`, steps, UNDO_TARGET_MS),
  docMarkers('history').end,
].join('\n');
console.log(section);
writeDocSection(docMarkers('history'), section);
