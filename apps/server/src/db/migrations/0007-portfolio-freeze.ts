import type { Kysely } from 'kysely';

/*
 * Freezes and the portfolio (issue 20, docs/decisions.md D44):
 * - `events.is_freeze` (0/1): a freeze no deployment should overlap, in any project.
 * - `projects.is_freeze` (0/1): every event of the project is a freeze.
 * The portfolio's window query reads events of many projects by start date, which the existing
 * `events_project_idx (project_id, start_date)` answers; the clashes also read the freezes of
 * projects the caller cannot read, which are few and found through `events_freeze_idx`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('is_freeze', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('projects').addColumn('is_freeze', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('events_freeze_idx').on('events').columns(['is_freeze', 'start_date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_freeze_idx').execute();
  await db.schema.alterTable('projects').dropColumn('is_freeze').execute();
  await db.schema.alterTable('events').dropColumn('is_freeze').execute();
}
