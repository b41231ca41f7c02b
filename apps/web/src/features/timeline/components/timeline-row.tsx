import { memo } from 'react';
import { countLabel, type TimelineWithEvents } from '@plotline/shared';
import { useSortableRow, type SortableHandleProps } from '@/components/planning/sortable-rows-core';
import { useBoard } from '@/components/planning/timeline/board-context';
import { RowCanvas } from '@/components/planning/timeline/row-events';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';
import { cn } from '@/lib/cn';
import { GhostBars, type GhostBar } from '@/components/planning/baselines/baseline-ghosts';
import { TimelineRowHeader, type TimelineHeaderKit } from './timeline-row-header';

/**
 * One timeline's row, absolutely placed at `top` in the virtualized list, sortable by its header's
 * handle (components/planning/sortable-rows-core.tsx).
 */
export function TimelineRow({ top, ...content }: Omit<TimelineRowContentProps, 'handle'> & { top: number }) {
  const { timeline, layout } = content;
  // Admins reorder the rows.
  const { setNodeRef, style, isDragging, handle } = useSortableRow(timeline.id, { disabled: !content.header.canAdmin });
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
  handle: SortableHandleProps;
  /** What every row's header shows and does (timeline-row-header.tsx). */
  header: TimelineHeaderKit;
  /**
   * The board's one tab stop when it is in this row (components/planning/timeline/use-board-keys.ts):
   * the row's id (its header, whose controls are then tabbable too), an event's or a marker's; null
   * in other rows. The stop is rendered wherever the view is scrolled, so Tab always finds it.
   */
  activeStop: string | null;
  /** The compared baseline's bars of this row, drawn behind its events (docs/decisions.md D49). */
  ghosts?: readonly GhostBar[] | undefined;
}

/**
 * A row's header and its canvas (components/planning/timeline/row-events.tsx, the board's shared
 * state from BoardContext). Memoized: moving the virtual window (vertical scrolling) only moves rows,
 * and horizontal scrolling re-renders the canvases once per step, where unchanged events are skipped.
 */
const TimelineRowContent = memo(function TimelineRowContent({
  timeline,
  layout,
  handle,
  header,
  activeStop,
  ghosts,
}: TimelineRowContentProps) {
  const { headerWidth } = useBoard();
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
        <TimelineRowHeader timeline={timeline} kit={header} handle={handle} controlTabIndex={isRowStop ? 0 : -1} />
      </div>
      <RowCanvas timeline={timeline} layout={layout} activeStop={activeStop}>
        {ghosts && ghosts.length > 0 ? <GhostBars ghosts={ghosts} /> : null}
      </RowCanvas>
    </>
  );
});
