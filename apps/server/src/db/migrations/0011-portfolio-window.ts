import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { longEventSql } from '../window.js';

/*
 * Windowed reads of events by index (issue 20, docs/decisions.md D55). "Overlaps [from, to]" is
 * start <= to and last day >= from: a B-tree on the start bounds only one side, so the portfolio
 * read every event of a project starting before `to` (80,000 rows for a week's 1,564 at 100,000
 * events). Now (db/window.ts):
 * - `events_window_idx (project_id, start_date, end_date)` replaces `events_project_idx
 *   (project_id, start_date)`: an event of at most LONG_EVENT_DAYS starts in [from − that, to],
 *   a range of this index, and its end is checked in the index without reading the row;
 * - `events_long_idx (project_id, start_date) WHERE end_date > start_date + LONG_EVENT_DAYS`:
 *   the few longer events, all read (those starting by `to`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.createIndex('events_window_idx').on('events').columns(['project_id', 'start_date', 'end_date']).execute();
  await db.schema.dropIndex('events_project_idx').execute();
  await db.schema
    .createIndex('events_long_idx')
    .on('events')
    .columns(['project_id', 'start_date'])
    .where(longEventSql(isPostgres, sql.ref('start_date'), sql.ref('end_date')))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_long_idx').execute();
  await db.schema.createIndex('events_project_idx').on('events').columns(['project_id', 'start_date']).execute();
  await db.schema.dropIndex('events_window_idx').execute();
}
