import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * Plans leave the app (issue 19, docs/decisions.md D43): the Export view menu's PNG and PDF
 * downloads on the timeline and calendar, the table's CSV export and import with its preview, and
 * the print stylesheet, each looked at in screenshots at 1280 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let projectId = '';
const suffix = Date.now().toString(36);
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await newPlanner(browser, 'Export'));
  projectId = (await postData<{ id: string }>(page, '/api/v1/projects', { name: `Export ${suffix}` })).id;
  const timelines = `/api/v1/projects/${projectId}/timelines`;
  const build = await postData<{ id: string }>(page, timelines, { name: 'Build', color: '#10B981' });
  const launch = await postData<{ id: string }>(page, timelines, { name: 'Launch', color: '#3B82F6' });
  const events = [
    [build.id, 'Build phase', '2025-07-28', '2025-08-15', 'development'],
    [build.id, 'Hardening', '2025-08-18', '2025-09-05', 'testing'],
    [launch.id, 'Go-live review', '2025-08-05', null, 'deployment'],
    [launch.id, 'Launch party', '2025-09-10', null, 'business'],
  ] as const;
  for (const [timelineId, title, date, endDate, objective] of events) {
    await postData(page, `${timelines}/${timelineId}/events`, { title, date, endDate, objective });
  }
});

test.afterAll(async () => {
  await context?.close();
});

async function atWidths(name: string, look: (width: number) => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await look(width);
    await screenshot(page, `${name}-${width}`);
  }
}

test('the timeline and calendar export their view as a PNG image and a PDF', async () => {
  await page.goto(`/timeline?project=${projectId}`);
  await expect(page.getByRole('list', { name: 'Timelines' })).toBeVisible();
  await atWidths('export-menu-timeline', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Export view' }).click();
    await expect(page.getByRole('menuitem', { name: 'PNG image' })).toBeVisible();
  });
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PNG image' }).click()]);
  expect(png.suggestedFilename()).toMatch(new RegExp(`^Export-${suffix}-timeline-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.png$`));
  const pngBytes = readFileSync(await png.path());
  expect([...pngBytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  writeFileSync(join(SCREENSHOTS, 'rendered-timeline.png'), pngBytes);

  await page.goto(`/calendar?project=${projectId}`);
  await atWidths('export-menu-calendar', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Export view' }).click();
    await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
  });
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/-calendar-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the table exports CSV and previews an import row by row before saving it', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/table?project=${projectId}`);
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`Export-${suffix}-events.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Build,Build phase,2025-07-28,2025-08-15,Development,,false,false\r\n');

  const bad = `${csv}Ops,,2025-02-30,,Party,,maybe\r\n`;
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog.getByRole('alert')).toContainText('Line 6, Title: must not be blank');
  await expect(dialog.getByRole('button', { name: 'Import 5 events' })).toBeDisabled();
  await atWidths('csv-preview-problems', async () => {
    await expect(dialog).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 1280, height: 900 });
  const good = `${csv}Ops,On call,2025-09-01,2025-09-07,Maintenance,"Pager, phone",false,false\r\n`;
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(dialog.getByRole('status')).toContainText('New timeline: Ops.');
  await atWidths('csv-preview-ready', async () => {
    await expect(dialog).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Import 5 events' }).click();
  await expect(page.getByText('Imported 5 events (1 new timeline: Ops)')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Events' }).getByText('On call')).toBeVisible();
});

test('printing leaves out navigation, toolbars and the controls around the plan', async () => {
  for (const view of ['timeline', 'calendar', 'table'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${view}?project=${projectId}`);
    await expect(page.getByRole('main')).toContainText(view === 'calendar' ? '' : 'Build');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('toolbar')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export view' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Today' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Dependencies' })).toBeHidden();
    // The timeline's and table's own heading names the project on paper.
    if (view !== 'calendar') await expect(page.getByRole('main').getByText(`Export ${suffix}`, { exact: true })).toBeVisible();
    await screenshot(page, `print-${view}`);
    await page.pdf({ path: join(SCREENSHOTS, `print-${view}.pdf`), landscape: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
  }
});
