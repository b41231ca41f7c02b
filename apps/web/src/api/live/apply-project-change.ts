import type { ChangeKind, PlanningEvent, ProjectChange, ProjectDetail, ShiftedEvents } from '@plotline/shared';
import { addDependency, removeDependency, removeEventDependencies } from '@/api/planning/dependency-cache';
import {
  findTimeline,
  removeEvent,
  removeEvents,
  removeTimeline,
  replaceEvents,
  upsertTimeline,
} from '@/api/planning/project-cache';
import { foldShifted } from '@/api/planning/shift-fold';

export interface ApplyResult {
  detail: ProjectDetail;
  /** The change cannot be folded into the cache: reload the project from the server. */
  needsRefetch: boolean;
}

/**
 * Changes that touch many rows at once (orders, imports, access) or the project itself: the
 * record carries no entity to fold in, so the only faithful copy is a fresh GET.
 */
export const STRUCTURAL_KINDS: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'project.updated',
  'project.deleted',
  'timelines.reordered',
  'events.reordered',
  'project.imported',
  'sharing.changed',
]);

/** Kinds that also change what the project list shows (name, colour, sharing, existence). */
export const LIST_KINDS: ReadonlySet<ChangeKind> = new Set<ChangeKind>([
  'project.updated',
  'project.deleted',
  'sharing.changed',
]);

const refetch = (detail: ProjectDetail): ApplyResult => ({ detail, needsRefetch: true });
const unchanged = (detail: ProjectDetail): ApplyResult => ({ detail, needsRefetch: false });

const withRevision = (detail: ProjectDetail, revision: number): ProjectDetail =>
  detail.revision >= revision ? detail : { ...detail, revision };

/**
 * Events of one change (an edit with the successors auto-schedule pushed, a bulk change, D48): the
 * newer ones folded in at once, in one pass over the project, not one per event (a 500-event push
 * echoed back was 500 passes over 10,000 events, D66). An event of a timeline we do not know means
 * the cache is behind: only a reload catches up.
 */
function upsertEvents(detail: ProjectDetail, events: readonly PlanningEvent[], shifted: readonly ShiftedEvents[] = []): ApplyResult {
  const known = new Map<string, PlanningEvent>();
  for (const timeline of detail.timelines) for (const event of timeline.events) known.set(event.id, event);
  const { moved, inexact } = foldShifted(known, shifted);
  if (inexact) return refetch(detail);
  const timelineIds = new Set(detail.timelines.map((timeline) => timeline.id));
  if (events.some((event) => !timelineIds.has(event.timelineId))) return refetch(detail);
  // One copy per event, the newest (a shifted event may also be a pushed successor).
  const newest = new Map<string, PlanningEvent>();
  for (const event of [...moved, ...events]) {
    if ((known.get(event.id)?.version ?? 0) < event.version && (newest.get(event.id)?.version ?? 0) < event.version) newest.set(event.id, event);
  }
  return unchanged(replaceEvents(detail, [...newest.values()]));
}

/**
 * Folds one change from the project's stream into the cached project, or says it cannot.
 * Pure, so the same rules hold for live changes, queued ones and replays after a reconnect.
 */
export function applyProjectChange(detail: ProjectDetail, change: ProjectChange): ApplyResult {
  if (change.projectId !== detail.id) return unchanged(detail);
  // A revision was skipped (or the cache predates the stream): the gap cannot be rebuilt here.
  if (change.revision > detail.revision + 1) return refetch(detail);

  const result = foldChange(detail, change);
  // A reload brings the revision along with everything else.
  return result.needsRefetch ? result : unchanged(withRevision(result.detail, change.revision));
}

function foldChange(detail: ProjectDetail, change: ProjectChange): ApplyResult {
  if (STRUCTURAL_KINDS.has(change.kind)) return refetch(detail);
  switch (change.kind) {
    case 'timeline.created':
    case 'timeline.updated': {
      const { timeline } = change;
      if (!timeline) return refetch(detail);
      const cached = findTimeline(detail, timeline.id);
      if (cached && cached.version >= timeline.version) return unchanged(detail);
      // An update of a timeline we never saw: its events are unknown too.
      if (!cached && change.kind === 'timeline.updated') return refetch(detail);
      return unchanged(upsertTimeline(detail, timeline));
    }
    case 'timeline.deleted': {
      const timelineId = change.timelineId ?? change.timeline?.id;
      return timelineId ? unchanged(removeTimeline(detail, timelineId)) : refetch(detail);
    }
    case 'event.created':
    case 'event.updated':
    case 'event.moved':
      // Auto-schedule's pushed successors come in the same change (docs/decisions.md D38).
      return change.event ? upsertEvents(detail, [change.event, ...(change.movedEvents ?? [])]) : refetch(detail);
    case 'event.deleted': {
      const eventId = change.eventId ?? change.event?.id;
      return eventId ? unchanged(removeEventDependencies(removeEvent(detail, eventId), eventId)) : refetch(detail);
    }
    case 'dependency.created':
    case 'dependency.updated': {
      const { dependency } = change;
      if (!dependency) return refetch(detail);
      // The successors the new or changed dependency pushed come in the same change (docs/decisions.md D58).
      const pushed = upsertEvents(detail, change.movedEvents ?? []);
      if (pushed.needsRefetch) return pushed;
      const cached = pushed.detail.dependencies.find((candidate) => candidate.id === dependency.id);
      return cached && cached.version >= dependency.version ? pushed : unchanged(addDependency(pushed.detail, dependency));
    }
    case 'dependency.deleted':
      return change.dependencyId ? unchanged(removeDependency(detail, change.dependencyId)) : refetch(detail);
    case 'bulk.shift':
    case 'bulk.move':
    case 'bulk.objective':
    case 'events.changed':
      // Many events in one revision (D48), a shift by id and an undo or redo of event edits (D72);
      // a change too large for the bus carries none of them.
      return change.events || change.shifted
        ? upsertEvents(detail, [...(change.events ?? []), ...(change.movedEvents ?? [])], change.shifted)
        : refetch(detail);
    case 'bulk.delete':
      return change.deletedEventIds ? unchanged(removeEvents(detail, change.deletedEventIds)) : refetch(detail);
    case 'baseline.created':
    case 'baseline.renamed':
    case 'baseline.deleted':
      // The project's plan is untouched; the baselines list is refetched by the live sync (docs/decisions.md D49).
      return unchanged(detail);
    default:
      // A kind this client does not know yet (a newer server): reloading is always right.
      return refetch(detail);
  }
}
