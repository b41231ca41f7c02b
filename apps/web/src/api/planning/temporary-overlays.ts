import type { QueryClient } from '@tanstack/react-query';
import { OVERLAY_CLEANUP_MS, type ProjectDetail } from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { isTemporaryId } from './project-cache';
import { planningMutationKey } from './planning-queries';

/*
 * Temporary overlays of changes that did not become
 * permanent are removed after 5 seconds. A row with a temporary id normally lives only while its
 * create is on its way: the server's id replaces it, or the rollback removes it. It can outlive
 * that when changes overlap (a later change that fails restores the cache as it was before it,
 * temporary row included, after the create had already been answered), and then it would stay
 * on screen for good, looking like it was still saving. This sweep removes such leftovers.
 */

/** The project without timelines and events that still carry a temporary id (the same object when there are none). */
export function withoutTemporary(project: ProjectDetail): ProjectDetail {
  let hasTemporary = false;
  const timelines: ProjectDetail['timelines'] = [];
  for (const timeline of project.timelines) {
    if (isTemporaryId(timeline.id)) {
      hasTemporary = true;
      continue;
    }
    if (timeline.events.some((event) => isTemporaryId(event.id))) {
      hasTemporary = true;
      timelines.push({ ...timeline, events: timeline.events.filter((event) => !isTemporaryId(event.id)) });
    } else {
      timelines.push(timeline);
    }
  }
  return hasTemporary ? { ...project, timelines } : project;
}

/**
 * Called whenever a change to the project settles. Five seconds later, once nothing for the
 * project is still on its way (the last change to settle schedules its own sweep), leftover
 * temporary rows are dropped and the project reloaded, so the server's version of them shows.
 */
export function scheduleTemporaryCleanup(queryClient: QueryClient, projectId: string): void {
  setTimeout(() => {
    if (queryClient.isMutating({ mutationKey: planningMutationKey(projectId) }) > 0) return;
    const key = projectKeys.detail(projectId);
    const current = queryClient.getQueryData<ProjectDetail>(key);
    if (!current) return;
    const cleaned = withoutTemporary(current);
    if (cleaned === current) return;
    queryClient.setQueryData(key, cleaned);
    void queryClient.invalidateQueries({ queryKey: key });
  }, OVERLAY_CLEANUP_MS);
}
