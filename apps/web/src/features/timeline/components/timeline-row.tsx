import { isInView } from '@/components/planning/timeline/use-board-viewport';
import { memo, useMemo, type CSSProperties } from 'react';
import { countLabel, LANE_HEIGHT, OVERFLOW_MARKER_WIDTH, ROW_PADDING, type PlanningEvent, type TimelineWithEvents } from '@plotline/shared';
import { useSortableRow, type SortableHandleProps } from '@/components/planning/sortable-rows';
import { cn } from '@/lib/cn';
import { overflowStopId } from '../hooks/use-board-keys';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';
import { labelRooms } from '@/components/planning/timeline/timeline-layout';
import { LaneOverflowMarker } from '@/components/planning/timeline/lane-overflow-marker';
import { TimelineEvent } from '@/components/planning/timeline/timeline-event';
import { GhostBars, type GhostBar } from '@/components/planning/baselines/baseline-ghosts';
import { TimelineRowHeader, type TimelineRowHeaderProps } from './timeline-row-header';

/**
 * One timeline's row, absolutely placed at `top` in the virtualized list, sortable by its header's
 * handle (components/planning/sortable-rows.tsx).
 */
export function TimelineRow({
  top,
  isSortable,
  ...content
}: Omit<TimelineRowContentProps, 'handle'> & { top: number; isSortable: boolean }) {
  const { timeline, layout } = content;
  const { setNodeRef, style, isDragging, handle } = useSortableRow(timeline.id, { disabled: !isSortable });
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      data-timeline-id={timeline.id}
      className={cn(
        'absolute left-0 flex w-full border-b border-gray-100',
        isDragging && 'z-30 bg-white shadow-lg',
      )}
      style={{ top, height: layout.height, ...style }}
    >
      <TimelineRowContent {...content} handle={handle} />
    </div>
  );
}

export interface TimelineRowContentProps {
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
  handle: SortableHandleProps;
  onRecolor: TimelineRowHeaderProps['onRecolor'];
  onRename: TimelineRowHeaderProps['onRename'];
  onAddEvent: TimelineRowHeaderProps['onAddEvent'];
  onEditEvent: (event: PlanningEvent) => void;
  onDeleteEvent: (event: PlanningEvent) => void;
  onMoveEvent: (event: PlanningEvent, days: number) => void;
  /** Rendered even outside the visible window (see TimelineBoard). */
  draggingEventId: string | null;
  onDragChange: (eventId: string | null) => void;
  /**
   * The board's one tab stop when it is in this row (hooks/use-board-keys.ts): the row's id (its
   * header, whose controls are then tabbable too), an event's or a marker's; null in other rows.
   * The stop is rendered wherever the view is scrolled, so Tab always finds it.
   */
  activeStop: string | null;
  /** The compared baseline's bars of this row, drawn behind its events (docs/decisions.md D49). */
  ghosts?: readonly GhostBar[] | undefined;
  /** The project is a freeze: every bar hatched (docs/decisions.md D45). */
  isFreezeProject?: boolean;
  /** The events selected for a bulk change (docs/decisions.md D48). */
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (event: PlanningEvent) => void;
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
  onEditEvent,
  onDeleteEvent,
  onMoveEvent,
  draggingEventId,
  onDragChange,
  activeStop,
  ghosts,
  isFreezeProject = false,
  selectedIds,
  onToggleSelect,
}: TimelineRowContentProps) {
  const canvasStyle: CSSProperties = { width, backgroundImage: gridImage };
  // Room for titles beside dots and bars, for the rendered rows only (docs/decisions.md D39).
  const rooms = useMemo(() => labelRooms(layout.placed, width), [layout.placed, width]);
  const isRowStop = activeStop === timeline.id;
  return (
    <>
      <div
        tabIndex={isRowStop ? 0 : -1}
        data-stop={timeline.id}
        role="group"
        aria-label={`${timeline.name}, ${countLabel(timeline.events.length, 'event')}`}
        className="sticky left-0 z-10 shrink-0 border-r border-gray-200 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
        style={{ width: headerWidth, borderLeft: `4px solid ${timeline.color}` }}
      >
        <TimelineRowHeader
          timeline={timeline}
          canEdit={canEdit}
          canAdmin={canAdmin}
          canReorder={canAdmin}
          isCompact={isMobile}
          handle={handle}
          controlTabIndex={isRowStop ? 0 : -1}
          onRecolor={onRecolor}
          onRename={onRename}
          onAddEvent={onAddEvent}
        />
      </div>
      <div className="relative" style={canvasStyle}>
        {ghosts && ghosts.length > 0 ? <GhostBars ghosts={ghosts} /> : null}
        {layout.placed.map(({ event, geometry, lane, objective }) =>
          event.id !== draggingEventId &&
          event.id !== activeStop &&
          !isInView(geometry, visibleFrom, visibleTo) ? null : (
            <TimelineEvent
              key={event.id}
              event={event}
              geometry={geometry}
              lane={lane}
              objective={objective}
              labelRoom={rooms.get(event.id)}
              perDay={perDay}
              scrollRef={scrollRef}
              headerWidth={headerWidth}
              canEdit={canEdit}
              canDelete={canDeleteEvent}
              onEdit={onEditEvent}
              onDelete={onDeleteEvent}
              onMove={onMoveEvent}
              onDragChange={onDragChange}
              isActive={event.id === activeStop}
              isFreeze={isFreezeProject || undefined}
              isSelected={selectedIds.has(event.id)}
              onToggleSelect={onToggleSelect}
            />
          ),
        )}
        {layout.overflow.map((group) =>
          overflowStopId(timeline.id, group.x) !== activeStop &&
          (group.x > visibleTo || group.x + OVERFLOW_MARKER_WIDTH < visibleFrom) ? null : (
            <LaneOverflowMarker
              key={group.events[0]?.event.id ?? group.x}
              group={group}
              top={ROW_PADDING + layout.laneCount * LANE_HEIGHT}
              timelineName={timeline.name}
              canEdit={canEdit}
              canDelete={canDeleteEvent}
              onEdit={onEditEvent}
              onDelete={onDeleteEvent}
              stopId={overflowStopId(timeline.id, group.x)}
              isActive={overflowStopId(timeline.id, group.x) === activeStop}
            />
          ),
        )}
      </div>
    </>
  );
});
