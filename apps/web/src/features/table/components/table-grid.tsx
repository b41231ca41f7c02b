import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ContextMenu } from 'radix-ui';
import { ChevronDown, ChevronRight, GripVertical } from 'lucide-react';
import type { ObjectiveMap } from '@plotline/shared';
import type { EventRequest } from '@/components/planning/event-form';
import { DebouncedColorInput } from '@/components/ui/debounced-color-input';
import { cn } from '@/lib/cn';
import { COLUMN_LABELS, totalWidth, type ColumnId, type ColumnWidths } from '../utils/column-widths';
import { eventCountLabel, type TableRow, type TimelineGroup, type VirtualItem } from '../utils/table-rows';
import { CellEditor, isEditableColumn, type EditableColumn } from './cell-editor';
import { InlineAddForm } from './inline-add-form';

export interface GridPermissions {
  canEdit: boolean;
  canAdmin: boolean;
  canDeleteEvent: boolean;
}

export interface TableGridProps {
  items: VirtualItem[];
  columns: ColumnId[];
  widths: ColumnWidths;
  isHeadersMode: boolean;
  objectives: ObjectiveMap;
  permissions: GridPermissions;
  /** The grid's own scroll box (rows are virtualised against it); the page uses it for back-to-top. */
  scrollRef: RefObject<HTMLDivElement | null>;
  scrollClassName?: string;
  onScroll?: () => void;
  onResize: (column: ColumnId, width: number) => void;
  onToggleCollapse: (timelineId: string) => void;
  onSaveCell: (row: TableRow, column: EditableColumn, value: string) => void;
  onRequestAdd: (timelineId: string, afterEventId: string | null) => void;
  onCancelAdd: () => void;
  onSubmitAdd: (request: EventRequest) => void;
  onDeleteEvent: (row: TableRow) => void;
  onDeleteTimeline: (group: TimelineGroup) => void;
  onRecolorTimeline: (group: TimelineGroup, color: string) => void;
  /** Drop `draggedId` where `targetId` is; only offered to admins in headers mode. */
  onReorderTimeline: (draggedId: string, targetId: string) => void;
  /** Overlay states of edited rows: saving, or saved a moment ago. */
  rowStates?: ReadonlyMap<string, RowOverlay>;
  /** Rows as they will read once a save on its way lands, shown in place of the cached ones meanwhile. */
  pendingRows?: ReadonlyMap<string, TableRow>;
}

export type RowOverlay = 'saving' | 'saved';

interface CellAddress {
  eventId: string;
  column: ColumnId;
}

const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 52;

/** Lookups the grid makes on every render, built once per item list instead of scanning it. */
function indexItems(items: VirtualItem[]) {
  const rowIndexes: number[] = [];
  const indexOfEvent = new Map<string, number>();
  const rowNumberOfIndex = new Map<number, number>();
  items.forEach((item, index) => {
    if (item.kind === 'row') {
      rowNumberOfIndex.set(index, rowIndexes.length);
      rowIndexes.push(index);
      indexOfEvent.set(item.row.id, index);
    }
  });
  return { rowIndexes, indexOfEvent, rowNumberOfIndex };
}

function cellText(row: TableRow, column: ColumnId): string {
  switch (column) {
    case 'timeline':
      return row.timelineName;
    case 'objective':
      return row.objectiveName;
    case 'title':
      return row.title;
    case 'startDate':
      return row.startDate;
    case 'endDate':
      return row.endDate ?? '';
    case 'duration':
      return row.duration;
    case 'description':
      return row.description;
  }
}

function editorInitial(row: TableRow, column: EditableColumn): string {
  return column === 'objective' ? row.objective : cellText(row, column);
}

const cellId = (address: CellAddress) => `${address.eventId}:${address.column}`;

/**
 * The virtualised grid (role=grid): only visible rows plus overscan are in the DOM. One cell at a
 * time is tabbable (roving tabindex); arrows and Tab move, Enter or F2 edit, double-click edits.
 */
export function TableGrid(props: TableGridProps) {
  const { items, columns, widths, isHeadersMode, permissions, scrollRef } = props;
  const [liveWidths, setLiveWidths] = useState<Partial<ColumnWidths>>({});
  const shownWidths = useMemo(() => ({ ...widths, ...liveWidths }), [widths, liveWidths]);
  const width = totalWidth(shownWidths, columns);
  const [active, setActive] = useState<CellAddress | null>(null);
  const [editing, setEditing] = useState<CellAddress | null>(null);
  const shouldFocus = useRef(false);

  // Stable while the items are: the virtualiser re-measures every item whenever these change.
  const estimateSize = useCallback(
    (index: number) =>
      items[index]?.kind === 'header' ? HEADER_HEIGHT : items[index]?.kind === 'add' ? 120 : ROW_HEIGHT,
    [items],
  );
  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  // TanStack Virtual keeps mutable state the React Compiler cannot see; this component is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 10,
    getItemKey,
  });

  const { rowIndexes, indexOfEvent, rowNumberOfIndex } = useMemo(() => indexItems(items), [items]);

  const firstRow = items[rowIndexes[0] ?? -1];
  const current: CellAddress | null =
    active &&
    indexOfEvent.has(active.eventId) &&
    columns.includes(active.column)
      ? active
      : firstRow?.kind === 'row'
        ? { eventId: firstRow.row.id, column: columns[0]! }
        : null;

  useEffect(() => {
    if (!shouldFocus.current || !current || editing) return;
    shouldFocus.current = false;
    const frame = requestAnimationFrame(() => {
      scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${CSS.escape(cellId(current))}"]`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = useCallback(
    (address: CellAddress) => {
      const index = indexOfEvent.get(address.eventId);
      if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'auto' });
      shouldFocus.current = true;
      setActive(address);
    },
    [indexOfEvent, virtualizer],
  );

  const step = useCallback(
    (from: CellAddress, rowDelta: number, columnDelta: number, wrap = false): CellAddress | null => {
      const itemIndex = indexOfEvent.get(from.eventId);
      const rowPosition = itemIndex === undefined ? -1 : (rowNumberOfIndex.get(itemIndex) ?? -1);
      let columnIndex = columns.indexOf(from.column) + columnDelta;
      let position = rowPosition + rowDelta;
      if (wrap && columnIndex >= columns.length) {
        columnIndex = 0;
        position += 1;
      } else if (wrap && columnIndex < 0) {
        columnIndex = columns.length - 1;
        position -= 1;
      }
      if (columnIndex < 0 || columnIndex >= columns.length || position < 0 || position >= rowIndexes.length)
        return null;
      const item = items[rowIndexes[position]!];
      return item?.kind === 'row' ? { eventId: item.row.id, column: columns[columnIndex]! } : null;
    },
    [columns, items, rowIndexes, indexOfEvent, rowNumberOfIndex],
  );

  const startEditing = useCallback(
    (address: CellAddress) => {
      if (!permissions.canEdit || !isEditableColumn(address.column)) return;
      setActive(address);
      setEditing(address);
    },
    [permissions.canEdit],
  );

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (editing || !current) return;
    const target = event.target as HTMLElement;
    if (!target.dataset.cell) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = step(current, move[0], move[1]);
      if (next) moveTo(next);
    } else if (event.key === 'Tab') {
      const next = step(current, 0, event.shiftKey ? -1 : 1, true);
      if (next) {
        event.preventDefault();
        moveTo(next);
      }
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      if (permissions.canEdit && isEditableColumn(current.column)) startEditing(current);
      // A cell that holds a control instead (the timeline cell's 'Delete Timeline'): Enter moves
      // focus into it, as in the ARIA grid pattern; Escape comes back.
      else target.querySelector<HTMLElement>('button')?.focus();
    }
  }

  function finishEditing(
    row: TableRow,
    column: EditableColumn,
    value: string | null,
    move?: 'next' | 'previous',
  ) {
    setEditing(null);
    if (value !== null && value !== editorInitial(row, column)) props.onSaveCell(row, column, value);
    const address = { eventId: row.id, column };
    const next = move ? step(address, 0, move === 'next' ? 1 : -1, true) : null;
    moveTo(next ?? address);
  }

  // Column resizing with the pointer; the handle also takes arrow keys.
  function startResize(column: ColumnId, event: ReactPointerEvent<HTMLDivElement>) {
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = shownWidths[column];
    let latest = startWidth;
    const onMove = (moveEvent: PointerEvent) => {
      latest = Math.max(80, startWidth + moveEvent.clientX - startX);
      setLiveWidths({ [column]: latest });
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      setLiveWidths({});
      props.onResize(column, latest);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  }

  const virtualItems = virtualizer.getVirtualItems();
  const topItem = isHeadersMode
    ? virtualizer.getVirtualItemForOffset(virtualizer.scrollOffset ?? 0)
    : undefined;
  const stickyGroup =
    topItem && topItem.start < (virtualizer.scrollOffset ?? 0) - 1 ? items[topItem.index]?.group : undefined;

  // The scroll box is rendered here, not by the page: a parent's ref is attached only after this
  // component's layout effects, where the virtualiser looks for its scroll element.
  return (
    <div ref={scrollRef} onScroll={props.onScroll} className={props.scrollClassName}>
      <div
        role="grid"
        aria-label="Events"
        aria-rowcount={rowIndexes.length + 1}
        aria-colcount={columns.length}
        onKeyDown={handleKeyDown}
        style={{ width, minWidth: '100%' }}
        className="relative"
      >
        <div
          role="rowgroup"
          className="sticky top-0 z-20 bg-gray-50 shadow-[0_1px_0_0_theme(colors.gray.200)]"
        >
          <div role="row" aria-rowindex={1} className="flex">
            {columns.map((column) => (
              <div
                key={column}
                role="columnheader"
                style={{ width: shownWidths[column] }}
                className="relative flex h-10 shrink-0 items-center gap-1.5 px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase"
              >
                <span className="truncate">{COLUMN_LABELS[column]}</span>
                {column === 'timeline' ? (
                  <span className="rounded bg-gray-200 px-1.5 py-0.5 text-[10px] font-medium tracking-normal text-gray-600 normal-case">
                    Grouped
                  </span>
                ) : null}
                <div
                  role="separator"
                  aria-orientation="vertical"
                  aria-label={`Resize ${COLUMN_LABELS[column]} column`}
                  aria-valuenow={shownWidths[column]}
                  aria-valuemin={80}
                  tabIndex={0}
                  onPointerDown={(event) => startResize(column, event)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                      event.preventDefault();
                      event.stopPropagation();
                      props.onResize(column, shownWidths[column] + (event.key === 'ArrowRight' ? 10 : -10));
                    }
                  }}
                  className="absolute top-0 right-0 z-10 h-full w-2 cursor-col-resize touch-none border-r-2 border-transparent hover:border-brand-400 focus-visible:border-brand-500 focus-visible:outline-none"
                />
              </div>
            ))}
          </div>
          {stickyGroup ? (
            <div
              className="flex h-7 items-center gap-2 px-3 text-xs font-semibold text-white"
              style={{ backgroundColor: stickyGroup.color }}
              aria-hidden="true"
            >
              {stickyGroup.name}
            </div>
          ) : null}
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualItems.map((virtualItem) => {
            const item = items[virtualItem.index];
            if (!item) return null;
            return (
              <div
                key={virtualItem.key}
                data-index={virtualItem.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${virtualItem.start}px)` }}
              >
                {item.kind === 'header' ? (
                  <TimelineHeader item={item} {...props} />
                ) : item.kind === 'row' ? (
                  <EventRow
                    item={item}
                    rowIndex={(rowNumberOfIndex.get(virtualItem.index) ?? -1) + 2}
                    current={current}
                    editing={editing}
                    shownWidths={shownWidths}
                    onCellFocus={setActive}
                    onStartEditing={startEditing}
                    onFinishEditing={finishEditing}
                    {...props}
                  />
                ) : item.kind === 'add' ? (
                  <div role="row">
                    <div role="gridcell" aria-colspan={columns.length}>
                      <InlineAddForm
                        timelineId={item.group.timelineId}
                        timelineName={item.group.name}
                        objectives={props.objectives}
                        onCancel={props.onCancelAdd}
                        onSubmit={props.onSubmitAdd}
                      />
                    </div>
                  </div>
                ) : (
                  <div role="row">
                    <div
                      role="gridcell"
                      aria-colspan={columns.length}
                      className="flex items-center gap-3 border-b border-gray-100 px-4 py-3 text-sm text-gray-500"
                    >
                      {!isHeadersMode ? (
                        <span className="font-medium text-gray-700">{item.group.name}</span>
                      ) : null}
                      <span>No events in this timeline.</span>
                      {permissions.canAdmin ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700"
                          onClick={() => props.onRequestAdd(item.group.timelineId, null)}
                        >
                          + Add first event
                        </button>
                      ) : null}
                    </div>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

const DRAG_TYPE = 'application/x-plotline-timeline';

function TimelineHeader({
  item,
  items,
  permissions,
  onToggleCollapse,
  onDeleteTimeline,
  onRecolorTimeline,
  onReorderTimeline,
}: TableGridProps & { item: Extract<VirtualItem, { kind: 'header' }> }) {
  const { group, isCollapsed } = item;
  const [isDropTarget, setIsDropTarget] = useState(false);
  const header = (
    <div
      role="row"
      className={cn(
        'flex h-[52px] items-center gap-3 border-b border-gray-200 px-3',
        isDropTarget && 'outline-2 -outline-offset-2 outline-brand-500',
      )}
      style={{ backgroundColor: `${group.color}1f`, borderLeft: `4px solid ${group.color}` }}
      onDragOver={(event) => {
        if (!permissions.canAdmin || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setIsDropTarget(true);
      }}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={(event) => {
        setIsDropTarget(false);
        const draggedId = event.dataTransfer.getData(DRAG_TYPE);
        if (draggedId && draggedId !== group.timelineId) {
          event.preventDefault();
          onReorderTimeline(draggedId, group.timelineId);
        }
      }}
    >
      <div role="rowheader" className="flex min-w-0 items-center gap-3">
        {permissions.canAdmin ? (
          <button
            type="button"
            draggable
            aria-label={`Reorder ${group.name} (drag, or use the up and down arrow keys)`}
            title="Drag to reorder"
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_TYPE, group.timelineId);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onKeyDown={(event) => {
              // Looked up on the key press only: a header renders far more often than it is moved.
              const headerIds = items.flatMap((candidate) =>
                candidate.kind === 'header' ? [candidate.group.timelineId] : [],
              );
              const position = headerIds.indexOf(group.timelineId);
              const target =
                event.key === 'ArrowUp'
                  ? headerIds[position - 1]
                  : event.key === 'ArrowDown'
                    ? headerIds[position + 1]
                    : undefined;
              if (target) {
                event.preventDefault();
                onReorderTimeline(group.timelineId, target);
              }
            }}
            className="cursor-grab rounded p-1 text-gray-500 hover:bg-white/70 active:cursor-grabbing"
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
        {permissions.canEdit ? (
          <DebouncedColorInput name={group.name} color={group.color} onCommit={(color) => onRecolorTimeline(group, color)} className="border-white/70" />
        ) : (
          // Read-only users get no edit controls: the colour shows as a swatch.
          <span className="h-5 w-5 shrink-0 rounded border border-white/70" style={{ backgroundColor: group.color }} aria-hidden="true" />
        )}
        <h3 className="truncate text-sm font-semibold text-gray-900">{group.name}</h3>
        <span
          className="shrink-0 rounded-full px-2 py-0.5 text-xs font-medium text-white"
          style={{ backgroundColor: group.color }}
        >
          {eventCountLabel(group.rows.length)}
        </span>
      </div>
    </div>
  );
  if (!permissions.canAdmin) return header;
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{header}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className={menuClass}>
          <ContextMenu.Item
            className={cn(menuItemClass, 'text-red-600')}
            onSelect={() => onDeleteTimeline(group)}
          >
            Delete Timeline
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

const menuClass = 'z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg';
const menuItemClass =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100';

interface EventRowProps extends TableGridProps {
  item: Extract<VirtualItem, { kind: 'row' }>;
  rowIndex: number;
  current: CellAddress | null;
  editing: CellAddress | null;
  shownWidths: ColumnWidths;
  onCellFocus: (address: CellAddress) => void;
  onStartEditing: (address: CellAddress) => void;
  onFinishEditing: (
    row: TableRow,
    column: EditableColumn,
    value: string | null,
    move?: 'next' | 'previous',
  ) => void;
}

function EventRow(props: EventRowProps) {
  const { item, columns, shownWidths, current, editing, isHeadersMode, permissions, objectives } = props;
  const row = props.pendingRows?.get(item.row.id) ?? item.row;
  const { group } = item;
  const isGroupStart = !isHeadersMode && item.isFirstOfGroup;
  const overlay = row.id.startsWith('temp-') ? 'saving' : props.rowStates?.get(row.id);
  const rowElement = (
    <div
      role="row"
      aria-rowindex={props.rowIndex}
      aria-busy={overlay === 'saving' ? true : undefined}
      data-overlay={overlay}
      className={cn(
        'flex border-b border-gray-100 bg-white transition-colors hover:bg-gray-50',
        isGroupStart && 'border-t-2',
        overlay === 'saving' && 'opacity-60',
        overlay === 'saved' && 'bg-green-50',
      )}
      style={{
        borderLeft: `4px solid ${group.color}`,
        borderTopColor: isGroupStart ? group.color : undefined,
      }}
    >
      {columns.map((column) => {
        const address = { eventId: row.id, column };
        const isCurrent = current?.eventId === row.id && current.column === column;
        const isEditing = editing?.eventId === row.id && editing.column === column;
        const text = cellText(row, column);
        return (
          <div
            key={column}
            role="gridcell"
            data-cell={cellId(address)}
            tabIndex={isCurrent && !isEditing ? 0 : -1}
            aria-readonly={!permissions.canEdit || !isEditableColumn(column) ? true : undefined}
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
                objectives={objectives}
                onDone={(value, move) => props.onFinishEditing(row, column, value, move)}
              />
            ) : column === 'objective' ? (
              <span
                title={text}
                className="max-w-full truncate rounded-full px-2 py-0.5 text-xs font-medium"
                style={{ backgroundColor: `${row.objectiveColor}22`, color: row.objectiveColor }}
              >
                {text}
              </span>
            ) : column === 'timeline' ? (
              isGroupStart ? (
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-semibold" style={{ color: group.color }}>
                      {text}
                    </span>
                    <span
                      className="shrink-0 rounded-full px-1.5 text-[11px] font-medium text-white"
                      style={{ backgroundColor: group.color }}
                    >
                      {eventCountLabel(group.rows.length)}
                    </span>
                  </span>
                  {permissions.canAdmin ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      className="self-start text-xs text-red-600 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                      onClick={() => props.onDeleteTimeline(group)}
                      onKeyDown={(keyEvent) => {
                        if (keyEvent.key !== 'Escape') return;
                        keyEvent.preventDefault();
                        keyEvent.currentTarget.closest<HTMLElement>('[data-cell]')?.focus();
                      }}
                    >
                      Delete Timeline
                    </button>
                  ) : null}
                </span>
              ) : (
                <span className="sr-only">{text}</span>
              )
            ) : (
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
            )}
          </div>
        );
      })}
    </div>
  );
  // Read-only users get no edit affordances, so no menu of changes; editors see Add and Delete even
  // without admin rights and are told why they cannot (the spec's messages).
  if (!permissions.canEdit) return rowElement;
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger asChild>{rowElement}</ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Content className={menuClass} aria-label={`Actions for ${row.title}`}>
          <ContextMenu.Item
            className={menuItemClass}
            onSelect={() => props.onStartEditing({ eventId: row.id, column: 'title' })}
          >
            Edit Event
          </ContextMenu.Item>
          <ContextMenu.Item
            className={menuItemClass}
            onSelect={() => props.onRequestAdd(group.timelineId, row.id)}
          >
            Add Event
          </ContextMenu.Item>
          <ContextMenu.Item
            className={cn(menuItemClass, 'text-red-600')}
            onSelect={() => props.onDeleteEvent(row)}
          >
            Delete Event
          </ContextMenu.Item>
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
