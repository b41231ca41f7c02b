import {
  countLabel,
  dayCountLabel,
  describeObjective,
  durationDays,
  type ObjectiveMap,
  type PlanningEvent,
  type ProjectDetail,
  type TimelineWithEvents,
} from '@plotline/shared';

/** One event flattened with what the table shows of its timeline and objective. */
export interface TableRow {
  id: string;
  event: PlanningEvent;
  timelineId: string;
  timelineName: string;
  timelineColor: string;
  objective: string;
  objectiveName: string;
  objectiveColor: string;
  title: string;
  description: string;
  /** Calendar dates, YYYY-MM-DD. */
  startDate: string;
  endDate: string | null;
  duration: string;
}

/*
 * A row's day and duration strings are shared by every row with the same ones (docs/decisions.md
 * D93): 100,000 rows held 100,000 copies of a few thousand days and a few dozen labels.
 */
const MAX_SHARED_DAYS = 50_000;
const days = new Map<string, string>();
const labels = new Map<number, string>();

function dayOf(timestamp: string): string {
  let day = days.get(timestamp);
  if (day === undefined) {
    if (days.size >= MAX_SHARED_DAYS) days.clear();
    day = timestamp.slice(0, 10);
    days.set(timestamp, day);
  }
  return day;
}

function durationLabel(dayCount: number): string {
  let label = labels.get(dayCount);
  if (label === undefined) {
    label = dayCountLabel(dayCount);
    labels.set(dayCount, label);
  }
  return label;
}

export function toTableRow(
  event: PlanningEvent,
  timeline: { id: string; name: string; color: string },
  objectives: ObjectiveMap,
): TableRow {
  const objective = describeObjective(event.objective, objectives);
  const startDate = dayOf(event.date);
  const endDate = event.endDate ? dayOf(event.endDate) : null;
  return {
    id: event.id,
    event,
    timelineId: timeline.id,
    timelineName: timeline.name,
    timelineColor: timeline.color,
    objective: event.objective,
    objectiveName: objective.name,
    objectiveColor: objective.color,
    title: event.title,
    description: event.description,
    startDate,
    endDate,
    duration: durationLabel(durationDays(startDate, endDate)),
  };
}

type Flatten = (project: ProjectDetail | undefined, objectives: ObjectiveMap) => TableRow[];

const isRowOf = (row: TableRow, timeline: TimelineWithEvents) =>
  row.timelineId === timeline.id && row.timelineName === timeline.name && row.timelineColor === timeline.color;

/**
 * `flattenProject` with a memory: a timeline object seen before (with the same objective map)
 * keeps its rows. The project cache's updates replace only the timelines they touch, so after an
 * edit one timeline is flattened again, not ten thousand events, and unchanged rows keep their
 * identity. Within a timeline flattened again, an event object seen before keeps its row too: a
 * page merged in while 100,000 events page in (D60) touches every timeline, and only its own
 * events are made into rows (docs/decisions.md D67). The timeline's previous rows are walked
 * beside its new events, so a row kept in place costs a comparison, not a look-up (D84).
 */
export function createProjectFlattener(): Flatten {
  let seenObjectives: ObjectiveMap | null = null;
  let rowsOf = new WeakMap<TimelineWithEvents, TableRow[]>();
  let rowOfEvent = new WeakMap<PlanningEvent, TableRow>();
  let previous = new Map<string, TableRow[]>();
  const rowFor = (event: PlanningEvent, timeline: TimelineWithEvents, objectives: ObjectiveMap) => {
    const known = rowOfEvent.get(event);
    if (known && isRowOf(known, timeline)) return known;
    const row = toTableRow(event, timeline, objectives);
    rowOfEvent.set(event, row);
    return row;
  };
  const flattenTimeline = (timeline: TimelineWithEvents, objectives: ObjectiveMap): TableRow[] => {
    const events = timeline.events;
    const before = previous.get(timeline.id);
    // Rows made for the timeline's last object are all of the same id, name and colour.
    const held = before?.[0] && isRowOf(before[0], timeline) ? before : [];
    const rows = new Array<TableRow>(events.length);
    let at = 0;
    for (let index = 0; index < events.length; index += 1) {
      const event = events[index]!;
      // Events come in the same order, some inserted or removed between them.
      if (held[at]?.event !== event && held[at + 1]?.event === event) at += 1;
      if (held[at]?.event === event) rows[index] = held[at++]!;
      else rows[index] = rowFor(event, timeline, objectives);
    }
    return rows;
  };
  return (project, objectives) => {
    if (!project) return [];
    if (objectives !== seenObjectives) {
      seenObjectives = objectives;
      rowsOf = new WeakMap();
      rowOfEvent = new WeakMap();
      previous = new Map();
    }
    const all: TableRow[] = [];
    const next = new Map<string, TableRow[]>();
    for (const timeline of project.timelines) {
      let rows = rowsOf.get(timeline);
      if (!rows) {
        rows = flattenTimeline(timeline, objectives);
        rowsOf.set(timeline, rows);
      }
      next.set(timeline.id, rows);
      for (const row of rows) all.push(row);
    }
    previous = next;
    return all;
  };
}

/** Every event of the project in timeline order, each timeline's events in server order. */
export const flattenProject: Flatten = (project, objectives) => createProjectFlattener()(project, objectives);

export interface TableFilters {
  search: string;
  /** Timeline id, or '' for 'All Timelines'. */
  timelineId: string;
  /** Objective key, or '' for 'All Objectives'. */
  objective: string;
}

export const EMPTY_FILTERS: TableFilters = { search: '', timelineId: '', objective: '' };

/** Case-insensitive search over title, description, timeline name and objective name. */
export function matchesSearch(row: TableRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [row.title, row.description, row.timelineName, row.objectiveName].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** Whether the filters let the row through. */
export const matchesFilters = (row: TableRow, filters: TableFilters): boolean =>
  (!filters.timelineId || row.timelineId === filters.timelineId) &&
  (!filters.objective || row.objective === filters.objective) &&
  matchesSearch(row, filters.search);

export function filterRows(rows: TableRow[], filters: TableFilters): TableRow[] {
  if (!hasActiveFilters(filters)) return rows;
  return rows.filter((row) => matchesFilters(row, filters));
}

export const hasActiveFilters = (filters: TableFilters): boolean =>
  filters.search.trim() !== '' || filters.timelineId !== '' || filters.objective !== '';

export interface TimelineGroup {
  timelineId: string;
  name: string;
  color: string;
  version: number;
  rows: TableRow[];
}

/**
 * Rows grouped by timeline in project order. With filters active, timelines with no matching
 * row are left out (they would only show as empty sections); without filters every timeline
 * appears, so an empty one can offer '+ Add first event'.
 */
export function groupByTimeline(
  project: ProjectDetail | undefined,
  rows: TableRow[],
  filters: TableFilters,
): TimelineGroup[] {
  if (!project) return [];
  // A timeline's rows come in one run in project order: one slice per run, not a push and a
  // look-up per row (docs/decisions.md D84). A slip sort interleaves the timelines: more runs.
  const byTimeline = new Map<string, TableRow[]>();
  let start = 0;
  for (let index = 1; index <= rows.length; index += 1) {
    const timelineId = rows[start]?.timelineId;
    if (timelineId === undefined || rows[index]?.timelineId === timelineId) continue;
    const run = rows.slice(start, index);
    const list = byTimeline.get(timelineId);
    if (list) list.push(...run);
    else byTimeline.set(timelineId, run);
    start = index;
  }
  const isFiltering = hasActiveFilters(filters);
  return project.timelines
    .filter((timeline) => !isFiltering || byTimeline.has(timeline.id))
    .map((timeline) => ({
      timelineId: timeline.id,
      name: timeline.name,
      color: timeline.color,
      version: timeline.version,
      rows: byTimeline.get(timeline.id) ?? [],
    }));
}

export interface TableSummary {
  totalEvents: number;
  timelineCount: number;
  /** Objective key → [display name, count], in objective-map order then unknown keys. */
  perObjective: Array<{ objective: string; name: string; color: string; count: number }>;
}

export function summarize(rows: TableRow[], timelineCount: number): TableSummary {
  const counts = new Map<string, { objective: string; name: string; color: string; count: number }>();
  for (const row of rows) {
    const entry = counts.get(row.objective);
    if (entry) entry.count += 1;
    else
      counts.set(row.objective, {
        objective: row.objective,
        name: row.objectiveName,
        color: row.objectiveColor,
        count: 1,
      });
  }
  return {
    totalEvents: rows.length,
    timelineCount,
    perObjective: [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

/** 'N event(s)'. */
export const eventCountLabel = (count: number): string => countLabel(count, 'event');

/**
 * The whole timeline order after the shown timelines were reordered among themselves (a filter may
 * hide some): the shown ones take the places they held, in their new order; hidden ones stay put.
 */
export function mergeShownOrder(allIds: readonly string[], shownInNewOrder: readonly string[]): string[] {
  const shown = new Set(shownInNewOrder);
  const next = [...shownInNewOrder];
  return allIds.map((id) => (shown.has(id) ? next.shift()! : id));
}
