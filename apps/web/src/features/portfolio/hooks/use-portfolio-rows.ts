import { useCallback, useEffect, useMemo, useState } from 'react';
import { dayAtX, type ObjectiveMap, type PlanningEvent, type ProjectSummary, type TimeRange, type ZoomLevel } from '@plotline/shared';
import { usePortfolio, type DayWindow } from '@/api/portfolio';
import type { BoardKeyRow } from '@/components/planning/timeline/use-board-keys';
import { useRowLayouts, type TimelineLayout } from '@/components/planning/timeline/use-row-layouts';
import {
  filterPortfolio,
  listedProjects,
  PENDING_ROW_HEIGHT,
  PHONE_PROJECT_ROW_HEIGHT,
  portfolioRows,
  PROJECT_ROW_HEIGHT,
  projectPages,
  type PortfolioFilters,
  type PortfolioRow,
} from '../utils/portfolio-rows';

const NO_EVENTS: readonly PlanningEvent[] = [];

/**
 * The portfolio's rows (docs/decisions.md D45, D53): a header per listed project (from the project
 * list, before any events load) and its timelines, loaded for the pages of projects whose rows are
 * near the view (`nearPages`, set from the virtualiser's rows after each render) and the windows of
 * days around it; the timelines laid out, and the rows as the keyboard sees them.
 */
export function usePortfolioRows(options: {
  projects: readonly ProjectSummary[] | undefined;
  projectIds: readonly string[];
  filters: PortfolioFilters;
  objectives: ObjectiveMap;
  range: TimeRange;
  zoom: ZoomLevel;
  perDay: number;
  width: number;
  visibleFrom: number;
  visibleTo: number;
  onSpanChange: (span: DayWindow) => void;
}) {
  const { range, zoom, perDay, width, filters, onSpanChange } = options;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const listed = useMemo(
    () => listedProjects(options.projects ?? [], options.projectIds, filters.onlyMine),
    [options.projects, options.projectIds, filters.onlyMine],
  );
  const pages = useMemo(() => projectPages(listed), [listed]);
  const [nearPages, setNearPages] = useState<readonly number[]>([0]);
  const wanted = useMemo(() => nearPages.flatMap((page) => (pages[page] ? [pages[page]] : [])), [nearPages, pages]);
  const portfolio = usePortfolio({
    range,
    zoom,
    visibleFrom: dayAtX(range, perDay, Math.max(0, options.visibleFrom)),
    visibleTo: dayAtX(range, perDay, Math.min(width - 1, Math.max(0, options.visibleTo))),
    pages: wanted,
    enabled: true,
  });
  // The clashes are asked for once the first rows have answered: their computation is the server's
  // heaviest (docs/performance.md), and the rows come first.
  const hasRows = portfolio.answered.size > 0;
  useEffect(() => {
    if (hasRows) onSpanChange(portfolio.span);
  }, [hasRows, portfolio.span, onSpanChange]);
  const loaded = useMemo(
    () => new Map(filterPortfolio(portfolio.projects, filters).map((project) => [project.id, project])),
    [portfolio.projects, filters],
  );
  const rows = useMemo(
    () => portfolioRows(listed, loaded, portfolio.answered, collapsed),
    [listed, loaded, portfolio.answered, collapsed],
  );
  const timelines = useMemo(() => rows.flatMap((row) => (row.kind === 'timeline' ? [row.timeline] : [])), [rows]);
  const layoutList = useRowLayouts(timelines, range, width, options.objectives);
  const layouts = useMemo(() => {
    const byTimeline = new Map(timelines.map((timeline, index) => [timeline.id, layoutList[index]]));
    return rows.map((row) => (row.kind === 'timeline' ? byTimeline.get(row.timeline.id) : undefined));
  }, [rows, timelines, layoutList]);
  const keyRows = useMemo(
    () => rows.map((row): BoardKeyRow => (row.kind === 'timeline' ? row.timeline : { id: row.key, events: NO_EVENTS })),
    [rows],
  );

  /** The pages of the rows the virtualiser renders: those are loaded. */
  const showRows = (indexes: readonly number[]) => {
    const near = [...new Set(indexes.map((index) => rows[index]?.page ?? 0))];
    const next = near.length === 0 ? [0] : near;
    if (next.join(',') !== nearPages.join(',')) setNearPages(next);
  };
  const toggle = useCallback(
    (projectId: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(projectId)) next.add(projectId);
        return next;
      }),
    [],
  );
  return { portfolio, rows, layouts, keyRows, showRows, toggle };
}

/** A row's height: a timeline's layout, or the fixed height of a header (taller in the phone's column) or a pending row. */
export function rowHeight(row: PortfolioRow | undefined, layout: TimelineLayout | undefined, isCompact: boolean): number {
  if (row?.kind === 'timeline') return layout?.height ?? PENDING_ROW_HEIGHT;
  if (row?.kind === 'pending') return PENDING_ROW_HEIGHT;
  return isCompact ? PHONE_PROJECT_ROW_HEIGHT : PROJECT_ROW_HEIGHT;
}
