import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  criticalPath,
  isDependencyViolated,
  type DependencyType,
  type PlanningDependency,
  type PlanningEvent,
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
import { foldRows, type RowFold } from '../utils/row-fold';
import { NO_TIMELINES } from '@/components/planning/no-timelines';

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

/** An event a dependency names: its days, as the scheduling rules see them, and its title. */
interface LinkedEvent extends ScheduleEvent {
  title: string;
}

const linkedOf = new WeakMap<PlanningEvent, LinkedEvent>();
const linkedEvent = (event: PlanningEvent): LinkedEvent => {
  let linked = linkedOf.get(event);
  if (!linked) linkedOf.set(event, (linked = { ...toScheduleEvent(event), title: event.title }));
  return linked;
};

/** The linked events last found (for one set of dependencies; a page of another project is read again). */
const lastLinked = new Map<'timeline', { named: ReadonlySet<string>; rows: RowFold<readonly PlanningEvent[], LinkedEvent> }>();

/**
 * The events the dependencies name, by id (their days and titles), read row by row: a project of
 * 100,000 events pages in by merges (D60), and maps of every event rebuilt on each merge cost
 * seconds (D67), so nothing is made for the events no dependency names, and only the timelines
 * whose events changed are read again (D73: a drop moving a 500-event chain changes five rows of a
 * hundred). Any other event's title (the link handle names the hovered event) comes from a map of
 * every title made on the first such question.
 */
function useLinkedEvents(timelines: readonly TimelineWithEvents[], dependencies: readonly PlanningDependency[]) {
  const named = useMemo(() => {
    const ids = new Set<string>();
    for (const dependency of dependencies) ids.add(dependency.fromEventId).add(dependency.toEventId);
    return ids;
  }, [dependencies]);
  return useMemo(() => {
    const before = lastLinked.get('timeline');
    const previous = before?.named === named ? before.rows : undefined;
    const read = function* (events: readonly PlanningEvent[]) {
      for (const event of events) if (named.has(event.id)) yield [event.id, linkedEvent(event)] as const;
    };
    const rows = foldRows(previous, named.size === 0 ? [] : timelines.map((timeline) => [timeline.id, timeline.events] as const), { read });
    lastLinked.set('timeline', { named, rows });
    const linked = rows.map;
    let allTitles: Map<string, string> | null = null;
    const titles: TitleLookup = {
      get: (id) =>
        linked.get(id)?.title ??
        (allTitles ??= new Map(timelines.flatMap((timeline) => timeline.events.map((event) => [event.id, event.title] as const)))).get(id),
    };
    return { events: linked as ReadonlyMap<string, ScheduleEvent>, titles };
  }, [timelines, named]);
}

/**
 * Which dependencies are violated, each worked out again only when it or one of its events changed
 * (the events' objects are kept per event, so an unmoved pair is the same pair).
 */
const verdicts = new WeakMap<PlanningDependency, { from: ScheduleEvent; to: ScheduleEvent; isViolated: boolean }>();
function violatedIds(dependencies: readonly PlanningDependency[], events: ReadonlyMap<string, ScheduleEvent>): Set<string> {
  const ids = new Set<string>();
  for (const dep of dependencies) {
    const from = events.get(dep.fromEventId);
    const to = events.get(dep.toEventId);
    if (!from || !to) continue;
    let verdict = verdicts.get(dep);
    if (verdict?.from !== from || verdict.to !== to) {
      verdict = { from, to, isViolated: isDependencyViolated(dep, from, to) };
      verdicts.set(dep, verdict);
    }
    if (verdict.isViolated) ids.add(dep.id);
  }
  return ids;
}

/** The violated dependencies by their successor's start (ISO days compare as strings: no collation). */
function conflictList(
  dependencies: readonly PlanningDependency[],
  violated: ReadonlySet<string>,
  events: ReadonlyMap<string, ScheduleEvent>,
  titles: TitleLookup,
): Conflict[] {
  return dependencies
    .filter((dep) => violated.has(dep.id))
    .map((dependency) => ({
      conflict: {
        dependency,
        fromTitle: titles.get(dependency.fromEventId) ?? 'Event',
        toTitle: titles.get(dependency.toEventId) ?? 'Event',
      },
      start: events.get(dependency.toEventId)?.startDate ?? '',
    }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .map(({ conflict }) => conflict);
}

export function useTimelineDependencies(
  projectId: string,
  project: ProjectDetail | undefined,
  access: Pick<ProjectPermissions, 'canEdit'>,
): TimelineDependencies {
  // What the arrows' colours, the Conflicts list and the critical path are worked out from trails the
  // cache by a render (D73): after a drop that pushed a chain, the bars and arrows move in the drop's
  // own task, and violations over 5,000 dependencies are found again in a background render.
  const shown = useDeferredValue(project);
  const dependencies = shown?.dependencies ?? NO_DEPENDENCIES;
  const timelines = shown?.timelines ?? NO_TIMELINES;
  const { events, titles } = useLinkedEvents(timelines, dependencies);
  const violated = useMemo(() => violatedIds(dependencies, events), [dependencies, events]);

  const conflicts = useMemo(() => conflictList(dependencies, violated, events, titles), [dependencies, violated, titles, events]);

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
