import { dayNumber, fromDayNumber, type PlanningEvent, type ProjectDetail } from '@plotline/shared';
import { replaceEqualDeep } from '@tanstack/react-query';
import { recordInsertion } from '@/lib/list-insertions';

/*
 * Paging a project in by date range (docs/decisions.md D60), pure: which days are held, which
 * range to ask for next, and how a page folds into the cached project. Days are day numbers
 * (dayNumber); -Infinity and Infinity stand for a window left open at that end.
 */

/** Both ends included. */
export interface DayRange {
  start: number;
  end: number;
}

/** The `from`/`to` of a windowed GET (either left out for an open end) and the days it holds. */
export interface PageRequest {
  from: string | undefined;
  to: string | undefined;
  range: DayRange;
}

/** What a windowed answer says about the whole project (ProjectDetail.eventDates) as day numbers. */
export interface EventSpan {
  first: number;
  last: number;
}

/** A page should hold about this many events: parsed, checked and merged in a short task. */
export const PAGE_EVENTS = 2_000;

export const spanOf = (eventDates: ProjectDetail['eventDates']): EventSpan | null =>
  eventDates ? { first: dayNumber(eventDates.first), last: dayNumber(eventDates.last) } : null;

export const toRequest = (range: DayRange): PageRequest => ({
  from: Number.isFinite(range.start) ? fromDayNumber(range.start) : undefined,
  to: Number.isFinite(range.end) ? fromDayNumber(range.end) : undefined,
  range,
});

/** `covered` with `range` added: sorted, ranges that touch or overlap joined. */
export function cover(covered: readonly DayRange[], range: DayRange): DayRange[] {
  const all = [...covered, range].sort((a, b) => a.start - b.start);
  const joined: DayRange[] = [];
  for (const next of all) {
    const last = joined[joined.length - 1];
    if (last && next.start <= last.end + 1) last.end = Math.max(last.end, next.end);
    else joined.push({ ...next });
  }
  return joined;
}

/** The days `covered` (sorted, joined) does not hold, over the whole line. */
export function gapsOf(covered: readonly DayRange[]): DayRange[] {
  const gaps: DayRange[] = [];
  let start = -Infinity;
  for (const range of covered) {
    if (range.start > start) gaps.push({ start, end: range.start - 1 });
    start = range.end + 1;
  }
  if (start !== Infinity) gaps.push({ start, end: Infinity });
  return gaps;
}

export interface PlanInput {
  covered: readonly DayRange[];
  span: EventSpan | null;
  /** Events per day expected where nothing is held yet. */
  perDay: number;
  /** The day the view is looking at: the nearest missing days come first. */
  focus: number;
}

const distance = (gap: DayRange, day: number) =>
  day < gap.start ? gap.start - day : day > gap.end ? day - gap.end : 0;

/**
 * The next range to ask for, or null when every day is held: the missing days nearest `focus`
 * inside the project's span first, about PAGE_EVENTS at the expected density, reaching out to an
 * open end when they touch the span's edge; what lies outside the span (nothing, when the span was
 * read; anything created there since) comes last, in one open-ended page per side.
 */
export function nextPage({ covered, span, perDay, focus }: PlanInput): PageRequest | null {
  const gaps = gapsOf(covered);
  if (gaps.length === 0) return null;
  const inside = span
    ? gaps
        .map((gap) => ({
          gap,
          inner: { start: Math.max(gap.start, span.first), end: Math.min(gap.end, span.last) },
        }))
        .filter(({ inner }) => inner.start <= inner.end)
    : [];
  if (inside.length === 0) return toRequest(gaps[0]!);
  const { gap, inner } = inside.reduce((best, next) =>
    distance(next.inner, focus) < distance(best.inner, focus) ? next : best,
  );
  const days = Math.max(1, Math.round(PAGE_EVENTS / Math.max(perDay, 1e-6)));
  let range: DayRange;
  if (focus < inner.start) range = { start: inner.start, end: Math.min(inner.end, inner.start + days - 1) };
  else if (focus > inner.end) range = { start: Math.max(inner.start, inner.end - days + 1), end: inner.end };
  else {
    const start = Math.max(inner.start, focus - Math.floor(days / 2));
    range = { start, end: Math.min(inner.end, start + days - 1) };
  }
  // Nothing was past the span's edge when it was read: the same request takes the rest of that side.
  if (range.start === inner.start) range.start = gap.start;
  if (range.end === inner.end) range.end = gap.end;
  return toRequest(range);
}

/** The events-per-day estimate after a page of `count` events over `range` (inside `span`). */
export function nextDensity(perDay: number, range: DayRange, span: EventSpan | null, count: number): number {
  if (!span) return perDay;
  const days = Math.min(range.end, span.last) - Math.max(range.start, span.first) + 1;
  if (days <= 0) return perDay;
  return (perDay + count / days) / 2;
}

/** Events per day over the span when nothing else is known. */
export const firstDensity = (span: EventSpan | null, eventCount: number): number =>
  span ? eventCount / Math.max(1, span.last - span.first + 1) : 0;

const isBefore = (a: PlanningEvent, b: PlanningEvent) =>
  a.date < b.date || (a.date === b.date && a.displayOrder < b.displayOrder);

/** The index in `list` (ordered), from `from` on, before which `event` goes: after its equals. */
function placeOf(list: readonly PlanningEvent[], event: PlanningEvent, from: number): number {
  let low = from;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (isBefore(event, list[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Two lists ordered by date then displayOrder merged into one, each event once: where both hold
 * an event, the higher version wins and the cache's copy on a tie (it may carry a change on its way).
 */
function mergeEvents(held: PlanningEvent[], arriving: PlanningEvent[]): PlanningEvent[] {
  // The page's events by id (a few per timeline), not the held ones (hundreds): one pass over the
  // held list finds those the page holds too, without a map of them all per page.
  const arrivingById = new Map<string, PlanningEvent>();
  for (const event of arriving) arrivingById.set(event.id, event);
  const known = new Set<string>();
  const newer = new Set<string>();
  for (const event of held) {
    const incoming = arrivingById.get(event.id);
    if (!incoming) continue;
    known.add(event.id);
    if (incoming.version > event.version) newer.add(event.id);
  }
  const fresh = known.size === 0 ? arriving : arriving.filter((event) => !known.has(event.id) || newer.has(event.id));
  if (fresh.length === 0) return held;
  const kept = newer.size === 0 ? held : held.filter((event) => !newer.has(event.id));
  // Each arriving event's place found by a binary search; the held runs between are copied without
  // a comparison each (docs/decisions.md D84).
  const merged: PlanningEvent[] = [];
  let i = 0;
  for (const event of fresh) {
    const place = placeOf(kept, event, i);
    for (; i < place; i += 1) merged.push(kept[i]!);
    merged.push(event);
  }
  for (; i < kept.length; i += 1) merged.push(kept[i]!);
  // Only insertions: a row's layout checks the inserted events alone against its range.
  if (newer.size === 0) recordInsertion(merged, { from: held, inserted: fresh });
  return merged;
}

/**
 * Where each project mergePage made, and the project it first folded a page into, stands in a run
 * of merges: the run (shared by all of them; `latest` is its last step) and the step. A project
 * does not hold the one it was folded from, so the cached project does not keep every earlier
 * version of every timeline's events alive while 100,000 events page in (docs/decisions.md D93).
 * Step 0 is the project a run began from (an answer read from the server); every merged project's
 * is 1 or more. A page folded into a project that is not its run's latest starts a run of its own,
 * whose `base` is that project's place.
 */
interface Place {
  run: Run;
  step: number;
}
interface Run {
  latest: number;
  base?: Place;
}
const folded = new WeakMap<ProjectDetail, Place>();

function recordFold(project: ProjectDetail, merged: ProjectDetail): void {
  let from = folded.get(project);
  if (!from) {
    from = { run: { latest: 0 }, step: 0 };
    folded.set(project, from);
  }
  if (from.step !== from.run.latest) {
    folded.set(merged, { run: { latest: 1, base: from }, step: 1 });
    return;
  }
  from.run.latest += 1;
  folded.set(merged, { run: from.run, step: from.run.latest });
}

/**
 * `project` is `earlier` with pages folded in and nothing else (mergePage's alone, one or several
 * in a row): a view may go on showing `earlier` while it renders `project` (docs/decisions.md D86).
 */
export function isPagedFrom(project: ProjectDetail, earlier: ProjectDetail): boolean {
  const before = folded.get(earlier);
  let at = folded.get(project);
  // Past a run's base, `earlier` may be the base itself.
  let orAt = false;
  while (before && at) {
    if (at.run === before.run) return orAt ? before.step <= at.step : before.step < at.step;
    at = at.run.base;
    orAt = true;
  }
  return false;
}

/**
 * The project detail's structural sharing (TanStack Query's `structuralSharing`): a merged page
 * is kept as it is, since mergePage already kept every untouched timeline and event; anything
 * else (an answer read from the server) is compared with the cache as usual. Comparing a merged
 * page would walk all its events, and an event inserted mid-list shifts every later index, so the
 * default compared each held event with its neighbour field by field: seconds at 100,000 events.
 */
export function shareProjectDetail(cached: unknown, next: unknown): unknown {
  return (folded.get(next as ProjectDetail)?.step ?? 0) > 0 ? next : replaceEqualDeep(cached, next);
}

/**
 * A windowed answer folded into the cached project: each timeline gains the page's events it did
 * not hold; timelines, dependencies and the summary stay the cache's (the live stream keeps them).
 */
export function mergePage(project: ProjectDetail, page: ProjectDetail): ProjectDetail {
  const arriving = new Map(page.timelines.map((timeline) => [timeline.id, timeline.events]));
  let isChanged = false;
  const timelines = project.timelines.map((timeline) => {
    const events = arriving.get(timeline.id);
    if (!events || events.length === 0) return timeline;
    const merged = mergeEvents(timeline.events, events);
    if (merged === timeline.events) return timeline;
    isChanged = true;
    return { ...timeline, events: merged };
  });
  if (!isChanged) return project;
  const merged = { ...project, timelines };
  recordFold(project, merged);
  return merged;
}

/** How many events a page holds. */
export const eventsIn = (page: ProjectDetail): number =>
  page.timelines.reduce((sum, timeline) => sum + timeline.events.length, 0);
