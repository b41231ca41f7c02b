import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { EventSlip, ObjectiveMap } from '@plotline/shared';
import { isTemporaryId, type CreateEventVars } from '@/api/planning';
import { onColor } from '@/lib/on-color';
import { everyIndex, usePrinting } from '@/lib/use-printing';
import { SortableRows } from '@/components/planning/sortable-rows';
import { totalWidth, type ColumnId, type ColumnWidths } from '../utils/column-widths';
import { ADD_FORM_HEIGHT, HEADER_HEIGHT, ROW_HEIGHT } from '../utils/grid-cells';
import type { TableRow, TimelineGroup } from '../utils/table-rows';
import { indexItems } from '../utils/item-index';
import type { VirtualItem } from '../utils/virtual-items';
import { useFocusEvent } from '../hooks/use-focus-event';
import { useGridNavigation } from '../hooks/use-grid-navigation';
import type { Predecessor } from '../utils/predecessors';
import type { EditableColumn } from './cell-editor';
import { ColumnHeaderRow, useColumnResize } from './column-header-row';
import {
  EventRow,
  eventRowMenu,
  SELECT_COLUMN_WIDTH,
  type GridPermissions,
  type RowOverlay,
} from './event-row';
import { InlineAddForm } from './inline-add-form';
import type { SlipSort } from './slip-cell';
import { GridRowMenu, type RowMenu } from './row-menu';
import { TimelineHeaderRow, timelineHeaderMenu } from './timeline-header-row';

export type { GridPermissions, RowOverlay };

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
  /** Whether the grid is scrolled past a third of its height (the page's "Back to top"), on each change. */
  onScrolledPastThird?: (isPast: boolean) => void;
  onResize: (column: ColumnId, width: number) => void;
  onToggleCollapse: (timelineId: string) => void;
  onSaveCell: (row: TableRow, column: EditableColumn, value: string) => void;
  onRequestAdd: (timelineId: string, afterEventId: string | null) => void;
  onCancelAdd: () => void;
  /** The inline add row's request (components/inline-add-form.tsx). */
  onSubmitAdd: (request: CreateEventVars) => void;
  onDeleteEvent: (row: TableRow) => void;
  onDeleteTimeline: (group: TimelineGroup) => void;
  onRecolorTimeline: (group: TimelineGroup, color: string) => void;
  /** The shown timelines in their new order (headers mode, admins: drag or Shift+ArrowUp/Down on a handle). */
  onReorderTimelines: (shownIds: string[]) => void;
  /** How rows are marked, by event id (hooks/use-row-states.ts). */
  rowStates: ReadonlyMap<string, RowOverlay>;
  /** Each event's predecessors, for the "Depends on" column (utils/predecessors.ts). */
  predecessors: ReadonlyMap<string, readonly Predecessor[]>;
  /** Shows an event's row that filters or a collapsed timeline hide (a "Depends on" title's click). */
  onRevealEvent: (eventId: string) => void;
  /** While a baseline is compared: each event's slip, and the Slip column's sort (docs/decisions.md D49). */
  slips?: ReadonlyMap<string, EventSlip> | undefined;
  slipSort?: SlipSort;
  onSortSlip?: () => void;
  /** The events selected for a bulk change (docs/decisions.md D48). */
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (eventId: string) => void;
  /** Every event row shown selected (true) or none of them (false). */
  onSelectShown: (select: boolean, eventIds: string[]) => void;
}

/**
 * The virtualised grid (role=grid): only visible rows plus overscan are in the DOM. Keyboard in
 * hooks/use-grid-navigation.ts, column resizing in column-header-row.tsx, rows in
 * timeline-header-row.tsx and event-row.tsx.
 */
export function TableGrid(props: TableGridProps) {
  const { items, columns, isHeadersMode, permissions, scrollRef } = props;
  const { shownWidths, startResize } = useColumnResize(props.widths, props.onResize);
  const width = SELECT_COLUMN_WIDTH + totalWidth(shownWidths, columns);
  // Made once per item list, without a map of every row (utils/item-index.ts, docs/decisions.md D84).
  const index = useMemo(() => indexItems(items), [items]);
  // Once per change of the items or the selection, not on every scroll's render (docs/decisions.md D79);
  // the selected ids are few, the shown ones up to 100,000.
  const selectAllState = useMemo(() => {
    let selectedShown = 0;
    for (const id of props.selectedIds) if (index.indexOfEvent(id) !== undefined && !isTemporaryId(id)) selectedShown += 1;
    return selectedShown === 0 ? 'none' : selectedShown === index.savedRowCount() ? 'all' : 'some';
  }, [index, props.selectedIds]);

  // Stable while the items are: the virtualiser re-measures every item whenever these change.
  const estimateSize = useCallback(
    (index: number) =>
      items[index]?.kind === 'header'
        ? HEADER_HEIGHT
        : items[index]?.kind === 'add'
          ? ADD_FORM_HEIGHT
          : ROW_HEIGHT,
    [items],
  );
  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  const isPrinting = usePrinting();
  // TanStack Virtual keeps mutable state the React Compiler cannot see; this component is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 10,
    getItemKey,
    // The scroll event only reads and schedules; React renders the rows newly in view in a task of
    // its own (docs/decisions.md D77, D84).
    useFlushSync: false,
    // Paper gets every row (docs/decisions.md D52).
    rangeExtractor: isPrinting ? (range) => everyIndex(range.count) : defaultRangeExtractor,
  });
  const navigation = useGridNavigation({
    items,
    index,
    columns,
    canEdit: permissions.canEdit,
    scrollRef,
    virtualizer,
    onSaveCell: props.onSaveCell,
    onDeleteRow: props.onDeleteEvent,
    onToggleRow: (row) => props.onToggleSelect(row.id),
  });

  const focusEvent = useFocusEvent({ index, scrollRef, virtualizer, onReveal: props.onRevealEvent });

  const headerIds = useMemo(
    () => index.others.flatMap((item) => (item.kind === 'header' ? [item.group.timelineId] : [])),
    [index],
  );
  const nameOf = useCallback((id: string) => index.groupOf(id)?.name ?? '', [index]);

  // The one right-click menu of the rows (components/row-menu.tsx): read-only users get none.
  const menuOf = (index: number): RowMenu | null => {
    const item = items[index];
    if (item?.kind === 'row' && permissions.canEdit)
      return eventRowMenu(item, { ...props, onStartEditing: navigation.startEditing });
    if (item?.kind === 'header' && permissions.canAdmin)
      return timelineHeaderMenu(item.group, props.onDeleteTimeline);
    return null;
  };

  // From the virtualiser's numbers: reading the box's scrollHeight in the scroll event forced the
  // layout of the rows just rendered there (docs/decisions.md D84).
  const isPastThird = (virtualizer.scrollOffset ?? 0) > virtualizer.getTotalSize() / 3;
  const { onScrolledPastThird } = props;
  useEffect(() => onScrolledPastThird?.(isPastThird), [isPastThird, onScrolledPastThird]);

  const virtualItems = virtualizer.getVirtualItems();
  const topItem = isHeadersMode
    ? virtualizer.getVirtualItemForOffset(virtualizer.scrollOffset ?? 0)
    : undefined;
  const topOf = topItem && topItem.start < (virtualizer.scrollOffset ?? 0) - 1 ? items[topItem.index] : undefined;
  const stickyGroup = topOf?.kind === 'row' ? index.groupOf(topOf.row.timelineId) : topOf?.group;

  // The scroll box is rendered here, not by the page: a parent's ref is attached only after this
  // component's layout effects, where the virtualiser looks for its scroll element.
  return (
    <SortableRows ids={headerIds} onReorder={props.onReorderTimelines} nameOf={nameOf} noun="timeline">
      <div ref={scrollRef} className={props.scrollClassName}>
        <div
          role="grid"
          aria-label="Events"
          aria-rowcount={navigation.rowCount + 1}
          aria-colcount={columns.length + 1}
          onKeyDown={navigation.handleKeyDown}
          style={{ width, minWidth: '100%' }}
          className="relative"
        >
          <div
            role="rowgroup"
            className="sticky top-0 z-20 bg-gray-50 shadow-[0_1px_0_0_theme(colors.gray.200)]"
          >
            <ColumnHeaderRow
              columns={columns}
              shownWidths={shownWidths}
              onStartResize={startResize}
              onResize={props.onResize}
              slipSort={props.slipSort ?? 'none'}
              onSortSlip={props.onSortSlip}
              selectAll={{
                width: SELECT_COLUMN_WIDTH,
                state: selectAllState,
                onChange: (select) => props.onSelectShown(select, index.savedRowIds()),
              }}
            />
            {stickyGroup ? (
              <div
                className="flex h-7 items-center gap-2 px-3 text-xs font-semibold"
                style={onColor(stickyGroup.color)}
                aria-hidden="true"
              >
                {stickyGroup.name}
              </div>
            ) : null}
          </div>
          <GridRowMenu
            menuOf={menuOf}
            rows={
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
                        <TimelineHeaderRow
                          group={item.group}
                          isCollapsed={item.isCollapsed}
                          permissions={permissions}
                          isSaving={isTemporaryId(item.group.timelineId)}
                          onToggleCollapse={props.onToggleCollapse}
                            onRecolorTimeline={props.onRecolorTimeline}
                        />
                      ) : item.kind === 'row' ? (
                        <EventRow
                          {...props}
                          item={item}
                          rowIndex={index.rowNumberOf(virtualItem.index) + 2}
                          shownWidths={shownWidths}
                          // An add on its way carries a temporary id from the first render on.
                          overlay={
                            props.rowStates.get(item.row.id) ??
                            (isTemporaryId(item.row.id) ? 'saving' : undefined)
                          }
                          current={navigation.current}
                          editing={navigation.editing}
                          onCellFocus={navigation.setActive}
                          onStartEditing={navigation.startEditing}
                          onFinishEditing={navigation.finishEditing}
                          onFocusEvent={focusEvent}
                          isSelected={props.selectedIds.has(item.row.id)}
                        />
                      ) : item.kind === 'add' ? (
                        // The inline add row (components/inline-add-form.tsx).
                        <div role="row">
                          <div role="gridcell" aria-colspan={columns.length + 1}>
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
                        <EmptyTimelineRow
                          group={item.group}
                          colSpan={columns.length + 1}
                          showName={!isHeadersMode}
                          canAdd={permissions.canAdmin}
                          onRequestAdd={props.onRequestAdd}
                        />
                      )}
                    </div>
                  );
                })}
              </div>
            }
          />
        </div>
      </div>
    </SortableRows>
  );
}

function EmptyTimelineRow({
  group,
  colSpan,
  showName,
  canAdd,
  onRequestAdd,
}: {
  group: TimelineGroup;
  colSpan: number;
  showName: boolean;
  canAdd: boolean;
  onRequestAdd: (timelineId: string, afterEventId: string | null) => void;
}) {
  return (
    <div role="row">
      <div
        role="gridcell"
        aria-colspan={colSpan}
        className="flex items-center gap-3 border-b border-gray-100 px-4 py-3 text-sm text-gray-500"
      >
        {showName ? <span className="font-medium text-gray-700">{group.name}</span> : null}
        <span>No events in this timeline.</span>
        {canAdd ? (
          <button
            type="button"
            className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700"
            onClick={() => onRequestAdd(group.timelineId, null)}
          >
            + Add first event
          </button>
        ) : null}
      </div>
    </div>
  );
}
