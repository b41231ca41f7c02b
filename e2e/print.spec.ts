import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * Printing a long project (issue 19, docs/decisions.md D52, D58): the virtualised timeline and table
 * render every row while the print media applies (usePrinting), the timeline renders its whole range
 * zoomed down to the page's width but no further than 75 %, a wider one on page-wide slices (each
 * with the row headers and its part of the axis, checked in the printed PDF with pdftotext), and the
 * screen goes back to its window afterwards. A planner of
 * their own, so no other spec's zoom or range reaches the view.
 */
test.describe.configure({ mode: 'serial' });

const ROWS = 40;
/** print.css's page: Letter landscape less 12 mm margins (lib/use-printing.ts PRINT_PAGE_WIDTH_PX). */
const PAGE_WIDTH = 960;
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
let context: BrowserContext;
let page: Page;
let projectId = '';

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await newPlanner(browser, 'Print'));
  projectId = (await postData<{ id: string }>(page, '/api/v1/projects', { name: `Print ${Date.now().toString(36)}` })).id;
  const timelines = `/api/v1/projects/${projectId}/timelines`;
  for (let index = 1; index <= ROWS; index += 1) {
    const name = `Row ${String(index).padStart(2, '0')}`;
    const timeline = await postData<{ id: string }>(page, timelines, { name, color: '#3B82F6' });
    const event = { title: `Task ${index}`, date: '2025-07-28', endDate: '2025-08-08', objective: 'development' };
    await postData(page, `${timelines}/${timeline.id}/events`, event);
    if (index === 1) {
      await postData(page, `${timelines}/${timeline.id}/events`, { title: 'Far right', date: '2025-11-10', objective: 'deployment' });
    }
  }
});

test.afterAll(async () => {
  await context?.close();
});

const timelineRows = (p: Page) => p.getByRole('list', { name: 'Timelines' }).getByRole('listitem');

/** The text of a PDF's pages (poppler's pdftotext), one string a page. */
function pdfPages(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((text) => text.trim() !== '');
}

test('printing the timeline renders every row and the whole range, on page-wide slices at a readable scale', async () => {
  // Every slice is measured and the printed PDF read: slow on a busy two-core machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-20`);
  await expect(page.getByRole('button', { name: 'Task 1, 07/28/2025 to 08/08/2025' })).toBeVisible();
  const onScreen = await timelineRows(page).count();
  expect(onScreen).toBeLessThan(ROWS);
  // Beyond the rendered window on screen: 'Far right' is 2,000 px into the Week-zoom canvas.
  await expect(page.getByRole('button', { name: 'Far right, 11/10/2025' })).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  // Too wide for a page at 75 %: the board is cut into page-wide slices (D58), each a copy of every row.
  const slices = page.locator('[data-print-slice]');
  await expect.poll(() => slices.count()).toBeGreaterThan(1);
  const count = await slices.count();
  await expect(page.locator('[data-print-sliced]')).toBeHidden();
  for (let index = 0; index < count; index += 1) {
    const slice = slices.nth(index);
    await expect(slice.locator('[role="listitem"]')).toHaveCount(ROWS);
    await expect(slice.getByText(`(part ${index + 1} of ${count})`)).toBeVisible();
    // The row headers are on every slice, at its left edge, and the slice fits the page.
    const window = await slice.locator('[data-print-slice-window]').boundingBox();
    const header = await slice.getByText('Row 01', { exact: true }).boundingBox();
    expect(window!.width).toBeLessThanOrEqual(PAGE_WIDTH + 1);
    expect(header!.x).toBeGreaterThanOrEqual(window!.x - 1);
    expect(header!.x).toBeLessThan(window!.x + 60);
  }
  // Every slice holds a copy of the whole board, clipped: Task 1 shows on the first, Far right
  // (November 10) on exactly one later slice.
  const showsOn = async (title: string) => {
    const shown: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const slice = slices.nth(index);
      const window = (await slice.locator('[data-print-slice-window]').boundingBox())!;
      const box = (await slice.getByText(title, { exact: true }).first().boundingBox())!;
      if (box.x + box.width > window.x + 200 && box.x < window.x + window.width) shown.push(index);
    }
    return shown;
  };
  expect((await showsOn('Task 1'))[0]).toBe(0);
  const farRight = await showsOn('Far right');
  expect(farRight).toHaveLength(1);
  expect(farRight[0]).toBeGreaterThan(0);

  await screenshot(page, 'print-preview-timeline-1280');
  const pdf = join(SCREENSHOTS, 'print-preview-timeline.pdf');
  await page.pdf({ path: pdf, landscape: true, printBackground: true });
  const pages = pdfPages(pdf);
  expect(pages.length).toBeGreaterThanOrEqual(count);
  // Every slice names the rows on its first page, and every row is on paper once a slice.
  expect(pages.filter((text) => text.includes('Row 01')).length).toBe(count);
  expect(pages.filter((text) => text.includes(`Row ${ROWS}`)).length).toBe(count);
  expect(pages.some((text) => text.includes('Far right'))).toBe(true);
  // Paper is white: a dark theme (here System on a dark device) prints in the light palette.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await screenshot(page, 'print-preview-timeline-1280-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => slices.count()).toBeGreaterThan(1);
  await expect(slices.first().locator('[role="listitem"]')).toHaveCount(ROWS);
  await screenshot(page, 'print-preview-timeline-390');

  // Back on screen, the board renders its window again and the slices are gone.
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => timelineRows(page).count()).toBeLessThan(ROWS);
  await expect(slices).toHaveCount(0);
});

test('a board that fits the page at a readable scale prints whole, zoomed, on one slice', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/timeline?project=${projectId}&zoom=month&from=2025-07-20`);
  await expect(page.getByRole('button', { name: /^Task 1,/ })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(timelineRows(page)).toHaveCount(ROWS);
  await expect(page.locator('[data-print-slice]')).toHaveCount(0);
  const printed = await page.locator('[data-print-fit]').evaluate((element) => element.getBoundingClientRect().width);
  expect(printed).toBeLessThanOrEqual(PAGE_WIDTH + 1);
  await expect(page.getByRole('button', { name: 'Far right, 11/10/2025' })).toBeAttached();
  await page.emulateMedia({ media: 'screen' });
});

test('printing the table renders every row', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/table?project=${projectId}`);
  const grid = page.getByRole('grid', { name: 'Events' });
  await expect(grid.getByText('Task 1', { exact: true })).toBeVisible();
  await expect(grid.getByText(`Task ${ROWS}`, { exact: true })).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(grid.getByText(`Task ${ROWS}`, { exact: true })).toBeAttached();
  await screenshot(page, 'print-preview-table-1280');
  await page.emulateMedia({ media: 'screen' });
  await expect(grid.getByText(`Task ${ROWS}`, { exact: true })).toHaveCount(0);
});
