/*
 * The server half of bench/dependencies.ts: the answer time of PUT …/events/{head} moving the head
 * of the 500-event chain a day later with the project's auto-schedule on, so the server pushes
 * all 499 successors in the same transaction (docs/decisions.md D37). The app runs in-process on
 * SQLite (`app.inject`, as bench/wire.ts); the project of bench/dependencies-network.ts is seeded
 * through the test fixtures and the dependencies module's insert query, auto-schedule is turned on
 * through the API. Each run moves the head one more day, so every run pushes the whole chain.
 */
import { addDays } from '../packages/shared/src/index.js';
import { createSession, sessionCookieName } from '../apps/server/src/auth/sessions.js';
import { insertDependency } from '../apps/server/src/modules/dependencies/dependencies.queries.js';
import { insertEvents, insertProject, insertTimelines, insertUser } from '../apps/server/test/fixtures.js';
import { startAppInProcess } from '../scripts/server-kit.js';
import { benchNetwork, CHAIN_LENGTH } from './dependencies-network.js';

/** Wall times of the runs in ms, and the processor time (user + system) per run, which other work on a shared machine does not inflate. */
export interface Timing {
  median: number;
  p90: number;
  max: number;
  cpu: number;
}

/** The timing of a set of runs from their wall times and the processor time they took in all. */
export function toTiming(times: number[], cpu: NodeJS.CpuUsage): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return {
    median: at(0.5),
    p90: at(0.9),
    max: sorted.at(-1) ?? 0,
    cpu: (cpu.user + cpu.system) / 1000 / times.length,
  };
}

/** Wall and processor time of `work` over `runs` runs after `warmUp` unmeasured ones. */
export async function measureRuns(runs: number, warmUp: number, work: () => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  let cpu = process.cpuUsage();
  for (let run = 0; run < warmUp + runs; run += 1) {
    if (run === warmUp) cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    if (run >= warmUp) times.push(performance.now() - start);
  }
  return toTiming(times, process.cpuUsage(cpu));
}

const WARM_UP = 3;
const RUNS = 15;

export async function measureServerMove(): Promise<{
  timing: Timing | null;
  setup: string;
  note: string;
}> {
  const server = await startAppInProcess({ name: 'deps' });
  const { app, config, database } = server;
  try {
    const { events, deps } = benchNetwork();
    const user = await insertUser(database.db, {
      firstName: 'Chain',
      lastName: 'Bench',
      name: 'Chain Bench',
    });
    const projectId = await insertProject(database.db, user.id, { name: 'Dependencies 10k' });
    const timelineIds = await insertTimelines(
      database.db,
      projectId,
      Array.from({ length: 100 }, (_, index) => `Timeline ${index + 1}`),
    );
    const ids: string[] = [];
    for (const [index, timelineId] of timelineIds.entries()) {
      const own = events.filter((event) => event.timeline === index);
      ids.push(
        ...(await insertEvents(
          database.db,
          { projectId, timelineId },
          own.map((event) => ({ title: event.title, startDate: event.startDate, endDate: event.endDate })),
        )),
      );
    }
    const now = new Date().toISOString();
    await database.db.transaction().execute(async (trx) => {
      for (const [index, dep] of deps.entries()) {
        await insertDependency(trx, {
          id: `0190f5b2-0000-7000-9000-${String(index).padStart(12, '0')}`,
          projectId,
          fromEventId: ids[dep.from]!,
          toEventId: ids[dep.to]!,
          type: dep.type,
          lagDays: dep.lagDays,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
      }
    });

    const session = await createSession(database.db, config, user.id);
    const headers = { host: '127.0.0.1:3000', cookie: `${sessionCookieName(config)}=${session.token}` };
    const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown) => {
      const response = await app.inject({
        method,
        url: `/api/v1${url}`,
        headers,
        ...(payload ? { payload } : {}),
      });
      if (response.statusCode !== 200)
        throw new Error(`${method} ${url} → ${response.statusCode}: ${response.body}`);
      return (response.json() as { data: Record<string, unknown> }).data;
    };
    const project = await call('GET', `/projects/${projectId}`);
    await call('PUT', `/projects/${projectId}`, { autoSchedule: true, version: project.version });

    const head = events[0]!;
    const headId = ids[0]!;
    const url = `/projects/${projectId}/timelines/${timelineIds[0]}/events/${headId}`;
    let version = 1;
    let shift = 0;
    let pushed = 0;
    const times: number[] = [];
    let cpuAfterWarmUp = process.cpuUsage();
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      if (run === WARM_UP) cpuAfterWarmUp = process.cpuUsage();
      shift += 1;
      const start = performance.now();
      const answer = await call('PUT', url, {
        date: addDays(head.startDate, shift),
        endDate: head.endDate && addDays(head.endDate, shift),
        version,
      });
      const elapsed = performance.now() - start;
      version = answer.version as number;
      pushed = (answer.movedEvents as unknown[]).length;
      if (run >= WARM_UP) times.push(elapsed);
    }
    return {
      timing: toTiming(times, process.cpuUsage(cpuAfterWarmUp)),
      setup: `SQLite, in-process, ${RUNS} runs after ${WARM_UP}`,
      note: `${pushed} successors pushed per move (of ${CHAIN_LENGTH - 1})`,
    };
  } finally {
    await server.close();
  }
}
