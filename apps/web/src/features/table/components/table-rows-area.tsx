import { memo, useMemo, useRef, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import type { EventSlip, ProjectDetail } from '@plotline/shared';
import { Button } from '@/components/ui/button';
import { useSlipColumn } from '../hooks/use-slip-column';
import { predecessorsByEvent } from '../utils/predecessors';
import {
  filterRows,
  groupByTimeline,
  type TableFilters,
  type TableRow,
  type TimelineGroup,
} from '../utils/table-rows';
import { createItemsBuilder, type ItemOptions } from '../utils/virtual-items';
import { TableGrid, type TableGridProps } from './table-grid';
import { TableSummary } from './table-summary';

/** What the page gives the grid as it is; the rows' parts are made below. */
export type GridSettings = Omit<
  TableGridProps,
  | 'items'
  | 'predecessors'
  | 'slips'
  | 'slipSort'
  | 'onSortSlip'
  | 'scrollRef'
  | 'scrollClassName'
  | 'onScrolledPastThird'
>;

/** The page's handlers among them (lib/use-stable-handlers.ts keeps them the same functions). */
export type GridHandlers = Pick<
  GridSettings,
  | 'onRevealEvent'
  | 'onResize'
  | 'onToggleCollapse'
  | 'onSaveCell'
  | 'onRequestAdd'
  | 'onCancelAdd'
  | 'onSubmitAdd'
  | 'onDeleteEvent'
  | 'onDeleteTimeline'
  | 'onReorderTimelines'
  | 'onRecolorTimeline'
  | 'onToggleSelect'
  | 'onSelectShown'
>;

interface RowsAreaProps {
  project: ProjectDetail;
  /** Every event's row (the page's flattener). */
  allRows: TableRow[];
  filters: TableFilters;
  collapsed: ItemOptions['collapsed'];
  addAt: ItemOptions['addAt'];
  slips: ReadonlyMap<string, EventSlip> | undefined;
  grid: GridSettings;
}

/*
 * The rows' derived lists are made a component apart each, so a background render of a page of
 * events (docs/decisions.md D86) yields between them: the page flattens, this component filters,
 * sorts and groups, the grid's parent makes the virtual items, the summary counts
 * (docs/decisions.md D105). Each pass is linear in the project's events.
 */

/**
 * The grid (or "No events found") and the summary under it: the filtered, grouped rows. Memoized:
 * the page renders again as each page of events arrives, before the background render that
 * shows it, and this part of it then has nothing new (docs/decisions.md D105).
 */
export const TableRowsArea = memo(function TableRowsArea({
  project,
  allRows,
  filters,
  collapsed,
  addAt,
  slips,
  grid,
}: RowsAreaProps) {
  const filteredRows = useMemo(() => filterRows(allRows, filters), [allRows, filters]);
  const slip = useSlipColumn(filteredRows, slips);
  const rows = slip.rows;
  const groups = useMemo(() => groupByTimeline(project, rows, filters), [project, rows, filters]);
  return (
    <>
      <TableItemsGrid
        project={project}
        groups={groups}
        collapsed={collapsed}
        addAt={addAt}
        grid={{ ...grid, slips, slipSort: slip.sort, onSortSlip: slip.toggleSort }}
      />
      <TableSummary rows={rows} timelineCount={groups.length} />
    </>
  );
});

interface ItemsGridProps {
  project: ProjectDetail;
  groups: TimelineGroup[];
  collapsed: ItemOptions['collapsed'];
  addAt: ItemOptions['addAt'];
  grid: GridSettings & Pick<TableGridProps, 'slips' | 'slipSort' | 'onSortSlip'>;
}

function TableItemsGrid({ project, groups, collapsed, addAt, grid }: ItemsGridProps) {
  const { isHeadersMode } = grid;
  // A row keeps its item while its event object lives (docs/decisions.md D84).
  const [buildItems] = useState(createItemsBuilder);
  const items = useMemo(
    () => buildItems(groups, { isHeadersMode, collapsed, addAt }),
    [buildItems, groups, isHeadersMode, collapsed, addAt],
  );
  const predecessors = useMemo(() => predecessorsByEvent(project), [project]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [showBackToTop, setShowBackToTop] = useState(false);

  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-sm text-gray-500">
        No events found matching your criteria.
      </p>
    );
  return (
    <div className="relative min-h-0 flex-1">
      <TableGrid
        {...grid}
        scrollClassName="max-h-[calc(100vh-15rem)] min-h-40 overflow-auto rounded-xl border border-gray-200 bg-white"
        onScrolledPastThird={setShowBackToTop}
        items={items}
        scrollRef={scrollRef}
        predecessors={predecessors}
      />
      {showBackToTop ? (
        <Button
          size="icon"
          aria-label="Back to top"
          className="absolute right-4 bottom-4 z-30 rounded-full shadow-lg"
          onClick={() => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}
