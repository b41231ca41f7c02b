import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { DEFAULT_TIME_RANGE, ZOOM_LEVEL_LABELS, ZOOM_LEVELS, zoomStep, type ZoomLevel } from '@plotline/shared';
import { callPage } from './page-script.js';
import { phase, threadTime } from './profile.js';
import { fmt, median, notes, record, sleep, timeMeasure } from './results.js';
import { RUNS } from './settings.js';

/*
 * The 10,000-event timeline at each zoom level (issue 17, docs/decisions.md D39, D61): first paint
 * with `?zoom=<neighbour>`, a click on the level in the Zoom control → painted, the first time in the
 * page and again after going back to the neighbour, and the DOM it leaves. The Time Range is two years for this part, so Quarter and Year are their own scale.
 */

const ZOOM_RANGE = { start: '2025-01-01', end: '2026-12-31' };
/** The seeded events start here (DEFAULT_TIME_RANGE): each level opens with them in view. */
const FIRST_DAY = DEFAULT_TIME_RANGE.start;

/** How long the page may take to read the rest of the project after its first window (D60). */
const PAGING_LIMIT_MS = 30_000;

/** A zoom click → painted: its wall time, the longest task, and the main thread's processor time. */
async function zoomClick(page: Page, session: CDPSession, label: string) {
  const before = await threadTime(session);
  const click = await callPage(page, 'timelineZoom', label);
  return { ...click, processor: (await threadTime(session)) - before };
}

async function saveRange(context: BrowserContext, base: string, range: { start: string; end: string }) {
  const response = await context.request.put(`${base}/api/v1/preferences/timeline/time_range`, {
    headers: { origin: base },
    data: { value: range },
  });
  if (!response.ok()) throw new Error(`saving the time range failed: ${response.status()}`);
}

export async function benchZoom(page: Page, base: string, projectId: string) {
  const view = 'Timeline zoom (10,000 events, 2-year range)';
  await saveRange(page.context(), base, ZOOM_RANGE);
  try {
    for (const level of ZOOM_LEVELS) await benchLevel(page, base, projectId, view, level);
  } finally {
    await saveRange(page.context(), base, { ...DEFAULT_TIME_RANGE });
  }
  notes.push(
    `Timeline zoom: the page opened at ${FIRST_DAY} on a ${ZOOM_RANGE.start} … ${ZOOM_RANGE.end} range at each level's neighbour (Week for Day, the next one in for the others); "first" is the click that shows the level for the first time in the page, 1 s after the project's last page arrived, "back" the click that returns to it after the neighbour; "painted" is the frame after which the board no longer changes; processor time is the renderer main thread's (CDP ThreadTime) from just before the click to painted.`,
  );
}

async function benchLevel(page: Page, base: string, projectId: string, view: string, level: ZoomLevel) {
  const label = ZOOM_LEVEL_LABELS[level];
  const neighbour = level === 'day' ? 'week' : zoomStep(level, 1);
  const paints: number[] = [];
  const firsts: number[] = [];
  const changes: number[] = [];
  const longest: number[] = [];
  const processor = { firsts: [] as number[], changes: [] as number[] };
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  let dom = { total: 0, rows: 0, events: 0, inBoard: 0 };
  await phase(page, `timeline-zoom-${level}`, async () => {
    for (let run = 0; run < RUNS; run += 1) {
      // Opened at the neighbour: the first click shows the level for the first time in the page
      // (its rows laid out anew), the second one goes back to it (their layouts remembered, D52).
      await page.goto(`${base}/timeline?project=${projectId}&zoom=${neighbour}&from=${FIRST_DAY}`);
      const seen = await callPage(page, 'firstPaint', 'timeline', projectId);
      paints.push(seen.painted);
      // The rest of the project is read in pages after the first window (D60): the clicks measure the
      // zoom, not the paging. Then a second's look at the board, as a reader takes before a click: the
      // other levels' rows are laid out in that idle time (D68).
      await callPage(page, 'pagedIn', PAGING_LIMIT_MS);
      await sleep(1000);
      const first = await zoomClick(page, session, label);
      firsts.push(first.elapsed);
      processor.firsts.push(first.processor);
      await sleep(300);
      await callPage(page, 'timelineZoom', ZOOM_LEVEL_LABELS[neighbour]);
      await sleep(300);
      const change = await zoomClick(page, session, label);
      changes.push(change.elapsed);
      processor.changes.push(change.processor);
      longest.push(Math.max(first.blocking.longest, change.blocking.longest));
      await sleep(300);
      dom = await callPage(page, 'timelineDom');
    }
  });
  await session.detach();
  timeMeasure(view, `${ZOOM_LEVEL_LABELS[neighbour]}: navigation → rows painted`, paints, 1000);
  timeMeasure(view, `${label}: first zoom click → painted`, firsts, 100);
  timeMeasure(view, `${label}: zoom click back → painted`, changes, 100);
  for (const [which, samples] of [['first zoom click', processor.firsts], ['zoom click back', processor.changes]] as const) {
    record({
      view,
      measure: `${label}: ${which}, main-thread processor time`,
      value: `${fmt(median(samples))} ms`,
      target: '(reported)',
      isMet: null,
      samples,
    });
  }
  record({
    view,
    measure: `${label}: DOM nodes (whole page / board) · rows · event elements`,
    value: `${dom.total} / ${dom.inBoard} · ${dom.rows} · ${dom.events}`,
    target: 'bounded by the view',
    isMet: dom.rows < 60 && dom.events < 2000,
  });
  record({
    view,
    measure: `${label}: zoom clicks, longest task`,
    value: `${fmt(median(longest))} ms`,
    target: '(reported)',
    isMet: null,
    samples: longest,
  });
}
