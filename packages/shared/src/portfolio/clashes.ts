import { MAX_LANES } from '../constants.js';
import { dayNumber, eventDays, fromDayNumber, toWireDate } from '../dates.js';
import type { Clash, ClashEvent, ClashKind, Clashes } from '../schemas/portfolio.js';
import { ANOTHER_PROJECTS_FREEZE, CLASH_EVENT_LIMIT, CLASH_KINDS, CLASH_LIMIT } from './constants.js';

/*
 * The portfolio's clash rules (issue 20, docs/decisions.md D44), one pure function the server runs.
 * Each rule finds pairs or runs, and each is answered in groups (D55), so that the answer grows
 * with the trouble, not with every pair of events:
 * - freeze: a deployment overlaps a freeze (an event marked isFreeze, or any event of a project
 *   marked isFreeze) of any project, its own included; a freeze never clashes with itself. One
 *   clash per freeze, listing the freeze and then every deployment on it;
 * - deployment: two deployments of different projects share at least one day. One clash per
 *   cluster: the deployments linked by such pairs, directly or through others;
 * - overload: one timeline holds more than MAX_LANES overlapping events on some days, which is
 *   exactly when the timeline view's lane rule (packLanes) hides events behind a "+N" marker. One
 *   clash per run of such days, listing the events on them.
 * A clash's days run from the first to the last day of its pairs' (or run's) shared days. Only
 * readable events are ever named. An unreadable event counts only as a freeze, shown as
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
  /** Most clashes listed and most events listed per clash (default CLASH_LIMIT, CLASH_EVENT_LIMIT). */
  limits?: { clashes?: number; events?: number };
}

interface Span {
  event: ClashInputEvent;
  start: number;
  /** Inclusive last day. */
  end: number;
}

/** A clash before it is listed: its days and all its events (a freeze's first). */
interface Group {
  kind: ClashKind;
  start: number;
  end: number;
  spans: Span[];
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

/** One clash per freeze with a deployment on it: the freeze, then those deployments (sorted by start). */
function freezeGroups(deployments: readonly Span[], freezes: readonly Span[]): Group[] {
  const groups: Group[] = [];
  for (const freeze of freezes) {
    const on: Span[] = [];
    let start = Infinity;
    let end = -Infinity;
    for (const deployment of deployments) {
      if (deployment.start > freeze.end) break;
      if (deployment.end < freeze.start || deployment.event.id === freeze.event.id) continue;
      on.push(deployment);
      start = Math.min(start, Math.max(deployment.start, freeze.start));
      end = Math.max(end, Math.min(deployment.end, freeze.end));
    }
    if (on.length > 0) groups.push({ kind: 'freeze', start, end, spans: [freeze, ...on] });
  }
  return groups;
}

/**
 * One clash per cluster of deployments linked by overlapping pairs of different projects
 * (deployments sorted by start): a sweep keeps the deployments still running, and each pair joins
 * its two clusters (union–find).
 */
function deploymentGroups(deployments: readonly Span[]): Group[] {
  const parent = deployments.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  const paired = new Array<boolean>(deployments.length).fill(false);
  const lastShared = new Array<number>(deployments.length).fill(-Infinity);
  let running: number[] = [];
  deployments.forEach((next, index) => {
    running = running.filter((other) => deployments[other]!.end >= next.start);
    for (const other of running) {
      const earlier = deployments[other]!;
      if (earlier.event.projectId === next.event.projectId) continue;
      parent[root(other)] = root(index);
      paired[other] = paired[index] = true;
      lastShared[index] = Math.max(lastShared[index]!, Math.min(earlier.end, next.end));
    }
    running.push(index);
  });
  const clusters = new Map<number, Group>();
  deployments.forEach((span, index) => {
    if (!paired[index]) return;
    const key = root(index);
    const group = clusters.get(key) ?? { kind: 'deployment' as const, start: Infinity, end: -Infinity, spans: [] };
    clusters.set(key, group);
    group.spans.push(span);
    // A pair's shared days start on the later start, so the pair is counted on its later deployment.
    if (lastShared[index]! > -Infinity) {
      group.start = Math.min(group.start, span.start);
      group.end = Math.max(group.end, lastShared[index]!);
    }
  });
  return [...clusters.values()];
}

/**
 * A timeline's overloaded days: when the lane rule hides an event, each run of days on which more
 * than MAX_LANES events overlap is one clash listing the events on those days.
 */
function overloadGroups(spans: readonly Span[]): Group[] {
  // Greedy lane packing by start is optimal for intervals, so packLanes hides an event exactly when
  // some day holds more than MAX_LANES (a property test checks it): the day counts alone decide.
  const first = Math.min(...spans.map((span) => span.start));
  const depth = new Int32Array(Math.max(...spans.map((span) => span.end)) - first + 2);
  for (const { start, end } of spans) {
    depth[start - first]! += 1;
    depth[end - first + 1]! -= 1;
  }
  const groups: Group[] = [];
  let runStart = -1;
  for (let day = 0, level = 0; day < depth.length; day += 1) {
    level += depth[day]!;
    if (level > MAX_LANES && runStart < 0) runStart = day;
    if (level <= MAX_LANES && runStart >= 0) {
      const run = { start: first + runStart, end: first + day - 1 };
      groups.push({ kind: 'overload', ...run, spans: spans.filter((span) => overlapping(span, run)) });
      runStart = -1;
    }
  }
  return groups;
}

const idOf = (span: Span | undefined) => (span?.event.readable ? span.event.id : '');

const groupOrder = (a: Group, b: Group) =>
  a.start - b.start || CLASH_KINDS.indexOf(a.kind) - CLASH_KINDS.indexOf(b.kind) || a.end - b.end || idOf(a.spans[0]).localeCompare(idOf(b.spans[0]));

/** What a group says; an unreadable freeze says only its days, so two on the same days say the same. */
const groupKey = (group: Group) =>
  `${group.kind} ${group.start} ${group.end} ${group.spans.map((span) => (span.event.readable ? span.event.id : `~${span.start}-${span.end}`)).join(' ')}`;

/** The clash as answered: at most `limit` events, those of `involving` projects first (a freeze stays first). */
function toClash(group: Group, involving: ReadonlySet<string> | null, limit: number): Clash {
  const [head, ...rest] = group.spans;
  const anchored = group.kind === 'freeze' ? 1 : 0;
  let spans = group.spans;
  if (involving && spans.length > limit) {
    const own = (span: Span) => span.event.readable && involving.has(span.event.projectId);
    const tail = anchored ? rest : spans;
    spans = [...(anchored ? [head!] : []), ...tail.filter(own), ...tail.filter((span) => !own(span))];
  }
  return {
    kind: group.kind,
    days: { from: fromDayNumber(group.start), to: fromDayNumber(group.end) },
    events: spans.slice(0, limit).map(toClashEvent),
    eventCount: group.spans.length,
  };
}

/**
 * The clashes among `events` (groups, see above), ordered by their first day, then kind; the same
 * clash never twice. At most `limits.clashes` are listed, each with at most `limits.events` events.
 */
export function findClashes({ events, involving = null, limits = {} }: ClashInput): Clashes {
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
    ...freezeGroups(deployments, freezes),
    ...deploymentGroups(deployments),
    ...[...byTimeline.values()].flatMap((timeline) => (timeline.length > MAX_LANES ? overloadGroups(timeline) : [])),
  ];
  const involved = involving ? all.filter((group) => group.spans.some((span) => span.event.readable && involving.has(span.event.projectId))) : all;
  // Two freezes of unreadable projects on the same days read the same: one clash says it.
  const seen = new Set<string>();
  const groups = involved
    .filter((group) => {
      if (group.kind !== 'freeze' || group.spans[0]!.event.readable) return true;
      const key = groupKey(group);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(groupOrder);
  const listed = groups.slice(0, limits.clashes ?? CLASH_LIMIT);
  return {
    clashes: listed.map((group) => toClash(group, involving, limits.events ?? CLASH_EVENT_LIMIT)),
    total: groups.length,
    truncated: listed.length < groups.length,
  };
}
