import type { ShareLevel, UpdateProjectBody } from '@plotline/shared';
import { updateProjectSettings } from '@/api/planning/dependency-fetchers';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { toastFailure } from '@/lib/failure-toast';
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

/**
 * What 'Create New Project' does with the name in every view: creates the project, or says
 * 'Failed to create project: reason' and rejects, so the dialog stays open.
 */
export function useCreateNamedProject() {
  const createProject = useCreateProject();
  return (name: string) =>
    createProject.mutateAsync({ name }).catch((error: unknown) => {
      toastFailure(`Failed to create project: ${errorMessage(error)}`, error);
      throw error;
    });
}

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
