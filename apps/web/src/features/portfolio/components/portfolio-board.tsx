import { useEffect, useMemo, useRef } from 'react';
import type { ObjectiveMap, PlanningEvent, ProjectSummary } from '@plotline/shared';
import type { DayWindow } from '@/api/portfolio';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { BoardRows } from '@/components/planning/timeline/board-context';
import { TimelineAxis } from '@/components/planning/timeline/timeline-axis';
import { useBoardCanvas, useBoardRows } from '@/components/planning/timeline/use-board-canvas';
import { useBoardKeys } from '@/components/planning/timeline/use-board-keys';
import { useStableHandler } from '@/components/planning/timeline/use-stable-handler';
import { useZoomScroll } from '@/components/planning/timeline/use-zoom-scroll';
import { errorMessage } from '@/lib/api-client';
import type { PortfolioView } from '../hooks/use-portfolio-view';
import { rowHeight, usePortfolioRows } from '../hooks/use-portfolio-rows';
import { canEditProject, type PortfolioFilters } from '../utils/portfolio-rows';
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

const noDelete = () => undefined;
const READ_ONLY = { canEdit: false, canDelete: false, isFreeze: false };

/**
 * The portfolio's board (docs/decisions.md D45, D53): the timeline view's canvas, axis, bars and
 * keyboard (components/planning/timeline), with a collapsible header row per project above its
 * timelines. Rows are virtualised; the headers come from the project list, and only the pages of
 * projects near the view are loaded, for the windows of days around it (usePortfolioRows); only the
 * events near the view are rendered. One tab stop: arrows move between rows and events, Enter opens.
 */
export function PortfolioBoard(props: PortfolioBoardProps) {
  const { view, isMobile } = props;
  const headerWidth = isMobile ? 150 : 260;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { range, zoom } = view;
  const onOpenEvent = useStableHandler(props.onOpenEvent);
  const onMoveEvent = useStableHandler(props.onMoveEvent);
  // A click or Enter opens the event in its project's timeline; each row brings its project's rights.
  const { viewport, perDay, width, axis, today, todayX, board } = useBoardCanvas({
    scrollRef,
    headerWidth,
    range,
    zoom,
    actions: {
      rights: READ_ONLY,
      onEdit: onOpenEvent,
      onDelete: noDelete,
      onMove: onMoveEvent,
      onOpen: onOpenEvent,
      highlighted: props.highlighted,
    },
  });
  const { portfolio, rows, layouts, keyRows, showRows, toggle } = usePortfolioRows({
    projects: props.projects,
    projectIds: props.projectIds,
    filters: props.filters,
    objectives: props.objectives,
    range,
    zoom,
    perDay,
    width,
    visibleFrom: viewport.visibleFrom,
    visibleTo: viewport.visibleTo,
    onSpanChange: props.onSpanChange,
  });

  const scrollToDate = useZoomScroll({
    scrollRef,
    scroll: viewport.scroll,
    headerWidth,
    range,
    perDay,
    zoom,
    onZoomChange: view.setZoom,
    initialStart: view.from ?? today,
    onVisibleStart: view.setVisibleStart,
  });
  // The timeline's keyboard (docs/decisions.md D40): Enter opens the event in its timeline.
  const keys = useBoardKeys({
    timelines: keyRows,
    layouts,
    scrollRef,
    headerWidth,
    scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    canEdit: true,
    canDelete: false,
    onEdit: onOpenEvent,
    onDelete: noDelete,
  });
  // A header's height follows the phone's column as well as the layouts.
  const sizes = useMemo(() => ({ layouts, isMobile }), [layouts, isMobile]);
  const virtualizer = useBoardRows({
    count: rows.length,
    scrollRef,
    heightOf: (index) => rowHeight(rows[index], layouts[index], isMobile),
    keyOf: (index) => rows[index]?.key ?? index,
    keep: keys.activeRow,
    sizes,
  });
  const items = virtualizer.getVirtualItems();
  const rendered = items.map((item) => item.index).join(',');
  const loadNear = useStableHandler(() => showRows(items.map((item) => item.index)));
  useEffect(() => loadNear(), [rendered, loadNear]);

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
        <TimelineAxis axis={axis} headerWidth={headerWidth} width={width} perDay={perDay} today={today} todayX={todayX} scrollRef={scrollRef} title="Projects" />
        {state ? (
          <div className="sticky left-0" style={{ width: viewport.width }}>
            {state}
          </div>
        ) : (
          <BoardRows label="Projects and timelines" height={virtualizer.getTotalSize()} keys={keys} todayX={todayX} board={board}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const layout = layouts[item.index];
              const stop = keys.stopIn(row.kind === 'timeline' ? row.timeline.id : row.key);
              return (
                <div
                  key={row.key}
                  role="listitem"
                  className="absolute left-0 flex w-full border-b border-gray-100"
                  style={{ top: item.start, height: rowHeight(row, layout, isMobile) }}
                >
                  {row.kind === 'project' ? (
                    <ProjectHeaderRow
                      project={row.project}
                      isCollapsed={row.isCollapsed}
                      isCompact={isMobile}
                      stopId={row.key}
                      isStop={stop === row.key}
                      onToggle={toggle}
                    />
                  ) : row.kind === 'pending' ? (
                    <PendingTimelineRow project={row.project} isFirst={row.isFirst} stopId={row.key} isStop={stop === row.key} />
                  ) : layout ? (
                    <PortfolioTimelineRow
                      project={row.project}
                      timeline={row.timeline}
                      layout={layout}
                      canEdit={canEditProject(row.project)}
                      activeStop={stop}
                    />
                  ) : null}
                </div>
              );
            })}
          </BoardRows>
        )}
      </div>
    </div>
  );
}

/** Focuses the event's bar in the board once it is rendered (after scrolling there and, maybe, its page loading: up to two seconds). */
function focusWhenDrawn(board: HTMLElement | null, eventId: string, triesLeft = 120): void {
  const bar = board?.querySelector<HTMLElement>(`[data-event-id="${eventId}"]`);
  if (bar) bar.focus();
  else if (triesLeft > 0) requestAnimationFrame(() => focusWhenDrawn(board, eventId, triesLeft - 1));
}
