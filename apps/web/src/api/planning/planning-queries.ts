import { queryOptions } from '@tanstack/react-query';
import { projectKeys } from '@/api/projects';
import { fetchObjectives } from './planning-fetchers';
import { loadProjectDetail, type ProjectView } from './project-detail-load';
import { shareProjectDetail } from './project-pages';

export const objectiveKeys = { all: ['objectives'] as const };

/**
 * The project with its timelines and events: the one cache every view reads and edits. With
 * `view` (what the view shows first) that window is read and painted first and the rest paged in
 * after it (project-detail-load.ts, docs/decisions.md D60); without it, the whole project at once.
 */
export const projectDetailQueryOptions = (projectId: string, view?: ProjectView) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal, client }) => loadProjectDetail(client, projectId, signal, view),
    structuralSharing: shareProjectDetail,
  });

export const objectivesQueryOptions = () =>
  queryOptions({
    queryKey: objectiveKeys.all,
    queryFn: ({ signal }) => fetchObjectives(signal),
    // Objectives change only by server configuration.
    staleTime: 10 * 60_000,
  });

export { planningMutationKey } from './planning-keys';
