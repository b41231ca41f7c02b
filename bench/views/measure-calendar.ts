import type { Page } from '@playwright/test';
import { callPage } from './page-script.js';
import { phase } from './profile.js';
import { fmt, median, notes, record, timeMeasure } from './results.js';
import { RUNS } from './settings.js';

/* The calendar view on 2,000 events in the month (issue 5): first paint, month switch, DOM size. */

export async function benchCalendar(
  page: Page,
  base: string,
  projectId: string,
  month: { year: number; month: number },
) {
  const view = 'Calendar (2,000 events in the month, 50 timelines)';
  const url = `${base}/calendar?project=${projectId}`;
  const paints: number[] = [];
  const renders: number[] = [];
  await phase(page, 'calendar-first-paint', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      const seen = await callPage(page, 'firstPaint', 'calendar', projectId);
      paints.push(seen.painted);
      if (seen.dataEnd !== null) renders.push(seen.painted - seen.dataEnd);
    }
  });
  const counts = await callPage(page, 'calendarCounts');
  record({
    view,
    measure: 'project data received → month painted',
    value: `${fmt(median(renders))} ms`,
    target: '< 300 ms',
    isMet: median(renders) < 300,
    samples: renders,
  });
  record({
    view,
    measure: 'navigation → month painted',
    value: `${fmt(median(paints))} ms`,
    target: '(reported)',
    isMet: null,
    samples: paints,
  });

  // Next month and back: click → the new title and its events painted.
  const switches: number[] = [];
  const switchBlocking: number[] = [];
  const titles = [0, 1].map((delta) => {
    const date = new Date(Date.UTC(month.year, month.month - 1 + delta, 1));
    return date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  });
  await phase(page, 'calendar-next-month', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [button, title] of [
        ['Next month', titles[1]],
        ['Previous month', titles[0]],
      ] as const) {
        const outcome = await callPage(page, 'calendarSwitch', button, title ?? '');
        if (button === 'Next month') {
          switches.push(outcome.elapsed);
          switchBlocking.push(outcome.blocking.longest);
        }
      }
    }
  });
  timeMeasure(view, 'next month: click → painted', switches, 300);
  const totalInGrid = counts.unique + counts.more;
  record({
    view,
    measure: 'event elements in the DOM (unique events) vs hidden behind +N more',
    value: `${counts.elements} (${counts.unique}) vs ${counts.more}`,
    target: 'hidden ones not in the DOM',
    isMet: counts.elements < 600,
    samples: undefined,
  });
  notes.push(
    `Calendar: the month grid (${counts.cells} day cells) holds ${counts.elements} event elements for ${counts.unique} distinct events; '+N more' links account for ${counts.more} more, ${totalInGrid} in all (bars crossing days count once per day they are hidden in). ${counts.domNodes} DOM nodes on the page.`,
  );
}
