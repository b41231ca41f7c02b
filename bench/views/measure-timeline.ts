import type { Page } from '@playwright/test';
import { DEFAULT_TIME_RANGE, dayNumber } from '@plotline/shared';
import type { Blocking } from './page/bench-page.js';
import { callPage } from './page-script.js';
import { phase } from './profile.js';
import { fmt, median, notes, record, sleep, timeMeasure } from './results.js';
import { RUNS } from './settings.js';

/* The timeline view on 200 × 50 events (issue 4): first paint, DOM size, dragging, scrolling. */

/** Width of the timeline board's name column (px). */
const HEADER_WIDTH = 240;

export async function benchTimeline(page: Page, base: string, projectId: string) {
  const view = 'Timeline (200 × 50 = 10,000 events)';
  const url = `${base}/timeline?project=${projectId}`;
  const paints: number[] = [];
  const renders: number[] = [];
  let dom = { total: 0, rows: 0, events: 0, inBoard: 0 };
  await phase(page, 'timeline-first-paint', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      const seen = await callPage(page, 'firstPaint', 'timeline', projectId);
      paints.push(seen.painted);
      if (seen.dataEnd !== null) renders.push(seen.painted - seen.dataEnd);
      await sleep(300);
      dom = await callPage(page, 'timelineDom');
    }
  });
  timeMeasure(view, 'navigation → rows painted', paints, 1000);
  record({
    view,
    measure: 'project data received → rows painted',
    value: `${fmt(median(renders))} ms`,
    target: '(part of the above)',
    isMet: null,
    samples: renders,
  });
  record({
    view,
    measure: 'DOM nodes (whole page / timeline board)',
    value: `${dom.total} / ${dom.inBoard}`,
    target: 'bounded by the view',
    isMet: dom.rows < 60 && dom.events < 2000,
  });
  notes.push(
    `Timeline: ${dom.rows} of 200 rows and ${dom.events} of 10,000 event elements in the DOM at the top of the board (1280 × 800 window).`,
  );
  await benchDrag(page, view, url);
  await benchScroll(page, view);
}

/** Dragging one event 30 days to the right in 4 px pointer steps, then releasing it. */
async function benchDrag(page: Page, view: string, url: string) {
  const days = dayNumber(DEFAULT_TIME_RANGE.end) - dayNumber(DEFAULT_TIME_RANGE.start) + 1;
  const drags: Blocking[] = [];
  const dragGaps: number[] = [];
  const drops: Blocking[] = [];
  const dropTimes: number[] = [];
  await phase(page, 'timeline-drag', async () => {
    for (let run = 0; run < Math.min(RUNS, 3); run += 1) {
      await page.goto(url);
      await callPage(page, 'waitSeen', 'timeline');
      await sleep(500);
      const target = await callPage(page, 'timelineDragTarget', run, days, HEADER_WIDTH);
      if (!target) throw new Error('no event to drag in view');
      const from = await callPage(page, 'startFrames');
      await page.mouse.move(target.x, target.y);
      await page.mouse.down();
      const distance = 30 * target.perDay;
      const steps = Math.ceil(distance / 4);
      for (let step = 1; step <= steps; step += 1) {
        await page.mouse.move(target.x + (distance * step) / steps, target.y);
      }
      const until = await callPage(page, 'now');
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().includes(`/events/${target.id}`),
      );
      const released = await callPage(page, 'now');
      await page.mouse.up();
      const response = await saved;
      if (!response.ok()) throw new Error(`saving the dragged event failed: ${response.status()}`);
      const settled = await callPage(page, 'painted');
      dragGaps.push(await callPage(page, 'stopFrames'));
      drags.push(await callPage(page, 'blocking', from, until));
      drops.push(await callPage(page, 'blocking', released, settled));
      dropTimes.push(settled - released);
    }
  });
  const longestDrag = drags.map((entry) => entry.longest);
  record({
    view,
    measure: 'drag 30 days: longest task (long tasks > 50 ms)',
    value: `${fmt(median(longestDrag))} ms`,
    target: 'no task > 50 ms',
    isMet: Math.max(...longestDrag) <= 50,
    samples: longestDrag,
  });
  record({
    view,
    measure: 'drag 30 days: total blocking time / longest frame gap',
    value: `${fmt(median(drags.map((entry) => entry.total)))} ms / ${fmt(median(dragGaps))} ms`,
    target: '',
    isMet: null,
  });
  record({
    view,
    measure: 'drop: longest task (release → saved and repainted)',
    value: `${fmt(median(drops.map((entry) => entry.longest)))} ms`,
    target: '(reported)',
    isMet: null,
    samples: drops.map((entry) => entry.longest),
  });
  notes.push(
    `Timeline drop: release → server answer → repainted took ${fmt(median(dropTimes))} ms (median; network and server included).`,
  );
}

/** Scrolling the whole range (horizontally) and all 200 timelines (vertically), one step per frame. */
async function benchScroll(page: Page, view: string) {
  for (const [axis, step, label] of [
    ['x', 40, 'scroll the whole time range (40 px per frame)'],
    ['y', 120, 'scroll all 200 timelines (120 px per frame)'],
  ] as const) {
    const longest: number[] = [];
    const totals: number[] = [];
    const gaps: number[] = [];
    // The pointer rests over the middle of the board, as when scrolling with a wheel.
    const board = await page.locator('[data-testid="timeline-scroll"]').boundingBox();
    if (board) await page.mouse.move(board.x + board.width / 2, board.y + board.height / 2);
    await phase(page, `timeline-scroll-${axis}`, async () => {
      for (let run = 0; run < Math.min(RUNS, 3); run += 1) {
        const outcome = await callPage(page, 'timelineSweep', axis, step);
        longest.push(outcome.blocking.longest);
        totals.push(outcome.blocking.total);
        gaps.push(outcome.gap);
      }
    });
    record({
      view,
      measure: `${label}: longest task / total blocking / longest frame gap`,
      value: `${fmt(median(longest))} / ${fmt(median(totals))} / ${fmt(median(gaps))} ms`,
      target: '(reported)',
      isMet: null,
      samples: longest,
    });
  }
}
