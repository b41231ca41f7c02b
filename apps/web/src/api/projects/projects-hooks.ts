import type { ShareLevel, UpdateProjectBody } from '@plotline/shared';
import { updateProjectSettings } from '@/api/planning/dependency-fetchers';
import { useQuery } from '@tanstack/react-query';
import { createProject, deleteProject, revokeProjectShare, shareProject } from './projects-fetchers';
import { useListChange } from '../list-change';
import { projectKeys, projectPermissionsQueryOptions, projectsQueryOptions, shareableUsersQueryOptions } from './projects-queries';

export function useProjectsQuery() {
  return useQuery(projectsQueryOptions());
}

export function useProjectPermissionsQuery(projectId: string, isEnabled = true) {
  return useQuery({ ...projectPermissionsQueryOptions(projectId), enabled: isEnabled });
}

export function useShareableUsersQuery(projectId: string, isEnabled = true) {
  return useQuery({ ...shareableUsersQueryOptions(projectId), enabled: isEnabled });
}

/** After any change every projects query (the list, details, permissions, shareable users) is read again. */
const PROJECTS = [projectKeys.all];

export const useCreateProject = () => useListChange(PROJECTS, createProject);

export const useDeleteProject = () => useListChange(PROJECTS, deleteProject);

export const useShareProject = (projectId: string) =>
  useListChange(
    PROJECTS,
    async ({ userIds, permissionLevel }: { userIds: string[]; permissionLevel: ShareLevel }) => {
      for (const userId of userIds) await shareProject(projectId, { userId, permissionLevel });
    },
    // Also after a partial failure: whatever landed shows up.
    { after: 'settled' },
  );

export const useRevokeProjectShare = (projectId: string) =>
  useListChange(PROJECTS, (userId: string) => revokeProjectShare(projectId, userId), { after: 'settled' });

/** PUT /projects/{id}: the project's settings (admin right), e.g. Freeze (docs/decisions.md D44, D53). */
export const useUpdateProjectSettings = (projectId: string) =>
  useListChange(PROJECTS, (body: UpdateProjectBody) => updateProjectSettings(projectId, body), { after: 'settled' });
