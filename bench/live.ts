/*
 * Live-update fan-out benchmark (issue 9): with 200 Server-Sent-Event streams open on one project,
 * how long from a committed update (the PUT's response received) until all 200 clients have the
 * `change` message — p50 and p99 over the measured updates. Records the figures in
 * docs/performance.md between the live bench markers (the API bench section is left alone).
 *
 *   npx tsx bench/live.ts    (BENCH_LIVE_UPDATES=50, BENCH_LIVE_STREAMS=200; BENCH_LIVE_ONLY=sqlite|postgres
 *                             runs one setup, BENCH_LIVE_RECORD=false leaves the doc alone)
 *
 * Two setups:
 *   - SQLite: the app in this process (`buildApp` + `listen`), 200 streams on it;
 *   - PostgreSQL: a temporary server (scripts/postgres.ts) and two server processes on it
 *     (scripts/cluster.ts, TypeScript sources through tsx), 100 streams on each; the updates go
 *     through instance 1, so half the clients are served through LISTEN/NOTIFY by the other one.
 *
 * The clients are plain `fetch` streams in this process (one session, as many tabs of one person
 * would be); each records when a chunk arrives, before parsing it. Updates run one after the
 * other: the next starts when all clients have the previous one (or after 10 s, counted as lost).
 */
import { PERFORMANCE_DOC, docMarkers, writeDocSection } from './doc-section.js';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import { loadConfig, type Config } from '../apps/server/src/config.js';
import { openDatabase, type Db } from '../apps/server/src/db/index.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { newId } from '../apps/server/src/lib/ids.js';
import { insertUser } from '../apps/server/test/fixtures.js';
import { startInstance, type Instance } from '../scripts/cluster.js';
import { freePort, startPostgres } from '../scripts/postgres.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { openStream } from './sse-client.js';

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const UPDATES = Number(process.env.BENCH_LIVE_UPDATES ?? 50);
/** Every stream is one person's tab here: lift the per-user cap (docs/operations.md, "Limits") above them. */
const STREAM_CAP = { LIVE_STREAMS_PER_USER: String(STREAMS), LIVE_STREAMS_PER_INSTANCE: String(Math.max(500, STREAMS)) };
const WARMUP = 5;
const LOST_AFTER_MS = 10_000;
const MARKERS = docMarkers('live');
const START_MARKER = MARKERS.start;
const END_MARKER = MARKERS.end;

interface Client {
  /** Which server the stream is open on (1 or 2). */
  server: number;
  /** Arrival time (performance.now) of every `change` message, in order. */
  arrivals: number[];
  abort: AbortController;
}

interface Target {
  /** Base URL the stream of each client goes to, by index of the client. */
  streamBase(clientIndex: number): { base: string; server: number };
  /** Where the updates go. */
  updateBase: string;
  headers: Record<string, string>;
}

interface Result {
  name: string;
  streams: number;
  updates: number;
  lost: number;
  /** Per update: the last of all clients' arrivals − the PUT response. */
  all: number[];
  /** Per update and client: arrival − the PUT response. */
  each: number[];
  /** Per server: the per-update "all clients of this server" times. */
  byServer: Map<number, number[]>;
  /** Run-queue wait of the benchmark and server processes during the measured updates, per update. */
  waitPerUpdateMs: number;
  /** The same for the slowest update alone (from its PUT to its last delivery). */
  waitOfSlowestMs: number;
}

/**
 * Time the given processes' main threads spent runnable but waiting for a CPU (Linux
 * /proc/<pid>/schedstat, second field, ns). On a shared host this is where outliers come from.
 */
function runQueueWaitMs(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
    } catch {
      return Number.NaN;
    }
  }
  return total;
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};

async function measure(name: string, target: Target, eventPath: string, startVersion: number, pids: number[]): Promise<Result> {
  const clients: Client[] = [];
  let waiting: { count: number; resolve: () => void } | undefined;
  const onChange = () => {
    if (waiting && clients.every((client) => client.arrivals.length >= waiting!.count)) waiting.resolve();
  };
  // Opened in batches so the server is not asked for 200 handshakes in the same millisecond.
  for (let index = 0; index < STREAMS; index += 20) {
    const batch = Array.from({ length: Math.min(20, STREAMS - index) }, (_, offset) => {
      const { base, server } = target.streamBase(index + offset);
      const client: Client = { server, arrivals: [], abort: new AbortController() };
      clients.push(client);
      return openStream(`${base}${eventPath.replace(/\/timelines\/.*$/, '')}/stream`, target.headers, client.abort.signal, (receivedAt) => {
        client.arrivals.push(receivedAt);
        onChange();
      });
    });
    await Promise.all(batch);
  }
  // Presence messages of the ramp-up settle first.
  await new Promise((resolvePromise) => setTimeout(resolvePromise, 1000));

  let version = startVersion;
  const result: Result = { name, streams: STREAMS, updates: UPDATES, lost: 0, all: [], each: [], byServer: new Map(), waitPerUpdateMs: 0, waitOfSlowestMs: Number.NaN };
  let waitAtStart = 0;
  for (let round = 0; round < WARMUP + UPDATES; round += 1) {
    if (round === WARMUP) waitAtStart = runQueueWaitMs(pids);
    const count = round + 1;
    const allArrived = new Promise<void>((resolvePromise) => (waiting = { count, resolve: resolvePromise }));
    const waitBefore = runQueueWaitMs(pids);
    const response = await fetch(`${target.updateBase}${eventPath}`, {
      method: 'PUT',
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Live bench ${round}`, version }),
    });
    const body = (await response.json()) as { data: { version: number }; message?: string };
    const committedAt = performance.now();
    if (!response.ok) throw new Error(`PUT → ${response.status} ${body.message}`);
    version = body.data.version;
    onChange();
    const timedOut = await Promise.race([
      allArrived.then(() => false),
      new Promise<boolean>((resolvePromise) => setTimeout(() => resolvePromise(true), LOST_AFTER_MS)),
    ]);
    waiting = undefined;
    if (timedOut) {
      // Some client never got it: count it, and realign every client on the next round.
      const missing = clients.filter((client) => client.arrivals.length < count);
      result.lost += missing.length;
      console.warn(`${name}: update ${round + 1} did not reach ${missing.length} of ${clients.length} clients within ${LOST_AFTER_MS / 1000} s`);
      for (const client of clients) while (client.arrivals.length < count) client.arrivals.push(Number.NaN);
      continue;
    }
    if (round < WARMUP) continue;
    const latencies = clients.map((client) => client.arrivals[round]! - committedAt);
    const slowest = Math.max(...latencies);
    if (!(slowest <= Math.max(...result.all))) result.waitOfSlowestMs = runQueueWaitMs(pids) - waitBefore;
    result.all.push(slowest);
    result.each.push(...latencies);
    for (const server of new Set(clients.map((client) => client.server))) {
      const mine = clients.flatMap((client, index) => (client.server === server ? [latencies[index]!] : []));
      result.byServer.set(server, [...(result.byServer.get(server) ?? []), Math.max(...mine)]);
    }
  }
  result.waitPerUpdateMs = (runQueueWaitMs(pids) - waitAtStart) / UPDATES;
  for (const client of clients) client.abort.abort();
  return result;
}

async function seedUser(db: Db, config: Config): Promise<Record<string, string>> {
  const userId = newId();
  await insertUser(db, { id: userId, email: `live-bench-${userId}@example.test`, firstName: 'Live', lastName: 'Bench', name: 'Live Bench', role: 'admin' });
  const session = await createSession(db, config, userId);
  return { cookie: `${sessionCookieName(config)}=${session.token}`, origin: config.publicUrl };
}

/** One project with one timeline and one event; returns the event's path below the API root and version. */
async function seedProject(base: string, headers: Record<string, string>): Promise<{ eventPath: string; version: number }> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data: { id: string; version: number }; message?: string };
    if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${json.message}`);
    return json.data;
  };
  const project = await post('/api/v1/projects', { name: 'Live bench' });
  const timeline = await post(`/api/v1/projects/${project.id}/timelines`, { name: 'Fan-out' });
  const event = await post(`/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, {
    title: 'Live bench',
    date: '2025-08-01',
  });
  return { eventPath: `/api/v1/projects/${project.id}/timelines/${timeline.id}/events/${event.id}`, version: event.version };
}

async function runSqlite(): Promise<Result> {
  const server = await startAppInProcess({ name: 'bench-live', listen: true, env: STREAM_CAP });
  const { config, url: base } = server;
  try {
    const headers = await seedUser(server.database.db, config);
    const { eventPath, version } = await seedProject(base, headers);
    return await measure(
      `SQLite, one process (${STREAMS} streams)`,
      { streamBase: () => ({ base, server: 1 }), updateBase: base, headers },
      eventPath,
      version,
      [process.pid],
    );
  } finally {
    await server.close();
  }
}

async function runPostgres(): Promise<Result> {
  const postgres = await startPostgres();
  const instances: Instance[] = [];
  const ports = [await freePort(), await freePort()];
  // Both instances answer as instance 1's address: one PUBLIC_URL, as behind a load balancer.
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  const config = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: publicUrl, DATABASE_URL: postgres.url, LOG_LEVEL: 'silent' });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    // The instances run with TRUST_PROXY (scripts/cluster.ts) and answer on PUBLIC_URL's host only
    // (apps/server/src/lib/security.ts): name it as the load balancer would.
    const headers = { ...(await seedUser(database.db, config)), 'x-forwarded-host': new URL(publicUrl).host };
    instances.push(
      ...(await Promise.all(
        ports.map((port, index) =>
          startInstance({ index: index + 1, port, databaseUrl: postgres.url, publicUrl, entry: 'source', env: { LOG_LEVEL: 'error', ...STREAM_CAP } }),
        ),
      )),
    );
    const [first, second] = instances as [Instance, Instance];
    const { eventPath, version } = await seedProject(first.url, headers);
    return await measure(
      `PostgreSQL, two instances (${STREAMS / 2} + ${STREAMS / 2} streams, updates through instance 1)`,
      {
        streamBase: (index) => (index % 2 === 0 ? { base: first.url, server: 1 } : { base: second.url, server: 2 }),
        updateBase: first.url,
        headers,
      },
      eventPath,
      version,
      [process.pid, ...instances.map((instance) => instance.process.pid!)],
    );
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.close();
    postgres.stop();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

function table(results: Result[]): string {
  const rows = results.flatMap((result) => {
    const main = `| ${result.name} | ${ms(percentile(result.all, 50))} | ${ms(percentile(result.all, 99))} | ${ms(Math.max(...result.all))} | ${ms(percentile(result.each, 50))} | ${ms(percentile(result.each, 99))} | ${result.all.length} | ${result.lost} | ${ms(result.waitPerUpdateMs)} (slowest update: ${ms(result.waitOfSlowestMs)}) |`;
    if (result.byServer.size < 2) return [main];
    return [
      main,
      ...[...result.byServer].map(
        ([server, values]) =>
          `| ↳ only the clients on instance ${server}${server === 1 ? ' (same instance as the update)' : ' (through LISTEN/NOTIFY)'} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 99))} | ${ms(Math.max(...values))} |  |  |  |  |  |`,
      ),
    ];
  });
  return [
    '| Setup | all clients: p50 ms | all clients: p99 ms | max ms | each delivery: p50 ms | each delivery: p99 ms | updates | lost deliveries | waiting for a CPU, ms per update |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function record(results: Result[], loadAtStart: number, loadAtEnd: number): void {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const worst = Math.max(...results.map((result) => percentile(result.all, 99)));
  const section = `${START_MARKER}
### Live updates: latest run ${stamp} UTC

Machine: ${cpus().length} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end. ${STREAMS} streams, ${UPDATES} measured updates after ${WARMUP} warm-up ones. Latencies in milliseconds; "each delivery" pools every client's own time. Target p99 (all clients) under 200 ms: ${worst < 200 ? '**met**' : `**missed** (${ms(worst)} ms)`}.

${table(results)}
${END_MARKER}`;
  writeDocSection(MARKERS, section);
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0] ?? 0;
  const results: Result[] = [];
  // BENCH_LIVE_ONLY=sqlite|postgres runs one setup (profiling); only a full run is recorded.
  const only = process.env.BENCH_LIVE_ONLY;
  const runs = only === 'sqlite' ? [runSqlite] : only === 'postgres' ? [runPostgres] : [runSqlite, runPostgres];
  for (const run of runs) {
    const result = await run();
    results.push(result);
    if (process.env.BENCH_LIVE_VERBOSE) console.log([...result.all].sort((a, b) => a - b).map((value) => value.toFixed(0)).join(' '));
    console.log(`${result.name}: p50 ${ms(percentile(result.all, 50))} ms, p99 ${ms(percentile(result.all, 99))} ms (all ${STREAMS} clients), lost ${result.lost}`);
  }
  console.log(`\n${table(results)}\n`);
  if (process.env.BENCH_LIVE_RECORD !== 'false' && runs.length === 2) {
    record(results, loadAtStart, loadavg()[0] ?? 0);
    console.log(`Recorded in ${PERFORMANCE_DOC}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
