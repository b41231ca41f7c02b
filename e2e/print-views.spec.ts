import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * Ctrl/⌘+P of the calendar and the table (issue 19, docs/decisions.md D43, D71), printed to PDF on
 * A4 in the dark theme and read back with poppler: the plan fills the sheet's width, every event is
 * on paper (the calendar's '+N more' opens out, the table's text wraps instead of being cut), no
 * toolbar is, and the paper is light. A planner of their own: the table's and calendar's state is theirs.
 */
test.describe.configure({ mode: 'serial' });

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const TIMELINES = 4;
const EVENTS = 20;
const LONG = 'A longer description that the table shows in its own column, wrapped on paper to its end';
let context: BrowserContext;
let page: Page;
let projectId = '';
/** This month, where the calendar opens. */
const month = new Date().toISOString().slice(0, 7);
const day = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
const titles: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ({ context, page } = await newPlanner(browser, 'Printviews'));
  await page.emulateMedia({ colorScheme: 'dark' });
  projectId = (await postData<{ id: string }>(page, '/api/v1/projects', { name: `Print views ${Date.now().toString(36)}` })).id;
  const timelines = `/api/v1/projects/${projectId}/timelines`;
  for (let t = 1; t <= TIMELINES; t += 1) {
    const color = ['#3B82F6', '#F59E0B', '#10B981', '#111827'][t - 1]!;
    const timeline = await postData<{ id: string }>(page, timelines, { name: `Stream ${t}`, color });
    for (let e = 1; e <= EVENTS; e += 1) {
      // Crowded days: up to seven events on one, more than a day shows on screen.
      const start = ((e * 3 + t) % 27) + 1;
      const title = `Item ${t}-${e}`;
      titles.push(title);
      const event = {
        title,
        date: day(start),
        ...(e % 4 === 0 ? { endDate: day(Math.min(28, start + 3)) } : {}),
        objective: 'development',
        description: e % 5 === 0 ? LONG : '',
      };
      await postData(page, `${timelines}/${timeline.id}/events`, event);
    }
  }
});

test.afterAll(async () => {
  await context?.close();
});

/** Prints the page to an A4 PDF (landscape, print.css's page) and reads it back with poppler. */
function readPdf(file: string) {
  const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((text) => text.trim() !== '');
  const bbox = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const extents = bbox.split('<page ').slice(1).map((text) => ({
    width: Number(/width="([\d.]+)"/.exec(text)![1]),
    right: Math.max(0, ...[...text.matchAll(/xMax="([\d.]+)"/g)].map((match) => Number(match[1]))),
  }));
  // The first page's mean brightness (0–255), from poppler's PPM: a dark board would pull it down.
  execFileSync('pdftoppm', ['-r', '20', '-f', '1', '-l', '1', file, `${file}-page`]);
  const ppm = readFileSync(execFileSync('sh', ['-c', `ls ${file}-page*.ppm`], { encoding: 'utf8' }).trim());
  const pixels = ppm.subarray(ppm.length - ppm.length * 0.9);
  const brightness = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  return { pages, text: pages.join('\n'), extents, brightness };
}

async function printToPdf(p: Page, name: string) {
  await screenshot(p, `${name}-1280`);
  const file = join(SCREENSHOTS, `${name}.pdf`);
  await p.pdf({ path: file, format: 'A4', landscape: true, printBackground: true });
  return readPdf(file);
}

test('printing the calendar in the dark theme: every event of the month on light paper as wide as the sheet, no toolbar', async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/calendar?project=${projectId}`);
  const grid = page.getByRole('grid', { name: 'Month calendar' });
  await expect(grid.getByText('Item 1-1', { exact: true }).first()).toBeVisible();
  // On screen a crowded day hides some behind '+N more'.
  await expect(grid.getByText(/^\+\d+ more$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today' })).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
  await expect(grid.getByText(/^\+\d+ more$/)).toHaveCount(0);
  for (const title of titles) await expect(grid.getByText(title, { exact: true }).first()).toBeAttached();
  // Paper is light whatever the theme (D41): a day is white.
  const dayCell = grid.getByRole('gridcell', { name: new RegExp(`${Number(month.slice(5))}`) }).first();
  expect(await dayCell.evaluate((cell) => getComputedStyle(cell).backgroundColor)).toMatch(/rgb\(255, 255, 255\)|rgb\(249, 250, 251\)|rgb\(239, 246, 255\)/);

  const pdf = await printToPdf(page, 'print-calendar-dark');
  for (const title of titles) expect(pdf.text).toContain(title);
  expect(pdf.text).toContain('Print views');
  for (const chrome of ['Today', 'Export view', 'Undo', 'History', /\+\d+ more/]) expect(pdf.text).not.toMatch(chrome);
  expect(pdf.extents[0]!.right).toBeGreaterThan(pdf.extents[0]!.width * 0.85);
  expect(pdf.brightness).toBeGreaterThan(200);
  // Every day names its weekday, so a sheet without the header row still says which day is which.
  for (const text of pdf.pages) expect(text).toMatch(/\d+ +(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/);
  await page.emulateMedia({ colorScheme: 'dark', media: 'screen' });
  await expect(grid.getByText(/^\+\d+ more$/).first()).toBeVisible();
});

test('printing the table in the dark theme: every row whole, text wrapped within the sheet, no selection boxes or toolbar', async () => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/table?project=${projectId}`);
  const grid = page.getByRole('grid', { name: 'Events' });
  await expect(grid.getByText('Item 1-1', { exact: true })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
  await expect(grid.getByText(`Item ${TIMELINES}-${EVENTS}`, { exact: true })).toBeAttached();
  await expect(grid.getByRole('checkbox').first()).toBeHidden();

  const pdf = await printToPdf(page, 'print-table-dark');
  for (const title of titles) expect(pdf.text).toMatch(new RegExp(`${title}\\b`));
  // The description is wrapped to its end, not cut at the sheet's edge; nothing reaches past the margin.
  expect(pdf.text.replace(/\s+/g, ' ')).toContain('wrapped on paper to its end');
  for (const { width, right } of pdf.extents) expect(right).toBeLessThan(width - 20);
  expect(pdf.extents[0]!.right).toBeGreaterThan(pdf.extents[0]!.width * 0.85);
  expect(pdf.brightness).toBeGreaterThan(200);
  for (const chrome of ['Export CSV', 'Import CSV', 'Undo', 'History']) expect(pdf.text).not.toContain(chrome);
  // A timeline's header is never the last thing on a sheet: it stays with its first row.
  for (const text of pdf.pages) {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    expect(lines.at(-1)).not.toMatch(/Stream \d+ +\d+ events/);
  }
  await page.emulateMedia({ colorScheme: 'dark', media: 'screen' });
});
