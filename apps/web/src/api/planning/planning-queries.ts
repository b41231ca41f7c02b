import { queryOptions } from '@tanstack/react-query';
import { projectKeys } from '@/api/projects';
import { fetchObjectives, fetchProjectDetail } from './planning-fetchers';

export const objectiveKeys = { all: ['objectives'] as const };

/** The project with its timelines and events: the one cache every view reads and edits. */
export const projectDetailQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => fetchProjectDetail(projectId, signal),
  });

export const objectivesQueryOptions = () =>
  queryOptions({
    queryKey: objectiveKeys.all,
    queryFn: ({ signal }) => fetchObjectives(signal),
    // Objectives change only by server configuration.
    staleTime: 10 * 60_000,
  });

/** Mutations of one project share this key, so `useIsSaving` can watch them all. */
export const planningMutationKey = (projectId: string) => ['planning', projectId] as const;
