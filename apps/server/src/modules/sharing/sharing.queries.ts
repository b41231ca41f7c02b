import type { Db } from '../../db/index.js';

/* SQL of project sharing. */

const USER_FIELDS = ['users.id', 'users.name', 'users.email', 'users.picture', 'users.organizationId', 'users.organizationRole'] as const;

export const findUser = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'picture', 'status', 'organizationId', 'organizationRole', 'sysRole'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** Active users other than `exceptUserId`; only those of `organizationId` unless it is 'any'. */
export function listActiveUsers(db: Db, organizationId: string | 'any', exceptUserId: string) {
  let query = db
    .selectFrom('users')
    .select(USER_FIELDS)
    .where('status', '=', 'active')
    .where('id', '!=', exceptUserId);
  if (organizationId !== 'any') query = query.where('organizationId', '=', organizationId);
  return query.orderBy('name').orderBy('email').execute();
}

export const listPermissions = (db: Db, projectId: string) =>
  db
    .selectFrom('projectPermissions')
    .innerJoin('users', 'users.id', 'projectPermissions.userId')
    .select([
      'projectPermissions.userId',
      'users.name as userName',
      'users.email as userEmail',
      'users.picture as userPicture',
      'users.organizationId',
      'users.organizationRole',
      'projectPermissions.permissionLevel',
    ])
    .where('projectPermissions.projectId', '=', projectId)
    .orderBy('users.name')
    .orderBy('users.email')
    .execute();

export async function upsertPermission(
  db: Db,
  row: { projectId: string; userId: string; permissionLevel: string; grantedBy: string; createdAt: string; updatedAt: string },
): Promise<void> {
  await db
    .insertInto('projectPermissions')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['projectId', 'userId'])
        .doUpdateSet({ permissionLevel: row.permissionLevel, grantedBy: row.grantedBy, updatedAt: row.updatedAt }),
    )
    .execute();
}

export async function deletePermission(db: Db, projectId: string, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('projectPermissions')
    .where('projectId', '=', projectId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
