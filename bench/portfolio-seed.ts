/*
 * The portfolio benchmarks' plan (issue 20): 200 projects × 5 timelines × 100 events (100,000
 * events over two years from 2025-01-01, 10 % deployments, 1 % freezes, the first project a
 * freeze project), written straight into the database with the import's batched inserts.
 */
import type { Insertable } from 'kysely';
import { addDays } from '../packages/shared/src/index.js';
import type { EventsTable, ProjectsTable, TimelinesTable } from '../apps/server/src/db/schema.js';
import { insertEvents, insertProjects, insertTimelines } from '../apps/server/src/modules/transfer/transfer.queries.js';

export const PROJECTS = 200;
export const TIMELINES = 5;
export const EVENTS_PER_TIMELINE = 100;
const FIRST_DAY = '2025-01-01';
const SPAN_DAYS = 730;

/** A small deterministic generator, so every run seeds the same plan. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pad = (n: number, width = 12) => String(n).padStart(width, '0');

export async function seedPortfolio(db: Parameters<typeof insertEvents>[0], ownerId: string): Promise<void> {
  const next = random(20);
  const now = new Date().toISOString();
  const projects: Insertable<ProjectsTable>[] = [];
  const timelines: Insertable<TimelinesTable>[] = [];
  const events: Insertable<EventsTable>[] = [];
  for (let p = 0; p < PROJECTS; p += 1) {
    const projectId = `0190f5b2-0000-7000-8000-${pad(p)}`;
    projects.push({ id: projectId, name: `Project ${pad(p, 3)}`, description: '', color: '#3B82F6', ownerId, isFreeze: p === 0 ? 1 : 0, version: 1, createdAt: now, updatedAt: now });
    for (let t = 0; t < TIMELINES; t += 1) {
      const timelineId = `0190f5b2-0000-7000-9000-${pad(p * TIMELINES + t)}`;
      timelines.push({ id: timelineId, projectId, name: `Timeline ${t + 1}`, color: '#10B981', displayOrder: t + 1, version: 1, createdAt: now, updatedAt: now });
      for (let e = 0; e < EVENTS_PER_TIMELINE; e += 1) {
        const start = addDays(FIRST_DAY, Math.floor(next() * SPAN_DAYS));
        const length = Math.floor(next() * 10);
        const roll = next();
        events.push({
          id: `0190f5b2-0000-7000-a000-${pad((p * TIMELINES + t) * EVENTS_PER_TIMELINE + e)}`,
          projectId,
          timelineId,
          title: `Event ${p}.${t}.${e}`,
          description: '',
          startDate: start,
          endDate: length > 0 ? addDays(start, length) : null,
          objective: roll < 0.1 ? 'deployment' : 'development',
          isFreeze: roll > 0.99 ? 1 : 0,
          displayOrder: e + 1,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertProjects(trx, projects);
    await insertTimelines(trx, timelines);
    await insertEvents(trx, events);
  });
}

