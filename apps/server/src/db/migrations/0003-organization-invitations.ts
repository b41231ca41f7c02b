import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Tenant boundaries (docs/decisions.md D20):
 * - `organization_invitations`: an organization owner or admin cannot add an existing account to
 *   their organization; they invite it, and the person accepts or declines in the app. One open
 *   invitation per organization and user; it goes with either of them.
 * - `users.suspended_by_sys_admin`: 1 when a SysAdmin suspended the account, so an organization
 *   manager cannot reinstate it. Existing suspensions were made by either; they count as a
 *   SysAdmin's (the safe reading: only a SysAdmin can lift them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  await db.schema
    .createTable('organization_invitations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('organization_id', 'varchar(36)', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_role', 'varchar(16)', (c) => c.notNull().defaultTo('member'))
    .addColumn('invited_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addUniqueConstraint('organization_invitations_org_user_unique', ['organization_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('organization_invitations_user_idx')
    .on('organization_invitations')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('suspended_by_sys_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set suspended_by_sys_admin = 1 where status = 'suspended'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('suspended_by_sys_admin').execute();
  await db.schema.dropTable('organization_invitations').execute();
}
