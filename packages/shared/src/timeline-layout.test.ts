import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_RANGE } from './constants.js';
import { addDays } from './dates.js';
import {
  autoFitRange,
  drawnExtent,
  isSingleDayEvent,
  LANE_GAP_PX,
  MIN_BAR_WIDTH,
  packExtents,
  dayCenterX,
  eventGeometry,
  eventsInRange,
  groupOverflow,
  isValidRange,
  OVERFLOW_MARKER_WIDTH,
  OVERFLOW_STRIP_HEIGHT,
  layoutRow,
  packLanes,
  rangeDays,
  rowHeight,
  toDatedItem,
} from './timeline-layout.js';

const range = { start: '2025-07-20', end: '2025-08-02' }; // 14 days

describe('range days', () => {
  it('counts the default range as 119 days', () => {
    expect(rangeDays(DEFAULT_TIME_RANGE)).toBe(119);
  });
});

describe('event geometry', () => {
  it('places a multi-day event by its days, counting both ends', () => {
    expect(eventGeometry({ start: '2025-07-22', end: '2025-07-24' }, range, 1400)).toEqual({
      x: 200,
      width: 300,
      isClippedStart: false,
      isClippedEnd: false,
    });
  });

  it('gives a single-day event one day', () => {
    expect(eventGeometry({ start: '2025-08-02', end: '2025-08-02' }, range, 1400)).toMatchObject({
      x: 1300,
      width: 100,
    });
  });

  it('clips an event that starts before the range', () => {
    expect(eventGeometry({ start: '2025-07-10', end: '2025-07-21' }, range, 1400)).toEqual({
      x: 0,
      width: 200,
      isClippedStart: true,
      isClippedEnd: false,
    });
  });

  it('clips an event that ends after the range, and one that spans it', () => {
    expect(eventGeometry({ start: '2025-08-01', end: '2025-09-01' }, range, 1400)).toEqual({
      x: 1200,
      width: 200,
      isClippedStart: false,
      isClippedEnd: true,
    });
    expect(eventGeometry({ start: '2025-07-01', end: '2025-09-01' }, range, 1400)).toEqual({
      x: 0,
      width: 1400,
      isClippedStart: true,
      isClippedEnd: true,
    });
  });

  it('hides events wholly outside the range', () => {
    expect(eventGeometry({ start: '2025-07-01', end: '2025-07-19' }, range, 1400)).toBeNull();
    expect(eventGeometry({ start: '2025-08-03', end: '2025-08-03' }, range, 1400)).toBeNull();
  });

  it('centres a day, null outside the range', () => {
    expect(dayCenterX('2025-07-20', range, 1400)).toBe(50);
    expect(dayCenterX('2025-08-03', range, 1400)).toBeNull();
  });
});

describe('lane packing', () => {
  it('keeps non-overlapping events in one lane', () => {
    const layout = packLanes([
      { id: 'a', start: '2025-07-20', end: '2025-07-22' },
      { id: 'b', start: '2025-07-23', end: '2025-07-23' },
    ]);
    expect(layout.laneCount).toBe(1);
    expect([...layout.lanes.values()]).toEqual([0, 0]);
  });

  it('stacks overlapping events (same-day ends overlap) and reuses freed lanes', () => {
    const layout = packLanes([
      { id: 'a', start: '2025-07-20', end: '2025-07-25' },
      { id: 'b', start: '2025-07-25', end: '2025-07-26' },
      { id: 'c', start: '2025-07-26', end: '2025-07-26' },
    ]);
    expect(layout.lanes.get('a')).toBe(0);
    expect(layout.lanes.get('b')).toBe(1);
    expect(layout.lanes.get('c')).toBe(0);
    expect(layout.laneCount).toBe(2);
  });

  it('never uses more than 5 lanes and hides what does not fit instead of drawing it over a lane', () => {
    const items = Array.from({ length: 8 }, (_, i) => ({
      id: `e${i}`,
      start: '2025-07-20',
      end: `2025-07-${21 + i}`,
    }));
    const layout = packLanes(items);
    expect(layout.laneCount).toBe(5);
    expect(Math.max(...layout.lanes.values())).toBe(4);
    expect(layout.hidden).toEqual(['e5', 'e6', 'e7']);
    expect(layout.lanes.has('e5')).toBe(false);
  });

  it('lets a later event take a lane freed meanwhile, while an overlapping one stays hidden', () => {
    const busy = Array.from({ length: 5 }, (_, i) => ({ id: `b${i}`, start: '2025-07-20', end: i === 0 ? '2025-07-21' : '2025-07-31' }));
    const layout = packLanes([...busy, { id: 'x', start: '2025-07-21', end: '2025-07-21' }, { id: 'y', start: '2025-07-22', end: '2025-07-23' }]);
    expect(layout.hidden).toEqual(['x']);
    expect(layout.lanes.get('y')).toBe(0);
    // No two items in one lane overlap.
    const byLane = new Map<number, string[]>();
    for (const [id, lane] of layout.lanes) byLane.set(lane, [...(byLane.get(lane) ?? []), id]);
    expect(byLane.get(0)).toEqual(['b0', 'y']);
  });

  it('sizes rows at 20 px per lane with a 48 px minimum', () => {
    expect(rowHeight(0)).toBe(48);
    expect(rowHeight(1)).toBe(48);
    expect(rowHeight(2)).toBe(56);
    expect(rowHeight(5)).toBe(116);
    expect(rowHeight(9)).toBe(116);
    // The "+N" strip sits under the five lanes.
    expect(rowHeight(5, true)).toBe(116 + OVERFLOW_STRIP_HEIGHT);
  });
});

describe('row layout', () => {
  const wire = (id: string, date: string, endDate: string | null = null) => ({
    id,
    date: `${date}T12:00:00.000Z`,
    endDate: endDate ? `${endDate}T12:00:00.000Z` : null,
  });

  it('places the events inside the range in lanes and leaves the others out', () => {
    const events = [
      wire('a', '2025-07-21', '2025-07-24'),
      wire('b', '2025-07-22'),
      wire('outside', '2025-09-01'),
      wire('c', '2025-07-25'),
    ];
    const row = layoutRow(events, range, 1400);
    expect(row.placed.map((placed) => [placed.event.id, placed.lane])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 0],
    ]);
    expect(row.placed[0]?.geometry).toMatchObject({ x: 100, width: 400 });
    expect(row.laneCount).toBe(2);
    expect(row.height).toBe(rowHeight(2));
  });

  it('finds the events any of whose days are in the range, the ones layoutRow places, in their order', () => {
    const events = [
      wire('before', '2025-07-10', '2025-07-19'),
      wire('into', '2025-07-15', '2025-07-20'),
      wire('end-before-start', '2025-07-19', '2025-07-01'),
      wire('inside', '2025-07-25'),
      wire('last', '2025-08-02', '2025-08-09'),
      wire('after', '2025-08-03'),
    ];
    const inRange = eventsInRange(events, range);
    expect(inRange.map((event) => event.id)).toEqual(['into', 'inside', 'last']);
    expect(inRange[0]).toBe(events[1]);
    expect(layoutRow(events, range, 1400).placed.map((placed) => placed.event.id)).toEqual(['into', 'inside', 'last']);
  });

  it('gives an empty row the minimum height', () => {
    expect(layoutRow([wire('late', '2026-01-01')], range, 1400)).toEqual({
      placed: [],
      overflow: [],
      laneCount: 0,
      height: rowHeight(0),
    });
  });

  it('hides the events beyond five lanes behind a "+N" group at the first one, and makes room for it', () => {
    // Seven events on the same days, and two later ones that overlap each other only.
    const events = [
      ...Array.from({ length: 7 }, (_, i) => wire(`same${i}`, '2025-07-21', '2025-07-23')),
      wire('late1', '2025-07-28'),
      wire('late2', '2025-07-28', '2025-07-29'),
    ];
    const row = layoutRow(events, range, 1400);
    expect(row.placed).toHaveLength(7);
    expect(new Set(row.placed.map((placed) => placed.lane)).size).toBe(5);
    expect(row.overflow).toEqual([{ x: 100, events: [events[5], events[6]] }]);
    expect(row.height).toBe(rowHeight(5, true));
  });
});

describe('overflow groups', () => {
  const hidden = (id: string, start: string, end: string, x: number) => ({
    event: id,
    item: { id, start, end },
    geometry: { x, width: 10, isClippedStart: false, isClippedEnd: false },
  });

  it('groups hidden events whose days overlap, and keeps separate times apart', () => {
    const groups = groupOverflow([
      hidden('a', '2025-07-21', '2025-07-24', 100),
      hidden('c', '2025-07-30', '2025-07-30', 1000),
      hidden('b', '2025-07-23', '2025-07-23', 300),
    ]);
    expect(groups).toEqual([
      { x: 100, events: ['a', 'b'] },
      { x: 1000, events: ['c'] },
    ]);
  });

  it('merges markers that would touch, so their labels never collide', () => {
    const groups = groupOverflow([
      hidden('a', '2025-07-21', '2025-07-21', 100),
      hidden('b', '2025-07-22', '2025-07-22', 100 + OVERFLOW_MARKER_WIDTH - 1),
      hidden('c', '2025-07-23', '2025-07-23', 100 + 2 * OVERFLOW_MARKER_WIDTH),
    ]);
    expect(groups.map((group) => group.events)).toEqual([['a', 'b'], ['c']]);
    for (const [index, group] of groups.entries()) {
      const next = groups[index + 1];
      if (next) expect(next.x - group.x).toBeGreaterThanOrEqual(OVERFLOW_MARKER_WIDTH);
    }
  });
});

describe('auto-fit', () => {
  it('pads 14 days before the first event and after the last end', () => {
    expect(
      autoFitRange([
        { start: '2025-09-10', end: '2025-09-10' },
        { start: '2025-08-01', end: '2025-08-05' },
        { start: '2025-09-01', end: '2025-10-01' },
      ]),
    ).toEqual({ start: '2025-07-18', end: '2025-10-15' });
  });

  it('falls back to the default range without events', () => {
    expect(autoFitRange([])).toEqual(DEFAULT_TIME_RANGE);
  });
});

describe('helpers', () => {
  it('reads wire timestamps as calendar days', () => {
    expect(toDatedItem({ id: 'x', date: '2025-07-20T12:00:00.000Z', endDate: null })).toEqual({
      id: 'x',
      start: '2025-07-20',
      end: '2025-07-20',
    });
    expect(
      toDatedItem({ id: 'x', date: '2025-07-20T12:00:00.000Z', endDate: '2025-07-22T12:00:00.000Z' }).end,
    ).toBe('2025-07-22');
  });

  it('validates ranges', () => {
    expect(isValidRange(range)).toBe(true);
    expect(isValidRange({ start: '2025-08-02', end: '2025-07-20' })).toBe(false);
    expect(isValidRange({ start: '', end: '2025-07-20' })).toBe(false);
  });
});

describe('lanes by drawn extent (D52)', () => {
  const wire = (id: string, date: string, endDate: string | null = null, isMilestone = false) => ({
    id,
    date: `${date}T12:00:00.000Z`,
    endDate: endDate ? `${endDate}T12:00:00.000Z` : null,
    isMilestone,
  });
  const year = { start: '2025-01-01', end: '2025-12-31' };
  const yearWidth = rangeDays(year) * 0.6;

  /** Every pair of items in one lane is drawn apart (at least LANE_GAP_PX between them). */
  function expectNoOverlap(row: ReturnType<typeof layoutRow<ReturnType<typeof wire>>>) {
    const byLane = new Map<number, Array<{ left: number; right: number }>>();
    for (const { event, geometry, lane } of row.placed) {
      const extents = byLane.get(lane) ?? [];
      extents.push(drawnExtent(geometry, isSingleDayEvent(event), event.isMilestone));
      byLane.set(lane, extents);
    }
    for (const extents of byLane.values()) {
      extents.sort((a, b) => a.left - b.left);
      for (let index = 1; index < extents.length; index += 1) {
        expect(extents[index]!.left - extents[index - 1]!.right).toBeGreaterThanOrEqual(LANE_GAP_PX);
      }
    }
  }

  it('puts single-day events a few days apart in separate lanes at Year zoom (their dots would overlap)', () => {
    const events = [wire('a', '2025-03-03'), wire('b', '2025-03-07'), wire('c', '2025-03-12', null, true)];
    const row = layoutRow(events, year, yearWidth);
    expect(row.placed.map((placed) => placed.lane).sort()).toEqual([0, 1, 2]);
    expectNoOverlap(row);
  });

  it('keeps them in one lane where the days are wide enough (Week zoom)', () => {
    const events = [wire('a', '2025-03-03'), wire('b', '2025-03-04'), wire('c', '2025-03-05', null, true)];
    const row = layoutRow(events, { start: '2025-03-01', end: '2025-03-31' }, 31 * 20);
    expect(row.laneCount).toBe(1);
    expectNoOverlap(row);
  });

  it('gives a short bar its minimum width and keeps adjacent bars in one lane at wide days', () => {
    const narrow = layoutRow([wire('a', '2025-03-03', '2025-03-04'), wire('b', '2025-03-05', '2025-03-06')], year, yearWidth);
    expect(narrow.laneCount).toBe(2);
    expectNoOverlap(narrow);
    const wide = layoutRow([wire('a', '2025-07-21', '2025-07-22'), wire('b', '2025-07-23', '2025-07-24')], range, 1400);
    expect(wide.laneCount).toBe(1);
    expect(drawnExtent({ x: 10, width: 1.2, isClippedStart: false, isClippedEnd: false }, false)).toEqual({
      left: 11,
      right: 11 + MIN_BAR_WIDTH,
    });
  });

  it('never overlaps two drawn items in a lane over a crowded year', () => {
    const events = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0 ? wire(`m${i}`, addDays('2025-01-05', i * 5), addDays('2025-01-05', i * 5 + (i % 7))) : wire(`d${i}`, addDays('2025-01-05', i * 5), null, i % 2 === 0),
    );
    expectNoOverlap(layoutRow(events, year, yearWidth));
  });

  it('packs extents greedily by left edge with the gap', () => {
    const layout = packExtents(
      [
        { id: 'a', left: 0, right: 10 },
        { id: 'b', left: 11, right: 20 },
        { id: 'c', left: 12, right: 30 },
      ],
      2,
    );
    expect(layout.lanes.get('a')).toBe(0);
    expect(layout.lanes.get('b')).toBe(1);
    expect(layout.lanes.get('c')).toBe(0);
  });
});
