import type { Kysely } from 'kysely';

/*
 * `projects.revision` counts every committed change to a project, its timelines, events and
 * sharing (the live change feed, modules/live/changes.ts). Existing projects start at 0; the
 * column is plain INTEGER on both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('revision').execute();
}
