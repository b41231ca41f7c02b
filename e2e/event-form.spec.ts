import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInAsAdmin } from './helpers/index.js';

/*
 * The one event form (docs/decisions.md D30) in each place it is used: the timeline's Add and Edit
 * dialogs, the calendar's Edit Event dialog, the table's Add New Event panel and its inline row, at
 * 1280 and 390 px wide, each showing its context's wording. The other view specs save through them.
 */
test.describe.configure({ mode: 'serial' });

const today = new Date().toISOString().slice(0, 10);
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const END_BEFORE_START = 'The end date cannot be before the start date.';

let projectId = '';

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  if (projectId) return;
  projectId = (await post<{ id: string }>(page, '/api/v1/projects', { name: `Event form ${Date.now().toString(36)}` })).id;
  const timeline = await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Backend', color: '#3B82F6' });
  await post(page, `/api/v1/projects/${projectId}/timelines/${timeline.id}/events`, {
    title: 'Kickoff',
    date: today,
    endDate: dayAfter(today, 2),
    objective: 'development',
    description: 'Agree on the plan',
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    });

    test('timeline: Add New Event says what is missing; Edit Event opens with the event', async ({ page }) => {
      await page.goto(`/timeline?project=${projectId}`);
      await page.getByRole('button', { name: 'Add event to Backend' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Event to Backend' });
      await add.getByRole('button', { name: 'Add Event' }).click();
      await expect(add.getByRole('alert')).toHaveText('Please fill in date and title');
      await expect(add.getByLabel('End Date (optional)')).toBeVisible();
      await expect(add.getByLabel('Description (optional)')).toBeVisible();
      await screenshot(page, `event-dialog-timeline-add-${width}`);
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toHaveCount(0);

      const kickoff = page.getByRole('button', { name: /^Kickoff,/ });
      if (!(await kickoff.isVisible())) {
        // Bring the event into the shown range (desktop toolbar, or the phone's settings sheet).
        const autoFit = page.getByRole('button', { name: /^Auto-fit/ });
        if (!(await autoFit.isVisible())) await page.getByRole('button', { name: /Filters/ }).click();
        await page.getByRole('button', { name: /^Auto-fit/ }).click();
      }
      await kickoff.hover();
      await page.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Event' });
      await expect(edit.getByLabel('Title')).toHaveValue('Kickoff');
      await expect(edit.getByLabel('Objective')).toHaveValue('development');
      await expect(edit.getByLabel('End Date (optional)')).toHaveValue(dayAfter(today, 2));
      await screenshot(page, `event-dialog-timeline-edit-${width}`);
    });

    test('calendar: Edit Event holds Save without a title and says an early end at once', async ({ page }) => {
      await page.goto(`/calendar?project=${projectId}`);
      await page.getByRole('button', { name: 'Kickoff' }).first().click();
      const edit = page.getByRole('dialog', { name: 'Edit Event' });
      await expect(edit.getByLabel('Timeline')).toHaveValue('Backend');
      await expect(edit.getByLabel('Start Date *')).toHaveValue(today);
      await edit.getByLabel('Title *').fill('');
      await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await edit.getByLabel('Title *').fill('Kickoff');
      await edit.getByLabel('End Date').fill(dayAfter(today, -1));
      await expect(edit.getByRole('alert')).toHaveText(END_BEFORE_START);
      await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await expect(edit.getByRole('button', { name: 'Delete' })).toBeVisible();
      await screenshot(page, `event-dialog-calendar-edit-${width}`);
    });

    test('table: the Add New Event panel and the inline row say their own sentences', async ({ page }) => {
      await page.goto(`/table?project=${projectId}`);
      await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Event' }).click();
      const panel = page.getByRole('dialog', { name: 'Add New Event' });
      await expect(panel.getByLabel('Timeline')).toHaveValue(/.+/);
      await panel.getByLabel('Timeline').selectOption('');
      await panel.getByRole('button', { name: 'Add Event' }).click();
      await expect(panel.getByRole('alert')).toHaveText('Please fill in timeline, date, and title');
      await screenshot(page, `event-dialog-table-add-${width}`);
      await panel.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('gridcell', { name: 'Kickoff', exact: true }).click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Add Event' }).click();
      const inline = page.getByRole('form', { name: 'Add event to Backend' });
      await expect(inline.getByLabel('Title')).toBeFocused();
      await inline.getByRole('button', { name: 'Add' }).click();
      await expect(inline.getByRole('alert')).toHaveText('Please fill in date and title');
      await screenshot(page, `event-dialog-table-inline-${width}`);
      await inline.getByLabel('Title').press('Escape');
      await expect(inline).toHaveCount(0);
    });
  });
}
