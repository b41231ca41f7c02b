import { queryOptions } from '@tanstack/react-query';
import { projectKeys } from '@/api/projects';
import { loadProjectDetail, type ProjectView } from './project-detail-load';
import { shareProjectDetail } from './project-pages';

export { objectiveKeys, objectivesQueryOptions } from './objectives-queries';

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

export { planningMutationKey } from './planning-keys';
