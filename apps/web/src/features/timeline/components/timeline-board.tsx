import { memo, useEffect, useMemo, useRef } from 'react';
import {
  addDays,
  autoFitRange,
  fitZoomLevel,
  localToday,
  rangeDays,
  toDatedItem,
  type ObjectiveMap,
  type PlanningEvent,
  type TimelineWithEvents,
} from '@plotline/shared';
import { LazySortableRows } from '@/components/planning/lazy-sortable-rows';
import { useFirstPaintMark } from '@/lib/after-first-paint';
import { RemovedGhostRow, type BaselineGhostData } from '@/components/planning/baselines/baseline-ghosts';
import { useBaselineGhosts } from '@/components/planning/baselines/use-baseline-ghosts';
import { NO_SELECTION, type EventSelection } from '@/components/planning/selection';
import { LoadingBlock } from '@/components/ui/spinner';
import { usePrinting } from '@/lib/use-printing';
import { printPlan, usePrintSlices } from '@/lib/print-slices';
import { BoardRows } from '@/components/planning/timeline/board-context';
import { useBoardKeys } from '@/components/planning/timeline/use-board-keys';
import { useBoardCanvas, useBoardRows } from '@/components/planning/timeline/use-board-canvas';
import { useLasso } from '../hooks/use-lasso';
import { useRowLayouts } from '@/components/planning/timeline/use-row-layouts';
import { useStableHandler } from '@/components/planning/timeline/use-stable-handler';
import type { TimelineView } from '../hooks/use-timeline-view';
import { useZoomScroll } from '@/components/planning/timeline/use-zoom-scroll';
import { useZoomWarmup } from '@/components/planning/timeline/use-zoom-warmup';
import type { DependencyBoardData } from '../hooks/use-dependencies';
import { drawWindow } from '../utils/dependency-geometry';
import { TimelineAxis } from '@/components/planning/timeline/timeline-axis';
import { TimelineRow } from './timeline-row';
import type { TimelineHeaderKit } from './timeline-row-header';
import { lazyAfterFirstPaint } from '@/components/lazy/lazy-after-first-paint';
import { NO_TIMELINES } from '@/components/planning/no-timelines';

/** The arrows come a moment after the bars: their code is not in the board's first paint (docs/decisions.md D88). */
const DependencyLayer = lazyAfterFirstPaint(() => import('./dependency-layer').then((m) => m.DependencyLayer));

export interface TimelineBoardProps {
  timelines: TimelineWithEvents[];
  /** Range, zoom level and first day in view (hooks/use-timeline-view.ts). */
  view: TimelineView;
  objectives: ObjectiveMap;
  isMobile: boolean;
  canEdit: boolean;
  canAdmin: boolean;
  canDeleteEvent: boolean;
  onRecolor: TimelineHeaderKit['onRecolor'];
  onRename: TimelineHeaderKit['onRename'];
  onAddEvent: TimelineHeaderKit['onAddEvent'];
  onReorder: (timelineIds: string[]) => void;
  onEditEvent: (event: PlanningEvent) => void;
  onDeleteEvent: (event: PlanningEvent) => void;
  onMoveEvent: (event: PlanningEvent, days: number) => void;
  /** The dependency arrows and their controls' state (hooks/use-dependencies.ts, docs/decisions.md D38). */
  dependencies?: DependencyBoardData;
  /** The baseline compared with: its bars drawn as ghosts behind the current ones (docs/decisions.md D49). */
  baseline?: BaselineGhostData | null;
  /** The project is a freeze: every bar hatched (docs/decisions.md D45). */
  isFreezeProject?: boolean;
  /** The events selected for a bulk change: Shift/Ctrl-click, Space, the lasso (docs/decisions.md D48). */
  selection?: EventSelection;
}

/**
 * The axis of the zoom level, the today line and one virtualized row per timeline (timeline-row.tsx),
 * the rows reordered through components/planning/lazy-sortable-rows.tsx. Only the rows near the viewport
 * are rendered, and in them only the events and axis ticks near the horizontal viewport
 * (use-board-viewport.ts), at every zoom level (docs/decisions.md D39). Memoized: the page renders
 * again for what does not concern the board (a preference saved, a query answered, a page of
 * events before its background render), and its props keep their identity then (D105).
 */
export const TimelineBoard = memo(function TimelineBoard(props: TimelineBoardProps) {
  const { view, objectives, isMobile, canAdmin, selection = NO_SELECTION } = props;
  const headerWidth = isMobile ? 150 : 240;
  const scrollRef = useRef<HTMLDivElement>(null);
  // Paper gets the whole canvas, every row and every event, zoomed to the page's width (D52).
  const isPrinting = usePrinting();
  const { start: rangeStart, end: rangeEnd } = view.range;
  const range = useMemo(() => ({ start: rangeStart, end: rangeEnd }), [rangeStart, rangeEnd]);
  const onEditEvent = useStableHandler(props.onEditEvent);
  const onDeleteEvent = useStableHandler(props.onDeleteEvent);
  const onMoveEvent = useStableHandler(props.onMoveEvent);
  const onToggleSelect = useStableHandler((event: PlanningEvent) => selection.toggle(event.id));
  const { canEdit, canDeleteEvent: canDelete, isFreezeProject: isFreeze = false } = props;
  const rights = useMemo(() => ({ canEdit, canDelete, isFreeze }), [canEdit, canDelete, isFreeze]);
  const { viewport, perDay, width, axis, today, todayX, gridImage, board } = useBoardCanvas({
    scrollRef,
    headerWidth,
    range,
    zoom: view.zoom,
    showEverything: isPrinting,
    actions: { rights, onEdit: onEditEvent, onDelete: onDeleteEvent, onMove: onMoveEvent, selectedIds: selection.ids, onToggleSelect },
  });
  // Nothing is laid out or drawn at the guessed width of the box's first commit (docs/decisions.md D99).
  const timelines = viewport.isMeasured ? props.timelines : NO_TIMELINES;
  const layouts = useRowLayouts(timelines, range, width, objectives);
  // The other levels' rows laid out in idle time, so a first zoom click is as quick as a return (D68).
  const viewWidth = Math.max(1, viewport.width - headerWidth);
  useZoomWarmup({ timelines, range, zoom: view.zoom, viewWidth, objectives, isEnabled: view.isReady && !isPrinting });

  const scrollToDate = useZoomScroll({
    scrollRef,
    scroll: viewport.scroll,
    headerWidth,
    range,
    perDay,
    zoom: view.zoom,
    onZoomChange: view.setZoom,
    initialStart: view.isReady ? view.visibleStart : undefined,
    onVisibleStart: view.setVisibleStart,
  });
  useViewRequests(props, () => viewport.scroll.memory.boxWidth - headerWidth, scrollToDate);

  // The keyboard's roving tab stop over rows and events (docs/decisions.md D40).
  const keys = useBoardKeys({
    timelines,
    layouts,
    scrollRef,
    headerWidth,
    scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    canEdit: props.canEdit,
    canDelete: props.canDeleteEvent,
    onEdit: props.onEditEvent,
    onDelete: props.onDeleteEvent,
    selectionAnchor: selection.anchor,
    onToggleSelect: (event) => selection.toggle(event.id),
    onSelectRange: (eventIds) => selection.select(eventIds, 'add'),
  });
  const contentRef = useRef<HTMLDivElement>(null);
  // Paper: zoomed to the page down to a readable scale, then cut into page-wide slices (D58).
  const slicesRef = useRef<HTMLDivElement>(null);
  const plan = isPrinting ? printPlan({ headerWidth, width, perDay, unitXs: axis.major.map((tick) => tick.x) }) : null;
  const listRef = useRef<HTMLDivElement>(null);
  const lasso = useLasso({ contentRef, listRef, layouts, headerWidth, onSelect: (eventIds, mode) => selection.select(eventIds, mode) });
  const virtualizer = useBoardRows({
    count: timelines.length,
    scrollRef,
    heightOf: (index) => layouts[index]?.height ?? 48,
    keyOf: (index) => timelines[index]?.id ?? index,
    keep: keys.activeRow,
    sizes: layouts,
    isPrinting,
  });
  const printRows = isPrinting ? virtualizer.getVirtualItems() : [];
  usePrintSlices(contentRef, slicesRef, { isPrinting, plan, headerWidth, perDay, rangeStart, rows: printRows });

  // Both kept while the rows are the same (D73): a new list or name lookup on every change of an event
  // renewed the sortable list's context, so every row in view, header and all, was drawn again.
  const ids = useTimelineIds(timelines);
  // What waits for the board's first paint (the schemas, the menus: docs/decisions.md D82) follows its rows.
  useFirstPaintMark(ids.length > 0);
  const ghosts = useBaselineGhosts(props.baseline, ids, layouts, range, width);
  const nameOf = useStableHandler((id: string) => timelines.find((timeline) => timeline.id === id)?.name ?? 'Timeline');
  const onRecolor = useStableHandler(props.onRecolor);
  const onRename = useStableHandler(props.onRename);
  const onAddEvent = useStableHandler(props.onAddEvent);
  const onReorder = useStableHandler(props.onReorder);
  // What every row's header shows and does (the same for all rows of the project).
  const header = useMemo(
    () => ({ canEdit, canAdmin, isCompact: isMobile, onRecolor, onRename, onAddEvent }),
    [canEdit, canAdmin, isMobile, onRecolor, onRename, onAddEvent],
  );

  return (
    <div
      ref={scrollRef}
      data-testid="timeline-scroll"
      className="relative max-h-[calc(100vh-14rem)] overflow-auto rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      {/* The saved range and first day in view decide where the board opens: wait for them. */}
      {view.isReady ? null : <LoadingBlock label="Loading timelines" />}
      <div
        ref={contentRef}
        style={{ width: headerWidth + width }}
        className={view.isReady ? 'relative' : 'hidden'}
        {...lasso.handlers}
      >
        <TimelineAxis axis={axis} headerWidth={headerWidth} width={width} perDay={perDay} today={today} todayX={todayX} scrollRef={scrollRef} />
        <LazySortableRows ids={ids} onReorder={onReorder} nameOf={nameOf} noun="timeline">
          <BoardRows ref={listRef} label="Timelines" height={virtualizer.getTotalSize()} keys={keys} todayX={todayX} board={board}>
            {virtualizer.getVirtualItems().map((item) => {
              const timeline = timelines[item.index];
              const layout = layouts[item.index];
              if (!timeline || !layout) return null;
              return (
                <TimelineRow
                  key={timeline.id}
                  top={item.start}
                  timeline={timeline}
                  layout={layout}
                  header={header}
                  activeStop={keys.stopIn(timeline.id)}
                  ghosts={ghosts.byTimeline.get(timeline.id)}
                />
              );
            })}
          </BoardRows>
        </LazySortableRows>
        {lasso.rect ? (
          <div
            data-testid="lasso"
            className="pointer-events-none absolute z-30 rounded-sm border-2 border-brand-600 bg-brand-500/10"
            style={lasso.rect}
            aria-hidden="true"
          />
        ) : null}
        {/* Over the rows' list, not in it: its bottom is the list's (docs/decisions.md D38). */}
        {props.dependencies ? (
          <DependencyLayer
            data={props.dependencies}
            layouts={layouts}
            range={range}
            width={width}
            headerWidth={headerWidth}
            scrollRef={scrollRef}
            window={drawWindow(virtualizer.getVirtualItems(), viewport)}
          />
        ) : null}
        {ghosts.removed ? (
          <RemovedGhostRow row={ghosts.removed} headerWidth={headerWidth} width={width} gridImage={gridImage} />
        ) : null}
      </div>
      {/* Filled while printing: the board on page-sized sheets (lib/print-slices.ts). */}
      <div ref={slicesRef} data-print-slices="" aria-hidden="true" />
    </div>
  );
});

/**
 * The toolbar's Today and Auto-fit (docs/decisions.md D39). Today widens a range that does not hold
 * today's date and centres it; Auto-fit sets the range to the events, picks the level at which it
 * fits the view and shows its start.
 */
function useViewRequests(
  { view, timelines }: Pick<TimelineBoardProps, 'view' | 'timelines'>,
  viewWidth: () => number,
  scrollToDate: ReturnType<typeof useZoomScroll>,
) {
  const seq = view.request?.seq;
  const handle = useStableHandler(() => {
    if (!view.request) return;
    if (view.request.kind === 'today') {
      const today = localToday();
      const { start, end } = view.range;
      if (today < start || today > end) {
        view.setRange({ start: today < start ? addDays(today, -14) : start, end: today > end ? addDays(today, 14) : end });
      }
      scrollToDate(today, 'center');
      return;
    }
    const fitted = autoFitRange(timelines.flatMap((timeline) => timeline.events.map(toDatedItem)));
    view.setRange(fitted);
    view.setZoom(fitZoomLevel(rangeDays(fitted), viewWidth()));
    scrollToDate(fitted.start, 'start');
  });
  useEffect(() => {
    if (seq !== undefined) handle();
  }, [seq, handle]);
}

/** The timelines' ids: the same array while they are the same ids in the same order. */
function useTimelineIds(timelines: readonly TimelineWithEvents[]): string[] {
  const key = timelines.map((timeline) => timeline.id).join('\n');
  return useMemo(() => (key === '' ? [] : key.split('\n')), [key]);
}
