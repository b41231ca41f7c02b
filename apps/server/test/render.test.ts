import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './harness.js';
import { insertEvents, insertProject, insertShare, insertTimelines } from './fixtures.js';

/*
 * GET /projects/:id/render.png|.pdf (docs/decisions.md D43): the PNG is decoded and measured, its
 * bars found by their objective's colour; the PDF's text is read with poppler's pdftotext.
 */

const DEVELOPMENT = [0x10, 0xb9, 0x81];
const DEPLOYMENT = [0xef, 0x44, 0x44];

/** The box of pixels of exactly this colour, below `fromY` (the legend's swatches are above). */
function boxOf(png: PNG, rgb: number[], fromY: number) {
  let box: { left: number; right: number; top: number; bottom: number } | null = null;
  for (let y = fromY; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (y * png.width + x) * 4;
      if (png.data[i] !== rgb[0] || png.data[i + 1] !== rgb[1] || png.data[i + 2] !== rgb[2]) continue;
      box = box
        ? { left: Math.min(box.left, x), right: Math.max(box.right, x), top: Math.min(box.top, y), bottom: Math.max(box.bottom, y) }
        : { left: x, right: x, top: y, bottom: y };
    }
  }
  return box;
}

const pixel = (png: PNG, x: number, y: number) => [...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3)];

function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'plotline-pdf-'));
  try {
    const file = join(folder, 'render.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describeEachDatabase('PNG and PDF of a project', (ctx) => {
  async function setup() {
    const owner = await ctx().createUser();
    const reader = await ctx().createUser();
    const stranger = await ctx().createUser();
    const projectId = await insertProject(ctx().db, owner.id, { name: 'Apollo Launch Plan' });
    const [build, launch] = await insertTimelines(ctx().db, projectId, ['Build', 'Launch'], { color: '#334155' });
    await insertEvents(ctx().db, { projectId, timelineId: build! }, [
      { title: 'Kick-off meeting', startDate: '2025-03-03', endDate: '2025-03-14', objective: 'development' },
    ]);
    await insertEvents(ctx().db, { projectId, timelineId: launch! }, [
      { title: 'Go live', startDate: '2025-03-20', objective: 'deployment' },
    ]);
    await insertShare(ctx().db, { projectId, userId: reader.id, level: 'read', grantedBy: owner.id });
    const get = async (userId: string | null, path: string) =>
      ctx().app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/${path}`, headers: userId ? await ctx().cookieFor(userId) : {} });
    return { owner, reader, stranger, get, projectId };
  }

  it('draws the whole range at the chosen zoom: every timeline, bars in their objective colour where their days are', async () => {
    const { reader, get } = await setup();
    const answer = await get(reader.id, 'render.png?from=2025-03-01&to=2025-03-31&zoom=day');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Apollo-Launch-Plan-timeline-2025-03-01-2025-03-31.png"; filename*=UTF-8''Apollo-Launch-Plan-timeline-2025-03-01-2025-03-31.png`,
    );
    if (process.env.RENDER_SAMPLES) writeFileSync(join(process.env.RENDER_SAMPLES, 'timeline.png'), answer.rawPayload);
    const png = PNG.sync.read(answer.rawPayload);
    // 31 days at 48 px (Day zoom) beside a 200 px label column, 24 px margins.
    expect(png.width).toBe(24 + 200 + 31 * 48 + 24);
    expect(pixel(png, 2, 2)).toEqual([255, 255, 255]);
    const rowsTop = 150;
    // Kick-off: March 3 to 14, twelve days from the canvas' left edge (x 224) + 2 days.
    const kickOff = boxOf(png, DEVELOPMENT, rowsTop);
    expect(kickOff).toMatchObject({ left: 224 + 2 * 48, right: 224 + 14 * 48 - 2 });
    // Go live: one day, March 20, on the second row (below the first).
    const goLive = boxOf(png, DEPLOYMENT, rowsTop);
    expect(goLive).toMatchObject({ left: 224 + 19 * 48, right: 224 + 20 * 48 - 2 });
    expect(goLive!.top).toBeGreaterThan(kickOff!.bottom);
  });

  it('makes a PDF whose text holds the project, the range, the legend, the export date and the event titles', async () => {
    const { owner, get } = await setup();
    const answer = await get(owner.id, 'render.pdf?from=2025-03-01&to=2025-03-31');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = pdfText(answer.rawPayload);
    for (const expected of ['Apollo Launch Plan', 'Mar 1, 2025 – Mar 31, 2025', 'Exported', 'Business Critical', 'Build', 'Launch', 'Kick-off meeting']) {
      expect(text).toContain(expected);
    }
    const calendar = pdfText((await get(owner.id, 'render.pdf?view=calendar&from=2025-03-01&to=2025-03-31')).rawPayload);
    for (const expected of ['March 2025', 'Kick-off meeting', 'Go live']) expect(calendar).toContain(expected);
  });

  it('paginates a long timeline in the PDF: rows split across pages, never inside one, each page with the heading, legend and axis (D52)', async () => {
    const { owner, get, projectId } = await setup();
    const names = Array.from({ length: 40 }, (_, index) => `Stream ${String(index + 1).padStart(2, '0')}`);
    const ids = await insertTimelines(ctx().db, projectId, names, { color: '#334155' });
    for (const [index, timelineId] of ids.entries()) {
      await insertEvents(ctx().db, { projectId, timelineId: timelineId! }, [
        { title: `Work ${index + 1}`, startDate: '2025-03-05', endDate: '2025-03-12', objective: 'development' },
      ]);
    }
    const pdf = (await get(owner.id, 'render.pdf?from=2025-03-01&to=2025-03-31&zoom=week')).rawPayload;
    if (process.env.RENDER_SAMPLES) writeFileSync(join(process.env.RENDER_SAMPLES, 'timeline-pages.pdf'), pdf);
    const text = pdfText(pdf);
    const pages = text.split('\f').filter((pageText) => pageText.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    for (const pageText of pages) {
      for (const expected of ['Apollo Launch Plan', 'Mar 1, 2025 – Mar 31, 2025', 'Business Critical', 'Week 9']) {
        expect(pageText).toContain(expected);
      }
    }
    // Every timeline is on exactly one page, in order.
    const onPages = names.map((name) => pages.findIndex((pageText) => pageText.includes(name)));
    expect(onPages.every((pageIndex) => pageIndex >= 0)).toBe(true);
    expect(onPages).toEqual([...onPages].sort((a, b) => a - b));
    expect(names.every((name) => pages.filter((pageText) => pageText.includes(name)).length === 1)).toBe(true);
    // A short project stays on one page.
    const short = pdfText((await get(owner.id, 'render.pdf?view=calendar&from=2025-03-01&to=2025-03-31')).rawPayload);
    expect(short.split('\f').filter((pageText) => pageText.trim() !== '')).toHaveLength(1);
  });

  it('prints a long range at a fine zoom on page-wide slices, each with the names, the axis and its dates; the calendar a month a page (D58)', async () => {
    const { owner, get } = await setup();
    const pdf = (await get(owner.id, 'render.pdf?from=2025-01-29&to=2025-06-30&zoom=week')).rawPayload;
    if (process.env.RENDER_SAMPLES) writeFileSync(join(process.env.RENDER_SAMPLES, 'timeline-slices.pdf'), pdf);
    const pages = pdfText(pdf).split('\f').filter((pageText) => pageText.trim() !== '');
    // 153 days at Week zoom's 20 px a day, cut at whole ISO weeks (Monday to Sunday) with at most 40
    // days beside the names: the first page the part week from Wednesday January 29 (ISO week 5) and
    // five whole weeks, then five whole weeks a page, the last the rest.
    const parts = ['Jan 29, 2025 – Mar 9, 2025', 'Mar 10, 2025 – Apr 13, 2025', 'Apr 14, 2025 – May 18, 2025', 'May 19, 2025 – Jun 22, 2025', 'Jun 23, 2025 – Jun 30, 2025'];
    const firstWeeks = [5, 11, 16, 21, 26];
    expect(pages).toHaveLength(parts.length);
    for (const [index, pageText] of pages.entries()) {
      // The axis goes on from page to page.
      for (const expected of ['Apollo Launch Plan', 'Jan 29, 2025 – Jun 30, 2025', `part ${index + 1} of 5: ${parts[index]}`, 'Business Critical', 'Build', 'Launch']) {
        expect(pageText).toContain(expected);
      }
      expect(pageText).toMatch(new RegExp(`Week ${firstWeeks[index]}\\b`));
    }
    // Kick-off (March 3 – 14) crosses the edge of pages 1 and 2: drawn on both, named on each.
    expect(pages.filter((pageText) => pageText.includes('Kick-off meeting'))).toHaveLength(2);
    expect(pages[1]).toContain('Go live');

    const calendarPdf = (await get(owner.id, 'render.pdf?view=calendar&from=2025-02-10&to=2025-04-05')).rawPayload;
    if (process.env.RENDER_SAMPLES) writeFileSync(join(process.env.RENDER_SAMPLES, 'calendar-months.pdf'), calendarPdf);
    const calendar = pdfText(calendarPdf);
    const monthPages = calendar.split('\f').filter((pageText) => pageText.trim() !== '');
    expect(monthPages).toHaveLength(3);
    for (const [index, month] of ['February 2025', 'March 2025', 'April 2025'].entries()) {
      expect(monthPages[index]).toContain(month);
      expect(monthPages[index]).toContain('Apollo Launch Plan');
    }
    expect(monthPages[1]).toContain('Go live');
  });

  it('draws the calendar month by month with the events on their days', async () => {
    const { owner, get } = await setup();
    const answer = await get(owner.id, 'render.png?view=calendar&from=2025-03-01&to=2025-04-30');
    expect(answer.statusCode).toBe(200);
    if (process.env.RENDER_SAMPLES) writeFileSync(join(process.env.RENDER_SAMPLES, 'calendar.png'), answer.rawPayload);
    const png = PNG.sync.read(answer.rawPayload);
    expect(png.width).toBe(24 * 2 + 150 * 7);
    // Go live is Thursday March 20: the fifth column (x 24 + 4 × 150 … + 150).
    const goLive = boxOf(png, DEPLOYMENT, 150);
    expect(goLive).toMatchObject({ left: 24 + 4 * 150 + 3, right: 24 + 5 * 150 - 4 });
  });

  it('covers every event when no range is given', async () => {
    const { owner, get } = await setup();
    const text = pdfText((await get(owner.id, 'render.pdf')).rawPayload);
    // Two weeks either side of the events (Mar 3 – Mar 20).
    expect(text).toContain('Feb 17, 2025 – Apr 3, 2025');
  });

  it('refuses bad parameters naming the field, and ranges or zooms too large to draw', async () => {
    const { owner, get } = await setup();
    const fieldOf = async (query: string) => {
      const answer = await get(owner.id, `render.png?${query}`);
      expect(answer.statusCode).toBe(400);
      return (answer.json() as { details: { field: string; message: string }[] }).details[0];
    };
    expect(await fieldOf('zoom=hour')).toMatchObject({ field: 'querystring.zoom' });
    expect(await fieldOf('view=gantt')).toMatchObject({ field: 'querystring.view', message: 'must be one of timeline, calendar' });
    expect(await fieldOf('from=2025-02-30')).toMatchObject({ field: 'querystring.from', message: 'must be a real date written YYYY-MM-DD' });
    expect(await fieldOf('from=2025-03-10&to=2025-03-01')).toMatchObject({ field: 'querystring.from', message: 'must be on or before to' });
    expect(await fieldOf('from=2000-01-01&to=2025-01-01')).toMatchObject({ field: 'querystring.to' });
    expect(await fieldOf('view=calendar&from=2024-01-01&to=2026-06-30')).toMatchObject({ field: 'querystring.to' });
    const tooFine = await fieldOf('from=2025-01-01&to=2025-12-31&zoom=day');
    expect(tooFine).toMatchObject({ field: 'querystring.zoom' });
    expect(tooFine!.message).toContain('choose a coarser zoom');
    // The PDF takes that year at Day zoom on page-wide slices, but not ten years.
    expect((await get(owner.id, 'render.pdf?from=2025-01-01&to=2025-12-31&zoom=day')).statusCode).toBe(200);
    const tooWide = await get(owner.id, 'render.pdf?from=2016-01-01&to=2025-12-31&zoom=day');
    expect(tooWide.statusCode).toBe(400);
    expect((tooWide.json() as { details: { field: string; message: string }[] }).details[0]).toMatchObject({
      field: 'querystring.zoom',
      message: expect.stringContaining('pages wide (at most 100)'),
    });
  });

  it('answers only people who may read the project', async () => {
    const { stranger, get } = await setup();
    expect((await get(stranger.id, 'render.png')).statusCode).toBe(404);
    expect((await get(null, 'render.pdf')).statusCode).toBe(401);
  });
});
