import type { ShareLevel, UpdateProjectBody } from '@plotline/shared';
import { updateProjectSettings } from '@/api/planning/dependency-fetchers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createProject, deleteProject, revokeProjectShare, shareProject } from './projects-fetchers';
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

/** After any change the lists are reloaded from the server. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: createProject, onSuccess: invalidate });
}

export function useDeleteProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: deleteProject, onSuccess: invalidate });
}

export function useShareProject(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async ({ userIds, permissionLevel }: { userIds: string[]; permissionLevel: ShareLevel }) => {
      for (const userId of userIds) await shareProject(projectId, { userId, permissionLevel });
    },
    // Also after a partial failure: whatever landed shows up.
    onSettled: invalidate,
  });
}

export function useRevokeProjectShare(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: (userId: string) => revokeProjectShare(projectId, userId), onSettled: invalidate });
}

/** PUT /projects/{id}: the project's settings (admin right), e.g. Freeze (docs/decisions.md D44, D53). */
export function useUpdateProjectSettings(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({ mutationFn: (body: UpdateProjectBody) => updateProjectSettings(projectId, body), onSettled: invalidate });
}
