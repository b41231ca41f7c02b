import {
  deletedProjectSchema,
  permissionEntrySchema,
  projectPermissionsSchema,
  projectSummarySchema,
  revokedShareSchema,
  shareableUserSchema,
  type CreateProjectBody,
  type ProjectPermissions,
  type ProjectSummary,
  type ShareableUser,
  type ShareProjectBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';

const projectPath = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}`;

export function fetchProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  return api.get('/api/v1/projects', { schema: projectSummarySchema.array(), signal });
}

export function createProject(body: CreateProjectBody): Promise<ProjectSummary> {
  return api.post('/api/v1/projects', body, { schema: projectSummarySchema });
}

export function deleteProject(projectId: string) {
  return api.delete(projectPath(projectId), { schema: deletedProjectSchema });
}

export function fetchShareableUsers(projectId: string, signal?: AbortSignal): Promise<ShareableUser[]> {
  return api.get(`${projectPath(projectId)}/shareable-users`, { schema: shareableUserSchema.array(), signal });
}

export function fetchProjectPermissions(projectId: string, signal?: AbortSignal): Promise<ProjectPermissions> {
  return api.get(`${projectPath(projectId)}/permissions`, { schema: projectPermissionsSchema, signal });
}

/** Grants a level, or changes the level of a user who already has one. */
export function shareProject(projectId: string, body: ShareProjectBody) {
  return api.post(`${projectPath(projectId)}/share`, body, { schema: permissionEntrySchema });
}

export function revokeProjectShare(projectId: string, userId: string) {
  return api.delete(`${projectPath(projectId)}/permissions/${encodeURIComponent(userId)}`, { schema: revokedShareSchema });
}
