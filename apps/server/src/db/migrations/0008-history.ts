import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * History and undo (docs/decisions.md D46):
 * - `history_operations`: one row per project per `withProjectChanges` call (one operation = one
 *   undo step). `actor_name` keeps the name at the time, for actors deleted since; `description` is
 *   the shared describeOperation words without the actor; `target_id` names the operation an undo or
 *   redo applied to; `undone_at` is set while the operation stands undone.
 * - `history_changes`: the entity rows before and after, as JSON text, in the order written.
 * Ids are UUID v7, so `id` orders operations by time (the cursor of GET history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

  await db.schema
    .createTable('history_operations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('actor_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', ts, (c) => c.notNull())
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('change_count', 'integer', (c) => c.notNull())
    .addColumn('target_id', 'varchar(36)')
    .addColumn('undone_at', ts)
    .execute();
  await db.schema.createIndex('history_operations_project_idx').on('history_operations').columns(['project_id', 'id']).execute();
  await db.schema
    .createIndex('history_operations_actor_idx')
    .on('history_operations')
    .columns(['project_id', 'actor_id', 'id'])
    .execute();
  await db.schema.createIndex('history_operations_at_idx').on('history_operations').column('at').execute();

  await db.schema
    .createTable('history_changes')
    .addColumn('operation_id', 'varchar(36)', (c) => c.notNull().references('history_operations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('entity', 'varchar(16)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addPrimaryKeyConstraint('history_changes_pk', ['operation_id', 'position'])
    .execute();
  await db.schema.createIndex('history_changes_entity_idx').on('history_changes').columns(['entity_id', 'operation_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('history_changes').execute();
  await db.schema.dropTable('history_operations').execute();
}
