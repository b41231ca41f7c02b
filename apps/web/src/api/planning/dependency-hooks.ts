import { useCallback } from 'react';
import type { DependencyType, ProjectDetail, ScheduledDependency } from '@plotline/shared';
import { toastFailure } from '@/lib/failure-toast';
import { addDependency, removeDependency, replaceDependency, withMovedEvents, withScheduledSuccessors } from './dependency-cache';
import * as fetchers from './dependency-fetchers';
import { useProjectMutation } from './planning-hooks';

/*
 * Dependencies and the auto-schedule setting, on the one optimistic path like every planning change
 * (api/optimistic.ts, docs/decisions.md D32 and D38): the arrow appears (or goes) as soon as
 * `mutate()` returns, a refusal (a cycle, a duplicate) rolls it back and the project is reloaded.
 */

/** A refused dependency change: the text, and the server's reason under it (the cycle it would close, a duplicate). */
export const toastDependencyFailure = (text: string, error: unknown): void => toastFailure(text, error, 'reason-below');

/**
 * A created or changed dependency's answer folded in: the dependency in place, and the successors
 * auto-schedule pushed with it (docs/decisions.md D58) as the server saved them.
 */
function settleScheduled(project: ProjectDetail, { movedEvents, ...dependency }: ScheduledDependency, previousId?: string): ProjectDetail {
  return withMovedEvents(replaceDependency(project, dependency, previousId), movedEvents);
}

export interface CreateDependencyVars {
  fromEventId: string;
  toEventId: string;
  type?: DependencyType;
  lagDays?: number;
}

export function useCreateDependency(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'createDependency',
    request: (vars: CreateDependencyVars) => fetchers.createDependency(projectId, vars),
    optimistic: (project, vars, { tempId }) =>
      withScheduledSuccessors(
        addDependency(project, {
          id: tempId,
          fromEventId: vars.fromEventId,
          toEventId: vars.toEventId,
          type: vars.type ?? 'finish_to_start',
          lagDays: vars.lagDays ?? 0,
          version: 0,
          isViolated: false,
        }),
        [vars.fromEventId],
      ),
    settle: (project, answer: ScheduledDependency, _vars, { tempId }) => settleScheduled(project, answer, tempId),
  });
}

export interface UpdateDependencyVars {
  dependencyId: string;
  type: DependencyType;
  lagDays: number;
  /** The version the change was made against (409 when someone changed it since). */
  version: number;
}

/**
 * A dependency's type and lag (the arrow's editor); the arrow is redrawn, red or not, at once, and
 * with auto-schedule on the successors it now pushes move at once too.
 */
export function useUpdateDependency(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'updateDependency',
    request: ({ dependencyId, ...body }: UpdateDependencyVars) => fetchers.updateDependency(projectId, dependencyId, body),
    optimistic: (project, { dependencyId, type, lagDays }) => {
      const cached = project.dependencies.find((dep) => dep.id === dependencyId);
      return cached ? withScheduledSuccessors(replaceDependency(project, { ...cached, type, lagDays }), [cached.fromEventId]) : project;
    },
    settle: (project, answer: ScheduledDependency) => settleScheduled(project, answer),
  });
}

export function useDeleteDependency(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'deleteDependency',
    request: ({ dependencyId }: { dependencyId: string }) => fetchers.deleteDependency(projectId, dependencyId),
    optimistic: (project, { dependencyId }) => removeDependency(project, dependencyId),
  });
}

/** Turns the project's auto-schedule on or off (admin right). */
export function useSetAutoSchedule(projectId: string) {
  return useProjectMutation({
    projectId,
    kind: 'updateProject',
    request: ({ autoSchedule, version }: { autoSchedule: boolean; version: number }) =>
      fetchers.updateProjectSettings(projectId, { autoSchedule, version }),
    optimistic: (project, { autoSchedule }) => ({ ...project, autoSchedule }),
    settle: (project, summary): ProjectDetail => ({ ...project, ...summary }),
  });
}

/**
 * Saves an event's predecessors as the "Depends on" picker left them: the new ones are added, the
 * unticked ones removed, each with the usual failure toast (the server's message names a cycle).
 */
export function useSaveDependsOn(projectId: string) {
  const create = useCreateDependency(projectId);
  const remove = useDeleteDependency(projectId);
  const { mutate: createMutate } = create;
  const { mutate: removeMutate } = remove;
  return useCallback(
    (project: Pick<ProjectDetail, 'dependencies'>, eventId: string, dependsOn: readonly string[]) => {
      const wanted = new Set(dependsOn);
      const current = project.dependencies.filter((dep) => dep.toEventId === eventId);
      for (const dep of current) {
        if (!wanted.has(dep.fromEventId)) {
          removeMutate({ dependencyId: dep.id }, { onError: (error) => toastDependencyFailure('Failed to remove dependency', error) });
        }
      }
      const existing = new Set(current.map((dep) => dep.fromEventId));
      for (const fromEventId of wanted) {
        if (existing.has(fromEventId)) continue;
        createMutate(
          { fromEventId, toEventId: eventId },
          { onError: (error) => toastDependencyFailure('Failed to add dependency', error) },
        );
      }
    },
    [createMutate, removeMutate],
  );
}
