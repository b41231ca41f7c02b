import { describe, expect, it } from 'vitest';
import { LANE_HEIGHT, ROW_PADDING } from '@plotline/shared';
import {
  ARROW_STUB,
  dependencyEnds,
  drawWindow,
  eventBox,
  isRouteInWindow,
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
    const sameLane = routeDependency('finish_to_start', box(0, 100, 30), box(200, 250, 30));
    expect(sameLane.points).toHaveLength(6);
    expect(sameLane.maxY).toBe(30 + LANE_HEIGHT / 2);
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
