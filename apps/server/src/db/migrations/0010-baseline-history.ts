import { PostgresAdapter, type Kysely } from 'kysely';

/*
 * Baselines in history (issue 21, docs/decisions.md D57): a deleted baseline is kept, marked
 * `deleted_at`, so undoing the deletion brings it back with every saved event. Lists, lookups and
 * the cap see only baselines without it; history retention removes the marked ones with the
 * operations old enough to go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('baselines')
    .addColumn('deleted_at', isPostgres ? 'timestamptz' : 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('baselines').dropColumn('deleted_at').execute();
}
