import {
  addDays,
  describeObjective,
  firstWeekendOffset,
  LANE_HEIGHT,
  layoutRow,
  OVERFLOW_STRIP_HEIGHT,
  pageSlices,
  rangeDays,
  ROW_PADDING,
  scaleAxis,
  showsWeekends,
  ZOOM_PIXELS_PER_DAY,
  type PlanningEvent,
  type RowLayout,
  type ScaleTick,
  type TimeRange,
  type ZoomLevel,
} from '@plotline/shared';
import {
  fitText,
  headingHeight,
  longDate,
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

/** Where a picture's canvas sits: the range drawn, its px a day and width, and the picture's width. */
interface Placement {
  range: TimeRange;
  perDay: number;
  canvas: number;
  width: number;
  /** A page-wide slice of a longer range (D58): that range, and where the slice starts in it (px). */
  whole?: { range: TimeRange; offset: number };
}

/** The whole range on one canvas (the PNG, and a PDF whose range fits a page). */
function wholePlacement(range: TimeRange, zoom: ZoomLevel): Placement {
  const canvas = timelineCanvasWidth(range, zoom);
  return { range, perDay: canvas / rangeDays(range), canvas, width: MARGIN * 2 + LABEL_WIDTH + canvas };
}

function frameOf(input: PictureInput & { zoom: ZoomLevel }, { range, perDay, canvas, width, whole }: Placement): Frame {
  const { objectives, zoom } = input;
  const left = MARGIN + LABEL_WIDTH;
  const top = headingHeight(objectives, width);
  const parts: string[] = [svgHeading({ ...input, width })];

  // The axis: the level's units above, the next smaller ones below (docs/decisions.md D39). A
  // slice shows its part of the whole range's axis, so 'Week 6' stays week 6 on the second page.
  const offset = whole?.offset ?? 0;
  const axis = scaleAxis(whole?.range ?? range, zoom, perDay, { from: offset, to: offset + canvas });
  const inSlice = (ticks: readonly ScaleTick[]) =>
    ticks.flatMap((tick) => {
      const from = Math.max(tick.x, offset);
      const to = Math.min(tick.x + tick.width, offset + canvas);
      return to - from >= 1 ? [{ ...tick, x: from - offset, width: to - from }] : [];
    });
  const [major, minor] = [inSlice(axis.major), inSlice(axis.minor)];
  const rowsTop = top + AXIS_ROW * 2;
  for (const [index, ticks] of [major, minor].entries()) {
    const y = top + index * AXIS_ROW;
    for (const tick of ticks) {
      parts.push(svgLine(left + tick.x, y, left + tick.x, y + AXIS_ROW));
      parts.push(svgText(fitText(tick.label, tick.width - 6, 11), { x: left + tick.x + 3, y: y + 15, size: 11, fill: index === 0 ? INK : MUTED }));
    }
  }
  parts.push(svgLine(left, rowsTop, left + canvas, rowsTop, MUTED));
  return { head: parts.join(''), width, left, canvas, perDay, rowsTop, majorXs: major.map((tick) => tick.x) };
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
  const frame = frameOf(input, wholePlacement(input.range, input.zoom));
  return page(input, frame, rowsOf(input, frame.canvas), 0, input.timelines.length === 0);
}

/** A PDF page's height for its width: a landscape sheet (US Letter, 8.5 × 11). */
const PAGE_ASPECT = 8.5 / 11;
/** A PDF page in CSS px: US Letter landscape, 11 × 8.5 in at 96 px an inch. */
const PAGE_WIDTH = 1056;
const PAGE_HEIGHT = 816;
/** The canvas a page-wide slice of the range gets, beside the timelines' names. */
const PAGE_CANVAS = PAGE_WIDTH - MARGIN * 2 - LABEL_WIDTH;

/**
 * The range on page-wide slices at the zoom level's own scale (the shared `pageSlices`,
 * docs/decisions.md D58): whole upper-axis units where they fit. A range that fits is one slice.
 */
export function timelineSlices(range: TimeRange, zoom: ZoomLevel): Placement[] {
  const whole = wholePlacement(range, zoom);
  if (whole.canvas <= PAGE_CANVAS) return [whole];
  const { perDay } = whole;
  const boundaries = scaleAxis(range, zoom, perDay).major.map((tick) => Math.round(tick.x / perDay));
  return pageSlices(rangeDays(range), PAGE_CANVAS / perDay, boundaries).map(({ start, end }) => ({
    range: { start: addDays(range.start, start), end: addDays(range.start, end - 1) },
    perDay,
    canvas: (end - start) * perDay,
    width: PAGE_WIDTH,
    whole: { range, offset: start * perDay },
  }));
}

/**
 * The timeline on landscape pages (the PDF, docs/decisions.md D52, D58): the range in page-wide
 * slices at the zoom's scale, left to right; in each, rows fill a page as far as it is tall, then go
 * on the next, never split. Every page repeats the heading (with the slice's dates), the legend, the
 * axis and the timelines' names.
 */
export function timelinePages(input: PictureInput & { zoom: ZoomLevel }): Picture[] {
  const slices = timelineSlices(input.range, input.zoom);
  const pages: Picture[] = [];
  for (const [index, slice] of slices.entries()) {
    const part =
      slices.length === 1
        ? input
        : {
            ...input,
            range: slice.range,
            rangeLabel: `${input.rangeLabel} · part ${index + 1} of ${slices.length}: ${longDate(slice.range.start)} – ${longDate(slice.range.end)}`,
          };
    const frame = frameOf(part, slice);
    const rows = rowsOf(part, frame.canvas);
    const room = Math.max(Math.min(frame.width * PAGE_ASPECT, PAGE_HEIGHT) - frame.rowsTop - MARGIN, 48);
    let start = 0;
    let used = 0;
    for (const [rowIndex, row] of rows.entries()) {
      if (rowIndex > start && used + row.layout.height > room) {
        pages.push(page(part, frame, rows.slice(start, rowIndex), start, false));
        start = rowIndex;
        used = 0;
      }
      used += row.layout.height;
    }
    pages.push(page(part, frame, rows.slice(start), start, rows.length === 0));
  }
  return pages;
}
