import { describe, expect, it } from 'vitest';
import { LANE_HEIGHT, ROW_PADDING } from '@plotline/shared';
import {
  ARROW_STUB,
  dependencyEnds,
  drawWindow,
  eventBox,
  isRouteInWindow,
  mayReachWindow,
  routeDependency,
  rowTops,
  type EventBox,
} from './dependency-geometry';

const box = (left: number, right: number, y: number): EventBox => ({ left, right, y });

/** Every segment is horizontal or vertical. */
function isElbow(points: Array<[number, number]>): boolean {
  return points.every(([x, y], index) => {
    if (index === 0) return true;
    const [px, py] = points[index - 1]!;
    return x === px || y === py;
  });
}

describe('dependency ends', () => {
  it('joins the ends each type names', () => {
    expect(dependencyEnds('finish_to_start')).toEqual({ from: 'end', to: 'start' });
    expect(dependencyEnds('start_to_start')).toEqual({ from: 'start', to: 'start' });
    expect(dependencyEnds('finish_to_finish')).toEqual({ from: 'end', to: 'end' });
    expect(dependencyEnds('start_to_finish')).toEqual({ from: 'start', to: 'end' });
  });
});

describe('event boxes', () => {
  it('spans a bar and centres a dot or diamond in its day, in the middle of the lane', () => {
    const geometry = { x: 100, width: 60, isClippedStart: false, isClippedEnd: false };
    const y = 40 + ROW_PADDING + 2 * LANE_HEIGHT + LANE_HEIGHT / 2 - 1;
    expect(eventBox(geometry, 2, 40, 'bar')).toEqual({ left: 101, right: 159, y });
    expect(eventBox({ ...geometry, width: 20 }, 0, 0, 'dot')).toEqual({ left: 103, right: 117, y: ROW_PADDING + 9 });
    expect(eventBox({ ...geometry, width: 20 }, 0, 0, 'diamond')).toEqual({ left: 102, right: 118, y: ROW_PADDING + 9 });
  });
});

describe('routing', () => {
  it('finish to start with room between: two turns, the vertical a stub after the predecessor', () => {
    const route = routeDependency('finish_to_start', box(0, 100, 10), box(200, 300, 50));
    expect(route.points).toEqual([
      [100, 10],
      [100 + ARROW_STUB, 10],
      [100 + ARROW_STUB, 50],
      [200, 50],
    ]);
    expect(route.d).toBe('M100 10 L108 10 L108 50 L200 50');
  });

  it('finish to start with the successor starting too early: four turns through the gap above the successor', () => {
    const route = routeDependency('finish_to_start', box(0, 100, 10), box(50, 150, 50));
    expect(route.points).toEqual([
      [100, 10],
      [108, 10],
      [108, 50 - LANE_HEIGHT / 2],
      [50 - ARROW_STUB, 50 - LANE_HEIGHT / 2],
      [50 - ARROW_STUB, 50],
      [50, 50],
    ]);
    expect(isElbow(route.points)).toBe(true);
  });

  it('goes below the successor when coming from a lower lane, and below the lane when both share it', () => {
    const upwards = routeDependency('finish_to_start', box(0, 100, 90), box(50, 150, 30));
    expect(upwards.points[2]).toEqual([108, 30 + LANE_HEIGHT / 2]);
    const sameLane = routeDependency('finish_to_start', box(200, 250, 30), box(0, 100, 30));
    expect(sameLane.points).toHaveLength(6);
    expect(sameLane.maxY).toBe(30 + LANE_HEIGHT / 2);
  });

  it('runs straight along a lane to a successor after the predecessor', () => {
    expect(routeDependency('finish_to_start', box(0, 100, 30), box(102, 150, 30)).points).toEqual([
      [100, 30],
      [102, 30],
    ]);
    expect(routeDependency('start_to_finish', box(200, 300, 30), box(50, 120, 30)).d).toBe('M200 30 L120 30');
  });

  it('bars on adjacent days in other rows: one vertical in the gap between them, no loop back', () => {
    const route = routeDependency('finish_to_start', box(0, 100, 10), box(102, 150, 50));
    expect(route.points).toEqual([
      [100, 10],
      [101, 10],
      [101, 50],
      [102, 50],
    ]);
  });

  it('start to start: leaves leftwards and turns left of both starts', () => {
    const route = routeDependency('start_to_start', box(100, 200, 10), box(60, 120, 50));
    expect(route.points).toEqual([
      [100, 10],
      [60 - ARROW_STUB, 10],
      [60 - ARROW_STUB, 50],
      [60, 50],
    ]);
  });

  it('finish to finish: turns right of both ends and enters the end from the right', () => {
    const route = routeDependency('finish_to_finish', box(0, 200, 10), box(50, 150, 50));
    expect(route.points).toEqual([
      [200, 10],
      [208, 10],
      [208, 50],
      [150, 50],
    ]);
  });

  it('start to finish: one vertical when the successor ends well before the start, four turns otherwise', () => {
    expect(routeDependency('start_to_finish', box(200, 300, 10), box(50, 100, 50)).points).toHaveLength(4);
    const crossing = routeDependency('start_to_finish', box(100, 300, 10), box(50, 200, 50));
    expect(crossing.points).toHaveLength(6);
    expect(crossing.points[1]).toEqual([92, 10]);
    expect(crossing.points[4]).toEqual([208, 50]);
    expect(isElbow(crossing.points)).toBe(true);
  });

  it('keeps its bounding box', () => {
    const route = routeDependency('finish_to_start', box(0, 100, 10), box(50, 150, 50));
    expect(route).toMatchObject({ minX: 42, maxX: 108, minY: 10, maxY: 50 });
  });
});

/** Axis-aligned segments a and b share a point. */
function touches(a: [[number, number], [number, number]], b: [[number, number], [number, number]]): boolean {
  const span = (segment: typeof a, axis: 0 | 1) => [Math.min(segment[0][axis], segment[1][axis]), Math.max(segment[0][axis], segment[1][axis])];
  const [ax, bx, ay, by] = [span(a, 0), span(b, 0), span(a, 1), span(b, 1)];
  return ax[0]! <= bx[1]! && bx[0]! <= ax[1]! && ay[0]! <= by[1]! && by[0]! <= ay[1]!;
}

/** A path crosses or touches itself (segments that do not follow each other meet), or doubles back along itself. */
function isSelfCrossing(points: Array<[number, number]>): boolean {
  const segments = points.slice(1).map((point, index) => [points[index]!, point] as [[number, number], [number, number]]);
  for (const [index, segment] of segments.entries()) {
    const next = segments[index + 1];
    if (next) {
      const turn = (segment[1][0] - segment[0][0]) * (next[1][0] - next[0][0]) + (segment[1][1] - segment[0][1]) * (next[1][1] - next[0][1]);
      if (turn < 0) return true;
    }
    for (const other of segments.slice(index + 2)) if (touches(segment, other)) return true;
  }
  return false;
}

describe('routes never loop', () => {
  const types = ['finish_to_start', 'start_to_start', 'finish_to_finish', 'start_to_finish'] as const;
  // Bars 4 px a day (a month view) and 30 px a day, on adjacent days, overlapping, a day apart, far apart, before.
  const pairs = [4, 30].flatMap((day) =>
    [0, -2, 1, 10, -6].map((offset) => {
      const predecessor = { left: 100 + 1, right: 100 + 3 * day - 1 };
      const start = 100 + (3 + offset) * day;
      return [predecessor, { left: start + 1, right: start + 2 * day - 1 }] as const;
    }),
  );
  const lanes = [
    [30, 30],
    [30, 30 + LANE_HEIGHT],
    [30 + LANE_HEIGHT, 30],
    [30, 30 + 4 * LANE_HEIGHT],
  ] as const;
  it('no route crosses, touches or doubles back on itself, for every type, lane and spacing', () => {
    for (const type of types)
      for (const [from, to] of pairs)
        for (const [y1, y2] of lanes) {
          // Overlapping bars never share a lane.
          if (y1 === y2 && to.left <= from.right && from.left <= to.right) continue;
          const route = routeDependency(type, { ...from, y: y1 }, { ...to, y: y2 });
          const where = `${type} ${JSON.stringify([from, to, y1, y2])} → ${route.d}`;
          expect(isSelfCrossing(route.points), where).toBe(false);
          expect(isElbow(route.points), where).toBe(true);
        }
  });
  it('the check finds the loop the old route drew between adjacent bars in one lane', () => {
    expect(isSelfCrossing([[100, 30], [108, 30], [108, 42], [94, 42], [94, 30], [102, 30]])).toBe(true);
  });
});

describe('drawing only what is in view', () => {
  const route = { minX: 100, maxX: 200, minY: 1000, maxY: 1200 };
  it('draws an arrow whose box reaches into the window', () => {
    expect(isRouteInWindow(route, { left: 150, right: 900, top: 0, bottom: 1000 })).toBe(true);
  });
  it('skips one wholly outside it', () => {
    expect(isRouteInWindow(route, { left: 201, right: 900, top: 0, bottom: 2000 })).toBe(false);
    expect(isRouteInWindow(route, { left: 0, right: 900, top: 0, bottom: 999 })).toBe(false);
  });
});

describe('routing only what can reach the view', () => {
  const types = ['finish_to_start', 'start_to_start', 'finish_to_finish', 'start_to_finish'] as const;
  it('never skips a pair whose route reaches into the window, for every type, spacing and lane', () => {
    const windows = [-40, 0, 40, 95, 150, 400].flatMap((left) =>
      [-20, 10, 30, 50, 90].map((top) => ({ left, right: left + 10, top, bottom: top + 5 })),
    );
    let skipped = 0;
    for (const type of types)
      for (const start of [0, 20, 60, 100, 104, 200])
        for (const y2 of [30, 30 + LANE_HEIGHT, 30 - LANE_HEIGHT, 30 + 3 * LANE_HEIGHT]) {
          const from = box(100, 130, 30);
          const to = box(start, start + 25, y2);
          const route = routeDependency(type, from, to);
          for (const window of windows) {
            const may = mayReachWindow(from, to, window);
            if (isRouteInWindow(route, window)) expect(may, `${type} ${route.d} ${JSON.stringify(window)}`).toBe(true);
            if (!may) skipped += 1;
          }
        }
    // It does skip: most of these windows lie away from most pairs.
    expect(skipped).toBeGreaterThan(0);
  });
  it('skips a pair wholly above, below or beside the window', () => {
    const window = { left: 500, right: 900, top: 200, bottom: 400 };
    expect(mayReachWindow(box(100, 200, 300), box(300, 400, 300), window)).toBe(false);
    expect(mayReachWindow(box(600, 700, 10), box(600, 700, 100), window)).toBe(false);
    expect(mayReachWindow(box(100, 200, 10), box(600, 700, 1000), window)).toBe(true);
  });
});

describe('row tops', () => {
  it('stacks the rows', () => {
    expect(rowTops([48, 108, 48])).toEqual([0, 48, 156]);
  });
});

describe('draw window', () => {
  it('spans the rendered rows and the horizontal window', () => {
    const rows = [
      { start: 48, end: 96 },
      { start: 96, end: 204 },
    ];
    expect(drawWindow(rows, { visibleFrom: -640, visibleTo: 1800 })).toEqual({ left: -640, right: 1800, top: 48, bottom: 204 });
    expect(drawWindow([], { visibleFrom: 0, visibleTo: 10 })).toMatchObject({ top: 0, bottom: 0 });
  });
});
