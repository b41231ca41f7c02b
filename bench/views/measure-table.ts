import type { Page } from '@playwright/test';
import { callPage } from './page-script.js';
import { phase } from './profile.js';
import { fmt, median, record, sleep, timeMeasure } from './results.js';
import { SEARCH_LETTERS } from './seed.js';
import { RUNS } from './settings.js';

/* The table view on 100 × 100 events (issue 6): first rows, DOM size, search keystrokes, inline edit. */

export async function benchTable(page: Page, base: string, projectId: string) {
  const view = 'Table (100 × 100 = 10,000 events)';
  const url = `${base}/table?project=${projectId}`;
  const paints: number[] = [];
  const renders: number[] = [];
  await phase(page, 'table-first-paint', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      const seen = await callPage(page, 'firstPaint', 'table', projectId);
      paints.push(seen.painted);
      if (seen.dataEnd !== null) renders.push(seen.painted - seen.dataEnd);
    }
  });
  await sleep(300);
  const dom = await callPage(page, 'tableDom');
  timeMeasure(view, 'navigation → first rows painted', paints, 1000);
  record({
    view,
    measure: 'project data received → first rows painted',
    value: `${fmt(median(renders))} ms`,
    target: '(part of the above)',
    isMet: null,
    samples: renders,
  });
  record({
    view,
    measure: 'event rows in the DOM (whole page DOM nodes)',
    value: `${dom.rows} of 10,000 (${dom.total})`,
    target: 'visible + small overscan',
    isMet: dom.rows <= 40,
  });
  await benchSearch(page, view);
  await benchInlineEdit(page, view, url);
}

/** One keystroke in the search box (10,000 → 1,000 rows) and Backspace (→ 10,000 rows). */
async function benchSearch(page: Page, view: string) {
  const narrow: number[] = [];
  const widen: number[] = [];
  const search = page.getByPlaceholder('Search events, timelines, objectives...');
  await phase(page, 'table-search', async () => {
    for (const letter of SEARCH_LETTERS.slice(0, Math.max(RUNS, 3))) {
      await search.click();
      for (const [key, expected] of [
        [letter, 1000],
        ['Backspace', 10000],
      ] as const) {
        await callPage(page, 'armSearchKeystroke', key, expected, letter);
        await page.keyboard.press(key);
        const elapsed = await callPage(page, 'keystroke');
        (key === 'Backspace' ? widen : narrow).push(elapsed ?? Number.NaN);
        await sleep(200);
      }
    }
  });
  timeMeasure(view, 'search keystroke → filtered rows painted (10,000 → 1,000)', narrow, 100);
  timeMeasure(view, 'search Backspace → all rows painted (1,000 → 10,000)', widen, 100);
}

/** Inline edit of a title: Enter → the new value painted in the cell. */
async function benchInlineEdit(page: Page, view: string, url: string) {
  const edits: number[] = [];
  await page.goto(url);
  await callPage(page, 'waitSeen', 'table');
  await phase(page, 'table-edit', async () => {
    for (let run = 0; run < RUNS; run += 1) {
      const rowIndex = 3 + run;
      const cell = page.locator(
        `[role="grid"][aria-label="Events"] [role="row"][aria-rowindex="${rowIndex}"] [data-cell$=":title"]`,
      );
      const cellId = (await cell.getAttribute('data-cell')) ?? '';
      const eventId = cellId.split(':')[0];
      await cell.dblclick();
      const editor = cell.locator('input');
      await editor.waitFor();
      const value = `Edited title ${run + 1}`;
      await editor.fill(value);
      await callPage(page, 'armEdit', cellId, value);
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes(`/events/${eventId}`),
      );
      await page.keyboard.press('Enter');
      edits.push((await callPage(page, 'edit')) ?? Number.NaN);
      const response = await saved;
      if (!response.ok()) throw new Error(`saving the inline edit failed: ${response.status()}`);
      await sleep(300);
    }
  });
  timeMeasure(view, 'inline edit: Enter → new value painted', edits, 50);
}
