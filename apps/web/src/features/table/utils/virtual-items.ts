import type { TableRow, TimelineGroup } from './table-rows';

/** What the virtualised list renders, top to bottom. */
export type VirtualItem =
  | { kind: 'header'; key: string; group: TimelineGroup; isCollapsed: boolean }
  | RowItem
  | { kind: 'empty'; key: string; group: TimelineGroup }
  | { kind: 'add'; key: string; group: TimelineGroup; afterEventId: string | null };

/**
 * An event's row. Only the first row of a timeline carries its group (`groupStart`: the standard
 * mode's timeline cell shows its count and Delete Timeline); every other row is its TableRow alone
 * (the timeline's id and colour are the row's), so it can be the same object from one item list to
 * the next (docs/decisions.md D84).
 */
export interface RowItem {
  kind: 'row';
  key: string;
  row: TableRow;
  groupStart: TimelineGroup | null;
}

export interface ItemOptions {
  isHeadersMode: boolean;
  collapsed: ReadonlySet<string>;
  addAt: { timelineId: string; afterEventId: string | null } | null;
}

/** Gives a group's rows after its first their items, in order. */
type RowItemsOf = (group: TimelineGroup) => (row: TableRow) => RowItem;

// An event's row is keyed by the event's id (no other item's key is a bare id): a key of its own
// per row was 100,000 more strings (docs/decisions.md D93).
const newRowItem = (row: TableRow): RowItem => ({ kind: 'row', key: row.id, row, groupStart: null });
const newRowItems: RowItemsOf = () => newRowItem;

/**
 * Flattens groups into the virtual list. Headers mode: a header per timeline, then its rows
 * unless collapsed. Standard mode: just rows (the first row of a group carries the group).
 * `addAt` places the inline add form under that event (or in the empty timeline when null).
 */
export function buildVirtualItems(groups: TimelineGroup[], options: ItemOptions, rowItemsOf = newRowItems): VirtualItem[] {
  const items: VirtualItem[] = [];
  for (const group of groups) {
    const isCollapsed = options.isHeadersMode && options.collapsed.has(group.timelineId);
    if (options.isHeadersMode) items.push({ kind: 'header', key: `h:${group.timelineId}`, group, isCollapsed });
    if (isCollapsed) continue;
    const addHere = options.addAt?.timelineId === group.timelineId ? options.addAt : null;
    if (group.rows.length === 0) {
      if (addHere) items.push({ kind: 'add', key: `a:${group.timelineId}`, group, afterEventId: null });
      else items.push({ kind: 'empty', key: `e:${group.timelineId}`, group });
      continue;
    }
    const rows = group.rows;
    const rowItemOf = rowItemsOf(group);
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index]!;
      items.push(index === 0 ? { ...newRowItem(row), groupStart: group } : rowItemOf(row));
      if (addHere && addHere.afterEventId === row.id)
        items.push({ kind: 'add', key: `a:${group.timelineId}`, group, afterEventId: row.id });
    }
  }
  return items;
}

/**
 * `buildVirtualItems` with a memory: a row seen before keeps its item (and its key string), so a
 * page of events merged in (D60) makes items for its own rows only, and the virtualiser's size
 * memory, keyed by those keys, keeps every measured row (docs/decisions.md D84). A timeline's
 * previous items are walked beside its rows, so an item kept in place costs a comparison, not a
 * look-up (as the flattener does, table-rows.ts). The list itself is made again (references only).
 */
export function createItemsBuilder(): typeof buildVirtualItems {
  const itemOf = new WeakMap<TableRow, RowItem>();
  let previous = new Map<string, RowItem[]>();
  let next = new Map<string, RowItem[]>();
  const rowItemsOf: RowItemsOf = (group) => {
    const held = previous.get(group.timelineId) ?? [];
    const made: RowItem[] = [];
    next.set(group.timelineId, made);
    let at = 0;
    return (row) => {
      // Rows come in the same order, some inserted or removed between them.
      if (held[at]?.row !== row && held[at + 1]?.row === row) at += 1;
      let item = held[at]?.row === row ? held[at++] : itemOf.get(row);
      if (!item) itemOf.set(row, (item = newRowItem(row)));
      made.push(item);
      return item;
    };
  };
  return (groups, options) => {
    next = new Map();
    const items = buildVirtualItems(groups, options, rowItemsOf);
    previous = next;
    return items;
  };
}
