import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, dayNumber, isoWeekNumber } from '@plotline/shared';
import { newPlanner, screenshot } from './helpers/index.js';

/*
 * Timeline view: a planner of their own (so no other spec's Time Range, zoom or projects reach the
 * view or the export, which holds every project the user owns) creates a project, two timelines,
 * a single-day and a multi-day event, drags one (persisted across a reload), moves one with the
 * keyboard, reorders timelines, then exports and imports. The steps build on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const PROJECT = `Timeline e2e ${suffix}`;
const RANGE = { start: '2025-07-20', end: '2025-08-16' };

let page: Page;
let projectId: string;

test.beforeAll(async ({ browser }) => {
  ({ page } = await newPlanner(browser, 'Timeline'));
  const created = await page.request.post('/api/v1/projects', { data: { name: PROJECT, description: 'e2e' } });
  expect(created.ok(), await created.text()).toBe(true);
  projectId = ((await created.json()) as { data: { id: string } }).data.id;
});

test.afterAll(async () => {
  await page?.context().close();
});

const timelineRows = (p: Page) => p.getByRole('list', { name: 'Timelines' }).getByRole('listitem');
const eventButton = (p: Page, name: string | RegExp): Locator => p.getByRole('button', { name });

async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox())).not.toBeNull();
  return box!;
}

async function openTimeline(p: Page) {
  await p.goto(`/timeline?project=${projectId}`);
  await expect(p.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
}

async function waitSaved(p: Page) {
  await expect(p.getByText('Saving...')).toHaveCount(0);
}

test('an empty project invites the planner to create the first timeline, then a second', async () => {
  await openTimeline(page);
  await expect(page.getByText('Ready to create your first timeline!')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Timeline' }).click();
  await page.getByLabel('Timeline name').fill('Design');
  await page.getByRole('button', { name: 'Create Timeline' }).click();
  await expect(page.getByRole('button', { name: 'Rename Design' })).toBeVisible();
  await waitSaved(page);

  await page.getByRole('button', { name: 'Add Timeline' }).click();
  await page.getByLabel('Timeline name').fill('Build');
  await page.getByRole('button', { name: 'Create Timeline' }).click();
  await expect(page.getByRole('button', { name: 'Rename Build' })).toBeVisible();
  await waitSaved(page);
  await expect(timelineRows(page)).toHaveCount(2);
  // The axis names ISO weeks (D56): the week after the range's first day is whole in view.
  const start = await page.getByLabel('Start Date').inputValue();
  await expect(page.getByText(`Week ${isoWeekNumber(dayNumber(addDays(start, 7)))}`, { exact: true })).toBeVisible();
});

test('the time range is remembered across reloads', async () => {
  await page.getByLabel('Start Date').fill(RANGE.start);
  const saved = page.waitForResponse((response) => response.url().includes('/api/v1/preferences/timeline/time_range') && response.request().method() === 'PUT');
  await page.getByLabel('End Date').fill(RANGE.end);
  await expect(page.getByText('Week 33', { exact: true })).toBeVisible();
  await expect(page.getByText('Week 34', { exact: true })).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel('End Date')).toHaveValue(RANGE.end);
});

test('adds a single-day and a multi-day event and shows their details', async () => {
  await page.getByRole('button', { name: 'Add event to Design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event to Design' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Please fill in date and title')).toBeVisible();
  await dialog.getByLabel('Start Date').fill('2025-07-25');
  await dialog.getByLabel('Title').fill('Kickoff');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(eventButton(page, 'Kickoff, 07/25/2025')).toBeVisible();

  await page.getByRole('button', { name: 'Add event to Design' }).click();
  await dialog.getByLabel('Start Date').fill('2025-07-28');
  await dialog.getByLabel('End Date (optional)').fill('2025-08-01');
  await dialog.getByLabel('Title').fill('Sprint 1');
  await dialog.getByLabel('Description (optional)').fill('First build sprint');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(eventButton(page, 'Sprint 1, 07/28/2025 to 08/01/2025')).toBeVisible();
  await waitSaved(page);
  await expect(page.getByText('(2 events)')).toBeVisible();

  await eventButton(page, /^Sprint 1,/).hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('07/28/2025 - 08/01/2025');
  await expect(tooltip).toContainText('Duration: 5 days');
  await expect(tooltip).toContainText('Objective: ');
  await expect(tooltip).toContainText('First build sprint');
  await expect(tooltip.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(tooltip.getByRole('button', { name: 'Delete' })).toBeVisible();
  await screenshot(page, 'timeline-desktop-tooltip');
});

test('dragging a bar moves it and keeps its duration, persisted after a reload', async () => {
  await page.mouse.move(0, 0);
  const bar = eventButton(page, /^Sprint 1,/);
  const box = await bar.boundingBox();
  if (!box) throw new Error('no bar');
  const perDay = box.width / 5;
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) await page.mouse.move(box.x + 10 + (perDay * 2 * step) / 5, box.y + box.height / 2);
  await screenshot(page, 'timeline-dragging-1280');
  await page.mouse.up();
  await expect(eventButton(page, 'Sprint 1, 07/30/2025 to 08/03/2025')).toBeVisible();
  await waitSaved(page);
  await page.reload();
  await expect(eventButton(page, 'Sprint 1, 07/30/2025 to 08/03/2025')).toBeVisible();
});

test('a focused event moves a day with Shift+ArrowRight', async () => {
  await eventButton(page, /^Kickoff,/).focus();
  // Plain arrows move the focus (docs/decisions.md D40; e2e/keyboard.spec.ts), Shift+Arrow the event.
  await page.keyboard.press('Shift+ArrowRight');
  await expect(eventButton(page, 'Kickoff, 07/26/2025')).toBeVisible();
  await expect(eventButton(page, 'Kickoff, 07/26/2025')).toBeFocused();
  await screenshot(page, 'timeline-keyboard-move-1280');
  await waitSaved(page);
  await page.reload();
  await expect(eventButton(page, 'Kickoff, 07/26/2025')).toBeVisible();
});

test('timelines reorder with the keyboard on the handle, persisted', async () => {
  await expect(timelineRows(page).first()).toContainText('Design');
  await page.getByRole('button', { name: /^Reorder Build/ }).focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(timelineRows(page).first()).toContainText('Build');
  await waitSaved(page);
  await page.reload();
  await expect(timelineRows(page).first()).toContainText('Build');
  await expect(timelineRows(page).nth(1)).toContainText('Design');
});

test('timelines reorder by dragging the handle', async () => {
  const handle = page.getByRole('button', { name: /^Reorder Design/ });
  const target = timelineRows(page).first();
  // The rows are drawn again once the pointer drag's code is in (docs/decisions.md D92): a box read
  // while that happens comes back empty, so each is read until it is there.
  const from = await boxOf(handle);
  const to = await boxOf(target);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - ((from.y - to.y + 10) * step) / 8);
  }
  await page.mouse.up();
  await expect(timelineRows(page).first()).toContainText('Design');
  await waitSaved(page);
  await page.reload();
  await expect(timelineRows(page).first()).toContainText('Design');
});

test('edits and deletes an event through the tooltip', async () => {
  await eventButton(page, /^Kickoff,/).hover();
  await page.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Kickoff');
  await dialog.getByLabel('Title').fill('Kickoff meeting');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(eventButton(page, 'Kickoff meeting, 07/26/2025')).toBeVisible();
  await waitSaved(page);

  await eventButton(page, /^Kickoff meeting,/).hover();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(eventButton(page, /^Kickoff meeting,/)).toHaveCount(0);
  await waitSaved(page);
  await expect(page.getByText('(1 event)')).toBeVisible();
});

test('exports to a JSON file and imports it back', async () => {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^migration_data_\d{4}-\d{2}-\d{2}\.json$/);
  const path = test.info().outputPath('export.json');
  await download.saveAs(path);
  expect(readFileSync(path, 'utf8')).toContain(PROJECT);

  await page.getByLabel('Import file').setInputFiles(path);
  await expect(page.getByText('Data imported successfully!')).toBeVisible();
});

test('screenshots at desktop and phone widths', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTimeline(page);
  await expect(eventButton(page, /^Sprint 1,/)).toBeVisible();
  await screenshot(page, 'timeline-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Filters & Settings' })).toBeVisible();
  await screenshot(page, 'timeline-mobile');
  // A keyboard move and a keyboard reorder at phone width, each undone.
  await eventButton(page, /^Sprint 1,/).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(eventButton(page, 'Sprint 1, 07/31/2025 to 08/04/2025')).toBeFocused();
  await screenshot(page, 'timeline-keyboard-move-390');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(eventButton(page, 'Sprint 1, 07/30/2025 to 08/03/2025')).toBeFocused();
  await page.getByRole('button', { name: /^Reorder Build/ }).focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(timelineRows(page).first()).toContainText('Build');
  await expect(page.getByRole('button', { name: /^Reorder Build/ })).toBeFocused();
  await screenshot(page, 'timeline-keyboard-reorder-390');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(timelineRows(page).first()).toContainText('Design');
  await waitSaved(page);
  await page.getByRole('button', { name: 'Filters & Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters & Settings' });
  await expect(dialog.getByLabel('Start Date')).toHaveValue(RANGE.start);
  await expect(dialog.getByRole('button', { name: 'Auto-fit Timeline to Events' })).toBeVisible();
  await screenshot(page, 'timeline-mobile-filters');
  await dialog.getByRole('button', { name: 'Auto-fit Timeline to Events' }).click();
  await expect(dialog).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Auto-fit: the remaining event 07/30–08/03 padded by 14 days.
  await expect(page.getByLabel('Start Date')).toHaveValue('2025-07-16');
  await expect(page.getByLabel('End Date')).toHaveValue('2025-08-17');
});

test('while its project loads, the page is laid out as it will stay, its tools disabled (D94, D97)', async () => {
  // The project's answers held back until the screenshots are taken.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isDetail = (url: URL) => url.pathname === `/api/v1/projects/${projectId}`;
  await page.route(isDetail, async (route) => {
    await held;
    // A request of the first width's page is gone with it when the second width's page loads.
    await route.continue().catch(() => {});
  });
  try {
    for (const [width, height, name] of [
      [1280, 800, 'timeline-loading-desktop'],
      [390, 844, 'timeline-loading-390'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/timeline?project=${projectId}`);
      const controls = page.getByRole('group', { name: 'Dependencies' });
      await expect(controls.getByRole('button', { name: /^Conflicts \(…\)/ })).toBeDisabled();
      await expect(page.getByRole('button', { name: /Select all$/ })).toBeDisabled();
      await expect(page.getByText('Loading timelines')).toBeAttached();
      await screenshot(page, name);
    }
  } finally {
    release();
    await page.unroute(isDetail);
  }
  await expect(page.getByRole('group', { name: 'Dependencies' }).getByRole('button', { name: /^Conflicts \(0\)/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Select all$/ })).toBeEnabled();
  await page.setViewportSize({ width: 1280, height: 800 });
});
