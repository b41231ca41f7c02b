import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { newPlanner, screenshot } from './helpers/index.js';

/*
 * The views without a mouse (issue 17, docs/decisions.md D40): each view is one roving tab stop;
 * plain arrows move the focus, Enter opens, Shift+Arrow moves, Delete asks, Escape goes back.
 * Every test seeds its own project through the API.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Seed = Record<string, Array<{ title: string; date: string; endDate?: string; description?: string }>>;

async function seed(page: Page, spec: Seed): Promise<string> {
  const project = await post<{ id: string }>(page, '/api/v1/projects', { name: `Keyboard ${suffix()}` });
  for (const [name, events] of Object.entries(spec)) {
    const timeline = await post<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines`, { name, color: '#3B82F6' });
    for (const event of events) await post(page, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, event);
  }
  return project.id;
}

/** Presses Tab from the top of the page until the focus is inside `region` (and on `selector` there, when given). */
async function tabInto(page: Page, region: Locator, selector = '*'): Promise<void> {
  await page.locator('body').focus();
  for (let presses = 1; presses <= 60; presses += 1) {
    await page.keyboard.press('Tab');
    const isThere = await region.evaluate(
      (element, wanted) => element.contains(document.activeElement) && document.activeElement!.matches(wanted),
      selector,
    );
    if (isThere) return;
  }
  throw new Error('Tab never reached the region');
}

/** The elements inside `region` that Tab stops at. */
const tabStops = (region: Locator) =>
  region.evaluate(
    (element) =>
      [...element.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [tabindex]')].filter(
        (candidate) => candidate.tabIndex >= 0 && !(candidate as HTMLButtonElement).disabled,
      ).length,
  );

const waitSaved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Saving...' })).toHaveCount(0);

/** Each test runs as a planner of its own: no other spec's saved range or zoom reaches these views. */
const test = base.extend({
  page: async ({ browser }, use) => {
    const planner = await newPlanner(browser, 'Keyboard');
    await use(planner.page);
    await planner.context.close();
  },
});

test('timeline: tab in, arrow between events and rows, Enter edits, Shift+Right moves a day (saved), Delete asks', async ({ page }) => {
  const projectId = await seed(page, {
    Design: [
      { title: 'Kickoff', date: '2025-07-25', description: 'Everyone in one room' },
      { title: 'Sprint', date: '2025-07-28', endDate: '2025-08-01' },
    ],
    Build: [
      { title: 'Prototype', date: '2025-07-29', endDate: '2025-07-30' },
      { title: 'Ship', date: '2025-08-12' },
    ],
  });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-21`);
  const board = page.getByRole('list', { name: 'Timelines' });
  const design = page.getByRole('group', { name: 'Design, 2 events' });
  await expect(design).toBeVisible();

  // One tab stop for the whole board: the first row, then its own controls; no event is a Tab stop.
  await tabInto(page, board);
  await expect(design).toBeFocused();
  await screenshot(page, 'keyboard-timeline-row-focus-1280');
  expect(await tabStops(board)).toBeLessThanOrEqual(5);

  await page.keyboard.press('ArrowRight');
  const kickoff = page.getByRole('button', { name: 'Kickoff, 07/25/2025' });
  await expect(kickoff).toBeFocused();
  // The tooltip's content is the focused event's description.
  await expect(kickoff).toHaveAccessibleDescription('Duration: 1 day. Objective: Preparation. Everyone in one room');
  await page.keyboard.press('ArrowRight');
  const sprint = page.getByRole('button', { name: 'Sprint, 07/28/2025 to 08/01/2025' });
  await expect(sprint).toBeFocused();
  await screenshot(page, 'keyboard-timeline-focus-1280');
  // Down to the next row's event nearest in time, and back.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: /^Prototype,/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(sprint).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('Sprint');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(sprint).toBeFocused();

  await page.keyboard.press('Shift+ArrowRight');
  const moved = page.getByRole('button', { name: 'Sprint, 07/29/2025 to 08/02/2025' });
  await expect(moved).toBeFocused();
  await waitSaved(page);
  await page.reload();
  await expect(moved).toBeVisible();

  await moved.focus();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(moved).toBeVisible();

  // Escape closes the details first, then goes back to the row.
  await moved.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(moved).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(design).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: /^Prototype,/ })).toBeFocused();
  await screenshot(page, 'keyboard-timeline-focus-390');
});

const now = new Date();
const Y = now.getUTCFullYear();
const M = now.getUTCMonth() + 1;
const day = (d: number) => `${Y}-${String(M).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
const dayCell = (page: Page, date: string) => page.getByRole('gridcell', { name: longDay(date) });

test('calendar: tab in on today, arrows between days, Enter opens, Shift+Arrow moves, Delete asks, Escape back', async ({ page }) => {
  const projectId = await seed(page, { Launch: [{ title: 'Review', date: day(15) }] });
  await page.goto(`/calendar?project=${projectId}`);
  const grid = page.getByRole('grid', { name: 'Month calendar' });
  await expect(grid).toBeVisible();

  await tabInto(page, grid);
  await expect(dayCell(page, day(now.getUTCDate()))).toBeFocused();
  // From today to the 15th, a day per press (across weeks too).
  const offset = now.getUTCDate() - 15;
  for (let press = 0; press < Math.abs(offset); press += 1) await page.keyboard.press(offset > 0 ? 'ArrowLeft' : 'ArrowRight');
  await expect(dayCell(page, day(15))).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dayCell(page, day(22))).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dayCell(page, day(15))).toBeFocused();
  // The viewport only: a full-page capture lays the page out taller for a moment, which can take the focus.
  await screenshot(page, 'keyboard-calendar-focus-1280', { fullPage: false });
  await expect(dayCell(page, day(15))).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Into the day's event, move it a day, and it keeps the focus.
  await dayCell(page, day(15)).focus();
  await page.keyboard.press('Tab');
  await expect(dayCell(page, day(15)).getByRole('button', { name: 'Review' })).toBeFocused();
  await page.keyboard.press('Shift+ArrowRight');
  const moved = dayCell(page, day(16)).getByRole('button', { name: 'Review' });
  await expect(moved).toBeFocused();
  await waitSaved(page);
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await moved.focus();
  await page.keyboard.press('Escape');
  await expect(dayCell(page, day(16))).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  // The phone's two columns come with the media query's change event, a moment after the resize.
  await expect(grid.getByRole('row').filter({ has: dayCell(page, day(15)) }).getByRole('gridcell')).toHaveCount(2);
  await page.keyboard.press('ArrowLeft');
  await expect(dayCell(page, day(15))).toBeFocused();
  // Phones list the month down the page: the day the arrow went to is scrolled into sight.
  await expect(dayCell(page, day(15))).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('calendar-focus-390-viewport.png') });
  await screenshot(page, 'keyboard-calendar-focus-390');
  await page.reload();
  await expect(dayCell(page, day(16)).getByRole('button', { name: 'Review' })).toBeVisible();
});

test('table: arrows, Home and End between cells, Enter edits, Delete asks', async ({ page }) => {
  const projectId = await seed(page, {
    Backend: [
      { title: 'Kickoff', date: '2025-08-01' },
      { title: 'Review', date: '2025-08-05' },
    ],
  });
  await page.goto(`/table?project=${projectId}`);
  const grid = page.getByRole('grid', { name: 'Events' });
  const cell = (name: string) => grid.getByRole('gridcell', { name, exact: true });
  await expect(cell('Kickoff')).toBeVisible();

  // The column resizers come first; then the grid's one cell stop.
  await tabInto(page, grid, '[data-cell]');
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  await page.keyboard.press('Home');
  const first = await focusedText();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toHaveAttribute('data-cell', /:description$/);
  await page.keyboard.press('Home');
  await expect.poll(focusedText).not.toBe('');
  await page.keyboard.press('ArrowUp');
  await expect.poll(focusedText).toBe(first);
  // To the title cell of the second row, then edit it.
  await cell('Review').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Title of Review' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cell('Review')).toBeFocused();
  await screenshot(page, 'keyboard-table-focus-1280');

  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // The dialog gives the focus back to the cell it was asked from.
  await expect(cell('Review')).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('ArrowUp');
  await expect(cell('Kickoff')).toBeFocused();
  await screenshot(page, 'keyboard-table-focus-390');
});
