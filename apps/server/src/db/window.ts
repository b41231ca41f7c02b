import type { Expression, ExpressionBuilder, ReferenceExpression, SqlBool } from 'kysely';
import type { ProjectWindow } from '@plotline/shared';

/**
 * The one SQL form of "the event overlaps the window" (both ends count; an end date before the
 * start counts as none, as overlapsWindow in packages/shared reads it): the project detail's and
 * the portfolio's windowed reads (docs/decisions.md D35, D44).
 */
export function overlapsWindowSql<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  start: ReferenceExpression<DB, TB>,
  end: ReferenceExpression<DB, TB>,
  window: ProjectWindow,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- date columns compare with 'YYYY-MM-DD' text on both dialects
  const value = (date: string) => date as any;
  if (window.to !== undefined) parts.push(eb(start, '<=', value(window.to)));
  if (window.from !== undefined) parts.push(eb.or([eb(start, '>=', value(window.from)), eb(end, '>=', value(window.from))]));
  return eb.and(parts);
}
