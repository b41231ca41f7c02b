import { describe, expect, it } from 'vitest';
import { BUILTIN_OBJECTIVE_MAP, type ProjectDetail } from '@plotline/shared';
import { mergePage } from '@/api/planning/project-pages';
import { removeEvent, replaceEvent, upsertTimeline } from '@/api/planning/project-cache';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { EMPTY_FILTERS, createProjectFlattener, flattenProject, groupByTimeline } from './table-rows';
import { buildVirtualItems, createItemsBuilder, type ItemOptions, type VirtualItem } from './virtual-items';

/*
 * The table's items folded a page at a time (docs/decisions.md D84): the flattener and the item
 * builder keep what they made for events they saw before, and what they give must be what a
 * build from nothing gives for the same project.
 */

const objectives = BUILTIN_OBJECTIVE_MAP;
const OPTIONS: ItemOptions = { isHeadersMode: true, collapsed: new Set(), addAt: null };

const day = (n: number) => `2025-03-${String(n).padStart(2, '0')}`;
const eventsOf = (timeline: string, days: number[]) => days.map((n) => makeEvent(`${timeline}-${n}`, timeline, day(n)));
const projectOf = (byTimeline: Record<string, number[]>): ProjectDetail =>
  makeProjectDetail(
    'owner',
    Object.entries(byTimeline).map(([id, days], order) =>
      makeTimeline(id, { name: `Timeline ${id}`, displayOrder: order, events: eventsOf(id, days) }),
    ),
  );

/** The table's pipeline as the page runs it, with its memories. */
function createTable() {
  const flatten = createProjectFlattener();
  const build = createItemsBuilder();
  return (project: ProjectDetail, options = OPTIONS) =>
    build(groupByTimeline(project, flatten(project, objectives), EMPTY_FILTERS), options);
}

/** The same from nothing. */
const rebuild = (project: ProjectDetail, options = OPTIONS) =>
  buildVirtualItems(groupByTimeline(project, flattenProject(project, objectives), EMPTY_FILTERS), options);

const keys = (items: VirtualItem[]) => items.map((item) => item.key);
const rowsOf = (items: VirtualItem[]) => items.flatMap((item) => (item.kind === 'row' ? [item.row] : []));

describe('the table folded a page at a time', () => {
  const held = projectOf({ a: [1, 5, 9], b: [2, 8] });
  const page = projectOf({ a: [3, 7], b: [4, 6, 10] });

  it('a folded page gives the items of a full rebuild, and the rows it did not bring keep their items', () => {
    const table = createTable();
    const before = table(held);
    const folded = mergePage(held, page);
    const after = table(folded);
    expect(after).toEqual(rebuild(folded));
    expect(keys(after)).toEqual(['h:a', 'a-1', 'a-3', 'a-5', 'a-7', 'a-9', 'h:b', 'b-2', 'b-4', 'b-6', 'b-8', 'b-10']);
    // Not the first of its timeline: the same item object, so the same key string for the virtualiser.
    const itemOf = (items: VirtualItem[], key: string) => items.find((item) => item.key === key);
    expect(itemOf(after, 'a-5')).toBe(itemOf(before, 'a-5'));
    expect(itemOf(after, 'b-8')).toBe(itemOf(before, 'b-8'));
    // The first row carries its timeline's group, which counts the rows it has now.
    expect(itemOf(after, 'a-1')).toMatchObject({ groupStart: { timelineId: 'a', rows: rowsOf(after).slice(0, 5) } });
  });

  it('an edit and a live change made while pages arrive are kept by the fold and shown as a rebuild shows them', () => {
    const table = createTable();
    const before = table(held);
    // An edit of a-5 (its version moves on), and someone else's: b-2 deleted, a timeline renamed.
    const edited = makeEvent('a-5', 'a', day(5), { title: 'Renamed', version: 2 });
    let project = replaceEvent(held, edited);
    project = removeEvent(project, 'b-2');
    project = upsertTimeline(project, { ...project.timelines[1]!, name: 'Renamed timeline', version: 2 });
    table(project);
    // A page read before the edit brings a-5 at version 1: the cache's newer copy stays.
    const stale = projectOf({ a: [5, 7] });
    const folded = mergePage(project, stale);
    const after = table(folded);
    expect(after).toEqual(rebuild(folded));
    const rows = rowsOf(after);
    expect(rows.find((row) => row.id === 'a-5')?.title).toBe('Renamed');
    expect(rows.map((row) => row.id)).not.toContain('b-2');
    expect(rows.find((row) => row.id === 'b-8')?.timelineName).toBe('Renamed timeline');
    expect(after.find((item) => item.key === 'h:b')).toMatchObject({ group: { name: 'Renamed timeline' } });
    // Rows of timeline a other than the edited one are kept through the edit and the fold.
    const rowOf = (items: VirtualItem[], id: string) => rowsOf(items).find((row) => row.id === id);
    expect(rowOf(after, 'a-9')).toBe(rowOf(before, 'a-9'));
    expect(rowOf(after, 'a-5')).not.toBe(rowOf(before, 'a-5'));
  });

  it('the standard mode and the add form fold the same way', () => {
    const table = createTable();
    const options: ItemOptions = { isHeadersMode: false, collapsed: new Set(['a']), addAt: { timelineId: 'b', afterEventId: 'b-8' } };
    table(held, options);
    const folded = mergePage(held, page);
    expect(table(folded, options)).toEqual(rebuild(folded, options));
  });
});
