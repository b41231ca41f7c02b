import { useMemo } from 'react';
import { pluralize } from '@plotline/shared';
import { summarize, type TableRow } from '../utils/table-rows';

/**
 * The line under the grid: events, timelines and a count per objective. Counted here, a component
 * of its own, so a page's background render yields before the count (docs/decisions.md D105).
 */
export function TableSummary({ rows, timelineCount }: { rows: TableRow[]; timelineCount: number }) {
  const summary = useMemo(() => summarize(rows, timelineCount), [rows, timelineCount]);
  return (
    <footer aria-label="Summary" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
      <span>
        <strong className="text-gray-900">{summary.totalEvents}</strong> total {pluralize(summary.totalEvents, 'event')}
      </span>
      <span>
        <strong className="text-gray-900">{summary.timelineCount}</strong> {pluralize(summary.timelineCount, 'timeline')}
      </span>
      {summary.perObjective.map((entry) => (
        <span key={entry.objective} className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: entry.color }} aria-hidden="true" />
          {entry.name}: {entry.count}
        </span>
      ))}
    </footer>
  );
}
