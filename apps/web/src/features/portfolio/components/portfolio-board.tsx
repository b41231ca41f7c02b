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
} from '@plotline/shared';
import { usePortfolio } from '@/api/portfolio';
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
import { canEditProject, filterPortfolio, portfolioRows, PROJECT_ROW_HEIGHT, type PortfolioFilters } from '../utils/portfolio-rows';
import { PortfolioTimelineRow, ProjectHeaderRow } from './portfolio-rows';

export interface PortfolioBoardProps {
  view: PortfolioView;
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
 * collapsible header row per project above its timelines. Rows are virtualised; only the windows of
 * days around the view are loaded (api/portfolio), and only the events near it are rendered.
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

  const portfolio = usePortfolio({
    range,
    zoom,
    visibleFrom: dayAtX(range, perDay, Math.max(0, viewport.visibleFrom)),
    visibleTo: dayAtX(range, perDay, Math.min(width - 1, Math.max(0, viewport.visibleTo))),
    projectIds: props.projectIds,
    enabled: true,
  });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(() => filterPortfolio(portfolio.projects, props.filters), [portfolio.projects, props.filters]);
  const rows = useMemo(() => portfolioRows(shown, collapsed), [shown, collapsed]);
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
    estimateSize: (index) => {
      const row = rows[index];
      return row?.kind === 'timeline' ? (layouts.get(row.timeline.id)?.height ?? 48) : PROJECT_ROW_HEIGHT;
    },
    overscan: 6,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  useEffect(() => virtualizer.measure(), [layouts, rows, virtualizer]);

  // Today and a clash's events: the day in the middle, the first event's row in view.
  const seq = view.request?.seq;
  const handleRequest = useStableHandler(() => {
    const request = view.request;
    if (!request) return;
    scrollToDate(request.date, 'center');
    const index = rows.findIndex(
      (row) => row.kind === 'timeline' && row.timeline.events.some((event) => request.eventIds.includes(event.id)),
    );
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
  if (portfolio.isPending) state = <LoadingBlock label="Loading portfolio" />;
  else if (portfolio.error && portfolio.projects.length === 0)
    state = (
      <p role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        {errorMessage(portfolio.error)}
      </p>
    );
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
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const layout = row.kind === 'timeline' ? layouts.get(row.timeline.id) : undefined;
              return (
                <div
                  key={row.key}
                  role="listitem"
                  className="absolute left-0 flex w-full border-b border-gray-100"
                  style={{ top: item.start, height: layout?.height ?? PROJECT_ROW_HEIGHT }}
                >
                  {row.kind === 'project' ? (
                    <ProjectHeaderRow
                      project={row.project}
                      isCollapsed={row.isCollapsed}
                      headerWidth={headerWidth}
                      width={width}
                      onToggle={onToggle}
                    />
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

/** Focuses the event's bar in the board once it is rendered (a few frames after scrolling there). */
function focusWhenDrawn(board: HTMLElement | null, eventId: string, triesLeft = 10): void {
  const bar = board?.querySelector<HTMLElement>(`[data-event-id="${eventId}"]`);
  if (bar) bar.focus();
  else if (triesLeft > 0) requestAnimationFrame(() => focusWhenDrawn(board, eventId, triesLeft - 1));
}
