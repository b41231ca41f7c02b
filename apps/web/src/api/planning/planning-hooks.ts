import { useIsMutating, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  canAdmin,
  BUILTIN_OBJECTIVE_MAP,
  canDeleteEvent,
  canDeleteProject,
  canEdit,
  DEFAULT_COLOR,
  DEFAULT_OBJECTIVE,
  type ObjectiveMap,
  type PlanningEvent,
  type ProjectDetail,
  type ProjectSummary,
} from '@plotline/shared';
import { useMemo } from 'react';
import { projectKeys } from '@/api/projects';
import { useCurrentUser } from '@/api/auth';
import { isApiError } from '@/lib/api-client';
import { useOptimisticMutation } from '@/api/optimistic';
import * as fetchers from './planning-fetchers';
import {
  findEvent,
  mapTimeline,
  removeEvent,
  reorderTimelinesInCache,
  replaceEvent,
  temporaryId,
  wireDate,
  withEvents,
  withoutTemporary,
} from './project-cache';
import { objectivesQueryOptions, planningMutationKey, projectDetailQueryOptions } from './planning-queries';
import type { ProjectView } from './project-detail-load';
import { removeEventDependencies, withMovedEvents, withScheduledSuccessors } from './dependency-cache';
import { planningChangeKey, type PlanningChangeKind, type PlanningExtra } from './planning-changes';

/**
 * The cached project. A view passes what it shows first (`view`): that window is read and painted
 * first, the rest paged in after it (docs/decisions.md D60); useProjectPaging says while it is;
 * `null` waits until the view knows.
 */
export function useProjectDetail(projectId: string | null, view?: ProjectView | null) {
  return useQuery({
    ...projectDetailQueryOptions(projectId ?? '', view ?? undefined),
    // null: the view does not know yet what it shows first (its saved position is on its way).
    enabled: Boolean(projectId) && view !== null,
  });
}

export function useObjectives() {
  return useQuery(objectivesQueryOptions());
}

/**
 * The objective map every view colours events by: the server's, or the built-ins until it arrives or
 * when it cannot be had, so nothing reads 'Unknown' meanwhile.
 */
export function useObjectiveMap(): { objectives: ObjectiveMap; refetch: () => void } {
  const query = useObjectives();
  return { objectives: query.data ?? BUILTIN_OBJECTIVE_MAP, refetch: () => void query.refetch() };
}

export interface ProjectPermissions {
  canEdit: boolean;
  canAdmin: boolean;
  canDeleteEvent: boolean;
  canDeleteProject: boolean;
}

const NO_PERMISSIONS: ProjectPermissions = {
  canEdit: false,
  canAdmin: false,
  canDeleteEvent: false,
  canDeleteProject: false,
};

/** What the signed-in user may do in a project, from the shared rules the server enforces. */
export function useProjectAccess(project: Pick<ProjectSummary, 'userAccessLevel' | 'effectiveLevel' | 'isShared'> | undefined) {
  const user = useCurrentUser();
  return useMemo<ProjectPermissions>(() => {
    if (!project) return NO_PERMISSIONS;
    // The server already applied the organization role in the owner's organization, which may not
    // be the user's own (docs/decisions.md D18): its effective level needs no further cap.
    const effective = { level: project.effectiveLevel, isShared: false };
    const access = {
      level: project.userAccessLevel,
      isShared: project.isShared,
      organizationRole: user.organizationRole,
    };
    return {
      canEdit: canEdit(effective),
      canAdmin: canAdmin(effective),
      canDeleteEvent: canDeleteEvent(effective),
      canDeleteProject: canDeleteProject(access),
    };
  }, [project, user.organizationRole]);
}

/** True while any change to the project is on its way to the server ('Saving...'). */
export function useIsSaving(projectId: string | null): boolean {
  return useIsMutating({ mutationKey: planningMutationKey(projectId ?? '') }) > 0;
}


interface ProjectMutationOptions<TVars, TResult> {
  projectId: string;
  /** Names the change in its mutation key, so views can tell what is on its way (planning-changes.ts). */
  kind: PlanningChangeKind;
  request: (vars: TVars) => Promise<TResult>;
  /** The change shown at once. */
  optimistic: (project: ProjectDetail, vars: TVars, context: PlanningExtra) => ProjectDetail;
  /** Folds the server's answer into the cache (new versions, server ids). */
  settle?: (project: ProjectDetail, result: TResult, vars: TVars, context: PlanningExtra) => ProjectDetail;
  /** Counts shown elsewhere (the picker, the projects screen) change too. */
  touchesCounts?: boolean;
}

/**
 * One shape for every planning change, on the one optimistic path (api/optimistic.ts,
 * docs/decisions.md D32): the cache holds the change as soon as `mutate()` returns, a failure rolls
 * it back and reloads the project after a 409 (or 403, 404) so the user sees what changed, the
 * server's answer is folded in on success, and rows left under a temporary id by overlapping
 * changes are swept OVERLAY_CLEANUP_MS after the last change settles.
 */
export function useProjectMutation<TVars, TResult>(options: ProjectMutationOptions<TVars, TResult>) {
  const key = projectKeys.detail(options.projectId);
  return useOptimisticMutation<ProjectDetail, TVars, TResult, PlanningExtra>({
    mutationKey: planningChangeKey(options.projectId, options.kind),
    sharedKey: planningMutationKey(options.projectId),
    queries: { queryKey: key, exact: true },
    mutationFn: options.request,
    prepare: () => ({ tempId: temporaryId() }),
    apply: options.optimistic,
    settle: options.settle,
    onRollback: (error, queryClient) => {
      // 409: someone else changed it; 404: it is gone; 403: the user's access was lowered since the
      // page loaded. Each time the cached project is out of date, so it is reloaded.
      if (isApiError(error) && (error.status === 409 || error.status === 404 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onSuccess: (queryClient) => {
      if (options.touchesCounts) void invalidateProjectList(queryClient);
    },
    sweep: (project, owned) => withoutTemporary(project, new Set(owned.map((extra) => extra.tempId))),
  });
}

const invalidateProjectList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: projectKeys.list() });

export interface CreateTimelineVars {
  name: string;
  color?: string;
}

export function useCreateTimeline(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'createTimeline',
    touchesCounts: true,
    request: (vars: CreateTimelineVars) => fetchers.createTimeline(projectId, vars),
    optimistic: (project, vars, { tempId }) => {
      const now = new Date().toISOString();
      return {
        ...project,
        timelines: [
          ...project.timelines,
          {
            id: tempId,
            projectId,
            name: vars.name.trim(),
            color: vars.color ?? DEFAULT_COLOR,
            displayOrder: project.timelines.length,
            version: 0,
            createdAt: now,
            updatedAt: now,
            events: [],
          },
        ],
      };
    },
    settle: (project, timeline, _vars, { tempId }) => mapTimeline(project, tempId, (t) => ({ ...t, ...timeline })),
  });
}

export interface UpdateTimelineVars {
  timelineId: string;
  version: number;
  name?: string;
  color?: string;
}

export function useUpdateTimeline(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'updateTimeline',
    request: ({ timelineId, ...body }: UpdateTimelineVars) => fetchers.updateTimeline(projectId, timelineId, body),
    optimistic: (project, { timelineId, name, color }) =>
      mapTimeline(project, timelineId, (timeline) => ({
        ...timeline,
        ...(name === undefined ? {} : { name: name.trim() }),
        ...(color === undefined ? {} : { color }),
      })),
    settle: (project, timeline) => mapTimeline(project, timeline.id, (current) => ({ ...current, ...timeline })),
  });
}

export function useDeleteTimeline(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'deleteTimeline',
    touchesCounts: true,
    request: ({ timelineId }: { timelineId: string }) => fetchers.deleteTimeline(projectId, timelineId),
    optimistic: (project, { timelineId }) => ({
      ...project,
      timelines: project.timelines.filter((timeline) => timeline.id !== timelineId),
    }),
  });
}

export function useReorderTimelines(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'reorderTimelines',
    request: ({ timelineIds }: { timelineIds: string[] }) => fetchers.reorderTimelines(projectId, timelineIds),
    optimistic: (project, { timelineIds }) => reorderTimelinesInCache(project, timelineIds),
  });
}

export interface CreateEventVars {
  timelineId: string;
  /** 'YYYY-MM-DD' */
  date: string;
  endDate?: string | null;
  title: string;
  description?: string;
  objective?: string;
  isMilestone?: boolean;
  isFreeze?: boolean;
}

export function useCreateEvent(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'createEvent',
    touchesCounts: true,
    request: ({ timelineId, ...body }: CreateEventVars) => fetchers.createEvent(projectId, timelineId, body),
    optimistic: (project, vars, { tempId }) =>
      mapTimeline(project, vars.timelineId, (timeline) => {
        const now = new Date().toISOString();
        const event: PlanningEvent = {
          id: tempId,
          projectId,
          timelineId: vars.timelineId,
          title: vars.title.trim(),
          description: vars.description ?? '',
          date: wireDate(vars.date),
          endDate: vars.endDate ? wireDate(vars.endDate) : null,
          objective: vars.objective ?? DEFAULT_OBJECTIVE,
          isMilestone: vars.isMilestone ?? false,
          isFreeze: vars.isFreeze ?? false,
          displayOrder: timeline.events.length,
          version: 0,
          createdAt: now,
          updatedAt: now,
        };
        return withEvents(timeline, [...timeline.events, event]);
      }),
    settle: (project, event, _vars, { tempId }) => replaceEvent(project, event, tempId),
  });
}

export interface UpdateEventVars {
  timelineId: string;
  eventId: string;
  version: number;
  date?: string;
  endDate?: string | null;
  title?: string;
  description?: string;
  objective?: string;
  isMilestone?: boolean;
  isFreeze?: boolean;
}

export function useUpdateEvent(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'updateEvent',
    request: ({ timelineId, eventId, ...body }: UpdateEventVars) =>
      fetchers.updateEvent(projectId, timelineId, eventId, body),
    optimistic: (project, { timelineId: _t, eventId, version: _v, ...patch }) => {
      const current = findEvent(project, eventId);
      if (!current) return project;
      const changed = replaceEvent(project, {
        ...current,
        ...patch,
        ...(patch.date === undefined ? {} : { date: wireDate(patch.date) }),
        ...(patch.endDate === undefined ? {} : { endDate: patch.endDate ? wireDate(patch.endDate) : null }),
      });
      // With auto-schedule on, the successors move at once too (docs/decisions.md D38).
      return withScheduledSuccessors(changed, [eventId]);
    },
    settle: (project, { movedEvents, ...event }) => withMovedEvents(replaceEvent(project, event), movedEvents),
  });
}

export function useDeleteEvent(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'deleteEvent',
    touchesCounts: true,
    request: ({ timelineId, eventId }: { timelineId: string; eventId: string }) =>
      fetchers.deleteEvent(projectId, timelineId, eventId),
    optimistic: (project, { eventId }) => removeEventDependencies(removeEvent(project, eventId), eventId),
  });
}

export interface MoveEventVars {
  eventId: string;
  targetTimelineId: string;
  newPosition?: number;
  version: number;
}

export function useMoveEvent(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'moveEvent',
    request: ({ eventId, ...body }: MoveEventVars) => fetchers.moveEvent(eventId, body),
    optimistic: (project, { eventId, targetTimelineId }) => {
      const current = findEvent(project, eventId);
      return current ? replaceEvent(project, { ...current, timelineId: targetTimelineId }) : project;
    },
    settle: (project, { movedEvents, ...event }) => withMovedEvents(replaceEvent(project, event), movedEvents),
  });
}
