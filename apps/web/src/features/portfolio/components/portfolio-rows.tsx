import { memo, useMemo, type ReactNode } from 'react';
import { ChevronDown, ChevronRight, Snowflake } from 'lucide-react';
import { countLabel, type ProjectSummary, type TimelineWithEvents } from '@plotline/shared';
import type { PortfolioProject } from '@/api/portfolio';
import { AccessBadge } from '@/components/ui/access-badge';
import { cn } from '@/lib/cn';
import { useBoard } from '@/components/planning/timeline/board-context';
import { FREEZE_PROJECT_HINT } from '@/components/planning/timeline/freeze';
import { RowCanvas } from '@/components/planning/timeline/row-events';
import type { TimelineLayout } from '@/components/planning/timeline/use-row-layouts';

/** A row's own stop of the board's keyboard (use-board-keys.ts): its id, and whether it takes Tab now. */
interface RowStop {
  stopId: string;
  isStop: boolean;
}

/**
 * A project's header: collapses its timelines; its colour, name, freeze, access and how many
 * timelines. The name comes first and the badges wrap under it when they do not fit (D66). In the
 * phone's narrow column (`isCompact`, docs/decisions.md D77) the name takes up to two lines and the
 * badges a line of their own under it, in a taller row (PHONE_PROJECT_ROW_HEIGHT); a longer name ends
 * in an ellipsis and is whole in its title and in the button's name.
 */
export function ProjectHeaderRow({
  project,
  isCollapsed,
  isCompact,
  stopId,
  isStop,
  onToggle,
}: RowStop & {
  project: ProjectSummary;
  isCollapsed: boolean;
  isCompact: boolean;
  onToggle: (projectId: string) => void;
}) {
  const { headerWidth, width } = useBoard();
  const Chevron = isCollapsed ? ChevronRight : ChevronDown;
  return (
    <>
      <div
        className={cn(
          'sticky left-0 z-10 flex shrink-0 flex-wrap content-center items-center gap-x-1.5 gap-y-0.5 border-r border-gray-200 bg-gray-50 px-2',
          isCompact && 'flex-col flex-nowrap items-start justify-center gap-y-1',
        )}
        style={{ width: headerWidth, borderLeft: `4px solid ${project.color}` }}
      >
        <button
          type="button"
          data-stop={stopId}
          tabIndex={isStop ? 0 : -1}
          className="flex max-w-full min-w-0 flex-auto cursor-pointer items-center gap-1.5 rounded text-left text-sm/4 font-semibold text-gray-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-expanded={!isCollapsed}
          aria-label={`${project.name}, ${countLabel(project.timelineCount, 'timeline')}`}
          onClick={() => onToggle(project.id)}
        >
          <Chevron className="h-4 w-4 shrink-0 self-start text-gray-500" aria-hidden="true" />
          <span className={isCompact ? 'line-clamp-2 break-words' : 'truncate'} title={project.name}>
            {project.name}
          </span>
        </button>
        <span className={cn('flex shrink-0 items-center gap-1.5', isCompact && 'pl-5.5')}>
          {project.isFreeze ? (
            <span
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-800/20 ring-inset"
              title={FREEZE_PROJECT_HINT}
            >
              <Snowflake className="h-3 w-3" aria-hidden="true" />
              <span className={cn(isCompact && 'sr-only')}>Freeze</span>
            </span>
          ) : null}
          <AccessBadge level={project.effectiveLevel} />
        </span>
      </div>
      <div className="bg-gray-50" style={{ width }} aria-hidden="true" />
    </>
  );
}

/** The sticky name cell of a timeline row (loaded or pending), the row's own stop. */
function TimelineNameCell({ color, label, stopId, isStop, children }: RowStop & { color: string; label?: string; children: ReactNode }) {
  const { headerWidth } = useBoard();
  return (
    <div
      role={label ? 'group' : undefined}
      aria-label={label}
      data-stop={stopId}
      tabIndex={isStop ? 0 : -1}
      className="sticky left-0 z-10 flex shrink-0 items-center border-r border-gray-200 bg-white py-2 pr-2 pl-6 text-sm text-gray-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
      style={{ width: headerWidth, borderLeft: `4px solid ${color}` }}
    >
      {children}
    </div>
  );
}

/** A timeline row of a project whose page of projects is still loading. */
export function PendingTimelineRow({ project, isFirst, stopId, isStop }: RowStop & { project: ProjectSummary; isFirst: boolean }) {
  const { width } = useBoard();
  return (
    <>
      <TimelineNameCell color={project.color} stopId={stopId} isStop={isStop}>
        {isFirst ? <span role="status" className="text-gray-500">Loading timelines…</span> : null}
      </TimelineNameCell>
      <div style={{ width }} aria-hidden="true" />
    </>
  );
}

export interface PortfolioTimelineRowProps {
  project: PortfolioProject;
  timeline: TimelineWithEvents;
  layout: TimelineLayout;
  canEdit: boolean;
  /** The board's tab stop when it is in this row: the row's own id, an event's or a marker's. */
  activeStop: string | null;
}

/**
 * One timeline of a project: its name, then the timeline view's canvas (RowCanvas: the same bars,
 * dots, milestones and tooltips). A click or Enter opens the event in its project's timeline; only
 * the projects the user may edit can be dragged.
 */
export const PortfolioTimelineRow = memo(function PortfolioTimelineRow({
  project,
  timeline,
  layout,
  canEdit,
  activeStop,
}: PortfolioTimelineRowProps) {
  // Events are opened in their timeline, never deleted here.
  const rights = useMemo(() => ({ canEdit, canDelete: false, isFreeze: project.isFreeze }), [canEdit, project.isFreeze]);
  return (
    <>
      <TimelineNameCell
        color={timeline.color}
        label={`${timeline.name}, ${countLabel(timeline.events.length, 'event')}`}
        stopId={timeline.id}
        isStop={activeStop === timeline.id}
      >
        <span className="truncate" title={timeline.name}>
          {timeline.name}
        </span>
      </TimelineNameCell>
      <RowCanvas timeline={timeline} layout={layout} rights={rights} activeStop={activeStop} />
    </>
  );
});
