import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import {
  DndContext,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  describeObjective,
  LANE_HEIGHT,
  localToday,
  type ObjectiveMap,
  type PlanningEvent,
  type TimelineWithEvents,
} from '@plotline/shared';
import { cn } from '@/lib/cn';
import {
  buildWeekAxis,
  canvasWidth,
  dayCenterX,
  layoutRow,
  OVERFLOW_MARKER_WIDTH,
  pixelsPerDay,
  ROW_PADDING,
  type OverflowGroup,
  type PlacedEvent,
  type TimeRange,
  type WeekAxis,
} from '../utils/timeline-layout';
import { LaneOverflowMarker, type HiddenEvent } from './lane-overflow-marker';
import { TimelineEvent } from './timeline-event';
import { TimelineRowHeader, type TimelineRowHeaderProps } from './timeline-row-header';

/** dnd-kit's default text speaks of its keyboard sensor; reordering by keyboard uses Alt+Arrow keys instead. */
const REORDER_INSTRUCTIONS =
  'To reorder timelines, press Alt+Arrow Up or Alt+Arrow Down on the handle, or drag it with a pointer.';

/** Extra canvas pixels either side of the viewport whose events are still rendered. */
const HORIZONTAL_OVERSCAN_PX = 400;
/**
 * Horizontal scrolling re-renders the rows only when it crosses a step of this many pixels (the
 * overscan covers the rest), not on every scroll frame.
 */
const HORIZONTAL_STEP_PX = 200;

interface PlacedWithObjective extends PlacedEvent<PlanningEvent> {
  objective: { name: string; color: string };
}
interface TimelineLayout {
  placed: PlacedWithObjective[];
  /** Events the lane cap hides, behind "+N" markers. */
  overflow: OverflowGroup<HiddenEvent>[];
  laneCount: number;
  height: number;
}

/**
 * A callback whose identity never changes but which always calls the latest `handler`, so memoized
 * rows and events are not re-rendered just because a parent passed a new arrow function.
 */
function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const ref = useRef(handler);
  useLayoutEffect(() => {
    ref.current = handler;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

export interface TimelineBoardProps {
  timelines: TimelineWithEvents[];
  range: TimeRange;
  objectives: ObjectiveMap;
  isMobile: boolean;
  canEdit: boolean;
  canAdmin: boolean;
  canDeleteEvent: boolean;
  onRecolor: TimelineRowHeaderProps['onRecolor'];
  onRename: TimelineRowHeaderProps['onRename'];
  onAddEvent: TimelineRowHeaderProps['onAddEvent'];
  onReorder: (timelineIds: string[]) => void;
  onEditEvent: (event: PlanningEvent) => void;
  onDeleteEvent: (event: PlanningEvent) => void;
  onMoveEvent: (event: PlanningEvent, days: number) => void;
}

/** Week axis, day ticks, today marker and one virtualized row per timeline. */
export function TimelineBoard(props: TimelineBoardProps) {
  const { timelines, range, objectives, isMobile, canAdmin, onReorder } = props;
  const headerWidth = isMobile ? 150 : 240;
  const scrollRef = useRef<HTMLDivElement>(null);
  // scrollLeft is kept rounded down to HORIZONTAL_STEP_PX so most scroll frames change nothing here.
  const [viewport, setViewport] = useState({ width: 1024, scrollLeft: 0 });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setViewport((current) => ({ ...current, width: element.clientWidth }));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const scrollLeft = Math.floor(element.scrollLeft / HORIZONTAL_STEP_PX) * HORIZONTAL_STEP_PX;
        setViewport((current) => (current.scrollLeft === scrollLeft ? current : { ...current, scrollLeft }));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  const width = canvasWidth(viewport.width - headerWidth);
  const perDay = pixelsPerDay(range, width);
  const axis = useMemo(() => buildWeekAxis(range, width), [range, width]);
  const todayX = dayCenterX(localToday(), range, width);

  // Row layouts are remembered per timeline object: an edit replaces only its own timeline in the
  // cache, so only that row is laid out again (the others keep their objects and stay memoized).
  const layoutCache = useMemo(
    () => new WeakMap<TimelineWithEvents, TimelineLayout>(),
    // A new cache whenever what a layout depends on changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [range.start, range.end, width, objectives],
  );
  const layouts = useMemo(
    () =>
      timelines.map((timeline) => {
        const cached = layoutCache.get(timeline);
        if (cached) return cached;
        const row = layoutRow(timeline.events, range, width);
        const layout: TimelineLayout = {
          placed: row.placed.map((placed) => ({
            ...placed,
            objective: describeObjective(placed.event.objective, objectives),
          })),
          overflow: row.overflow.map((group) => ({
            x: group.x,
            events: group.events.map((event) => ({ event, objective: describeObjective(event.objective, objectives) })),
          })),
          laneCount: row.laneCount,
          height: row.height,
        };
        layoutCache.set(timeline, layout);
        return layout;
      }),
    [timelines, layoutCache, range, width, objectives],
  );

  // The virtualizer is read fresh on every render here, never memoized, so the compiler warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: timelines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => layouts[index]?.height ?? 48,
    overscan: 6,
    getItemKey: (index) => timelines[index]?.id ?? index,
  });
  useEffect(() => virtualizer.measure(), [layouts, virtualizer]);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const ids = useMemo(() => timelines.map((timeline) => timeline.id), [timelines]);
  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  // In canvas pixels; the scroll position is rounded down to a step, so the window reaches a step further.
  const visibleFrom = viewport.scrollLeft - headerWidth - HORIZONTAL_OVERSCAN_PX;
  const visibleTo = viewport.scrollLeft + HORIZONTAL_STEP_PX + viewport.width + HORIZONTAL_OVERSCAN_PX;
  const showEveryDay = perDay >= 16;
  const gridImage = `repeating-linear-gradient(to right, rgb(229 231 235) 0 1px, transparent 1px ${perDay * 7}px)`;

  const onRecolor = useStableHandler(props.onRecolor);
  const onRename = useStableHandler(props.onRename);
  const onAddEvent = useStableHandler(props.onAddEvent);
  const onEditEvent = useStableHandler(props.onEditEvent);
  const onDeleteEvent = useStableHandler(props.onDeleteEvent);
  const onMoveEvent = useStableHandler(props.onMoveEvent);
  // The event being dragged stays rendered however far edge scrolling takes the view from where it
  // started; unmounted, it would lose the pointer and the move would never be saved.
  const [draggingEventId, setDraggingEventId] = useState<string | null>(null);
  const onMoveBy = useStableHandler((moved: TimelineWithEvents, delta: -1 | 1) => {
    const from = ids.indexOf(moved.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= ids.length) return;
    onReorder(arrayMove(ids, from, to));
  });

  return (
    <div
      ref={scrollRef}
      data-testid="timeline-scroll"
      className="relative max-h-[calc(100vh-14rem)] overflow-auto rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <div style={{ width: headerWidth + width }} className="relative">
        <TimelineAxis
          axis={axis}
          headerWidth={headerWidth}
          width={width}
          perDay={perDay}
          showEveryDay={showEveryDay}
          todayX={todayX}
        />
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{ screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS } }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <div
              className="relative"
              style={{ height: virtualizer.getTotalSize() }}
              role="list"
              aria-label="Timelines"
            >
              {todayX === null ? null : (
                <div
                  className="pointer-events-none absolute top-0 bottom-0 z-[5] w-0.5 bg-red-500/70"
                  style={{ left: headerWidth + todayX - 1 }}
                  aria-label="Today"
                  role="presentation"
                />
              )}
              {virtualizer.getVirtualItems().map((item) => {
                const timeline = timelines[item.index];
                const layout = layouts[item.index];
                if (!timeline || !layout) return null;
                return (
                  <SortableRow
                    key={timeline.id}
                    id={timeline.id}
                    top={item.start}
                    height={layout.height}
                    isSortable={canAdmin}
                  >
                    {(handle) => (
                      <TimelineRowContent
                        timeline={timeline}
                        layout={layout}
                        headerWidth={headerWidth}
                        width={width}
                        gridImage={gridImage}
                        visibleFrom={visibleFrom}
                        visibleTo={visibleTo}
                        perDay={perDay}
                        isMobile={isMobile}
                        canEdit={props.canEdit}
                        canAdmin={canAdmin}
                        canDeleteEvent={props.canDeleteEvent}
                        scrollRef={scrollRef}
                        handle={handle}
                        onRecolor={onRecolor}
                        onRename={onRename}
                        onAddEvent={onAddEvent}
                        onMoveBy={onMoveBy}
                        onEditEvent={onEditEvent}
                        onDeleteEvent={onDeleteEvent}
                        onMoveEvent={onMoveEvent}
                        draggingEventId={draggingEventId}
                        onDragChange={setDraggingEventId}
                      />
                    )}
                  </SortableRow>
                );
              })}
            </div>
          </SortableContext>
        </DndContext>
      </div>
    </div>
  );
}

/** The sticky week axis with its day ticks and today marker; memoized, so scrolling skips it. */
const TimelineAxis = memo(function TimelineAxis({
  axis,
  headerWidth,
  width,
  perDay,
  showEveryDay,
  todayX,
}: {
  axis: WeekAxis;
  headerWidth: number;
  width: number;
  perDay: number;
  showEveryDay: boolean;
  todayX: number | null;
}) {
  return (
    <div className="sticky top-0 z-20 flex border-b border-gray-200 bg-white">
      <div
        className="sticky left-0 z-30 flex shrink-0 items-end border-r border-gray-200 bg-white px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
        style={{ width: headerWidth }}
      >
        Timelines
      </div>
      <div className="relative h-12" style={{ width }} aria-hidden="true">
        {axis.weeks.map((week) => (
          <div
            key={week.start}
            className="absolute top-0 h-6 border-l border-gray-300 px-1.5 pt-1 text-xs font-semibold whitespace-nowrap text-gray-700"
            style={{ left: week.x, width: week.width }}
            title={week.start}
          >
            {week.label}
          </div>
        ))}
        {axis.days.map((day) =>
          showEveryDay || day.isWeekStart ? (
            <div
              key={day.date}
              className={cn(
                'absolute top-6 h-6 border-l pt-1 text-center text-[10px]',
                day.isWeekStart ? 'border-gray-300 text-gray-600' : 'border-gray-100 text-gray-400',
              )}
              style={{ left: day.x, width: showEveryDay ? perDay : perDay * 7 }}
            >
              {showEveryDay ? day.day : `${day.date.slice(5, 7)}/${day.date.slice(8, 10)}`}
            </div>
          ) : (
            <div
              key={day.date}
              className="absolute bottom-0 h-1.5 border-l border-gray-200"
              style={{ left: day.x }}
            />
          ),
        )}
        {todayX === null ? null : (
          <div
            className="absolute top-0 bottom-0 w-0.5 bg-red-500"
            style={{ left: todayX - 1 }}
            title="Today"
          />
        )}
      </div>
    </div>
  );
});

interface TimelineRowContentProps {
  timeline: TimelineWithEvents;
  layout: TimelineLayout;
  headerWidth: number;
  width: number;
  gridImage: string;
  /** Canvas x range whose events are rendered. */
  visibleFrom: number;
  visibleTo: number;
  perDay: number;
  isMobile: boolean;
  canEdit: boolean;
  canAdmin: boolean;
  canDeleteEvent: boolean;
  scrollRef: React.RefObject<HTMLDivElement | null>;
  handle: HandleProps;
  onRecolor: TimelineRowHeaderProps['onRecolor'];
  onRename: TimelineRowHeaderProps['onRename'];
  onAddEvent: TimelineRowHeaderProps['onAddEvent'];
  onMoveBy: TimelineRowHeaderProps['onMoveBy'];
  onEditEvent: (event: PlanningEvent) => void;
  onDeleteEvent: (event: PlanningEvent) => void;
  onMoveEvent: (event: PlanningEvent, days: number) => void;
  /** Rendered even outside the visible window (see TimelineBoard). */
  draggingEventId: string | null;
  onDragChange: (eventId: string | null) => void;
}

/**
 * A row's header and events. Memoized: moving the virtual window (vertical scrolling) only moves
 * rows, and horizontal scrolling re-renders them once per step, where unchanged events are skipped.
 */
const TimelineRowContent = memo(function TimelineRowContent({
  timeline,
  layout,
  headerWidth,
  width,
  gridImage,
  visibleFrom,
  visibleTo,
  perDay,
  isMobile,
  canEdit,
  canAdmin,
  canDeleteEvent,
  scrollRef,
  handle,
  onRecolor,
  onRename,
  onAddEvent,
  onMoveBy,
  onEditEvent,
  onDeleteEvent,
  onMoveEvent,
  draggingEventId,
  onDragChange,
}: TimelineRowContentProps) {
  const canvasStyle: CSSProperties = { width, backgroundImage: gridImage };
  return (
    <>
      <div
        className="sticky left-0 z-10 shrink-0 border-r border-gray-200 bg-white"
        style={{ width: headerWidth, borderLeft: `4px solid ${timeline.color}` }}
      >
        <TimelineRowHeader
          timeline={timeline}
          canEdit={canEdit}
          canAdmin={canAdmin}
          canReorder={canAdmin}
          isCompact={isMobile}
          {...handle}
          onRecolor={onRecolor}
          onRename={onRename}
          onAddEvent={onAddEvent}
          onMoveBy={onMoveBy}
        />
      </div>
      <div className="relative" style={canvasStyle}>
        {layout.placed.map(({ event, geometry, lane, objective }) =>
          event.id !== draggingEventId &&
          (geometry.x + geometry.width < visibleFrom || geometry.x > visibleTo) ? null : (
            <TimelineEvent
              key={event.id}
              event={event}
              geometry={geometry}
              lane={lane}
              objective={objective}
              perDay={perDay}
              scrollRef={scrollRef}
              headerWidth={headerWidth}
              canEdit={canEdit}
              canDelete={canDeleteEvent}
              onEdit={onEditEvent}
              onDelete={onDeleteEvent}
              onMove={onMoveEvent}
              onDragChange={onDragChange}
            />
          ),
        )}
        {layout.overflow.map((group) =>
          group.x > visibleTo || group.x + OVERFLOW_MARKER_WIDTH < visibleFrom ? null : (
            <LaneOverflowMarker
              key={group.events[0]?.event.id ?? group.x}
              group={group}
              top={ROW_PADDING + layout.laneCount * LANE_HEIGHT}
              timelineName={timeline.name}
              canEdit={canEdit}
              canDelete={canDeleteEvent}
              onEdit={onEditEvent}
              onDelete={onDeleteEvent}
            />
          ),
        )}
      </div>
    </>
  );
});

type HandleProps = Pick<TimelineRowHeaderProps, 'handleAttributes' | 'handleListeners' | 'setHandleRef'>;

function SortableRow({
  id,
  top,
  height,
  isSortable,
  children,
}: {
  id: string;
  top: number;
  height: number;
  isSortable: boolean;
  children: (handle: HandleProps) => React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled: !isSortable });
  // One object per change of the handle's parts, so the memoized row content is not re-rendered.
  const handle = useMemo(
    () => ({ handleAttributes: attributes, handleListeners: listeners, setHandleRef: setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      data-timeline-id={id}
      className={cn(
        'absolute left-0 flex w-full border-b border-gray-100',
        isDragging && 'z-30 bg-white shadow-lg',
      )}
      style={{
        top,
        height,
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      {children(handle)}
    </div>
  );
}
