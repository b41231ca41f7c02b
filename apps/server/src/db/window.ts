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

/** What windowByIndexSql needs to know of the database. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const windowIndexOf = (db: Kysely<any>) => ({ isPostgres: db.getExecutor().adapter instanceof PostgresAdapter });

/**
 * The one SQL form of "the event overlaps the window" (both ends count; an end date before the
 * start counts as none, as overlapsWindow in packages/shared reads it): the project detail's and
 * the portfolio's windowed reads (docs/decisions.md D35, D44), and filters over joined rows.
 */
export function overlapsWindowSql<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  start: ReferenceExpression<DB, TB>,
  end: ReferenceExpression<DB, TB>,
  window: ProjectWindow,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (window.to !== undefined) parts.push(eb(start, '<=', asDate(window.to)));
  if (window.from !== undefined) parts.push(eb.or([eb(start, '>=', asDate(window.from)), eb(end, '>=', asDate(window.from))]));
  return eb.and(parts);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- date columns compare with 'YYYY-MM-DD' text on both dialects
const asDate = (date: string) => date as any;

/**
 * The same rows as overlapsWindowSql, as two conditions that never hold for the same row, each
 * bounded by one index (docs/decisions.md D55, D74); a read of the events table by project runs
 * one query per condition and joins the rows.
 * - `short`: the event starts in [from − LONG_EVENT_DAYS, to] and overlaps: a range of
 *   events_window_idx (project_id, start_date, end_date), the end checked in the index;
 * - `long`: it starts before that and still reaches `from`, which only a long event can:
 *   events_long_idx, whose condition it repeats.
 * One query with `short OR long` made SQLite gather row ids from both indexes and then read every
 * row and test the whole condition again (`date()` included): a quarter's 13,800 events cost ten
 * times what reading them by one index does.
 */
export function windowByIndexSql<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  start: ReferenceExpression<DB, TB>,
  end: ReferenceExpression<DB, TB>,
  window: { from: string; to: string },
  database: { isPostgres: boolean },
): { short: Expression<SqlBool>; long: Expression<SqlBool> } {
  const earliestShort = asDate(addDays(window.from, -LONG_EVENT_DAYS));
  return {
    short: eb.and([eb(start, '>=', earliestShort), overlapsWindowSql(eb, start, end, window)]),
    long: eb.and([
      longEventSql(database.isPostgres, eb.ref(start as never), eb.ref(end as never)),
      eb(start, '<', earliestShort),
      eb(end, '>=', asDate(window.from)),
    ]),
  };
}
