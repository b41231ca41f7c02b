import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * Milestones, dependencies and auto-schedule (issue 16, docs/decisions.md D36):
 * - `events.is_milestone` (0/1): a milestone is single-day, so its end_date stays null.
 * - `projects.auto_schedule` (0/1): moving an event pushes its successors forward.
 * - `dependencies`: "from" is the predecessor, "to" the successor, both events of the project.
 *   One dependency per ordered pair (unique); it goes with either event and with the project
 *   (ON DELETE CASCADE; the services also delete them explicitly, in the same transaction).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  await db.schema.alterTable('events').addColumn('is_milestone', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('projects').addColumn('auto_schedule', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('dependencies')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('from_event_id', 'varchar(36)', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('to_event_id', 'varchar(36)', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('type', 'varchar(32)', (c) => c.notNull().defaultTo('finish_to_start'))
    .addColumn('lag_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addUniqueConstraint('dependencies_pair_unique', ['from_event_id', 'to_event_id'])
    .execute();
  await db.schema.createIndex('dependencies_project_idx').on('dependencies').column('project_id').execute();
  // The unique pair serves lookups by from_event_id; this one serves the successor side (and the cascade).
  await db.schema.createIndex('dependencies_to_event_idx').on('dependencies').column('to_event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dependencies').execute();
  await db.schema.alterTable('projects').dropColumn('auto_schedule').execute();
  await db.schema.alterTable('events').dropColumn('is_milestone').execute();
}
