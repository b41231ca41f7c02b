/*
 * `npm run bench`: measures the planning API on SQLite in-process and records the figures in
 * docs/performance.md (the section between the bench markers is replaced on every run).
 *
 *   - autocannon, 50 connections, no pipelining, ~5 s each: GET one project of 100 timelines ×
 *     100 events, GET the project list, PUT an event (rotating over all events with the version
 *     last seen; 409s counted apart), and a bare Fastify route reading one row from the same
 *     SQLite database as the ceiling;
 *   - the import of 100,000 events over HTTP (time and peak RSS);
 *   - SQL queries per project GET at two project sizes, counted by a Kysely plugin hook, to show
 *     the count does not grow with the project.
 */
import { docMarkers, writeDocSection } from './doc-section.js';
import { cpus, loadavg, totalmem } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import { insertUser } from '../apps/server/test/fixtures.js';
import { freePort } from '../scripts/postgres.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { startSerializationFloor } from './serialization-floor.js';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 50;
const MARKERS = docMarkers(null);
const START_MARKER = MARKERS.start;
const END_MARKER = MARKERS.end;

/** Counts the SQL statements the app issues (a plugin sees every query before it runs). */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  note?: string;
}

function eventsPayload(timelines: number, eventsPerTimeline: number, name: string) {
  return {
    projects: [
      {
        name,
        description: `${timelines} timelines × ${eventsPerTimeline} events`,
        timelines: Array.from({ length: timelines }, (_, t) => ({
          name: `Timeline ${t + 1}`,
          color: '#10B981',
          events: Array.from({ length: eventsPerTimeline }, (_, e) => ({
            title: `Event ${t + 1}.${e + 1}`,
            description: 'Benchmark event with a short description',
            date: `2025-${String((e % 12) + 1).padStart(2, '0')}-${String((e % 28) + 1).padStart(2, '0')}`,
            endDate: e % 3 === 0 ? `2025-${String((e % 12) + 1).padStart(2, '0')}-28` : null,
            objective: ['preparation', 'development', 'testing'][e % 3],
          })),
        })),
      },
    ],
  };
}

async function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, pipelining: 1, duration: DURATION_SECONDS, ...options },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

/** Waits until the server has worked off the backlog of the previous run (in-flight requests). */
async function drain(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(url);
    if (performance.now() - started < 20) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
}

const toRow = (name: string, result: autocannon.Result, note?: string): Row => ({
  name,
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  ...(note ? { note } : {}),
});

async function main(): Promise<void> {
  // Other work on the host skews every figure; the report states how busy it was.
  const loadAtStart = loadavg()[0] ?? 0;
  const counter = new QueryCounter();
  const server = await startAppInProcess({
    name: 'bench',
    listen: true,
    wrapDatabase: (opened) => ({ ...opened, db: opened.db.withPlugin(counter) }),
  });
  const { config, database, url: base } = server;

  const { id: userId } = await insertUser(database.db, {
    email: 'bench@example.test',
    firstName: 'Bench',
    lastName: 'User',
    name: 'Bench User',
    role: 'admin',
  });
  const session = await createSession(database.db, config, userId);
  const headers = {
    cookie: `${sessionCookieName(config)}=${session.token}`,
    origin: config.publicUrl,
    'content-type': 'application/json',
  };
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { success: boolean; data: unknown; message?: string };
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${json.message}`);
    return json.data;
  };

  // 1. Import of 100,000 events: time and peak RSS (sampled while it runs).
  const importText = JSON.stringify(eventsPayload(100, 1000, 'Import 100k'));
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 5);
  const importStart = performance.now();
  const importResponse = await fetch(`${base}/api/v1/import`, { method: 'POST', headers, body: importText });
  const importResult = (await importResponse.json()) as { data: { eventsImported: number } };
  const importMs = performance.now() - importStart;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (!importResponse.ok) throw new Error(`import failed: ${importResponse.status}`);
  console.log(
    `import: ${importResult.data.eventsImported} events in ${importMs.toFixed(0)} ms, peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MiB`,
  );

  // The load runs measure the stated sizes only: the 100k project goes (its rows cascade).
  await database.db.deleteFrom('projects').where('name', '=', 'Import 100k').execute();

  // 2. Seed the projects the load runs read and write.
  await api('POST', '/api/v1/import', eventsPayload(100, 100, 'Big project'));
  await api('POST', '/api/v1/import', eventsPayload(10, 10, 'Small project'));
  for (let i = 0; i < 20; i += 1) await api('POST', '/api/v1/projects', { name: `Listed project ${i + 1}` });
  const projects = (await api('GET', '/api/v1/projects')) as { id: string; name: string }[];
  const bigId = projects.find((project) => project.name === 'Big project')?.id;
  const smallId = projects.find((project) => project.name === 'Small project')?.id;
  if (!bigId || !smallId) throw new Error('seeded projects not found');

  // 3. SQL statements per project GET, at two sizes.
  const queriesFor = async (projectId: string) => {
    const before = counter.count;
    await api('GET', `/api/v1/projects/${projectId}`);
    return counter.count - before;
  };
  const smallQueries = await queriesFor(smallId);
  const bigQueries = await queriesFor(bigId);
  const cachedQueries = await queriesFor(bigId);
  console.log(`SQL per project GET: ${smallQueries} (10×10 events), ${bigQueries} (100×100 events), ${cachedQueries} (unchanged since)`);

  // The project's events, to edit (a write moves the revision, so the next GET reads afresh).
  const detail = (await api('GET', `/api/v1/projects/${bigId}`)) as {
    timelines: { id: string; events: { id: string; version: number }[] }[];
  };
  const targets = detail.timelines.flatMap((timeline) =>
    timeline.events.map((event) => ({ timelineId: timeline.id, eventId: event.id, version: event.version })),
  );
  let edits = 0;
  const editOne = async () => {
    const target = targets[edits % targets.length] as (typeof targets)[number];
    edits += 1;
    await api('PUT', `/api/v1/projects/${bigId}/timelines/${target.timelineId}/events/${target.eventId}`, {
      title: `Edited ${edits}`,
      version: target.version,
    });
    target.version += 1;
  };

  // One request at a time: what a single user waits, without queueing behind 49 others.
  const sequentialMs = async (path: string, before?: () => Promise<void>) => {
    const times: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      await before?.();
      const started = performance.now();
      await api('GET', path);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[3] as number;
  };
  const bigColdMs = await sequentialMs(`/api/v1/projects/${bigId}`, editOne);
  const bigAloneMs = await sequentialMs(`/api/v1/projects/${bigId}`);
  const listAloneMs = await sequentialMs('/api/v1/projects');
  console.log(`alone: project GET ${bigColdMs.toFixed(0)} ms after an edit, ${bigAloneMs.toFixed(0)} ms unchanged; list ${listAloneMs.toFixed(0)} ms`);

  // 4. The ceiling: a bare Fastify route reading one row from the same SQLite database.
  const uncounted = database.db.withoutPlugins();
  const bare = Fastify({ logger: false });
  bare.get('/row', async () =>
    uncounted.selectFrom('projects').selectAll().where('id', '=', bigId).executeTakeFirst(),
  );
  const barePort = await freePort();
  await bare.listen({ host: '127.0.0.1', port: barePort });

  const rows: Row[] = [];
  const ceiling = await run({ url: `http://127.0.0.1:${barePort}/row` });
  rows.push(toRow('Bare Fastify, one SQLite row (ceiling)', ceiling));
  await drain(`${base}/healthz`);
  rows.push(
    toRow(
      'GET /api/v1/projects/:id (100 × 100 events, unchanged: cached body)',
      await run({ url: `${base}/api/v1/projects/${bigId}`, headers }),
    ),
  );
  await drain(`${base}/healthz`);
  // The same answer as a browser asks for it: the cached brotli bytes (docs/decisions.md D35).
  const brHeaders = { ...headers, 'accept-encoding': 'br' };
  const cachedBr = await run({ url: `${base}/api/v1/projects/${bigId}`, headers: brHeaders });
  await drain(`${base}/healthz`);
  // The serialization floor: the same payload from a bare route in this process (bench/serialization-floor.ts).
  const identity = Buffer.from(await (await fetch(`${base}/api/v1/projects/${bigId}`, { headers })).arrayBuffer());
  const floor = await startSerializationFloor(identity, await freePort());
  const floorRun = async (route: 'stringify' | 'identity' | 'br') => {
    const result = await run({ url: floor.url(route) });
    await drain(floor.url('ping'));
    return result;
  };
  const floorStringify = await floorRun('stringify');
  const floorIdentity = await floorRun('identity');
  const floorBr = await floorRun('br');
  await floor.close();
  const ofFloor = (result: autocannon.Result, of: autocannon.Result, what: string) =>
    `${((result.requests.average / of.requests.average) * 100).toFixed(0)}% of ${what}`;
  const cachedIdentity = rows[1] as Row;
  cachedIdentity.note = `${(identity.length / 1024).toFixed(0)} KiB; ${((cachedIdentity.requestsPerSecond / floorIdentity.requests.average) * 100).toFixed(0)}% of the identity floor`;
  rows.push(
    toRow('GET /api/v1/projects/:id, Accept-Encoding: br (cached brotli answer)', cachedBr, `${(floor.brotliBytes / 1024).toFixed(0)} KiB; ${ofFloor(cachedBr, floorBr, 'the brotli floor')}`),
    toRow('Floor: bare route, JSON.stringify of the same payload + write', floorStringify, 'serialization floor'),
    toRow('Floor: bare route, the same JSON bytes serialized once + write', floorIdentity, 'identity floor'),
    toRow('Floor: bare route, the same bytes brotli-compressed once + write', floorBr, 'brotli floor'),
  );
  await drain(`${base}/healthz`);
  const etag = (await fetch(`${base}/api/v1/projects/${bigId}`, { headers })).headers.get('etag') ?? '';
  rows.push(
    toRow(
      'GET /api/v1/projects/:id with If-None-Match (304)',
      await run({ url: `${base}/api/v1/projects/${bigId}`, headers: { ...headers, 'if-none-match': etag } }),
      'non-2xx are the 304s',
    ),
  );
  await drain(`${base}/healthz`);
  rows.push(
    toRow(
      `GET /api/v1/projects (${projects.length} projects)`,
      await run({ url: `${base}/api/v1/projects`, headers }),
    ),
  );
  await drain(`${base}/healthz`);

  // PUT rotates over every event of the big project with the version it last saw.
  let next = edits;
  let conflicts = 0;
  let saved = 0;
  const putResult = await run({
    url: base,
    headers,
    requests: [
      {
        method: 'PUT',
        setupRequest: (request, context) => {
          const target = targets[next % targets.length] as (typeof targets)[number];
          next += 1;
          (context as { target?: unknown }).target = target;
          return {
            ...request,
            path: `/api/v1/projects/${bigId}/timelines/${target.timelineId}/events/${target.eventId}`,
            body: JSON.stringify({ title: `Edited ${next}`, version: target.version }),
          };
        },
        onResponse: (status, _body, context) => {
          const target = (context as { target: (typeof targets)[number] }).target;
          if (status === 200) {
            saved += 1;
            target.version += 1;
          } else if (status === 409) conflicts += 1;
        },
      },
    ],
  });
  rows.push(
    toRow('PUT an event (rotating, version-checked)', putResult, `${saved} saved, ${conflicts} × 409`),
  );

  await bare.close();
  await server.close();

  // Report.
  const ceilingRps = ceiling.requests.average;
  const table = [
    '| Run | req/s | p50 ms | p99 ms | vs ceiling | requests | non-2xx | note |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${((row.requestsPerSecond / ceilingRps) * 100).toFixed(0)}% | ${row.total} | ${row.non2xx} | ${row.note ?? ''} |`,
    ),
  ].join('\n');
  const cpu = cpus();
  const loadAtEnd = loadavg()[0] ?? 0;
  const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${process.platform}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end`;
  const section = [
    START_MARKER,
    `## Latest run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${machine}. SQLite (WAL) in a temporary folder, the app in-process (\`buildApp\` + \`listen\`), autocannon with ${CONNECTIONS} connections, no pipelining, ${DURATION_SECONDS} s per run. Latencies in milliseconds.`,
    '',
    table,
    '',
    `- Import of 100,000 events (100 timelines × 1,000 events, ${(importText.length / 2 ** 20).toFixed(1)} MiB of JSON) over HTTP in one transaction: **${(importMs / 1000).toFixed(2)} s**, peak RSS of the whole process (server and client) **${(peakRss / 2 ** 20).toFixed(0)} MiB** (${(rssBefore / 2 ** 20).toFixed(0)} MiB before).`,
    `- SQL statements per \`GET /api/v1/projects/:id\` (session lookup included): **${smallQueries}** for 10 × 10 events, **${bigQueries}** for 100 × 100 events${smallQueries === bigQueries ? ' — constant, no query per timeline or event' : ' — differs with size'}; **${cachedQueries}** when the project has not changed since it was last read (session and access only, the body comes from the per-revision cache).`,
    `- One request at a time (median of 7): \`GET /api/v1/projects/:id\` with 100 × 100 events **${bigColdMs.toFixed(0)} ms** right after an edit (read and serialized afresh), **${bigAloneMs.toFixed(0)} ms** unchanged (cached body); \`GET /api/v1/projects\` **${listAloneMs.toFixed(0)} ms**.`,
    `- The PUT run rotates over all ${targets.length} events sending the version it last saw; a 409 means two in-flight requests hit the same event (counted, not errors).`,
    END_MARKER,
  ].join('\n');

  console.log(`\n${table}\n`);
  writeDocSection(MARKERS, section);
  console.log(`docs/performance.md updated (${machine})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
