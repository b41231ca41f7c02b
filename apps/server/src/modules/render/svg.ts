import { readableTextColor, type ObjectiveMap, type TimelineWithEvents, type TimeRange } from '@plotline/shared';

/*
 * The parts every rendered picture shares (docs/decisions.md D43): escaping, text that fits a
 * width, and the heading block (project name, range, export date, legend of objectives). The
 * pictures are SVG drawn in the bundled DejaVu Sans (output.ts), so their text measures the same
 * on every machine.
 */

export const FONT_FAMILY = 'DejaVu Sans';
export const INK = '#111827';
export const MUTED = '#4B5563';
export const RULE = '#D1D5DB';
export const PAPER = '#FFFFFF';
export const STRIPE = '#F3F4F6';

/** What every picture draws from. */
export interface PictureInput {
  projectName: string;
  timelines: readonly TimelineWithEvents[];
  objectives: ObjectiveMap;
  range: TimeRange;
  exportedOn: string;
  rangeLabel: string;
}

/** Room around the picture's content. */
export const MARGIN = 24;

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/** DejaVu Sans averages about 0.6 em per character; generous, so fitted text never overflows. */
const CHAR_EM = 0.62;

export const textWidth = (text: string, size: number): number => [...text].length * size * CHAR_EM;

/** The text cut with an ellipsis to fit `width` at `size` px; '' when not even one letter fits. */
export function fitText(text: string, width: number, size: number): string {
  const chars = [...text];
  const room = Math.floor(width / (size * CHAR_EM));
  if (chars.length <= room) return text;
  if (room < 2) return '';
  return `${chars.slice(0, room - 1).join('')}…`;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill?: string;
  weight?: 'bold';
  anchor?: 'middle' | 'end';
}

export function svgText(text: string, { x, y, size, fill = INK, weight, anchor }: TextOptions): string {
  if (text === '') return '';
  const extra = `${weight ? ` font-weight="${weight}"` : ''}${anchor ? ` text-anchor="${anchor}"` : ''}`;
  return `<text x="${round(x)}" y="${round(y)}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(text)}</text>`;
}

export function svgRect(x: number, y: number, width: number, height: number, fill: string, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(Math.max(0, width))}" height="${round(Math.max(0, height))}" fill="${fill}"${extra}/>`;
}

export const svgLine = (x1: number, y1: number, x2: number, y2: number, stroke = RULE): string =>
  `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="1"/>`;

export const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * A bar with its title inside, in the objective's colour with black or white text by contrast
 * (docs/decisions.md D41). A title too long for the bar goes beside it instead, in up to
 * `roomAfter` px (the gap before the next bar of its lane), so short events stay named.
 */
export function svgBar(options: {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  title: string;
  roomAfter?: number;
}): string {
  const { x, y, width, height, color, title, roomAfter = 0 } = options;
  const size = 11;
  const baseline = y + height / 2 + size * 0.36;
  const bar = svgRect(x, y, width, height, color, ' rx="3"');
  if (textWidth(title, size) <= width - 8 || roomAfter < 40) {
    return bar + svgText(fitText(title, width - 8, size), { x: x + 4, y: baseline, size, fill: readableTextColor(color) });
  }
  return bar + svgText(fitText(title, roomAfter - 8, size), { x: x + width + 4, y: baseline, size });
}

const HEADING_BASE = 120;
const LEGEND_LINE = 18;
const LEGEND_TOP = MARGIN + 66;

/** Where each objective of the legend goes: left to right, wrapping at `width`. */
function legendLayout(objectives: ObjectiveMap, width: number) {
  let x = MARGIN;
  let y = LEGEND_TOP;
  return Object.values(objectives).map((objective) => {
    const itemWidth = 14 + 6 + textWidth(objective.name, 12) + 18;
    if (x + itemWidth > width - MARGIN && x > MARGIN) {
      x = MARGIN;
      y += LEGEND_LINE;
    }
    const place = { objective, x, y };
    x += itemWidth;
    return place;
  });
}

/** The heading's height at `width` (the legend may wrap). */
export function headingHeight(objectives: ObjectiveMap, width: number): number {
  const last = legendLayout(objectives, width).at(-1);
  return HEADING_BASE + (last ? last.y - LEGEND_TOP : 0);
}

/** The heading block: project name, range, export date and the legend of objectives. */
export function svgHeading(options: {
  projectName: string;
  rangeLabel: string;
  exportedOn: string;
  objectives: ObjectiveMap;
  width: number;
}): string {
  const { projectName, rangeLabel, exportedOn, objectives, width } = options;
  const parts = [
    svgText(fitText(projectName, width - 2 * MARGIN, 22), { x: MARGIN, y: MARGIN + 20, size: 22, weight: 'bold' }),
    svgText(`${rangeLabel} · Exported ${exportedOn}`, { x: MARGIN, y: MARGIN + 44, size: 13, fill: MUTED }),
  ];
  for (const { objective, x, y } of legendLayout(objectives, width)) {
    parts.push(svgRect(x, y, 14, 14, objective.color, ' rx="3"'), svgText(objective.name, { x: x + 20, y: y + 11.5, size: 12 }));
  }
  return parts.join('');
}

/** A drawn picture and its size in CSS pixels. */
export interface Picture {
  svg: string;
  width: number;
  height: number;
}

/** The whole document around its drawn parts. */
export function svgDocument(width: number, height: number, body: string): Picture {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT_FAMILY}">${svgRect(0, 0, w, h, PAPER)}${body}</svg>`,
    width: w,
    height: h,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Jul 20, 2025'. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}
