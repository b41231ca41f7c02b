import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
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
  type ObjectiveMap,
  type PlanningEvent,
  type TimelineWithEvents,
} from '@plotline/shared';
import { cn } from '@/lib/cn';
import {
  buildWeekAxis,
  canvasWidth,
  dayCenterX,
  eventGeometry,
  packLanes,
  pixelsPerDay,
  rowHeight,
  toDatedItem,
  type TimeRange,
} from '../utils/timeline-layout';
import { TimelineEvent } from './timeline-event';
import { TimelineRowHeader, type TimelineRowHeaderProps } from './timeline-row-header';

/** dnd-kit's default text speaks of its keyboard sensor; reordering by keyboard uses Alt+Arrow keys instead. */
const REORDER_INSTRUCTIONS =
  'To reorder timelines, press Alt+Arrow Up or Alt+Arrow Down on the handle, or drag it with a pointer.';

/** Extra canvas pixels either side of the viewport whose events are still rendered. */
const HORIZONTAL_OVERSCAN_PX = 400;

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

/** The user's local calendar day, for the today marker. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Week axis, day ticks, today marker and one virtualized row per timeline. */
export function TimelineBoard(props: TimelineBoardProps) {
  const { timelines, range, objectives, isMobile, canAdmin, onReorder } = props;
  const headerWidth = isMobile ? 150 : 240;
  const scrollRef = useRef<HTMLDivElement>(null);
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
      frame = requestAnimationFrame(() =>
        setViewport((current) =>
          current.scrollLeft === element.scrollLeft
            ? current
            : { ...current, scrollLeft: element.scrollLeft },
        ),
      );
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

  const layouts = useMemo(
    () =>
      timelines.map((timeline) => {
        const placed = timeline.events.flatMap((event) => {
          const geometry = eventGeometry(toDatedItem(event), range, width);
          return geometry ? [{ event, geometry }] : [];
        });
        // Lanes come from the visible events only, so hidden ones do not make rows taller.
        const lanes = packLanes(placed.map(({ event }) => toDatedItem(event)));
        return { placed, lanes, height: rowHeight(lanes.laneCount) };
      }),
    [timelines, range, width],
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

  const visibleFrom = viewport.scrollLeft - HORIZONTAL_OVERSCAN_PX;
  const visibleTo = viewport.scrollLeft + viewport.width + HORIZONTAL_OVERSCAN_PX;
  const showEveryDay = perDay >= 16;
  const weekGrid: CSSProperties = {
    backgroundImage: `repeating-linear-gradient(to right, rgb(229 231 235) 0 1px, transparent 1px ${perDay * 7}px)`,
  };

  return (
    <div
      ref={scrollRef}
      data-testid="timeline-scroll"
      className="relative max-h-[calc(100vh-14rem)] overflow-auto rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <div style={{ width: headerWidth + width }} className="relative">
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
                      <>
                        <div
                          className="sticky left-0 z-10 shrink-0 border-r border-gray-200 bg-white"
                          style={{ width: headerWidth, borderLeft: `4px solid ${timeline.color}` }}
                        >
                          <TimelineRowHeader
                            timeline={timeline}
                            canEdit={props.canEdit}
                            canAdmin={canAdmin}
                            canReorder={canAdmin}
                            isCompact={isMobile}
                            {...handle}
                            onRecolor={props.onRecolor}
                            onRename={props.onRename}
                            onAddEvent={props.onAddEvent}
                            onMoveBy={(moved, delta) => {
                              const from = ids.indexOf(moved.id);
                              const to = from + delta;
                              if (from < 0 || to < 0 || to >= ids.length) return;
                              onReorder(arrayMove(ids, from, to));
                            }}
                          />
                        </div>
                        <div className="relative" style={{ width, ...weekGrid }}>
                          {layout.placed.map(({ event, geometry }) =>
                            geometry.x + geometry.width < visibleFrom - headerWidth ||
                            geometry.x > visibleTo ? null : (
                              <TimelineEvent
                                key={event.id}
                                event={event}
                                geometry={geometry}
                                lane={layout.lanes.lanes.get(event.id) ?? 0}
                                objective={describeObjective(event.objective, objectives)}
                                perDay={perDay}
                                scrollRef={scrollRef}
                                canEdit={props.canEdit}
                                canDelete={props.canDeleteEvent}
                                onEdit={props.onEditEvent}
                                onDelete={props.onDeleteEvent}
                                onMove={props.onMoveEvent}
                              />
                            ),
                          )}
                        </div>
                      </>
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
      {children({
        handleAttributes: attributes,
        handleListeners: listeners,
        setHandleRef: setActivatorNodeRef,
      })}
    </div>
  );
}
