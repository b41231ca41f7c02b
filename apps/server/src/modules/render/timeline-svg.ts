import {
  describeObjective,
  firstWeekendOffset,
  LANE_HEIGHT,
  layoutRow,
  OVERFLOW_STRIP_HEIGHT,
  rangeDays,
  ROW_PADDING,
  scaleAxis,
  showsWeekends,
  ZOOM_PIXELS_PER_DAY,
  type PlanningEvent,
  type RowLayout,
  type TimeRange,
  type ZoomLevel,
} from '@plotline/shared';
import {
  fitText,
  headingHeight,
  INK,
  MARGIN,
  MUTED,
  round,
  RULE,
  STRIPE,
  svgBar,
  svgDocument,
  svgHeading,
  svgLine,
  svgRect,
  svgText,
  textWidth,
  type Picture,
  type PictureInput,
} from './svg.js';

/*
 * The timeline as one SVG (docs/decisions.md D43): the whole range at the chosen zoom, every
 * timeline a row, events in lanes exactly as the view lays them out (layoutRow, scaleAxis from
 * packages/shared), hidden events behind "+N" as in the view. No today line: a picture outlives the
 * day it was made (the heading's export date says when).
 */

const LABEL_WIDTH = 200;
const AXIS_ROW = 22;
/** Short ranges are stretched to this width so the picture stays readable. */
const MIN_CANVAS_WIDTH = 800;
const WEEKEND = '#F9FAFB';


/** The canvas width of the range at a zoom level (what the size caps are checked against). */
export const timelineCanvasWidth = (range: TimeRange, zoom: ZoomLevel): number =>
  Math.max(MIN_CANVAS_WIDTH, rangeDays(range) * ZOOM_PIXELS_PER_DAY[zoom]);

export const timelinePictureWidth = (range: TimeRange, zoom: ZoomLevel): number =>
  MARGIN * 2 + LABEL_WIDTH + timelineCanvasWidth(range, zoom);

function milestone(event: PlanningEvent, x: number, y: number, color: string): string {
  const size = LANE_HEIGHT / 2 - 2;
  const points = [
    [x, y - size],
    [x + size, y],
    [x, y + size],
    [x - size, y],
  ]
    .map(([px, py]) => `${round(px!)},${round(py!)}`)
    .join(' ');
  return `<polygon points="${points}" fill="${color}" stroke="${INK}" stroke-width="1"/>` + svgText(fitText(event.title, 180, 11), { x: x + size + 4, y: y + 4, size: 11 });
}

type Row = { timeline: PictureInput['timelines'][number]; layout: RowLayout<PlanningEvent> };

/** What every page repeats: heading, legend and axis, and where the rows start. */
interface Frame {
  head: string;
  width: number;
  left: number;
  canvas: number;
  perDay: number;
  rowsTop: number;
  majorXs: number[];
}

function frameOf(input: PictureInput & { zoom: ZoomLevel }): Frame {
  const { objectives, range, zoom } = input;
  const canvas = timelineCanvasWidth(range, zoom);
  const perDay = canvas / rangeDays(range);
  const width = MARGIN * 2 + LABEL_WIDTH + canvas;
  const left = MARGIN + LABEL_WIDTH;
  const top = headingHeight(objectives, width);
  const parts: string[] = [svgHeading({ ...input, width })];

  // The axis: the level's units above, the next smaller ones below (docs/decisions.md D39).
  const axis = scaleAxis(range, zoom, perDay);
  const rowsTop = top + AXIS_ROW * 2;
  for (const [index, ticks] of [axis.major, axis.minor].entries()) {
    const y = top + index * AXIS_ROW;
    for (const tick of ticks) {
      parts.push(svgLine(left + tick.x, y, left + tick.x, y + AXIS_ROW));
      parts.push(svgText(fitText(tick.label, tick.width - 6, 11), { x: left + tick.x + 3, y: y + 15, size: 11, fill: index === 0 ? INK : MUTED }));
    }
  }
  parts.push(svgLine(left, rowsTop, left + canvas, rowsTop, MUTED));
  return { head: parts.join(''), width, left, canvas, perDay, rowsTop, majorXs: axis.major.map((tick) => tick.x) };
}

/** One page: the frame, then `rows` (numbered from `firstIndex` for the stripes). */
function page(input: PictureInput & { zoom: ZoomLevel }, frame: Frame, rows: readonly Row[], firstIndex: number, isEmpty: boolean): Picture {
  const { objectives, range, zoom } = input;
  const { left, canvas, perDay, rowsTop } = frame;
  const parts: string[] = [frame.head];
  const rowsHeight = rows.reduce((sum, { layout }) => sum + layout.height, 0) || 48;

  if (showsWeekends(zoom)) {
    for (let day = firstWeekendOffset(range.start); day < rangeDays(range); day += 7) {
      parts.push(svgRect(left + day * perDay, rowsTop, Math.min(2, rangeDays(range) - day) * perDay, rowsHeight, WEEKEND));
    }
  }
  for (const x of frame.majorXs) parts.push(svgLine(left + x, rowsTop, left + x, rowsTop + rowsHeight));

  let y = rowsTop;
  if (isEmpty) parts.push(svgText('This project has no timelines yet.', { x: MARGIN, y: y + 28, size: 13, fill: MUTED }));
  for (const [offset, { timeline, layout }] of rows.entries()) {
    if ((firstIndex + offset) % 2 === 1) parts.push(svgRect(MARGIN, y, LABEL_WIDTH, layout.height, STRIPE));
    parts.push(svgRect(MARGIN + 8, y + 14, 12, 12, timeline.color, ' rx="2"'));
    parts.push(svgText(fitText(timeline.name, LABEL_WIDTH - 36, 13), { x: MARGIN + 26, y: y + 24, size: 13, weight: 'bold' }));
    // Where the next bar of each lane starts: a title too long for its bar may use the gap.
    const nextStart = new Map<string, number>();
    const byLane = [...layout.placed].sort((a, b) => a.lane - b.lane || a.geometry.x - b.geometry.x);
    for (const [index, placed] of byLane.entries()) {
      const next = byLane[index + 1];
      nextStart.set(placed.event.id, next && next.lane === placed.lane ? next.geometry.x : canvas);
    }
    for (const { event, geometry, lane } of layout.placed) {
      const color = describeObjective(event.objective, objectives).color;
      const barTop = y + ROW_PADDING + lane * LANE_HEIGHT + 2;
      if (event.isMilestone) {
        parts.push(milestone(event, left + geometry.x + perDay / 2, barTop + (LANE_HEIGHT - 4) / 2, color));
      } else {
        const barWidth = Math.max(2, geometry.width - 1);
        const roomAfter = (nextStart.get(event.id) ?? canvas) - geometry.x - barWidth;
        parts.push(svgBar({ x: left + geometry.x, y: barTop, width: barWidth, height: LANE_HEIGHT - 4, color, title: event.title, roomAfter }));
      }
    }
    for (const group of layout.overflow) {
      const label = `+${group.events.length}`;
      const markerY = y + layout.height - OVERFLOW_STRIP_HEIGHT + 2;
      parts.push(svgRect(left + group.x, markerY, textWidth(label, 11) + 8, OVERFLOW_STRIP_HEIGHT - 4, '#E5E7EB', ' rx="8"'));
      parts.push(svgText(label, { x: left + group.x + 4, y: markerY + 12, size: 11 }));
    }
    y += layout.height;
    parts.push(svgLine(MARGIN, y, left + canvas, y));
  }
  parts.push(svgLine(left, rowsTop, left, rowsTop + rowsHeight, RULE));
  return svgDocument(frame.width, rowsTop + rowsHeight + MARGIN, parts.join(''));
}

const rowsOf = (input: PictureInput & { zoom: ZoomLevel }, canvas: number): Row[] =>
  input.timelines.map((timeline) => ({ timeline, layout: layoutRow(timeline.events, input.range, canvas) }));

/** The whole timeline on one picture (the PNG). */
export function timelineSvg(input: PictureInput & { zoom: ZoomLevel }): Picture {
  const frame = frameOf(input);
  return page(input, frame, rowsOf(input, frame.canvas), 0, input.timelines.length === 0);
}

/** A PDF page's height for its width: a landscape sheet (US Letter, 8.5 × 11). */
const PAGE_ASPECT = 8.5 / 11;

/**
 * The timeline on landscape pages (the PDF, docs/decisions.md D52): rows fill a page as far as it is
 * tall, then go on the next, never split; every page repeats the heading, legend and axis.
 */
export function timelinePages(input: PictureInput & { zoom: ZoomLevel }): Picture[] {
  const frame = frameOf(input);
  const rows = rowsOf(input, frame.canvas);
  const room = Math.max(frame.width * PAGE_ASPECT - frame.rowsTop - MARGIN, 48);
  const pages: Picture[] = [];
  let start = 0;
  let used = 0;
  for (const [index, row] of rows.entries()) {
    if (index > start && used + row.layout.height > room) {
      pages.push(page(input, frame, rows.slice(start, index), start, false));
      start = index;
      used = 0;
    }
    used += row.layout.height;
  }
  pages.push(page(input, frame, rows.slice(start), start, rows.length === 0));
  return pages;
}
