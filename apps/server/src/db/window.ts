import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Kysely, type ReferenceExpression, type SqlBool } from 'kysely';
import { addDays, type ProjectWindow } from '@plotline/shared';

/**
 * Events longer than this many days (end after start + this) are "long": the partial index
 * `events_long_idx` (migration 0011) holds exactly those, so changing it needs a new migration.
 */
export const LONG_EVENT_DAYS = 31;

/**
 * "The event ends more than LONG_EVENT_DAYS after it starts", written exactly as events_long_idx's
 * condition so the databases use that index (SQLite's dates are text, PostgreSQL's `date`).
 */
export function longEventSql(isPostgres: boolean, start: Expression<unknown>, end: Expression<unknown>): Expression<SqlBool> {
  return isPostgres
    ? sql<SqlBool>`${end} > ${start} + ${sql.lit(LONG_EVENT_DAYS)}`
    : sql<SqlBool>`${end} > date(${start}, ${sql.lit(`+${LONG_EVENT_DAYS} days`)})`;
}

/** What overlapsWindowSql's `indexed` needs to know of the database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const windowIndexOf = (db: Kysely<any>) => ({ isPostgres: db.getExecutor().adapter instanceof PostgresAdapter });

/**
 * The one SQL form of "the event overlaps the window" (both ends count; an end date before the
 * start counts as none, as overlapsWindow in packages/shared reads it): the project detail's and
 * the portfolio's windowed reads (docs/decisions.md D35, D44).
 *
 * With `indexed` (a read of the events table by project, docs/decisions.md D55) it is written so
 * an index bounds both ends: an event of at most LONG_EVENT_DAYS starts in [from − that, to], a
 * range of events_window_idx (project_id, start_date, end_date); longer ones come from
 * events_long_idx. Same rows, without reading every event that starts before `to`.
 */
export function overlapsWindowSql<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  start: ReferenceExpression<DB, TB>,
  end: ReferenceExpression<DB, TB>,
  window: ProjectWindow,
  indexed?: { isPostgres: boolean },
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- date columns compare with 'YYYY-MM-DD' text on both dialects
  const value = (date: string) => date as any;
  if (window.to !== undefined) parts.push(eb(start, '<=', value(window.to)));
  if (window.from !== undefined) parts.push(eb.or([eb(start, '>=', value(window.from)), eb(end, '>=', value(window.from))]));
  if (!indexed || window.from === undefined || window.to === undefined) return eb.and(parts);
  const short = eb.and([eb(start, '>=', value(addDays(window.from, -LONG_EVENT_DAYS))), ...parts]);
  const long = eb.and([longEventSql(indexed.isPostgres, eb.ref(start as never), eb.ref(end as never)), eb(start, '<=', value(window.to)), eb(end, '>=', value(window.from))]);
  return eb.or([short, long]);
}
