import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * Plans leave the app (docs/decisions.md D42):
 * - `calendar_feeds`: one secret ICS address per project and user. Only the SHA-256 of the secret is
 *   stored; the row goes with its project or its user, and revoking deletes it.
 * - `public_links`: a read-only link to a project that anyone holding it may open until it expires
 *   or is revoked. Revoked links keep their row (`revoked_at`) so the next request can say 410
 *   rather than a bare 404. `created_by` is kept for the audit trail only and is never sent publicly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts)
    .execute();
  await db.schema.createIndex('calendar_feeds_project_user_idx').on('calendar_feeds').columns(['project_id', 'user_id']).execute();

  await db.schema
    .createTable('public_links')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('revoked_at', ts)
    .execute();
  await db.schema.createIndex('public_links_project_idx').on('public_links').column('project_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_links').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}
