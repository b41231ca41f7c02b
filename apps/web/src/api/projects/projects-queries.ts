import { queryOptions } from '@tanstack/react-query';
import { fetchProjectPermissions, fetchProjects, fetchShareableUsers } from './projects-fetchers';

/** Every projects query starts with 'projects': invalidating `projectKeys.all` reloads them all. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  permissions: (projectId: string) => [...projectKeys.all, 'permissions', projectId] as const,
  shareableUsers: (projectId: string) => [...projectKeys.all, 'shareable-users', projectId] as const,
};

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => fetchProjects(signal),
  });

export const projectPermissionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.permissions(projectId),
    queryFn: ({ signal }) => fetchProjectPermissions(projectId, signal),
  });

export const shareableUsersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.shareableUsers(projectId),
    queryFn: ({ signal }) => fetchShareableUsers(projectId, signal),
  });
