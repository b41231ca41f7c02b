import { useCallback, useMemo, useState } from 'react';
import {
  criticalPath,
  isDependencyViolated,
  type DependencyType,
  type PlanningDependency,
  type ProjectDetail,
  type ScheduleEvent,
  type TimelineWithEvents,
} from '@plotline/shared';
import {
  scheduleEventMap,
  toScheduleEvent,
  toastDependencyFailure,
  useCreateDependency,
  useDeleteDependency,
  useSaveDependsOn,
  useSetAutoSchedule,
  useUpdateDependency,
  type ProjectPermissions,
} from '@/api/planning';
import { toastChangeFailure } from '@/lib/failure-toast';
import { useDragPreviewStore, type DragPreviewStore } from '@/components/planning/timeline/use-drag-preview';

/*
 * The timeline's dependencies (docs/decisions.md D38): what the arrows, the Conflicts list, the
 * critical path and the auto-schedule toggle need, from the cached project and the shared
 * scheduling rules. Violations are worked out here from the events as cached, so an arrow turns red
 * (or black again) the moment a move is shown, before the server answers.
 */

export interface Conflict {
  dependency: PlanningDependency;
  fromTitle: string;
  toTitle: string;
}

/** Titles by event id (a Map will do). */
export interface TitleLookup {
  get: (eventId: string) => string | undefined;
}

export interface CriticalSets {
  eventIds: ReadonlySet<string>;
  dependencyIds: ReadonlySet<string>;
}

/** What the board's dependency layer takes from the page. */
export interface DependencyBoardData {
  dependencies: readonly PlanningDependency[];
  violated: ReadonlySet<string>;
  critical: CriticalSets | null;
  /** The days of every event a dependency names (the arrows, the drag preview's successors). */
  events: ReadonlyMap<string, ScheduleEvent>;
  /** Any event's title by id (the arrows' and the link handle's names). */
  titles: TitleLookup;
  autoSchedule: boolean;
  canEdit: boolean;
  onCreate: (fromEventId: string, toEventId: string) => void;
  onDelete: (dependencyId: string) => void;
  /** A new type and lag for a dependency (its editor). */
  onUpdate: (dependency: PlanningDependency, change: { type: DependencyType; lagDays: number }) => void;
  /** Bring this event into view and focus it (the Conflicts list); `seq` repeats a request. */
  focus: { eventId: string; seq: number } | null;
  dragPreview: DragPreviewStore;
}

export interface TimelineDependencies {
  board: DependencyBoardData;
  conflicts: Conflict[];
  showCritical: boolean;
  setShowCritical: (show: boolean) => void;
  setAutoSchedule: (on: boolean) => void;
  focusEvent: (eventId: string) => void;
  /** Saves an event's predecessors as the form's "Depends on" left them. */
  saveDependsOn: (eventId: string, dependsOn: readonly string[]) => void;
}

const NO_DEPENDENCIES: readonly PlanningDependency[] = [];
const NO_TIMELINES: TimelineWithEvents[] = [];

/**
 * The events the dependencies name, by id (their days and titles), found in one pass that builds
 * nothing for the others: a project of 100,000 events pages in by merges (D60), and maps of every
 * event rebuilt on each merge cost seconds (D67). Any other event's title (the link handle names
 * the hovered event) comes from a map of every title made on the first such question.
 */
function linkedEvents(timelines: readonly TimelineWithEvents[], dependencies: readonly PlanningDependency[]) {
  const named = new Set<string>();
  for (const dependency of dependencies) named.add(dependency.fromEventId).add(dependency.toEventId);
  const events = new Map<string, ScheduleEvent>();
  const linkedTitles = new Map<string, string>();
  if (named.size > 0) {
    for (const timeline of timelines) {
      for (const event of timeline.events) {
        if (!named.has(event.id)) continue;
        events.set(event.id, toScheduleEvent(event));
        linkedTitles.set(event.id, event.title);
      }
    }
  }
  let allTitles: Map<string, string> | null = null;
  const titles: TitleLookup = {
    get: (id) =>
      linkedTitles.get(id) ??
      (allTitles ??= new Map(timelines.flatMap((timeline) => timeline.events.map((event) => [event.id, event.title] as const)))).get(id),
  };
  return { events, titles };
}

export function useTimelineDependencies(
  projectId: string,
  project: ProjectDetail | undefined,
  access: Pick<ProjectPermissions, 'canEdit'>,
): TimelineDependencies {
  const dependencies = project?.dependencies ?? NO_DEPENDENCIES;
  const timelines = project?.timelines ?? NO_TIMELINES;
  const { events, titles } = useMemo(() => linkedEvents(timelines, dependencies), [timelines, dependencies]);

  const violated = useMemo(() => {
    const ids = new Set<string>();
    for (const dep of dependencies) {
      const from = events.get(dep.fromEventId);
      const to = events.get(dep.toEventId);
      if (from && to && isDependencyViolated(dep, from, to)) ids.add(dep.id);
    }
    return ids;
  }, [dependencies, events]);

  const conflicts = useMemo(
    () =>
      dependencies
        .filter((dep) => violated.has(dep.id))
        .map((dependency) => ({
          dependency,
          fromTitle: titles.get(dependency.fromEventId) ?? 'Event',
          toTitle: titles.get(dependency.toEventId) ?? 'Event',
        }))
        .sort((a, b) => (events.get(a.dependency.toEventId)?.startDate ?? '').localeCompare(events.get(b.dependency.toEventId)?.startDate ?? '')),
    [dependencies, violated, titles, events],
  );

  const [showCritical, setShowCritical] = useState(false);
  const critical = useMemo(() => {
    if (!showCritical) return null;
    // Every event counts here: the project's finish decides which chains are critical.
    const path = criticalPath([...scheduleEventMap({ timelines }).values()], dependencies);
    return { eventIds: new Set(path.eventIds), dependencyIds: new Set(path.dependencyIds) };
  }, [showCritical, timelines, dependencies]);

  const [focus, setFocus] = useState<{ eventId: string; seq: number } | null>(null);
  const focusEvent = useCallback(
    (eventId: string) => setFocus((current) => ({ eventId, seq: (current?.seq ?? 0) + 1 })),
    [],
  );

  const create = useCreateDependency(projectId);
  const remove = useDeleteDependency(projectId);
  const update = useUpdateDependency(projectId);
  const schedule = useSetAutoSchedule(projectId);
  const saveLinks = useSaveDependsOn(projectId);
  const dragPreview = useDragPreviewStore();
  const { mutate: createMutate } = create;
  const { mutate: removeMutate } = remove;
  const { mutate: updateMutate } = update;

  const onCreate = useCallback(
    (fromEventId: string, toEventId: string) =>
      createMutate(
        { fromEventId, toEventId },
        { onError: (error) => toastDependencyFailure('Failed to add dependency', error) },
      ),
    [createMutate],
  );
  const onDelete = useCallback(
    (dependencyId: string) =>
      removeMutate({ dependencyId }, { onError: (error) => toastDependencyFailure('Failed to remove dependency', error) }),
    [removeMutate],
  );

  const onUpdate = useCallback(
    (dependency: PlanningDependency, change: { type: DependencyType; lagDays: number }) =>
      updateMutate(
        { dependencyId: dependency.id, version: dependency.version, ...change },
        { onError: (error) => toastDependencyFailure('Failed to change dependency', error) },
      ),
    [updateMutate],
  );

  const board = useMemo<DependencyBoardData>(
    () => ({
      dependencies,
      violated,
      critical,
      events,
      titles,
      autoSchedule: project?.autoSchedule ?? false,
      canEdit: access.canEdit,
      onCreate,
      onDelete,
      onUpdate,
      focus,
      dragPreview,
    }),
    [dependencies, violated, critical, events, titles, project?.autoSchedule, access.canEdit, onCreate, onDelete, onUpdate, focus, dragPreview],
  );

  return {
    board,
    conflicts,
    showCritical,
    setShowCritical,
    setAutoSchedule: (on) => {
      if (!project) return;
      schedule.mutate(
        { autoSchedule: on, version: project.version },
        { onError: (error) => toastChangeFailure('Failed to change auto-schedule', error) },
      );
    },
    focusEvent,
    saveDependsOn: (eventId, dependsOn) => {
      if (project) saveLinks(project, eventId, dependsOn);
    },
  };
}
