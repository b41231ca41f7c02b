import {
  describeObjective,
  eventDays,
  layoutMonth,
  shiftMonth,
  WEEKDAY_NAMES,
  type PlanningEvent,
} from '@plotline/shared';
import {
  headingHeight,
  INK,
  MARGIN,
  MUTED,
  PAPER,
  RULE,
  STRIPE,
  svgBar,
  svgDocument,
  svgHeading,
  svgRect,
  svgText,
  type Picture,
  type PictureInput,
} from './svg.js';

/*
 * The calendar as one SVG (docs/decisions.md D43): every month the range touches, one under the
 * other (the PNG), or one page a month (the PDF, D58), laid out by the view's own layoutMonth (packages/shared/src/month-layout.ts): bars across
 * the days of multi-day events, chips for single days, '+N more' where a day is full.
 */

const CELL_WIDTH = 150;
const DAY_NUMBER_HEIGHT = 20;
const LINE_HEIGHT = 20;
const MONTH_TITLE = 34;
const WEEKDAY_ROW = 22;
const MONTH_GAP = 24;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const CALENDAR_PICTURE_WIDTH = MARGIN * 2 + CELL_WIDTH * 7;

interface Item {
  id: string;
  start: string;
  end: string | null;
  event: PlanningEvent;
}

/** The months from the range's first to its last, as year and month (1-12). */
export function monthsOf(range: { start: string; end: string }): Array<{ year: number; month: number }> {
  const months: Array<{ year: number; month: number }> = [];
  let current = { year: Number(range.start.slice(0, 4)), month: Number(range.start.slice(5, 7)) };
  const last = Number(range.end.slice(0, 4)) * 12 + Number(range.end.slice(5, 7));
  while (current.year * 12 + current.month <= last) {
    months.push(current);
    current = shiftMonth(current.year, current.month, 1);
  }
  return months;
}

/** One month drawn from `top` down: its title, the weekday names and its weeks; returns where it ends. */
function drawMonth(parts: string[], input: PictureInput, items: readonly Item[], { year, month }: { year: number; month: number }, top: number): number {
  const lineColor = (event: PlanningEvent) => describeObjective(event.objective, input.objectives).color;
  let y = top;
  parts.push(svgText(`${MONTH_NAMES[month - 1]} ${year}`, { x: MARGIN, y: y + 24, size: 18, weight: 'bold' }));
  y += MONTH_TITLE;
  for (const [column, name] of WEEKDAY_NAMES.entries()) {
    parts.push(svgText(name, { x: MARGIN + column * CELL_WIDTH + 6, y: y + 15, size: 11, fill: MUTED, weight: 'bold' }));
  }
  y += WEEKDAY_ROW;
  const layout = layoutMonth({ year, month, columns: 7, events: items });
  for (const row of layout.rows) {
    // As many lines as the row's lowest bar, chip or '+N more' needs (at least one).
    const lines = Math.max(
      1,
      ...row.bars.map((bar) => bar.lane + 1),
      ...row.days.flatMap((day) => [...day.chips.map((chip) => chip.lane + 1), (day.moreLane ?? -1) + 1]),
    );
    const rowHeight = DAY_NUMBER_HEIGHT + lines * LINE_HEIGHT + 6;
    for (const [column, day] of row.days.entries()) {
      const x = MARGIN + column * CELL_WIDTH;
      parts.push(svgRect(x, y, CELL_WIDTH, rowHeight, day.isCurrentMonth ? PAPER : STRIPE, ` stroke="${RULE}" stroke-width="1"`));
      parts.push(svgText(String(day.dayOfMonth), { x: x + 6, y: y + 14, size: 11, fill: day.isCurrentMonth ? INK : MUTED }));
      for (const chip of day.chips) {
        const chipTop = y + DAY_NUMBER_HEIGHT + chip.lane * LINE_HEIGHT;
        parts.push(svgBar({ x: x + 3, y: chipTop, width: CELL_WIDTH - 6, height: LINE_HEIGHT - 3, color: lineColor(chip.event.event), title: chip.event.event.title }));
      }
      if (day.moreLane !== null) {
        const moreTop = y + DAY_NUMBER_HEIGHT + day.moreLane * LINE_HEIGHT;
        parts.push(svgText(`+${day.moreCount} more`, { x: x + 6, y: moreTop + 13, size: 11, fill: MUTED, weight: 'bold' }));
      }
    }
    for (const bar of row.bars) {
      const barTop = y + DAY_NUMBER_HEIGHT + bar.lane * LINE_HEIGHT;
      const x = MARGIN + bar.column * CELL_WIDTH + (bar.isStart ? 3 : 0);
      const barWidth = bar.span * CELL_WIDTH - (bar.isStart ? 3 : 0) - (bar.isEnd ? 3 : 0);
      parts.push(svgBar({ x, y: barTop, width: barWidth, height: LINE_HEIGHT - 3, color: lineColor(bar.event.event), title: bar.event.event.title }));
    }
    y += rowHeight;
  }
  return y;
}

const itemsOf = (input: PictureInput): Item[] =>
  input.timelines.flatMap((timeline) => timeline.events.map((event) => ({ id: event.id, ...eventDays(event), event })));

/** Every month of the range on one picture, one under the other (the PNG). */
export function calendarSvg(input: PictureInput): Picture {
  const width = CALENDAR_PICTURE_WIDTH;
  const items = itemsOf(input);
  const parts: string[] = [svgHeading({ ...input, width })];
  let y = headingHeight(input.objectives, width);
  for (const month of monthsOf(input.range)) y = drawMonth(parts, input, items, month, y) + MONTH_GAP;
  return svgDocument(width, y + MARGIN - MONTH_GAP, parts.join(''));
}

/** One page a month, each with the heading and legend (the PDF, docs/decisions.md D58). */
export function calendarPages(input: PictureInput): Picture[] {
  const width = CALENDAR_PICTURE_WIDTH;
  const items = itemsOf(input);
  const top = headingHeight(input.objectives, width);
  return monthsOf(input.range).map((month) => {
    const parts: string[] = [svgHeading({ ...input, width })];
    const y = drawMonth(parts, input, items, month, top);
    return svgDocument(width, y + MARGIN, parts.join(''));
  });
}
