import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/test/projects';
import {
  BUILTIN_OBJECTIVE_MAP,
  type ObjectiveMap,
  type PlanningEvent,
  type ProjectDetail,
} from '@plotline/shared';
import {
  EMPTY_FILTERS,
  createProjectFlattener,
  eventCountLabel,
  filterRows,
  flattenProject,
  groupByTimeline,
  mergeShownOrder,
  summarize,
} from './table-rows';
import { buildVirtualItems } from './virtual-items';

const objectives: ObjectiveMap = BUILTIN_OBJECTIVE_MAP;

const event = (id: string, timelineId: string, overrides: Partial<PlanningEvent> = {}): PlanningEvent =>
  makeEvent(id, timelineId, '2025-08-01', { projectId: 'p1', title: `Event ${id}`, ...overrides });

const project = {
  id: 'p1',
  name: 'Apollo',
  timelines: [
    {
      id: 't1',
      projectId: 'p1',
      name: 'Backend',
      color: '#FF0000',
      displayOrder: 0,
      version: 1,
      createdAt: '',
      updatedAt: '',
      events: [
        event('e1', 't1', { title: 'Cutover', endDate: '2025-08-03T12:00:00.000Z', objective: 'deployment' }),
        event('e2', 't1', { description: 'Load the SAMPLE data', objective: 'testing' }),
      ],
    },
    {
      id: 't2',
      projectId: 'p1',
      name: 'Frontend',
      color: '#00FF00',
      displayOrder: 1,
      version: 3,
      createdAt: '',
      updatedAt: '',
      events: [event('e3', 't2', { objective: 'mystery' })],
    },
    {
      id: 't3',
      projectId: 'p1',
      name: 'Empty',
      color: '#0000FF',
      displayOrder: 2,
      version: 1,
      createdAt: '',
      updatedAt: '',
      events: [],
    },
  ],
} as unknown as ProjectDetail;

describe('createProjectFlattener', () => {
  it('re-flattens only the timelines that changed, and everything when the objectives change', () => {
    const flatten = createProjectFlattener();
    const first = flatten(project, objectives);
    const [backend, frontend, empty] = project.timelines as [
      ProjectDetail['timelines'][number],
      ProjectDetail['timelines'][number],
      ProjectDetail['timelines'][number],
    ];
    const edited = {
      ...project,
      timelines: [
        { ...backend, events: [{ ...backend.events[0]!, title: 'Renamed' }, backend.events[1]!] },
        frontend,
        empty,
      ],
    };
    const second = flatten(edited, objectives);
    expect(second.map((row) => row.title)).toEqual(['Renamed', 'Event e2', 'Event e3']);
    expect(second[0]).not.toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    // A page merged in: a new timeline object whose held events keep their rows.
    const paged = flatten({ ...edited, timelines: [{ ...edited.timelines[0]! }, frontend, empty] }, objectives);
    expect(paged[0]).toBe(second[0]);
    const renamedTimeline = flatten({ ...edited, timelines: [{ ...edited.timelines[0]!, name: 'Core' }, frontend, empty] }, objectives);
    expect(renamedTimeline[0]).toMatchObject({ timelineName: 'Core', title: 'Renamed' });
    const recoloured = {
      ...objectives,
      mystery: { id: 'mystery', name: 'Mystery', color: '#123456', description: '' },
    } as ObjectiveMap;
    const third = flatten(edited, recoloured);
    expect(third[2]).not.toBe(second[2]);
    expect(third[2]).toMatchObject({ objectiveName: 'Mystery', objectiveColor: '#123456' });
  });
});

describe('flattenProject', () => {
  it('adds timeline and objective names, colours, calendar dates and duration', () => {
    const rows = flattenProject(project, objectives);
    expect(rows.map((row) => row.id)).toEqual(['e1', 'e2', 'e3']);
    expect(rows[0]).toMatchObject({
      timelineName: 'Backend',
      timelineColor: '#FF0000',
      objectiveName: 'Deployment',
      objectiveColor: '#EF4444',
      startDate: '2025-08-01',
      endDate: '2025-08-03',
      duration: '3 days',
    });
    expect(rows[1]!.duration).toBe('1 day');
    expect(rows[2]).toMatchObject({ objectiveName: 'Unknown', objectiveColor: '#6B7280' });
    expect(flattenProject(undefined, objectives)).toEqual([]);
  });

  it('formats counts', () => {
    expect(eventCountLabel(1)).toBe('1 event');
    expect(eventCountLabel(0)).toBe('0 events');
  });
});

describe('filterRows', () => {
  const rows = flattenProject(project, objectives);
  it('searches title, description, timeline name and objective name, ignoring case', () => {
    expect(filterRows(rows, { ...EMPTY_FILTERS, search: 'cutOVER' }).map((r) => r.id)).toEqual(['e1']);
    expect(filterRows(rows, { ...EMPTY_FILTERS, search: 'sample' }).map((r) => r.id)).toEqual(['e2']);
    expect(filterRows(rows, { ...EMPTY_FILTERS, search: 'frontend' }).map((r) => r.id)).toEqual(['e3']);
    expect(filterRows(rows, { ...EMPTY_FILTERS, search: 'deploy' }).map((r) => r.id)).toEqual(['e1']);
    expect(filterRows(rows, { ...EMPTY_FILTERS, search: '  ' })).toHaveLength(3);
  });
  it('filters by timeline and objective together', () => {
    expect(filterRows(rows, { ...EMPTY_FILTERS, timelineId: 't1' }).map((r) => r.id)).toEqual(['e1', 'e2']);
    expect(
      filterRows(rows, { ...EMPTY_FILTERS, timelineId: 't1', objective: 'testing' }).map((r) => r.id),
    ).toEqual(['e2']);
    expect(filterRows(rows, { ...EMPTY_FILTERS, timelineId: 't2', objective: 'testing' })).toEqual([]);
  });
});

describe('groupByTimeline and buildVirtualItems', () => {
  const rows = flattenProject(project, objectives);
  it('keeps every timeline without filters and only matching ones with filters', () => {
    expect(groupByTimeline(project, rows, EMPTY_FILTERS).map((g) => [g.name, g.rows.length])).toEqual([
      ['Backend', 2],
      ['Frontend', 1],
      ['Empty', 0],
    ]);
    const filters = { ...EMPTY_FILTERS, search: 'cutover' };
    expect(groupByTimeline(project, filterRows(rows, filters), filters).map((g) => g.name)).toEqual([
      'Backend',
    ]);
  });

  it('headers mode: a header per timeline, collapsed ones without rows, empty timelines get a placeholder', () => {
    const groups = groupByTimeline(project, rows, EMPTY_FILTERS);
    const items = buildVirtualItems(groups, { isHeadersMode: true, collapsed: new Set(['t2']), addAt: null });
    expect(items.map((item) => item.key)).toEqual(['h:t1', 'e1', 'e2', 'h:t2', 'h:t3', 'e:t3']);
    expect(items.find((item) => item.key === 'h:t2')).toMatchObject({ isCollapsed: true });
  });

  it('standard mode: only rows, first of each group flagged, collapse ignored, add form placed under its row', () => {
    const groups = groupByTimeline(project, rows, EMPTY_FILTERS);
    const items = buildVirtualItems(groups, {
      isHeadersMode: false,
      collapsed: new Set(['t1']),
      addAt: { timelineId: 't1', afterEventId: 'e1' },
    });
    expect(items.map((item) => item.key)).toEqual(['e1', 'a:t1', 'e2', 'e3', 'e:t3']);
    expect(
      items.filter((item) => item.kind === 'row' && item.groupStart !== null).map((item) => item.key),
    ).toEqual(['e1', 'e3']);
    const empty = buildVirtualItems(groups, {
      isHeadersMode: false,
      collapsed: new Set(),
      addAt: { timelineId: 't3', afterEventId: null },
    });
    expect(empty.at(-1)).toMatchObject({ kind: 'add', afterEventId: null });
  });
});

describe('summarize', () => {
  it('counts events, timelines and events per objective', () => {
    const rows = flattenProject(project, objectives);
    const summary = summarize(rows, 3);
    expect(summary.totalEvents).toBe(3);
    expect(summary.timelineCount).toBe(3);
    expect(summary.perObjective.map((o) => [o.name, o.count])).toEqual([
      ['Deployment', 1],
      ['Testing', 1],
      ['Unknown', 1],
    ]);
  });
});

describe('mergeShownOrder', () => {
  it('puts the reordered shown timelines in the places they held and leaves hidden ones put', () => {
    expect(mergeShownOrder(['a', 'b', 'c', 'd'], ['b', 'c', 'a', 'd'])).toEqual(['b', 'c', 'a', 'd']);
    expect(mergeShownOrder(['a', 'b', 'c', 'd'], ['d', 'b'])).toEqual(['a', 'd', 'c', 'b']);
    expect(mergeShownOrder(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});
