import { DIAMOND_HALF, DOT_SIZE, LANE_HEIGHT, ROW_PADDING, type BarGeometry, type DependencyType } from '@plotline/shared';

/*
 * Where the timeline's dependency arrows run (docs/decisions.md D38). Pure: the board gives each
 * event's bar in canvas pixels, these say which ends an arrow joins and the elbow path between them.
 */

/** Horizontal run out of a bar's end before an arrow turns, and into the next bar's end. */
export const ARROW_STUB = 8;
/** Half the width of a single-day dot (the dot and DIAMOND_HALF are the shared layout's, packages/shared timeline-layout.ts). */
export const DOT_HALF = DOT_SIZE / 2;

/** An event on the board: its left and right ends (canvas x) and the middle of its lane (board y). */
export interface EventBox {
  left: number;
  right: number;
  y: number;
}

/**
 * An event's box from its bar: a bar spans its days (1 px inset, as drawn), a dot or a milestone's
 * diamond sits in the middle of its day. `rowTop` is the row's y on the board.
 */
export function eventBox(
  geometry: BarGeometry,
  lane: number,
  rowTop: number,
  shape: 'bar' | 'dot' | 'diamond',
): EventBox {
  const y = rowTop + ROW_PADDING + lane * LANE_HEIGHT + LANE_HEIGHT / 2 - 1;
  if (shape === 'bar') return { left: geometry.x + 1, right: geometry.x + Math.max(geometry.width - 1, 5), y };
  const center = geometry.x + geometry.width / 2;
  const half = shape === 'dot' ? DOT_HALF : DIAMOND_HALF;
  return { left: center - half, right: center + half, y };
}

/** The end of the predecessor an arrow leaves and the end of the successor it enters, by type. */
export function dependencyEnds(type: DependencyType): { from: 'start' | 'end'; to: 'start' | 'end' } {
  return {
    from: type === 'start_to_start' || type === 'start_to_finish' ? 'start' : 'end',
    to: type === 'finish_to_start' || type === 'start_to_start' ? 'start' : 'end',
  };
}

export interface ArrowRoute {
  /** SVG path data: horizontal and vertical segments only. */
  d: string;
  points: Array<[number, number]>;
  /** The route's bounding box, to draw only what is in view. */
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * The elbow connector of one dependency. It leaves the predecessor's end outwards (rightwards from
 * its end, leftwards from its start) and enters the successor's end from outside (from the left
 * into its start, from the right into its end). When one vertical run can do both, the arrow makes
 * two turns, and its vertical run sits beside the bars, never over them; when the ends are closer
 * than two stubs but in the right order (bars on adjacent days), the vertical runs in the gap between
 * them; otherwise it makes four and crosses over in the gap between lanes next to the successor, so
 * it never runs through a bar's label. In the same lane it runs straight when it can and otherwise
 * round below, its two stubs shortened so they never overlap: no route crosses or doubles back on
 * itself.
 */
export function routeDependency(type: DependencyType, from: EventBox, to: EventBox): ArrowRoute {
  const ends = dependencyEnds(type);
  const x1 = ends.from === 'end' ? from.right : from.left;
  const exit = ends.from === 'end' ? 1 : -1;
  const x2 = ends.to === 'start' ? to.left : to.right;
  const entry = ends.to === 'start' ? 1 : -1;
  const { y: y1 } = from;
  const { y: y2 } = to;
  // The successor's end lies ahead of the predecessor's in the direction both are run: one straight line would join them.
  const isAhead = exit === entry && (x2 - x1) * exit >= 0;

  // The vertical x must be at least a stub out of the predecessor and a stub before the successor.
  const earliest = exit === 1 ? x1 + ARROW_STUB : -Infinity;
  const latest = exit === 1 ? Infinity : x1 - ARROW_STUB;
  const low = entry === 1 ? -Infinity : x2 + ARROW_STUB;
  const high = entry === 1 ? x2 - ARROW_STUB : Infinity;
  const from_ = Math.max(earliest, low);
  const to_ = Math.min(latest, high);
  let points: Array<[number, number]>;
  if (y1 === y2 && isAhead) {
    points = [
      [x1, y1],
      [x2, y2],
    ];
  } else if (y1 !== y2 && (from_ <= to_ || isAhead)) {
    // Nearest the predecessor when leaving rightwards, nearest the successor when leaving leftwards;
    // in the gap between them when the stubs do not fit.
    const x = from_ > to_ ? (x1 + x2) / 2 : exit === 1 ? from_ : to_;
    points = [
      [x1, y1],
      [x, y1],
      [x, y2],
      [x2, y2],
    ];
  } else {
    let a = x1 + exit * ARROW_STUB;
    let b = x2 - entry * ARROW_STUB;
    if (y1 === y2 && Math.max(Math.min(x1, a), Math.min(b, x2)) <= Math.min(Math.max(x1, a), Math.max(b, x2))) {
      // Both stubs on one line would overlap: the one pointing at the other end stops half-way.
      if (Math.sign(x2 - x1) === exit) a = (x1 + x2) / 2;
      else b = (x1 + x2) / 2;
    }
    // Half a lane above the successor when coming from above, below it otherwise (same lane too).
    const yMid = y1 < y2 ? y2 - LANE_HEIGHT / 2 : y2 + LANE_HEIGHT / 2;
    points = [
      [x1, y1],
      [a, y1],
      [a, yMid],
      [b, yMid],
      [b, y2],
      [x2, y2],
    ];
  }
  points = points.filter(([x, y], index) => index === 0 || x !== points[index - 1]![0] || y !== points[index - 1]![1]);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    d: points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' '),
    points,
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The part of the board worth drawing: canvas x and board y ranges. */
export interface DrawWindow {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** An arrow is drawn only when its bounding box reaches into the window. */
export function isRouteInWindow(route: Pick<ArrowRoute, 'minX' | 'maxX' | 'minY' | 'maxY'>, window: DrawWindow): boolean {
  return route.maxX >= window.left && route.minX <= window.right && route.maxY >= window.top && route.minY <= window.bottom;
}

/**
 * Whether an arrow between these boxes can reach into the window, from the boxes alone: every route
 * keeps within both boxes' extent widened by a stub sideways and half a lane up and down, so an
 * arrow that cannot is never routed (docs/decisions.md D66: 5,000 dependencies, a few hundred in view).
 */
export function mayReachWindow(from: EventBox, to: EventBox, window: DrawWindow): boolean {
  return (
    Math.max(from.right, to.right) + ARROW_STUB >= window.left &&
    Math.min(from.left, to.left) - ARROW_STUB <= window.right &&
    Math.max(from.y, to.y) + LANE_HEIGHT / 2 >= window.top &&
    Math.min(from.y, to.y) - LANE_HEIGHT / 2 <= window.bottom
  );
}

/** Each row's top on the board, from the rows' heights (the virtualizer stacks them with no gaps). */
export function rowTops(heights: readonly number[]): number[] {
  const tops: number[] = [];
  let top = 0;
  for (const height of heights) {
    tops.push(top);
    top += height;
  }
  return tops;
}

/**
 * The window arrows are drawn in: the rows the virtualizer renders (their top to their bottom) and
 * the board's horizontal window of canvas pixels.
 */
export function drawWindow(
  rows: ReadonlyArray<{ start: number; end: number }>,
  horizontal: { visibleFrom: number; visibleTo: number },
): DrawWindow {
  return {
    left: horizontal.visibleFrom,
    right: horizontal.visibleTo,
    top: rows[0]?.start ?? 0,
    bottom: rows[rows.length - 1]?.end ?? 0,
  };
}
