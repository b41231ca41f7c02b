import { useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
} from './project-cache';
import { objectivesQueryOptions, planningMutationKey, projectDetailQueryOptions } from './planning-queries';
import { scheduleTemporaryCleanup } from './temporary-overlays';

export function useProjectDetail(projectId: string | null) {
  return useQuery({
    ...projectDetailQueryOptions(projectId ?? ''),
    enabled: Boolean(projectId),
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


interface OptimisticOptions<TVars, TResult> {
  projectId: string;
  request: (vars: TVars) => Promise<TResult>;
  /** The change shown at once. */
  optimistic: (project: ProjectDetail, vars: TVars, context: { tempId: string }) => ProjectDetail;
  /** Folds the server's answer into the cache (new versions, server ids). */
  settle?: (project: ProjectDetail, result: TResult, vars: TVars, context: { tempId: string }) => ProjectDetail;
  /** Counts shown elsewhere (the picker, the projects screen) change too. */
  touchesCounts?: boolean;
}

/**
 * One shape for every planning change: apply at once, roll back on failure, fold in the server's
 * answer on success, reload the project after a 409 (or 403, 404) so the user sees what changed, and sweep
 * leftover temporary rows 5 s after it settles (temporary-overlays.ts).
 */
function useOptimisticProjectMutation<TVars, TResult>(options: OptimisticOptions<TVars, TResult>) {
  const queryClient = useQueryClient();
  const key = projectKeys.detail(options.projectId);
  return useMutation({
    mutationKey: planningMutationKey(options.projectId),
    mutationFn: options.request,
    onMutate: async (vars: TVars) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectDetail>(key);
      const context = { tempId: temporaryId() };
      if (previous) queryClient.setQueryData<ProjectDetail>(key, options.optimistic(previous, vars, context));
      return { previous, ...context };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // 409: someone else changed it; 404: it is gone; 403: the user's access was lowered since the
      // page loaded. Each time the cached project is out of date, so it is reloaded.
      if (isApiError(error) && (error.status === 409 || error.status === 404 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    onSuccess: (result, vars, context) => {
      if (options.settle && context) {
        queryClient.setQueryData<ProjectDetail>(key, (current) =>
          current ? options.settle!(current, result, vars, context) : current,
        );
      }
      if (options.touchesCounts) void invalidateProjectList(queryClient);
    },
    onSettled: () => scheduleTemporaryCleanup(queryClient, options.projectId),
  });
}

const invalidateProjectList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: projectKeys.list() });

export interface CreateTimelineVars {
  name: string;
  color?: string;
}

export function useCreateTimeline(projectId: string) {
  return useOptimisticProjectMutation({
    projectId,
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
  return useOptimisticProjectMutation({
    projectId,
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
  return useOptimisticProjectMutation({
    projectId,
    touchesCounts: true,
    request: ({ timelineId }: { timelineId: string }) => fetchers.deleteTimeline(projectId, timelineId),
    optimistic: (project, { timelineId }) => ({
      ...project,
      timelines: project.timelines.filter((timeline) => timeline.id !== timelineId),
    }),
  });
}

export function useReorderTimelines(projectId: string) {
  return useOptimisticProjectMutation({
    projectId,
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
}

export function useCreateEvent(projectId: string) {
  return useOptimisticProjectMutation({
    projectId,
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
}

export function useUpdateEvent(projectId: string) {
  return useOptimisticProjectMutation({
    projectId,
    request: ({ timelineId, eventId, ...body }: UpdateEventVars) =>
      fetchers.updateEvent(projectId, timelineId, eventId, body),
    optimistic: (project, { timelineId: _t, eventId, version: _v, ...patch }) => {
      const current = findEvent(project, eventId);
      if (!current) return project;
      return replaceEvent(project, {
        ...current,
        ...patch,
        ...(patch.date === undefined ? {} : { date: wireDate(patch.date) }),
        ...(patch.endDate === undefined ? {} : { endDate: patch.endDate ? wireDate(patch.endDate) : null }),
      });
    },
    settle: (project, event) => replaceEvent(project, event),
  });
}

export function useDeleteEvent(projectId: string) {
  return useOptimisticProjectMutation({
    projectId,
    touchesCounts: true,
    request: ({ timelineId, eventId }: { timelineId: string; eventId: string }) =>
      fetchers.deleteEvent(projectId, timelineId, eventId),
    optimistic: (project, { eventId }) => removeEvent(project, eventId),
  });
}

export interface MoveEventVars {
  eventId: string;
  targetTimelineId: string;
  newPosition?: number;
  version: number;
}

export function useMoveEvent(projectId: string) {
  return useOptimisticProjectMutation({
    projectId,
    request: ({ eventId, ...body }: MoveEventVars) => fetchers.moveEvent(eventId, body),
    optimistic: (project, { eventId, targetTimelineId }) => {
      const current = findEvent(project, eventId);
      return current ? replaceEvent(project, { ...current, timelineId: targetTimelineId }) : project;
    },
    settle: (project, event) => replaceEvent(project, event),
  });
}
