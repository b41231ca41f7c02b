import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * Printing a long project (issue 19, docs/decisions.md D52): the virtualised timeline and table
 * render every row while the print media applies (usePrinting), the timeline renders its whole range
 * zoomed down to the page's width, and the screen goes back to its window afterwards. A planner of
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

test('printing the timeline renders every row and the whole range, zoomed to the page width', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-20`);
  await expect(page.getByRole('button', { name: 'Task 1, 07/28/2025 to 08/08/2025' })).toBeVisible();
  const onScreen = await timelineRows(page).count();
  expect(onScreen).toBeLessThan(ROWS);
  // Beyond the rendered window on screen: 'Far right' is 2,000 px into the Week-zoom canvas.
  await expect(page.getByRole('button', { name: 'Far right, 11/10/2025' })).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  await expect(timelineRows(page)).toHaveCount(ROWS);
  await expect(page.getByRole('button', { name: `Task ${ROWS}, 07/28/2025 to 08/08/2025` })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Far right, 11/10/2025' })).toBeAttached();
  const board = page.locator('[data-print-fit]');
  const printed = await board.evaluate((element) => element.getBoundingClientRect().width);
  expect(printed).toBeLessThanOrEqual(PAGE_WIDTH + 1);
  const farRight = await page.getByRole('button', { name: 'Far right, 11/10/2025' }).boundingBox();
  expect((farRight?.x ?? Infinity) + (farRight?.width ?? 0)).toBeLessThanOrEqual(PAGE_WIDTH + 1);
  await screenshot(page, 'print-preview-timeline-1280');
  await page.pdf({ path: join(SCREENSHOTS, 'print-preview-timeline.pdf'), landscape: true, printBackground: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'print-preview-timeline-1280-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(timelineRows(page)).toHaveCount(ROWS);
  await screenshot(page, 'print-preview-timeline-390');

  // Back on screen, the board renders its window again.
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => timelineRows(page).count()).toBeLessThan(ROWS);
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
