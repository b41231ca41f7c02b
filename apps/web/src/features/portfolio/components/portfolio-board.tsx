import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  dayAtX,
  dayX,
  fitPixelsPerDay,
  localToday,
  rangeDays,
  scaleAxis,
  type ObjectiveMap,
  type PlanningEvent,
  type ProjectSummary,
} from '@plotline/shared';
import { usePortfolio, type DayWindow } from '@/api/portfolio';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { TimelineAxis } from '@/components/planning/timeline/timeline-axis';
import { TodayLine } from '@/components/planning/timeline/today-line';
import { zoomBackground } from '@/components/planning/timeline/timeline-layout';
import { useBoardViewport } from '@/components/planning/timeline/use-board-viewport';
import { useRowLayouts } from '@/components/planning/timeline/use-row-layouts';
import { useStableHandler } from '@/components/planning/timeline/use-stable-handler';
import { useZoomScroll } from '@/components/planning/timeline/use-zoom-scroll';
import { errorMessage } from '@/lib/api-client';
import type { PortfolioView } from '../hooks/use-portfolio-view';
import {
  canEditProject,
  filterPortfolio,
  listedProjects,
  PENDING_ROW_HEIGHT,
  portfolioRows,
  PROJECT_ROW_HEIGHT,
  projectPages,
  type PortfolioFilters,
  type PortfolioRow,
} from '../utils/portfolio-rows';
import { PendingTimelineRow, PortfolioTimelineRow, ProjectHeaderRow } from './portfolio-rows';

export interface PortfolioBoardProps {
  view: PortfolioView;
  /** Every project the user can read (the project list): the rows' headers, before any events load. */
  projects: readonly ProjectSummary[] | undefined;
  projectsError: unknown;
  /** The days loaded (those in view and a margin), for the clashes asked about. */
  onSpanChange: (span: DayWindow) => void;
  /** The projects chosen in the filter; empty: every project the user can read. */
  projectIds: readonly string[];
  filters: PortfolioFilters;
  objectives: ObjectiveMap;
  isMobile: boolean;
  /** Events the clashes panel points at. */
  highlighted: ReadonlySet<string>;
  onOpenEvent: (event: PlanningEvent) => void;
  onMoveEvent: (event: PlanningEvent, days: number) => void;
}

/**
 * The portfolio's board (docs/decisions.md D45): the timeline view's axis, scale and bars, with a
 * collapsible header row per project above its timelines. Rows are virtualised; the headers come
 * from the project list, and only the pages of projects near the view are loaded, for the windows of
 * days around it (api/portfolio, D53); only the events near the view are rendered.
 */
export function PortfolioBoard(props: PortfolioBoardProps) {
  const { view, objectives, isMobile } = props;
  const headerWidth = isMobile ? 150 : 260;
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewport = useBoardViewport(scrollRef, headerWidth);
  const { range, zoom } = view;
  const perDay = fitPixelsPerDay(range, zoom, Math.max(1, viewport.width - headerWidth));
  const width = rangeDays(range) * perDay;
  const axis = useMemo(
    () => scaleAxis(range, zoom, perDay, { from: viewport.visibleFrom, to: viewport.visibleTo }),
    [range, zoom, perDay, viewport.visibleFrom, viewport.visibleTo],
  );
  const today = localToday();
  const todayX = today >= range.start && today <= range.end ? dayX(range, perDay, today) + perDay / 2 : null;

  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const listed = useMemo(
    () => listedProjects(props.projects ?? [], props.projectIds, props.filters.onlyMine),
    [props.projects, props.projectIds, props.filters.onlyMine],
  );
  const pages = useMemo(() => projectPages(listed), [listed]);
  // The pages whose rows are near the view (set after each render from the virtualiser's rows).
  const [nearPages, setNearPages] = useState<readonly number[]>([0]);
  const wanted = useMemo(() => nearPages.flatMap((page) => (pages[page] ? [pages[page]] : [])), [nearPages, pages]);
  const portfolio = usePortfolio({
    range,
    zoom,
    visibleFrom: dayAtX(range, perDay, Math.max(0, viewport.visibleFrom)),
    visibleTo: dayAtX(range, perDay, Math.min(width - 1, Math.max(0, viewport.visibleTo))),
    pages: wanted,
    enabled: true,
  });
  const { onSpanChange } = props;
  useEffect(() => onSpanChange(portfolio.span), [portfolio.span, onSpanChange]);
  const loaded = useMemo(
    () => new Map(filterPortfolio(portfolio.projects, props.filters).map((project) => [project.id, project])),
    [portfolio.projects, props.filters],
  );
  const rows = useMemo(() => portfolioRows(listed, loaded, portfolio.answered, collapsed), [listed, loaded, portfolio.answered, collapsed]);
  const timelines = useMemo(() => rows.flatMap((row) => (row.kind === 'timeline' ? [row.timeline] : [])), [rows]);
  const layoutList = useRowLayouts(timelines, range, width, objectives);
  const layouts = useMemo(() => new Map(timelines.map((timeline, index) => [timeline.id, layoutList[index]])), [timelines, layoutList]);

  const scrollToDate = useZoomScroll({
    scrollRef,
    headerWidth,
    range,
    perDay,
    zoom,
    onZoomChange: view.setZoom,
    initialStart: view.from ?? today,
    onVisibleStart: view.setVisibleStart,
  });
  // eslint-disable-next-line react-hooks/incompatible-library -- read fresh on every render, as in the timeline board
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index], layouts),
    overscan: 6,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  useEffect(() => virtualizer.measure(), [layouts, rows, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const near = [...new Set(items.map((item) => rows[item.index]?.page ?? 0))].join(',');
  useEffect(() => {
    const next = near === '' ? [0] : near.split(',').map(Number);
    setNearPages((current) => (current.join(',') === next.join(',') ? current : next));
  }, [near]);

  // Today and a clash's events: the day in the middle, the first event's row in view.
  const seq = view.request?.seq;
  const handleRequest = useStableHandler(() => {
    const request = view.request;
    if (!request) return;
    scrollToDate(request.date, 'center');
    // The event's row when its project is loaded, else its project's header (its page then loads).
    let index = rows.findIndex(
      (row) => row.kind === 'timeline' && row.timeline.events.some((event) => request.eventIds.includes(event.id)),
    );
    if (index < 0) index = rows.findIndex((row) => row.kind === 'project' && request.projectIds.includes(row.project.id));
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'center' });
    // The first event takes the focus once its row is drawn (its details show, as on the timeline).
    const [first] = request.eventIds;
    if (request.kind === 'focus' && first) focusWhenDrawn(scrollRef.current, first);
  });
  useEffect(() => {
    if (seq !== undefined) handleRequest();
  }, [seq, handleRequest]);

  const onToggle = useCallback(
    (projectId: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(projectId)) next.add(projectId);
        return next;
      }),
    [],
  );
  const onOpenEvent = useStableHandler(props.onOpenEvent);
  const onMoveEvent = useStableHandler(props.onMoveEvent);
  const [draggingEventId, setDraggingEventId] = useState<string | null>(null);
  const gridImage = zoomBackground(range, zoom, perDay);

  let state = null;
  const error = props.projectsError ?? (portfolio.projects.length === 0 ? portfolio.error : null);
  if (error)
    state = (
      <p role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        {errorMessage(error)}
      </p>
    );
  else if (!props.projects) state = <LoadingBlock label="Loading portfolio" />;
  else if (rows.length === 0)
    state = <EmptyState className="m-4" title="No projects to show" description="No project matches the filters, or none is shared with you yet." />;

  return (
    <div
      ref={scrollRef}
      data-testid="portfolio-scroll"
      className="relative max-h-[calc(100vh-14rem)] overflow-auto rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <div style={{ width: headerWidth + width }} className="relative">
        <TimelineAxis axis={axis} headerWidth={headerWidth} width={width} today={today} todayX={todayX} title="Projects" />
        {state ? (
          <div className="sticky left-0" style={{ width: viewport.width }}>
            {state}
          </div>
        ) : (
          <div className="relative" style={{ height: virtualizer.getTotalSize() }} role="list" aria-label="Projects and timelines">
            <TodayLine todayX={todayX} headerWidth={headerWidth} />
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const layout = row.kind === 'timeline' ? layouts.get(row.timeline.id) : undefined;
              return (
                <div
                  key={row.key}
                  role="listitem"
                  className="absolute left-0 flex w-full border-b border-gray-100"
                  style={{ top: item.start, height: rowHeight(row, layouts) }}
                >
                  {row.kind === 'project' ? (
                    <ProjectHeaderRow
                      project={row.project}
                      isCollapsed={row.isCollapsed}
                      headerWidth={headerWidth}
                      width={width}
                      onToggle={onToggle}
                    />
                  ) : row.kind === 'pending' ? (
                    <PendingTimelineRow project={row.project} isFirst={row.isFirst} headerWidth={headerWidth} width={width} />
                  ) : layout ? (
                    <PortfolioTimelineRow
                      project={row.project}
                      timeline={row.timeline}
                      layout={layout}
                      headerWidth={headerWidth}
                      width={width}
                      gridImage={gridImage}
                      visibleFrom={viewport.visibleFrom}
                      visibleTo={viewport.visibleTo}
                      perDay={perDay}
                      canEdit={canEditProject(row.project)}
                      scrollRef={scrollRef}
                      highlighted={props.highlighted}
                      onOpenEvent={onOpenEvent}
                      onMoveEvent={onMoveEvent}
                      draggingEventId={draggingEventId}
                      onDragChange={setDraggingEventId}
                    />
                  ) : null}
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

function rowHeight(row: PortfolioRow | undefined, layouts: ReadonlyMap<string, { height: number } | undefined>): number {
  if (row?.kind === 'timeline') return layouts.get(row.timeline.id)?.height ?? PENDING_ROW_HEIGHT;
  return row?.kind === 'pending' ? PENDING_ROW_HEIGHT : PROJECT_ROW_HEIGHT;
}

/** Focuses the event's bar in the board once it is rendered (after scrolling there and, maybe, its page loading: up to two seconds). */
function focusWhenDrawn(board: HTMLElement | null, eventId: string, triesLeft = 120): void {
  const bar = board?.querySelector<HTMLElement>(`[data-event-id="${eventId}"]`);
  if (bar) bar.focus();
  else if (triesLeft > 0) requestAnimationFrame(() => focusWhenDrawn(board, eventId, triesLeft - 1));
}
