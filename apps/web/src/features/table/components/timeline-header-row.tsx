import { ChevronDown, ChevronRight, GripVertical } from 'lucide-react';
import { useSortableRow } from '@/components/planning/sortable-rows';
import { onColor } from '@/lib/on-color';
import { TimelineColor } from '@/components/ui/debounced-color-input';
import { cn } from '@/lib/cn';
import { eventCountLabel, type TimelineGroup } from '../utils/table-rows';
import type { GridPermissions } from './event-row';
import type { RowMenu } from './row-menu';

interface TimelineHeaderRowProps {
  group: TimelineGroup;
  isCollapsed: boolean;
  permissions: GridPermissions;
  /** True while the timeline has a change on its way (a new timeline's temporary id among them). */
  isSaving: boolean;
  onToggleCollapse: (timelineId: string) => void;
  onRecolorTimeline: (group: TimelineGroup, color: string) => void;
}

/**
 * A timeline's header row in headers mode: reorder handle (drag, or Shift+ArrowUp/Down on it: the one
 * scheme, components/planning/sortable-rows.tsx, docs/decisions.md D31), collapse, colour, name and
 * count; admins get 'Delete Timeline' on right-click (`timelineHeaderMenu`).
 */
export function TimelineHeaderRow({
  group,
  isCollapsed,
  permissions,
  isSaving,
  onToggleCollapse,
  onRecolorTimeline,
}: TimelineHeaderRowProps) {
  const canReorder = permissions.canAdmin && !isSaving;
  const { setNodeRef, style, isDragging, handle } = useSortableRow(group.timelineId, {
    disabled: !canReorder,
  });
  return (
    <div
      ref={setNodeRef}
      role="row"
      aria-busy={isSaving || undefined}
      className={cn(
        'flex h-[52px] items-center gap-3 border-b border-gray-200 px-3',
        isDragging && 'relative z-10 shadow-lg outline-2 -outline-offset-2 outline-brand-500',
      )}
      // Only the dragged header moves: the others stay over their own events (which a sortable
      // list's make-room shift would leave behind), and the one under the pointer is the drop place.
      // The tint over the surface colour, so a dragged header hides the one it passes over.
      style={{
        background: `linear-gradient(${group.color}1f, ${group.color}1f), var(--color-white)`,
        borderLeft: `4px solid ${group.color}`,
        ...(isDragging ? style : {}),
      }}
    >
      {/* Sticky: with the grid scrolled sideways (a phone, many columns) the handle, name and count
          stay in view instead of scrolling away with the row. */}
      <div role="rowheader" className="sticky left-3 flex min-w-0 items-center gap-3">
        {permissions.canAdmin ? (
          <button
            type="button"
            {...handle}
            aria-label={`Reorder ${group.name} (Shift+Arrow Up or Down)`}
            title="Drag, or press Shift+Arrow Up or Down, to reorder"
            disabled={isSaving}
            className="cursor-grab touch-none rounded p-1 text-gray-500 hover:bg-white/70 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none active:cursor-grabbing"
          >
            <GripVertical className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          aria-expanded={!isCollapsed}
          aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${group.name}`}
          onClick={() => onToggleCollapse(group.timelineId)}
          className="rounded p-1 text-gray-700 hover:bg-white/70"
        >
          {isCollapsed ? (
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          )}
        </button>
        <TimelineColor
          canEdit={permissions.canEdit}
          timeline={group}
          onCommit={(color) => onRecolorTimeline(group, color)}
          className="border-white/70"
          swatchClassName="h-5 w-5 rounded border border-white/70"
        />
        <h3 className="truncate text-sm font-semibold text-gray-900">{group.name}</h3>
        <span className="shrink-0 rounded-full px-2 py-0.5 text-xs font-medium" style={onColor(group.color)}>
          {eventCountLabel(group.rows.length)}
        </span>
      </div>
    </div>
  );
}

/** A timeline header's right-click menu for admins (components/row-menu.tsx). */
export function timelineHeaderMenu(
  group: TimelineGroup,
  onDeleteTimeline: (group: TimelineGroup) => void,
): RowMenu {
  return {
    items: [{ label: 'Delete Timeline', onSelect: () => onDeleteTimeline(group), isDestructive: true }],
  };
}
