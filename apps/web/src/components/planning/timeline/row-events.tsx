import { useMemo, type ReactNode } from 'react';
import { LANE_HEIGHT, OVERFLOW_MARKER_WIDTH, ROW_PADDING } from '@plotline/shared';
import { useBoard, type RowRights } from './board-context';
import { LaneOverflowMarker } from './lane-overflow-marker';
import { labelRooms } from './timeline-layout';
import { TimelineEvent } from './timeline-event';
import { overflowStopId } from './use-board-keys';
import { isInView } from './use-board-viewport';
import type { TimelineLayout } from './use-row-layouts';

export interface RowCanvasProps {
  timeline: { id: string; name: string };
  layout: TimelineLayout;
  /** The row's own rights where the board's differ (the portfolio: each project's). */
  rights?: RowRights | undefined;
  /**
   * The board's one tab stop when it is in this row (use-board-keys.ts): an event's or a marker's
   * id; it is rendered wherever the view is scrolled, so Tab always finds it.
   */
  activeStop: string | null;
  /** Drawn behind the events (the baseline's ghost bars). */
  children?: ReactNode;
}

/**
 * A row's canvas, the same on the timeline and the portfolio (docs/decisions.md D53): the zoom
 * level's grid, the events near the view (dots, bars, milestones with their tooltips and drags) and
 * the "+N" markers of the lanes over the cap. What the board shares comes from BoardContext.
 */
export function RowCanvas({ timeline, layout, rights, activeStop, children }: RowCanvasProps) {
  const board = useBoard();
  const { canEdit, canDelete, isFreeze } = rights ?? board.rights;
  const { width, visibleFrom, visibleTo, draggingEventId } = board;
  // Room for titles beside dots and bars, for the rendered rows only (docs/decisions.md D39).
  const rooms = useMemo(() => labelRooms(layout.placed, width), [layout.placed, width]);
  return (
    <div className="relative" style={{ width, backgroundImage: board.gridImage }}>
      {children}
      {layout.placed.map(({ event, geometry, lane, objective }) =>
        event.id !== draggingEventId && event.id !== activeStop && !isInView(geometry, visibleFrom, visibleTo) ? null : (
          <TimelineEvent
            key={event.id}
            event={event}
            geometry={geometry}
            lane={lane}
            objective={objective}
            labelRoom={rooms.get(event.id)}
            perDay={board.perDay}
            scrollRef={board.scrollRef}
            headerWidth={board.headerWidth}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={board.onEdit}
            onDelete={board.onDelete}
            onMove={board.onMove}
            onOpen={board.onOpen}
            onDragChange={board.onDragChange}
            isActive={event.id === activeStop}
            isHighlighted={board.highlighted?.has(event.id)}
            isFreeze={isFreeze || undefined}
            isSelected={board.selectedIds?.has(event.id)}
            onToggleSelect={board.onToggleSelect}
          />
        ),
      )}
      {layout.overflow.map((group) => {
        const stopId = overflowStopId(timeline.id, group.x);
        return stopId !== activeStop && !isInView({ x: group.x, width: OVERFLOW_MARKER_WIDTH }, visibleFrom, visibleTo) ? null : (
          <LaneOverflowMarker
            key={group.events[0]?.event.id ?? group.x}
            group={group}
            top={ROW_PADDING + layout.laneCount * LANE_HEIGHT}
            timelineName={timeline.name}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={board.onEdit}
            onDelete={board.onDelete}
            stopId={stopId}
            isActive={stopId === activeStop}
          />
        );
      })}
    </div>
  );
}
