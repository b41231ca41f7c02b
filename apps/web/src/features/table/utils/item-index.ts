import { isTemporaryId } from '@/api/planning';
import type { TimelineGroup } from './table-rows';
import type { VirtualItem } from './virtual-items';

/**
 * What the grid asks of its item list by position and by event (docs/decisions.md D84), made once
 * per list without a map of its 100,000 rows: one pass notes where the few items that are not
 * event rows (headers, empty timelines, the add form) stand, and an event row's number follows
 * from its index by a binary search among them. The map from event ids to indexes is made on the
 * first question that needs it (a key press, a focused cell, a selection), not on every page.
 */
export interface ItemIndex {
  /** Event rows in the list. */
  rowCount: number;
  /** Event rows whose event is saved (no temporary id): what "select all shown" takes. */
  savedRowCount(): number;
  /** The event row's number among the rows (0-based), or -1 for an item that is not one. */
  rowNumberOf(index: number): number;
  /** The item index of the event row numbered `rowNumber`, or undefined past the end. */
  indexOfRow(rowNumber: number): number | undefined;
  indexOfEvent(eventId: string): number | undefined;
  /** The saved events' ids in list order. */
  savedRowIds(): string[];
  /** The items that are not event rows, in order: headers, empty timelines, the add form. */
  others: readonly VirtualItem[];
  /** A shown timeline's group by its id. */
  groupOf(timelineId: string): TimelineGroup | undefined;
}

export function indexItems(items: readonly VirtualItem[]): ItemIndex {
  const others: number[] = [];
  const groups = new Map<string, TimelineGroup>();
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]!;
    if (item.kind !== 'row') {
      others.push(index);
      groups.set(item.group.timelineId, item.group);
    } else if (item.groupStart) groups.set(item.groupStart.timelineId, item.groupStart);
  }
  const rowCount = items.length - others.length;
  /** How many non-row items stand before `index`. */
  const othersBefore = (index: number) => {
    let low = 0;
    let high = others.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (others[middle]! < index) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  let byEvent: Map<string, number> | null = null;
  return {
    rowCount,
    savedRowCount: () => items.reduce((count, item) => (item.kind === 'row' && !isTemporaryId(item.row.id) ? count + 1 : count), 0),
    rowNumberOf: (index) => (items[index]?.kind === 'row' ? index - othersBefore(index) : -1),
    indexOfRow(rowNumber) {
      if (rowNumber < 0 || rowNumber >= rowCount) return undefined;
      let index = rowNumber;
      for (const other of others) {
        if (other <= index) index += 1;
        else break;
      }
      return index;
    },
    indexOfEvent(eventId) {
      if (!byEvent) {
        byEvent = new Map();
        items.forEach((item, index) => {
          if (item.kind === 'row') byEvent!.set(item.row.id, index);
        });
      }
      return byEvent.get(eventId);
    },
    others: others.map((index) => items[index]!),
    groupOf: (timelineId) => groups.get(timelineId),
    savedRowIds: () =>
      items.flatMap((item) => (item.kind === 'row' && !isTemporaryId(item.row.id) ? [item.row.id] : [])),
  };
}
