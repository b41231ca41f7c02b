import {
  autoFitRange,
  countLabel,
  fitZoomLevel,
  rangeDays,
  renderFileName,
  RENDER_MAX_DAYS,
  RENDER_MAX_MONTHS,
  toDatedItem,
  type RenderFormat,
  type RenderQuery,
  type TimeRange,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { getObjectiveMap } from '../objectives/objectives.service.js';
import { requireProjectAccess } from '../projects/project-access.js';
import { listTimelines } from '../timelines/timelines.service.js';
import { calendarPages, calendarSvg, monthsOf } from './calendar-svg.js';
import { svgToPdf, svgToPng } from './output.js';
import { longDate, type Picture } from './svg.js';
import { timelinePages, timelineSlices, timelinePictureWidth, timelineSvg } from './timeline-svg.js';

/*
 * PNG and PDF of a project's timeline or calendar (docs/decisions.md D43): whoever may read the
 * project may render it; the whole range, every timeline. Caps keep one request from drawing a
 * picture no one can open: a range of at most RENDER_MAX_DAYS days (RENDER_MAX_MONTHS months for
 * the calendar), at most MAX_WIDTH px wide and MAX_PIXELS in all for a PNG.
 */

/** Auto zoom picks the level at which the range fits about this many pixels. */
const AUTO_ZOOM_WIDTH = 1600;
export const MAX_WIDTH = 12_000;
/** A PDF's timeline goes on page-wide slices (D58): at most this many across. */
export const MAX_PDF_SLICES = 100;
export const MAX_PIXELS = 40_000_000;

const issue = (field: string, message: string) => badRequest(`${field}: ${message}`, [{ field, message }]);

/** The chosen range, or around every event (two weeks either side) for the ends left out. */
function chosenRange(query: RenderQuery, fit: TimeRange): TimeRange {
  if (query.from && query.to) return { start: query.from, end: query.to };
  if (query.from) return { start: query.from, end: fit.end > query.from ? fit.end : query.from };
  if (query.to) return { start: fit.start < query.to ? fit.start : query.to, end: query.to };
  return fit;
}

export interface RenderedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export async function renderProject(options: {
  db: Db;
  user: AuthUser;
  projectId: string;
  query: RenderQuery;
  format: RenderFormat;
  /** The export date printed in the heading (today, UTC). */
  today?: string;
}): Promise<RenderedFile> {
  const { db, user, projectId, query, format } = options;
  const { row } = await requireProjectAccess({ db, user, projectId, action: 'read' });
  const [timelines, objectives] = await Promise.all([listTimelines({ db, user, projectId }), getObjectiveMap({ db })]);
  const range = chosenRange(query, autoFitRange(timelines.flatMap((timeline) => timeline.events.map(toDatedItem))));
  const days = rangeDays(range);
  if (days > RENDER_MAX_DAYS) {
    throw issue('querystring.to', `the range covers ${countLabel(days, 'day')}; a picture covers at most ${RENDER_MAX_DAYS}`);
  }
  const input = {
    projectName: row.name,
    timelines,
    objectives,
    range,
    exportedOn: longDate(options.today ?? new Date().toISOString().slice(0, 10)),
    rangeLabel: `${longDate(range.start)} – ${longDate(range.end)}`,
  };
  // A PDF's timeline goes on landscape pages, the heading and axis repeated on each (D52), in
  // page-wide slices of the range (D58); its calendar one month a page.
  let pages: Picture[];
  if (query.view === 'calendar') {
    const months = monthsOf(range).length;
    if (months > RENDER_MAX_MONTHS) {
      throw issue('querystring.to', `the range covers ${countLabel(months, 'month')}; a calendar picture covers at most ${RENDER_MAX_MONTHS}`);
    }
    pages = format === 'pdf' ? calendarPages(input) : [calendarSvg(input)];
  } else {
    const zoom = query.zoom ?? fitZoomLevel(days, AUTO_ZOOM_WIDTH);
    const width = timelinePictureWidth(range, zoom);
    const slices = format === 'pdf' ? timelineSlices(range, zoom).length : 0;
    if (format === 'png' ? width > MAX_WIDTH : slices > MAX_PDF_SLICES) {
      const size = format === 'png' ? `the picture would be ${Math.ceil(width)} px wide (at most ${MAX_WIDTH})` : `the PDF would be ${slices} pages wide (at most ${MAX_PDF_SLICES})`;
      throw issue('querystring.zoom', `${zoom} is too fine for ${countLabel(days, 'day')}: ${size}; choose a coarser zoom or a shorter range`);
    }
    pages = format === 'pdf' ? timelinePages({ ...input, zoom }) : [timelineSvg({ ...input, zoom })];
  }
  const [picture] = pages;
  if (!picture) throw new Error('a rendering has at least one page');
  if (format === 'png' && picture.width * picture.height > MAX_PIXELS) {
    throw issue(
      'querystring.to',
      `the picture would be ${picture.width} × ${picture.height} px (at most ${MAX_PIXELS / 1_000_000} megapixels); choose a shorter range or a coarser zoom, or ask for a PDF`,
    );
  }
  const fileName = renderFileName({ projectName: row.name, view: query.view, start: range.start, end: range.end, format });
  if (format === 'png') return { body: svgToPng(picture.svg), contentType: 'image/png', fileName };
  return { body: await svgToPdf(pages, { title: `${row.name} (${input.rangeLabel})` }), contentType: 'application/pdf', fileName };
}
