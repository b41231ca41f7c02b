import type { EventSlip, ObjectiveMap } from '@plotline/shared';
import { CHECKBOX_CLASS } from '@/components/ui/check-row';
import { cn } from '@/lib/cn';
import { onColor } from '@/lib/on-color';
import { COLUMN_LABELS, type ColumnId, type ColumnWidths } from '../utils/column-widths';
import { MilestoneDiamond } from '@/components/planning/milestone-diamond';
import { backToCell, cellId, cellText, editorInitial, type CellAddress } from '../utils/grid-cells';
import { predecessorsOf, type Predecessor } from '../utils/predecessors';
import { eventCountLabel, type TableRow, type TimelineGroup } from '../utils/table-rows';
import type { RowItem } from '../utils/virtual-items';
import type { FinishEditing } from '../hooks/use-grid-navigation';
import { CellEditor, isEditableColumn } from './cell-editor';
import { DependsOnCell } from './depends-on-cell';
import type { RowMenu } from './row-menu';
import { SlipCell } from './slip-cell';

export interface GridPermissions {
  canEdit: boolean;
  canAdmin: boolean;
  canDeleteEvent: boolean;
}

/** How a row is marked: a change on its way, or saved a moment ago (hooks/use-row-states.ts). */
export type RowOverlay = 'saving' | 'saved';

interface EventRowProps {
  item: RowItem;
  rowIndex: number;
  columns: ColumnId[];
  shownWidths: ColumnWidths;
  isHeadersMode: boolean;
  permissions: GridPermissions;
  objectives: ObjectiveMap;
  overlay: RowOverlay | undefined;
  current: CellAddress | null;
  editing: CellAddress | null;
  onCellFocus: (address: CellAddress) => void;
  onStartEditing: (address: CellAddress) => void;
  onFinishEditing: FinishEditing;
  onDeleteTimeline: (group: TimelineGroup) => void;
  /** Each event's predecessors, for the "Depends on" column (utils/predecessors.ts). */
  predecessors: ReadonlyMap<string, readonly Predecessor[]>;
  /** Moves the focus to an event's row (a "Depends on" title's click). */
  onFocusEvent: (eventId: string) => void;
  /** Each event's slip against the compared baseline, for the "Slip" column (docs/decisions.md D49). */
  slips?: ReadonlyMap<string, EventSlip> | undefined;
  /** Chosen for a bulk change (docs/decisions.md D48). */
  isSelected: boolean;
  onToggleSelect: (eventId: string) => void;
}

/** The width of the selection checkboxes' column, before the others. */
export const SELECT_COLUMN_WIDTH = 40;

/** One event's row of cells; editors see Edit, Add and Delete on right-click (`eventRowMenu`). */
export function EventRow(props: EventRowProps) {
  const { item, columns, shownWidths, current, editing, isHeadersMode, permissions, overlay } = props;
  const { row } = item;
  const isGroupStart = !isHeadersMode && item.groupStart !== null;
  return (
    <div
      role="row"
      aria-rowindex={props.rowIndex}
      aria-busy={overlay === 'saving' ? true : undefined}
      data-overlay={overlay}
      className={cn(
        'flex border-b border-gray-100 transition-colors',
        props.isSelected ? 'bg-brand-50 hover:bg-brand-100' : 'bg-white hover:bg-gray-50',
        isGroupStart && 'border-t-2',
        overlay === 'saving' && 'opacity-60',
        overlay === 'saved' && 'bg-green-50',
      )}
      style={{
        borderLeft: `4px solid ${row.timelineColor}`,
        borderTopColor: isGroupStart ? row.timelineColor : undefined,
      }}
    >
      <div
        role="gridcell"
        aria-label="Selection"
        className="flex shrink-0 items-center justify-center"
        style={{ width: SELECT_COLUMN_WIDTH }}
      >
        <input
          type="checkbox"
          // The row's cells are the grid's stops; Space on any of them toggles this box (hooks/use-grid-navigation.ts).
          tabIndex={-1}
          aria-label={`Select ${row.title}`}
          className={CHECKBOX_CLASS}
          checked={props.isSelected}
          disabled={row.id.startsWith('temp-')}
          onChange={() => props.onToggleSelect(row.id)}
        />
      </div>
      {columns.map((column) => {
        const address = { eventId: row.id, column };
        const isCurrent = current?.eventId === row.id && current.column === column;
        const isEditing = editing?.eventId === row.id && editing.column === column;
        return (
          <div
            key={column}
            role="gridcell"
            data-cell={cellId(address)}
            tabIndex={isCurrent && !isEditing ? 0 : -1}
            aria-readonly={!permissions.canEdit || !isEditableColumn(column) ? true : undefined}
            // A milestone's title cell says so before the title (its diamond is drawn, not read).
            aria-label={column === 'title' && row.event.isMilestone ? `Milestone: ${row.title}` : undefined}
            style={{ width: shownWidths[column] }}
            onFocus={(event) => {
              if (event.target === event.currentTarget) props.onCellFocus(address);
            }}
            onDoubleClick={() => props.onStartEditing(address)}
            className={cn(
              'flex min-h-[43px] shrink-0 items-center py-1.5 text-sm text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset',
              // The objective pill gets the room of the spec's 140 px column (docs/decisions.md D23).
              column === 'objective' ? 'px-2' : 'px-3',
              permissions.canEdit && isEditableColumn(column) && 'cursor-text',
            )}
          >
            {isEditing && isEditableColumn(column) ? (
              <CellEditor
                column={column}
                initial={editorInitial(row, column)}
                label={`${COLUMN_LABELS[column]} of ${row.title}`}
                objectives={props.objectives}
                onDone={(value, move) => props.onFinishEditing(row, column, value, move)}
              />
            ) : (
              <CellContent {...props} column={column} isGroupStart={isGroupStart} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * An event row's right-click menu (components/row-menu.tsx). Read-only users get no edit
 * affordances, so no menu of changes; editors see Add and Delete even without admin rights and
 * are told why they cannot (the spec's messages).
 */
export function eventRowMenu(
  { row }: RowItem,
  actions: {
    onStartEditing: (address: CellAddress) => void;
    onRequestAdd: (timelineId: string, afterEventId: string | null) => void;
    onDeleteEvent: (row: TableRow) => void;
  },
): RowMenu {
  return {
    label: `Actions for ${row.title}`,
    items: [
      { label: 'Edit Event', onSelect: () => actions.onStartEditing({ eventId: row.id, column: 'title' }) },
      { label: 'Add Event', onSelect: () => actions.onRequestAdd(row.timelineId, row.id) },
      { label: 'Delete Event', onSelect: () => actions.onDeleteEvent(row), isDestructive: true },
    ],
  };
}

/** A cell not being edited: the objective pill, the standard mode's timeline cell, or text. */
function CellContent({
  item,
  column,
  isGroupStart,
  permissions,
  onDeleteTimeline,
  predecessors,
  onFocusEvent,
  slips,
}: EventRowProps & { column: ColumnId; isGroupStart: boolean }) {
  const { row, groupStart: group } = item;
  if (column === 'slip') return <SlipCell slip={slips?.get(row.id)} />;
  if (column === 'dependsOn')
    return <DependsOnCell predecessors={predecessorsOf(predecessors, row.id)} onFocusEvent={onFocusEvent} />;
  const text = cellText(row, column);
  if (column === 'objective') {
    return (
      <span
        title={text}
        className="max-w-full truncate rounded-full px-2 py-0.5 text-xs font-medium"
        style={onColor(row.objectiveColor)}
      >
        {text}
      </span>
    );
  }
  if (column === 'timeline') {
    if (!isGroupStart || !group) return <span className="sr-only">{text}</span>;
    return (
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-semibold">{text}</span>
          <span className="shrink-0 rounded-full px-1.5 text-[11px] font-medium" style={onColor(group.color)}>
            {eventCountLabel(group.rows.length)}
          </span>
        </span>
        {permissions.canAdmin ? (
          <button
            type="button"
            tabIndex={-1}
            className="self-start text-xs text-red-600 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            onClick={() => onDeleteTimeline(group)}
            onKeyDown={backToCell}
          >
            Delete Timeline
          </button>
        ) : null}
      </span>
    );
  }
  const textElement = (
    <span
      className={cn(
        'truncate',
        column === 'title' && 'font-medium text-gray-900',
        column === 'description' && 'text-gray-600',
      )}
      title={text || undefined}
    >
      {text}
    </span>
  );
  if (column !== 'title' || !row.event.isMilestone) return textElement;
  // A milestone's title follows its diamond (issue 16).
  return (
    <span className="flex min-w-0 items-center gap-2">
      <MilestoneDiamond className="text-gray-700" />
      {textElement}
    </span>
  );
}
