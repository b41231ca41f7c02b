import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * Printing a long project (issue 19, docs/decisions.md D52, D58, D65): the virtualised timeline and
 * table render every row while the print media applies (usePrinting), the timeline renders its whole
 * range zoomed down to the page's width but no further than 75 %, a wider one on page-wide slices,
 * every slice on page-high sheets of whole rows, each with the row headers and the axis (checked in
 * the printed PDF with pdftotext: one sheet a page, as wide as the page), and the screen goes back
 * to its window afterwards. A planner of their own, so no other spec's zoom or range reaches the view.
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

/** Per page of a PDF: its width and the right edge of the text furthest right (pdftotext -bbox), in pt. */
function pdfTextExtents(file: string): { width: number; right: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return html
    .split('<page ')
    .slice(1)
    .map((text) => ({
      width: Number(/width="([\d.]+)"/.exec(text)![1]),
      right: Math.max(0, ...[...text.matchAll(/xMax="([\d.]+)"/g)].map((match) => Number(match[1]))),
    }));
}

/** The printed sheets (lib/print-slices.ts): one page each, a slice's part of the board and some of its rows. */
const sheets = (p: Page) => p.locator('[data-print-slice]');

/** Checks every sheet: its caption, the axis at its top, the row headers at its left, within the page. */
async function expectSheets(p: Page): Promise<{ parts: number; count: number }> {
  const all = sheets(p);
  const count = await all.count();
  const parts = Number(await all.last().getAttribute('data-print-part'));
  const rowsOfPart = new Map<number, string[]>();
  for (let index = 0; index < count; index += 1) {
    const sheet = all.nth(index);
    const part = Number(await sheet.getAttribute('data-print-part'));
    const window = (await sheet.locator('[data-print-slice-window]').boundingBox())!;
    expect(window.width).toBeLessThanOrEqual(PAGE_WIDTH + 1);
    // The axis on every sheet, at its top: its corner's label and the week ticks.
    const corner = (await sheet.getByText('Timelines', { exact: true }).boundingBox())!;
    expect(corner.y).toBeGreaterThanOrEqual(window.y - 1);
    expect(corner.y).toBeLessThan(window.y + 50);
    expect(corner.x).toBeLessThan(window.x + 60);
    // The sheet's rows: whole ones, inside the window; the rest of the copy is gone.
    const rows = await sheet.locator('[role="listitem"]').evaluateAll((items) =>
      items.map((item) => {
        const header = item.querySelector('.sticky.left-0')!;
        const { x, y, height } = header.getBoundingClientRect();
        return { name: header.textContent?.match(/Row \d+/)?.[0] ?? '', x, bottom: y + height };
      }),
    );
    for (const header of rows) {
      expect(header.x).toBeGreaterThanOrEqual(window.x - 1);
      expect(header.x).toBeLessThan(window.x + 60);
      expect(header.bottom).toBeLessThanOrEqual(window.y + window.height + 1);
    }
    const names = rows.map((row) => row.name);
    const first = !rowsOfPart.has(part);
    rowsOfPart.set(part, [...(rowsOfPart.get(part) ?? []), ...names]);
    const caption = parts > 1 ? `part ${part} of ${parts}${first ? '' : ', continued'}` : first ? '' : 'continued';
    if (caption) await expect(sheet.getByText(`(${caption})`)).toBeVisible();
  }
  // Every part holds every row once, in order, over its sheets.
  const expected = Array.from({ length: ROWS }, (_, index) => `Row ${String(index + 1).padStart(2, '0')}`);
  for (let part = 1; part <= parts; part += 1) expect(rowsOfPart.get(part)).toEqual(expected);
  return { parts, count };
}

/** Prints to PDF and checks one sheet a page, the first as wide as the page (nothing shrank the paper, D65). */
async function expectPrintedSheets(p: Page, name: string, count: number, axisText: string): Promise<string[]> {
  const pdf = join(SCREENSHOTS, `${name}.pdf`);
  await p.pdf({ path: pdf, landscape: true, printBackground: true });
  const pages = pdfPages(pdf);
  expect(pages).toHaveLength(count);
  // The first sheet is a whole page wide: its text reaches the right margin (it was two thirds).
  const [first] = pdfTextExtents(pdf);
  expect(first!.right).toBeGreaterThan(first!.width * 0.85);
  // Every sheet has the axis and the row headers.
  for (const text of pages) {
    expect(text).toContain(axisText);
    expect(text).toMatch(/TIMELINES/i);
  }
  return pages;
}

test('printing the timeline renders every row and the whole range, on page-sized sheets at a readable scale', async () => {
  // Every sheet is measured and the printed PDF read: slow on a busy two-core machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-20`);
  await expect(page.getByRole('button', { name: 'Task 1, 07/28/2025 to 08/08/2025' })).toBeVisible();
  const onScreen = await timelineRows(page).count();
  expect(onScreen).toBeLessThan(ROWS);
  // Beyond the rendered window on screen: 'Far right' is 2,000 px into the Week-zoom canvas.
  await expect(page.getByRole('button', { name: 'Far right, 11/10/2025' })).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  // Too wide for a page at 75 %: the board is cut into page-wide slices (D58), and 40 rows do not fit
  // one page: each slice goes on several sheets, every one with the axis and row headers (D65).
  await expect.poll(() => sheets(page).count()).toBeGreaterThan(1);
  await expect(page.locator('[data-print-sliced]')).toBeHidden();
  const { parts, count } = await expectSheets(page);
  expect(parts).toBeGreaterThan(1);
  expect(count).toBeGreaterThan(parts);
  // Every sheet holds a window on a copy of the board: Task 1 shows on the first part, Far right
  // (November 10) on exactly one later part.
  const partsShowing = async (title: string) => {
    const shown = new Set<number>();
    for (let index = 0; index < count; index += 1) {
      const sheet = sheets(page).nth(index);
      const bar = sheet.getByText(title, { exact: true });
      if ((await bar.count()) === 0) continue;
      const window = (await sheet.locator('[data-print-slice-window]').boundingBox())!;
      const box = (await bar.first().boundingBox())!;
      if (box.x + box.width > window.x + 240 && box.x < window.x + window.width) {
        shown.add(Number(await sheet.getAttribute('data-print-part')));
      }
    }
    return [...shown];
  };
  expect(await partsShowing('Task 1')).toEqual([1]);
  const farRight = await partsShowing('Far right');
  expect(farRight).toHaveLength(1);
  expect(farRight[0]).toBeGreaterThan(1);

  await screenshot(page, 'print-preview-timeline-1280');
  const pages = await expectPrintedSheets(page, 'print-preview-timeline', count, 'Week');
  expect(pages.filter((text) => text.includes('Row 01')).length).toBe(parts);
  expect(pages.filter((text) => text.includes(`Row ${ROWS}`)).length).toBe(parts);
  expect(pages.some((text) => text.includes('Far right'))).toBe(true);
  // Paper is white: a dark theme (here System on a dark device) prints in the light palette.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await screenshot(page, 'print-preview-timeline-1280-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => sheets(page).count()).toBeGreaterThan(1);
  await expectSheets(page);
  await screenshot(page, 'print-preview-timeline-390');

  // Back on screen, the board renders its window again and the sheets are gone.
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => timelineRows(page).count()).toBeLessThan(ROWS);
  await expect(sheets(page)).toHaveCount(0);
});

test('a board that fits the page at a readable scale prints zoomed, one slice on sheets with the axis', async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/timeline?project=${projectId}&zoom=month&from=2025-07-20`);
  await expect(page.getByRole('button', { name: /^Task 1,/ })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect.poll(() => sheets(page).count()).toBeGreaterThan(1);
  const { parts, count } = await expectSheets(page);
  expect(parts).toBe(1);
  const zoom = await sheets(page).first().locator('[data-print-slice-window]').evaluate((element) => Number(getComputedStyle(element).zoom));
  expect(zoom).toBeLessThan(1);
  expect(zoom).toBeGreaterThanOrEqual(0.75);
  // A title cut to its bar (and a row's name) stays cut on paper with its ellipsis, as on screen.
  const cut = await sheets(page).first().locator('.truncate').evaluateAll((spans) => spans.map((span) => getComputedStyle(span).overflowX));
  expect(cut.length).toBeGreaterThan(0);
  expect(new Set(cut)).toEqual(new Set(['hidden']));
  // The whole range: the far-right event is on paper, once (the copies are hidden from assistive technology).
  await expect(sheets(page).locator('[aria-label="Far right, 11/10/2025"]')).toHaveCount(1);
  await screenshot(page, 'print-preview-timeline-fit-1280');
  await expectPrintedSheets(page, 'print-preview-timeline-fit', count, 'Aug 2025');
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
