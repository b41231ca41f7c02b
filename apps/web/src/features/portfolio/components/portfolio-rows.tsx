import { isInView } from '@/components/planning/timeline/use-board-viewport';
import { memo, useMemo, type CSSProperties, type RefObject } from 'react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import {
  countLabel,
  LANE_HEIGHT,
  OVERFLOW_MARKER_WIDTH,
  ROW_PADDING,
  type PlanningEvent,
  type ProjectSummary,
  type TimelineWithEvents,
} from '@plotline/shared';
import type { PortfolioProject } from '@/api/portfolio';
import { AccessBadge } from '@/components/ui/access-badge';
import { isFreezeEvent } from '@/components/planning/timeline/freeze';
import { LaneOverflowMarker } from '@/components/planning/timeline/lane-overflow-marker';
import { labelRooms } from '@/components/planning/timeline/timeline-layout';
import { TimelineEvent } from '@/components/planning/timeline/timeline-event';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';

/** A project's header: collapses its timelines; its colour, name, access and how many timelines. */
export function ProjectHeaderRow({
  project,
  isCollapsed,
  headerWidth,
  width,
  onToggle,
}: {
  project: ProjectSummary;
  isCollapsed: boolean;
  headerWidth: number;
  width: number;
  onToggle: (projectId: string) => void;
}) {
  const Chevron = isCollapsed ? ChevronRight : ChevronDown;
  return (
    <>
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center gap-1.5 border-r border-gray-200 bg-gray-50 px-2"
        style={{ width: headerWidth, borderLeft: `4px solid ${project.color}` }}
      >
        <button
          type="button"
          className="flex min-w-0 flex-1 cursor-pointer items-center gap-1.5 rounded text-left text-sm font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-expanded={!isCollapsed}
          aria-label={`${project.name}, ${countLabel(project.timelineCount, 'timeline')}`}
          onClick={() => onToggle(project.id)}
        >
          <Chevron className="h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="truncate" title={project.name}>
            {project.name}
          </span>
        </button>
        <AccessBadge level={project.effectiveLevel} className="max-sm:hidden" />
      </div>
      <div className="bg-gray-50" style={{ width }} aria-hidden="true" />
    </>
  );
}

/** A timeline row of a project whose page of projects is still loading. */
export function PendingTimelineRow({
  project,
  isFirst,
  headerWidth,
  width,
}: {
  project: ProjectSummary;
  isFirst: boolean;
  headerWidth: number;
  width: number;
}) {
  return (
    <>
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center border-r border-gray-200 bg-white py-2 pr-2 pl-6 text-sm text-gray-500"
        style={{ width: headerWidth, borderLeft: `4px solid ${project.color}` }}
      >
        {isFirst ? <span role="status">Loading timelines…</span> : null}
      </div>
      <div style={{ width }} aria-hidden="true" />
    </>
  );
}

export interface PortfolioTimelineRowProps {
  project: PortfolioProject;
  timeline: TimelineWithEvents;
  layout: TimelineLayout;
  headerWidth: number;
  width: number;
  gridImage: string;
  visibleFrom: number;
  visibleTo: number;
  perDay: number;
  canEdit: boolean;
  scrollRef: RefObject<HTMLDivElement | null>;
  highlighted: ReadonlySet<string>;
  onOpenEvent: (event: PlanningEvent) => void;
  onMoveEvent: (event: PlanningEvent, days: number) => void;
  draggingEventId: string | null;
  onDragChange: (eventId: string | null) => void;
}

const noDelete = () => undefined;

/**
 * One timeline of a project: its name, then the same bars, dots, milestones and tooltips as the
 * timeline view (components/planning/timeline). A click opens the event in its project's timeline;
 * only the projects the user may edit can be dragged.
 */
export const PortfolioTimelineRow = memo(function PortfolioTimelineRow({
  project,
  timeline,
  layout,
  headerWidth,
  width,
  gridImage,
  visibleFrom,
  visibleTo,
  perDay,
  canEdit,
  scrollRef,
  highlighted,
  onOpenEvent,
  onMoveEvent,
  draggingEventId,
  onDragChange,
}: PortfolioTimelineRowProps) {
  const canvasStyle: CSSProperties = { width, backgroundImage: gridImage };
  const rooms = useMemo(() => labelRooms(layout.placed, width), [layout.placed, width]);
  return (
    <>
      <div
        role="group"
        aria-label={`${timeline.name}, ${countLabel(timeline.events.length, 'event')}`}
        className="sticky left-0 z-10 flex shrink-0 items-center border-r border-gray-200 bg-white py-2 pr-2 pl-6 text-sm text-gray-800"
        style={{ width: headerWidth, borderLeft: `4px solid ${timeline.color}` }}
      >
        <span className="truncate" title={timeline.name}>
          {timeline.name}
        </span>
      </div>
      <div className="relative" style={canvasStyle}>
        {layout.placed.map(({ event, geometry, lane, objective }) =>
          event.id !== draggingEventId && !isInView(geometry, visibleFrom, visibleTo) ? null : (
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
              canDelete={false}
              onEdit={onOpenEvent}
              onDelete={noDelete}
              onMove={onMoveEvent}
              onOpen={onOpenEvent}
              onDragChange={onDragChange}
              isActive
              isHighlighted={highlighted.has(event.id)}
              isFreeze={isFreezeEvent(event, project)}
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
              canDelete={false}
              onEdit={onOpenEvent}
              onDelete={noDelete}
              isActive
            />
          ),
        )}
      </div>
    </>
  );
});
