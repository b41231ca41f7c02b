import {
  isSysAdmin,
  PLANNING_MESSAGES,
  type OrganizationRole,
  type PermissionEntry,
  type ProjectPermissions,
  type ShareableUser,
  type ShareLevel,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { withProjectChanges, type ChangePublisher } from '../live/changes.js';
import { requireProjectAccess } from '../projects/project-access.js';
import * as queries from './sharing.queries.js';

/*
 * Sharing (docs/decisions.md D25.6). Only the owner manages
 * shares. Shareable users are the active members of the owner's organization; a SysAdmin owner may
 * share with any active user. Nothing is cached, so a revoked share fails on the next request.
 */

interface ProjectOptions {
  db: Db;
  user: AuthUser;
  projectId: string;
}

/** Writes also publish what they changed (modules/live/changes.ts): a removed reader's stream ends at once. */
interface WriteOptions extends ProjectOptions {
  bus: ChangePublisher;
}

/** Whom the owner may share with: 'any' for a SysAdmin, their organization, or nobody. */
function shareScope(owner: AuthUser): string | 'any' | null {
  if (isSysAdmin(owner)) return 'any';
  return owner.organizationId;
}

/**
 * A user's role in the owner's organization, null outside it: with the share level it decides what a
 * share is worth (permissions.ts, effectiveAccess), so the share dialog can say it before sharing.
 */
function roleInOrganization(
  person: { organizationId: string | null; organizationRole: string | null },
  ownerOrganizationId: string | null,
): OrganizationRole | null {
  if (ownerOrganizationId === null || person.organizationId !== ownerOrganizationId) return null;
  return person.organizationRole as OrganizationRole | null;
}

export async function listShareableUsers({ db, user, projectId }: ProjectOptions): Promise<ShareableUser[]> {
  await requireProjectAccess({ db, user, projectId, action: 'share' });
  const scope = shareScope(user);
  if (scope === null) return [];
  const users = await queries.listActiveUsers(db, scope, user.id);
  return users.map(({ organizationId, organizationRole, ...person }) => ({
    ...person,
    organizationRole: roleInOrganization({ organizationId, organizationRole }, user.organizationId),
  }));
}

export async function listPermissions({ db, user, projectId }: ProjectOptions): Promise<ProjectPermissions> {
  const { row } = await requireProjectAccess({ db, user, projectId, action: 'share' });
  const owner = await queries.findUser(db, row.ownerId);
  if (!owner) throw notFound(PLANNING_MESSAGES.projectNotFound);
  const permissions = await queries.listPermissions(db, projectId);
  return {
    owner: { id: owner.id, name: owner.name, email: owner.email, picture: owner.picture },
    permissions: permissions.map(({ organizationId, organizationRole, ...entry }) => ({
      ...entry,
      permissionLevel: entry.permissionLevel as ShareLevel,
      organizationRole: roleInOrganization({ organizationId, organizationRole }, row.ownerOrganizationId),
    })),
  };
}

/** Grants (or changes) a user's level; the target must be shareable. */
export async function shareProject({
  db,
  user,
  bus,
  projectId,
  body,
}: WriteOptions & { body: { userId: string; permissionLevel: ShareLevel } }): Promise<PermissionEntry> {
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    await requireProjectAccess({ db: trx, user, projectId, action: 'share' });
    if (body.userId === user.id) {
      throw badRequest(`userId: ${PLANNING_MESSAGES.cannotShareWithOwner}`, [
        { field: 'userId', message: PLANNING_MESSAGES.cannotShareWithOwner },
      ]);
    }
    const target = await queries.findUser(trx, body.userId);
    const scope = shareScope(user);
    const isShareable =
      target !== undefined &&
      target.status === 'active' &&
      scope !== null &&
      (scope === 'any' || target.organizationId === scope);
    if (!target || !isShareable) {
      throw badRequest(`userId: ${PLANNING_MESSAGES.userNotShareable}`, [
        { field: 'userId', message: PLANNING_MESSAGES.userNotShareable },
      ]);
    }
    const now = nowIso();
    await live.track(projectId, { shares: true });
    await queries.upsertPermission(trx, {
      projectId,
      userId: target.id,
      permissionLevel: body.permissionLevel,
      grantedBy: user.id,
      createdAt: now,
      updatedAt: now,
    });
    await live.record({ projectId, kind: 'sharing.changed' });
    return {
      userId: target.id,
      userName: target.name,
      userEmail: target.email,
      userPicture: target.picture,
      permissionLevel: body.permissionLevel,
      organizationRole: roleInOrganization(target, user.organizationId),
    };
  });
}

/** The owner removes anyone's entry; a shared user may also remove their own (leave the project). */
export async function revokeShare({ db, user, bus, projectId, userId }: WriteOptions & { userId: string }) {
  const isLeaving = userId === user.id;
  return withProjectChanges({ db, bus, actorId: user.id }, async (trx, live) => {
    const { access } = await requireProjectAccess({ db: trx, user, projectId, action: isLeaving ? 'read' : 'share' });
    if (access.level === 'owner' && isLeaving) throw notFound(PLANNING_MESSAGES.shareNotFound);
    await live.track(projectId, { shares: true });
    const deleted = await queries.deletePermission(trx, projectId, userId);
    if (deleted === 0) throw notFound(PLANNING_MESSAGES.shareNotFound);
    await live.record({ projectId, kind: 'sharing.changed' });
    return { projectId, userId };
  });
}
