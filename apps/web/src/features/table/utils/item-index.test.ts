import { describe, expect, it } from 'vitest';
import { BUILTIN_OBJECTIVE_MAP } from '@plotline/shared';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { indexItems } from './item-index';
import { EMPTY_FILTERS, flattenProject, groupByTimeline } from './table-rows';
import { buildVirtualItems } from './virtual-items';

const project = makeProjectDetail('owner', [
  makeTimeline('a', { events: [makeEvent('a1', 'a', '2025-03-01'), makeEvent('temp-1', 'a', '2025-03-02')] }),
  makeTimeline('b', { name: 'Empty', displayOrder: 1 }),
  makeTimeline('c', { name: 'Build', displayOrder: 2, events: [makeEvent('c1', 'c', '2025-03-01'), makeEvent('c2', 'c', '2025-03-03')] }),
]);
const groups = groupByTimeline(project, flattenProject(project, BUILTIN_OBJECTIVE_MAP), EMPTY_FILTERS);
// h:a r:a1 r:temp-1 a:a h:b e:b h:c r:c1 r:c2 — the add form after temp-1.
const items = buildVirtualItems(groups, {
  isHeadersMode: true,
  collapsed: new Set(),
  addAt: { timelineId: 'a', afterEventId: 'temp-1' },
});

describe('indexItems', () => {
  const index = indexItems(items);

  it('numbers the event rows among themselves, both ways', () => {
    expect(items.map((item) => item.key)).toEqual(['h:a', 'a1', 'temp-1', 'a:a', 'h:b', 'e:b', 'h:c', 'c1', 'c2']);
    expect(index.rowCount).toBe(4);
    expect(items.map((_, at) => index.rowNumberOf(at))).toEqual([-1, 0, 1, -1, -1, -1, -1, 2, 3]);
    expect([0, 1, 2, 3, 4, -1].map((row) => index.indexOfRow(row))).toEqual([1, 2, 7, 8, undefined, undefined]);
  });

  it('finds an event, counts and lists the saved rows, and gives a timeline’s group', () => {
    expect(index.indexOfEvent('c2')).toBe(8);
    expect(index.indexOfEvent('gone')).toBeUndefined();
    expect(index.savedRowCount()).toBe(3);
    expect(index.savedRowIds()).toEqual(['a1', 'c1', 'c2']);
    expect(index.others.map((item) => item.key)).toEqual(['h:a', 'a:a', 'h:b', 'e:b', 'h:c']);
    expect(index.groupOf('c')?.name).toBe('Build');
    expect(index.groupOf('x')).toBeUndefined();
  });

  it('in the standard mode, the first rows give their timelines’ groups', () => {
    const standard = indexItems(buildVirtualItems(groups, { isHeadersMode: false, collapsed: new Set(), addAt: null }));
    expect(standard.others.map((item) => item.key)).toEqual(['e:b']);
    expect(standard.groupOf('c')?.timelineId).toBe('c');
    expect(standard.rowNumberOf(3)).toBe(2);
  });
});
