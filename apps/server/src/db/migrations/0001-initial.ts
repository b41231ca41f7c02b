import { PostgresAdapter, type Kysely } from 'kysely';
import { BUILTIN_OBJECTIVES } from '@plotline/shared';

/*
 * The whole data model of both spec parts. Portable across SQLite and PostgreSQL: ids and
 * timestamps come from the application, flags are integers, and only the timestamp/date column
 * types differ (timestamptz/date on PostgreSQL, text on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = isPostgres ? 'timestamptz' : 'text';
  const date = isPostgres ? 'date' : 'text';

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('domain', 'varchar(253)')
    .addColumn('subscription', 'varchar(32)', (c) => c.notNull().defaultTo('basic'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('max_user_count', 'integer')
    .addColumn('max_active_seats', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(241)', (c) => c.notNull().defaultTo(''))
    .addColumn('picture', 'text')
    .addColumn('role', 'varchar(32)', (c) => c.notNull().defaultTo('viewer'))
    .addColumn('sys_role', 'varchar(32)', (c) => c.notNull().defaultTo('Trial'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('organization_id', 'varchar(36)', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('organization_role', 'varchar(16)')
    .addColumn('oidc_subject', 'varchar(512)', (c) => c.unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('last_login_at', ts)
    .execute();
  await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute();
  await db.schema.createIndex('users_status_idx').on('users').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_seen_at', ts, (c) => c.notNull())
    .addColumn('idle_expires_at', ts, (c) => c.notNull())
    .addColumn('absolute_expires_at', ts, (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip_address', 'varchar(64)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expiry_idx').on('sessions').column('absolute_expires_at').execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('last_used_at', ts)
    .addColumn('expires_at', ts)
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();

  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('name', 'varchar(241)', (c) => c.notNull().defaultTo(''))
    .addColumn('picture', 'text')
    .addColumn('oidc_subject', 'varchar(512)', (c) => c.notNull())
    .addColumn('is_invited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pending_registrations_email_idx').on('pending_registrations').column('email').execute();
  await db.schema
    .createIndex('pending_registrations_expiry_idx')
    .on('pending_registrations')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('auth_flows')
    .addColumn('state', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_flows_expiry_idx').on('auth_flows').column('expires_at').execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('color', 'varchar(7)', (c) => c.notNull().defaultTo('#3B82F6'))
    // Restrict: a user who owns projects cannot be deleted until they are transferred or removed.
    .addColumn('owner_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_owner_idx').on('projects').column('owner_id').execute();

  await db.schema
    .createTable('project_permissions')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission_level', 'varchar(16)', (c) => c.notNull().defaultTo('read'))
    .addColumn('granted_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('project_permissions_pk', ['project_id', 'user_id'])
    .execute();
  await db.schema.createIndex('project_permissions_user_idx').on('project_permissions').column('user_id').execute();

  await db.schema
    .createTable('timelines')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull().defaultTo('#3B82F6'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('timelines_project_name_unique', ['project_id', 'name'])
    .execute();
  await db.schema
    .createIndex('timelines_project_order_idx')
    .on('timelines')
    .columns(['project_id', 'display_order'])
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('timeline_id', 'varchar(36)', (c) => c.notNull().references('timelines.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', date, (c) => c.notNull())
    .addColumn('end_date', date)
    .addColumn('objective', 'varchar(64)', (c) => c.notNull().defaultTo('preparation'))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_timeline_order_idx')
    .on('events')
    .columns(['timeline_id', 'start_date', 'display_order'])
    .execute();
  await db.schema.createIndex('events_project_idx').on('events').columns(['project_id', 'start_date']).execute();

  await db.schema
    .createTable('objectives')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('color', 'varchar(7)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('preferences')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('preferences_pk', ['user_id', 'category', 'key'])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('objectives' as never)
    .values(
      BUILTIN_OBJECTIVES.map((objective, index) => ({
        id: objective.id,
        name: objective.name,
        color: objective.color,
        description: objective.description,
        is_builtin: 1,
        display_order: index,
        created_at: now,
        updated_at: now,
      })) as never,
    )
    .execute();

}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'preferences',
    'objectives',
    'events',
    'timelines',
    'project_permissions',
    'projects',
    'auth_flows',
    'pending_registrations',
    'api_tokens',
    'sessions',
    'users',
    'organizations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
