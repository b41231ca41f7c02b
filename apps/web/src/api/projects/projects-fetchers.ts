import {
  EARLY_READ_PATHS,
  type CreateProjectBody,
  type ProjectPermissions,
  type ProjectSummary,
  type ShareableUser,
  type ShareProjectBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';
import { projectPath } from '@/api/planning/project-urls';
import { lazySchema } from '@/api/response-schemas';

const projectSummaryListParser = lazySchema((schemas) => schemas.projectSummarySchema.array());
const projectSummaryParser = lazySchema((schemas) => schemas.projectSummarySchema);
const deletedProjectParser = lazySchema((schemas) => schemas.deletedProjectSchema);
const shareableUserListParser = lazySchema((schemas) => schemas.shareableUserSchema.array());
const projectPermissionsParser = lazySchema((schemas) => schemas.projectPermissionsSchema);
const permissionEntryParser = lazySchema((schemas) => schemas.permissionEntrySchema);
const revokedShareParser = lazySchema((schemas) => schemas.revokedShareSchema);


export function fetchProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  // The address index.html reads early (D83): the same request, so its answer is taken.
  return api.get(EARLY_READ_PATHS.projects, { schema: projectSummaryListParser, signal });
}

export function createProject(body: CreateProjectBody): Promise<ProjectSummary> {
  return api.post('/api/v1/projects', body, { schema: projectSummaryParser });
}

export function deleteProject(projectId: string) {
  return api.delete(projectPath(projectId), { schema: deletedProjectParser });
}

export function fetchShareableUsers(projectId: string, signal?: AbortSignal): Promise<ShareableUser[]> {
  return api.get(`${projectPath(projectId)}/shareable-users`, { schema: shareableUserListParser, signal });
}

export function fetchProjectPermissions(projectId: string, signal?: AbortSignal): Promise<ProjectPermissions> {
  return api.get(`${projectPath(projectId)}/permissions`, { schema: projectPermissionsParser, signal });
}

/** Grants a level, or changes the level of a user who already has one. */
export function shareProject(projectId: string, body: ShareProjectBody) {
  return api.post(`${projectPath(projectId)}/share`, body, { schema: permissionEntryParser });
}

export function revokeProjectShare(projectId: string, userId: string) {
  return api.delete(`${projectPath(projectId)}/permissions/${encodeURIComponent(userId)}`, { schema: revokedShareParser });
}
