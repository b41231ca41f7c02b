import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * Baselines (issue 21, docs/decisions.md D49):
 * - `baselines`: a named snapshot of a project's plan; goes with its project. `created_by` becomes
 *   null when its maker's account goes; `event_count` is written once, when the snapshot is taken.
 * - `baseline_events`: each event's title and dates as they were. `event_id` is deliberately not a
 *   foreign key: a deleted event stays in the baseline ("removed" when comparing). The rows go with
 *   their baseline; the primary key (baseline, event) also serves reading one baseline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ts = isPostgres ? 'timestamptz' : 'text';
  const date = isPostgres ? 'date' : 'text';

  await db.schema
    .createTable('baselines')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('baselines_project_idx').on('baselines').column('project_id').execute();

  await db.schema
    .createTable('baseline_events')
    .addColumn('baseline_id', 'varchar(36)', (c) => c.notNull().references('baselines.id').onDelete('cascade'))
    .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('start_date', date, (c) => c.notNull())
    .addColumn('end_date', date)
    .addPrimaryKeyConstraint('baseline_events_pk', ['baseline_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('baseline_events').execute();
  await db.schema.dropTable('baselines').execute();
}
