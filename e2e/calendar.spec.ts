import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInAsAdmin } from './helpers/index.js';

/*
 * Calendar view. Data is created through the API in the month
 * after the current one, so the tests also navigate months. They build on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const now = new Date();
const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
const Y = next.getUTCFullYear();
const M = next.getUTCMonth() + 1;
const day = (d: number) => `${Y}-${String(M).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(next);
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

let projectId = '';

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function openNextMonth(page: Page) {
  await page.goto(`/calendar?project=${projectId}`);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: MONTH_TITLE })).toBeVisible();
}

const cell = (page: Page, date: string) => page.getByRole('gridcell', { name: longDay(date) });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  if (projectId) return;
  const project = await post<{ id: string }>(page, '/api/v1/projects', { name: `Calendar ${suffix}` });
  projectId = project.id;
  const alpha = await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, {
    name: 'Alpha',
    color: '#3B82F6',
  });
  const beta = await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, {
    name: 'Beta',
    color: '#10B981',
  });
  for (let index = 1; index <= 8; index += 1) {
    await post(page, `/api/v1/projects/${projectId}/timelines/${alpha.id}/events`, {
      date: day(10),
      endDate: null,
      title: `Busy ${index}`,
      objective: 'development',
    });
  }
  await post(page, `/api/v1/projects/${projectId}/timelines/${beta.id}/events`, {
    date: day(14),
    endDate: day(16),
    title: 'Beta Sprint',
    objective: 'testing',
  });
  await post(page, `/api/v1/projects/${projectId}/timelines/${beta.id}/events`, {
    date: day(20),
    endDate: null,
    title: 'Drag me',
    objective: 'deployment',
  });
});

test('navigates months and filters timelines with a summary', async ({ page }) => {
  await openNextMonth(page);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: MONTH_TITLE })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(cell(page, day(14)).getByRole('button', { name: 'Beta Sprint' })).toBeVisible();
  for (const name of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
    await expect(page.getByRole('columnheader', { name })).toBeVisible();
  }
  await screenshot(page, 'calendar-1280');

  await page.getByRole('button', { name: /^Timelines \(/ }).click();
  const filter = page.getByRole('dialog', { name: 'Timeline filter' });
  await filter.getByRole('checkbox', { name: /Alpha/ }).uncheck();
  await page.keyboard.press('Escape');
  const summary = page.getByRole('region', { name: 'Filter summary' });
  await expect(summary.getByText('Showing 1 of 2 timelines')).toBeVisible();
  await expect(summary.getByRole('listitem', { name: 'Beta' })).toContainText('2');
  await expect(page.getByRole('button', { name: 'Busy 1' })).toHaveCount(0);
  await screenshot(page, 'calendar-filtered');

  await page.getByRole('button', { name: /^Timelines \(/ }).click();
  await filter.getByRole('button', { name: 'Select All' }).click();
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);
});

test('+N more opens the day list on desktop and as a bottom sheet on a phone', async ({ page }) => {
  await openNextMonth(page);
  await cell(page, day(10)).getByRole('button', { name: '+3 more' }).click();
  const popup = page.getByRole('dialog', { name: longDay(day(10)) });
  await expect(popup.getByRole('listitem')).toHaveCount(8);
  // Hidden events are not drawn in the cell.
  await expect(cell(page, day(10)).getByRole('button', { name: /^Busy/ })).toHaveCount(5);
  await screenshot(page, 'calendar-more-popup');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 800, height: 1000 });
  await expect(cell(page, day(10))).toBeVisible();
  await screenshot(page, 'calendar-800');

  await page.setViewportSize({ width: 390, height: 844 });
  await cell(page, day(14)).scrollIntoViewIfNeeded();
  await cell(page, day(10)).getByRole('button', { name: '+3 more' }).click();
  const sheet = page.getByRole('dialog', { name: longDay(day(10)) });
  await expect(sheet.getByRole('listitem')).toHaveCount(8);
  await page.waitForTimeout(400);
  await screenshot(page, 'calendar-390-sheet');
  await page.keyboard.press('Escape');
  await screenshot(page, 'calendar-390');
});

test('drags an event to another day and it stays there after a reload', async ({ page }) => {
  // Tall enough for the whole month: near the window's edge dnd-kit scrolls the page while dragging.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await openNextMonth(page);
  const source = cell(page, day(20)).getByRole('button', { name: 'Drag me' });
  const target = cell(page, day(22));
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(target.getByRole('button', { name: 'Drag me' })).toBeVisible();
  await expect(page.getByText('Saving...')).toHaveCount(0);

  await openNextMonth(page);
  await expect(cell(page, day(22)).getByRole('button', { name: 'Drag me' })).toBeVisible();
  await expect(cell(page, day(20)).getByRole('button', { name: 'Drag me' })).toHaveCount(0);
});

test('moves a focused event with Shift+Arrow keys: a day sideways, a week down; quick presses all count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await openNextMonth(page);
  await cell(page, day(22)).getByRole('button', { name: 'Drag me' }).focus();
  // Three presses before the first save is answered: sent as one move after it, not as a conflict.
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  const moved = cell(page, day(27)).getByRole('button', { name: 'Drag me' });
  await expect(moved).toBeVisible();
  await expect(moved).toBeFocused();
  await screenshot(page, 'calendar-keyboard-move-1280');
  await expect(page.getByText('Saving...')).toHaveCount(0);
  // A plain arrow does not move it (docs/decisions.md D31).
  await page.keyboard.press('ArrowRight');
  await openNextMonth(page);
  await expect(cell(page, day(27)).getByRole('button', { name: 'Drag me' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await cell(page, day(27)).getByRole('button', { name: 'Drag me' }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(cell(page, day(28)).getByRole('button', { name: 'Drag me' })).toBeFocused();
  await screenshot(page, 'calendar-keyboard-move-390');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(cell(page, day(27)).getByRole('button', { name: 'Drag me' })).toBeFocused();
  await expect(page.getByText('Saving...')).toHaveCount(0);
});

test('edits an event through the modal', async ({ page }) => {
  await openNextMonth(page);
  await cell(page, day(14)).getByRole('button', { name: 'Beta Sprint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Timeline')).toHaveValue('Beta');
  await dialog.getByLabel('Title *').fill('');
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await dialog.getByLabel('Title *').fill('Beta Release');
  await dialog.getByLabel('End Date').fill(day(17));
  await screenshot(page, 'calendar-edit');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cell(page, day(14)).getByRole('button', { name: 'Beta Release' })).toBeVisible();

  await openNextMonth(page);
  await expect(cell(page, day(14)).getByRole('button', { name: 'Beta Release' })).toBeVisible();
  // The bar now reaches the 17th (its end piece may start in a later week row).
  await expect(page.getByRole('button', { name: /^Beta Release/ }).first()).toBeVisible();
});
