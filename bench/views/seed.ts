import type { BrowserContext } from '@playwright/test';
import { DEFAULT_TIME_RANGE, addDays, dayNumber } from '@plotline/shared';

/*
 * The view benchmark's data: three projects generated the same way on every run and imported
 * through `POST /api/v1/import` with the signed-in browser's session.
 */

const OBJECTIVES = ['preparation', 'development', 'testing', 'deployment', 'maintenance', 'business'];
/*
 * Table titles carry one code word each; the search keystrokes type a letter that occurs in
 * exactly one of them (and in no title prefix, timeline name, description or objective name),
 * so each keystroke filters 10,000 rows to 1,000.
 */
export const CODE_WORDS = [
  'alpha',
  'xray',
  'bravo',
  'quebec',
  'charlie',
  'zulu',
  'delta',
  'juliet',
  'echo',
  'kilo',
];
export const SEARCH_LETTERS = ['x', 'q', 'z', 'j', 'k'];

interface SeedEvent {
  /** The event's id in the file, which the file's dependencies name. */
  id?: string;
  title: string;
  description: string;
  date: string;
  endDate: string | null;
  objective: string;
}
export interface SeedTimeline {
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
export function timelineProject(): SeedTimeline[] {
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
export function calendarProject(months: Array<{ year: number; month: number }>): SeedTimeline[] {
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
export function tableProject(): SeedTimeline[] {
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

/** Imports one project; `extra` adds project fields of the import format (dependencies, autoSchedule). */
export async function importProject(
  context: BrowserContext,
  base: string,
  name: string,
  timelines: readonly SeedTimeline[],
  extra: Record<string, unknown> = {},
) {
  const response = await context.request.post(`${base}/api/v1/import`, {
    headers: { origin: base, 'content-type': 'application/json' },
    data: { projects: [{ name, description: 'View benchmark', timelines, ...extra }] },
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
