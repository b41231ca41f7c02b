import {
  type CreateDependencyBody,
  type UpdateDependencyBody,
  type UpdateProjectBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';
import { projectPath } from './planning-fetchers';
import { lazySchema } from '@/api/response-schemas';

const scheduledDependencyParser = lazySchema((schemas) => schemas.scheduledDependencySchema);
const deletedDependencyParser = lazySchema((schemas) => schemas.deletedDependencySchema);
const projectSummaryParser = lazySchema((schemas) => schemas.projectSummarySchema);

/* The dependencies API and the project's scheduling setting (docs/api.md, docs/decisions.md D38). */

const dependencyPath = (projectId: string, dependencyId: string) =>
  `${projectPath(projectId)}/dependencies/${encodeURIComponent(dependencyId)}`;

export const createDependency = (projectId: string, body: CreateDependencyBody) =>
  api.post(`${projectPath(projectId)}/dependencies`, body, { schema: scheduledDependencyParser });

export const updateDependency = (projectId: string, dependencyId: string, body: UpdateDependencyBody) =>
  api.put(dependencyPath(projectId, dependencyId), body, { schema: scheduledDependencyParser });

export const deleteDependency = (projectId: string, dependencyId: string) =>
  api.delete(dependencyPath(projectId, dependencyId), { schema: deletedDependencyParser });

/** PUT /projects/{id}: here only the auto-schedule setting (admin right). */
export const updateProjectSettings = (projectId: string, body: UpdateProjectBody) =>
  api.put(projectPath(projectId), body, { schema: projectSummaryParser });
