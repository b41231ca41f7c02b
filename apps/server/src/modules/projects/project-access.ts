import {
  canAdmin,
  canDeleteEvent,
  canDeleteProject,
  canEdit,
  canRead,
  canShareProject,
  PLANNING_MESSAGES,
  type AccessLevel,
  type ProjectAccess,
  type ShareLevel,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import type { Db } from '../../db/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findProjectForUser, type ProjectAccessRow } from './projects.queries.js';

/*
 * The single place that decides what a user may do on a project. Access is explicit: the owner,
 * or a share entry. Nobody else sees the project, not even a SysAdmin or the organization owner
 * (docs/decisions.md, "Project data access is explicit"), and they get 404 so existence is not
 * revealed. Nothing is cached: a revoked share stops working on the very next request.
 */

export type ProjectAction = 'read' | 'edit' | 'admin' | 'deleteEvent' | 'deleteProject' | 'share';

const RULES: Record<ProjectAction, (access: ProjectAccess) => boolean> = {
  read: canRead,
  edit: canEdit,
  admin: canAdmin,
  deleteEvent: canDeleteEvent,
  deleteProject: canDeleteProject,
  share: canShareProject,
};

const DEFAULT_MESSAGES: Record<ProjectAction, string> = {
  read: PLANNING_MESSAGES.projectNotFound,
  edit: PLANNING_MESSAGES.needEdit,
  admin: PLANNING_MESSAGES.needAdminProject,
  deleteEvent: PLANNING_MESSAGES.needDeleteEvents,
  deleteProject: PLANNING_MESSAGES.needDeleteProject,
  share: PLANNING_MESSAGES.needOwnerShare,
};

export interface ResolvedProject {
  row: ProjectAccessRow;
  access: ProjectAccess;
}

/** The user's access from a project row, or null when they have none. */
export function accessFromRow(user: AuthUser, row: ProjectAccessRow): ProjectAccess | null {
  const isShared = Number(row.shareCount) > 0;
  let level: AccessLevel;
  if (row.ownerId === user.id) level = 'owner';
  else if (row.sharedLevel) level = row.sharedLevel as ShareLevel;
  else return null;
  // The organization role counts only inside the owner's organization (docs/decisions.md D25.6).
  const isSameOrganization = user.organizationId !== null && user.organizationId === row.ownerOrganizationId;
  return { level, isShared, organizationRole: isSameOrganization ? user.organizationRole : null };
}

export const isAllowed = (access: ProjectAccess, action: ProjectAction): boolean => RULES[action](access);

/**
 * Loads the project and asserts the action: 404 when the user has no access at all (or the
 * project does not exist), 403 with `message` when their access is too low.
 */
export async function requireProjectAccess(options: {
  db: Db;
  user: AuthUser;
  projectId: string;
  action: ProjectAction;
  message?: string;
}): Promise<ResolvedProject> {
  const { db, user, projectId, action } = options;
  const row = await findProjectForUser(db, user.id, projectId);
  const access = row ? accessFromRow(user, row) : null;
  if (!row || !access) throw notFound(PLANNING_MESSAGES.projectNotFound);
  if (!isAllowed(access, action)) throw forbidden(options.message ?? DEFAULT_MESSAGES[action]);
  return { row, access };
}
