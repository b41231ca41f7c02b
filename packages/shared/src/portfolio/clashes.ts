import { MAX_LANES } from '../constants.js';
import { dayNumber, eventDays, fromDayNumber, toWireDate } from '../dates.js';
import { ANOTHER_PROJECTS_FREEZE, CLASH_KINDS, type Clash, type ClashEvent, type ClashKind } from '../schemas/portfolio.js';
import { packLanes } from '../timeline-layout.js';

/*
 * The portfolio's clash rules (issue 20, docs/decisions.md D44), one pure function the server runs:
 * - freeze: a deployment overlaps a freeze (an event marked isFreeze, or any event of a project
 *   marked isFreeze) of any project, its own included; a freeze never clashes with itself;
 * - deployment: two deployments of different projects share at least one day;
 * - overload: one timeline holds more than MAX_LANES overlapping events on some days, which is
 *   exactly when the timeline view's lane rule (packLanes) hides events behind a "+N" marker.
 * Only readable events are ever named. An unreadable event counts only as a freeze, shown as
 * ANOTHER_PROJECTS_FREEZE with no ids; its deployments and its lanes are never looked at.
 */

/** The objective a deployment carries (objectives.ts). */
export const DEPLOYMENT_OBJECTIVE = 'deployment';

export interface ClashInputEvent {
  id: string;
  projectId: string;
  projectName: string;
  timelineId: string;
  title: string;
  /** Calendar date or wire timestamp. */
  date: string;
  /** Calendar date or wire timestamp; null (or not after date) for a single day. */
  endDate: string | null;
  objective: string;
  /** The event's own isFreeze, or its project's. */
  isFreeze: boolean;
  /** The caller can read the event's project. */
  readable: boolean;
}

export interface ClashInput {
  events: readonly ClashInputEvent[];
  /** Keep only the clashes with an event of one of these projects; null or absent: every clash. */
  involving?: ReadonlySet<string> | null;
}

interface Span {
  event: ClashInputEvent;
  start: number;
  /** Inclusive last day. */
  end: number;
}

const toSpan = (event: ClashInputEvent): Span => {
  const { start, end } = eventDays(event);
  const first = dayNumber(start);
  return { event, start: first, end: end === null ? first : dayNumber(end) };
};

const byStart = (a: Span, b: Span) => a.start - b.start || a.end - b.end || (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0);

type Days = Pick<Span, 'start' | 'end'>;
const overlapping = (a: Days, b: Days) => a.start <= b.end && b.start <= a.end;

function toClashEvent({ event, start, end }: Span): ClashEvent {
  const date = toWireDate(fromDayNumber(start));
  const endDate = end > start ? toWireDate(fromDayNumber(end)) : null;
  if (!event.readable) return { eventId: null, projectId: null, projectName: null, timelineId: null, title: ANOTHER_PROJECTS_FREEZE, date, endDate };
  return { eventId: event.id, projectId: event.projectId, projectName: event.projectName, timelineId: event.timelineId, title: event.title, date, endDate };
}

function clashOf(kind: ClashKind, first: number, last: number, spans: readonly Span[]): Clash {
  return { kind, days: { from: fromDayNumber(first), to: fromDayNumber(last) }, events: spans.map(toClashEvent) };
}

/** Each deployment against each freeze it overlaps (freezes are few: a sorted scan per deployment). */
function freezeClashes(deployments: readonly Span[], freezes: readonly Span[]): Clash[] {
  const clashes: Clash[] = [];
  for (const deployment of deployments) {
    for (const freeze of freezes) {
      if (freeze.start > deployment.end) break;
      if (freeze.event.id === deployment.event.id || !overlapping(freeze, deployment)) continue;
      clashes.push(clashOf('freeze', Math.max(deployment.start, freeze.start), Math.min(deployment.end, freeze.end), [deployment, freeze]));
    }
  }
  return clashes;
}

/** Every pair of overlapping deployments of different projects (deployments sorted by start). */
function deploymentClashes(deployments: readonly Span[]): Clash[] {
  const clashes: Clash[] = [];
  deployments.forEach((first, index) => {
    for (let next = index + 1; next < deployments.length && deployments[next]!.start <= first.end; next += 1) {
      const second = deployments[next]!;
      if (second.event.projectId === first.event.projectId) continue;
      clashes.push(clashOf('deployment', second.start, Math.min(first.end, second.end), [first, second]));
    }
  });
  return clashes;
}

/**
 * A timeline's overloaded days: when the lane rule hides an event, each run of days on which more
 * than MAX_LANES events overlap is one clash listing the events on those days.
 */
function overloadClashes(spans: readonly Span[]): Clash[] {
  const items = spans.map(({ event, start, end }) => ({ id: event.id, start: fromDayNumber(start), end: fromDayNumber(end) }));
  if (packLanes(items).hidden.length === 0) return [];
  const first = Math.min(...spans.map((span) => span.start));
  const depth = new Int32Array(Math.max(...spans.map((span) => span.end)) - first + 2);
  for (const { start, end } of spans) {
    depth[start - first]! += 1;
    depth[end - first + 1]! -= 1;
  }
  const clashes: Clash[] = [];
  let runStart = -1;
  for (let day = 0, level = 0; day < depth.length; day += 1) {
    level += depth[day]!;
    if (level > MAX_LANES && runStart < 0) runStart = day;
    if (level <= MAX_LANES && runStart >= 0) {
      const run = { start: first + runStart, end: first + day - 1 };
      clashes.push(clashOf('overload', run.start, run.end, spans.filter((span) => overlapping(span, run))));
      runStart = -1;
    }
  }
  return clashes;
}

const clashOrder = (a: Clash, b: Clash) =>
  a.days.from.localeCompare(b.days.from) ||
  CLASH_KINDS.indexOf(a.kind) - CLASH_KINDS.indexOf(b.kind) ||
  a.days.to.localeCompare(b.days.to) ||
  (a.events[0]?.eventId ?? '').localeCompare(b.events[0]?.eventId ?? '');

/** The clashes among `events`, ordered by their first day, then kind; the same clash never twice. */
export function findClashes({ events, involving = null }: ClashInput): Clash[] {
  const spans = events.map(toSpan).sort(byStart);
  const readable = spans.filter((span) => span.event.readable);
  const deployments = readable.filter((span) => span.event.objective === DEPLOYMENT_OBJECTIVE);
  const freezes = spans.filter((span) => span.event.isFreeze);
  const byTimeline = new Map<string, Span[]>();
  for (const span of readable) {
    if (involving && !involving.has(span.event.projectId)) continue;
    const list = byTimeline.get(span.event.timelineId);
    if (list) list.push(span);
    else byTimeline.set(span.event.timelineId, [span]);
  }
  const all = [
    ...freezeClashes(deployments, freezes),
    ...deploymentClashes(deployments),
    ...[...byTimeline.values()].flatMap((timeline) => (timeline.length > MAX_LANES ? overloadClashes(timeline) : [])),
  ];
  const involved = involving
    ? all.filter((clash) => clash.events.some((event) => event.projectId !== null && involving.has(event.projectId)))
    : all;
  // Two freezes of unreadable projects on the same days read the same: one clash says it.
  const seen = new Set<string>();
  return involved
    .filter((clash) => {
      const key = JSON.stringify(clash);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(clashOrder);
}
