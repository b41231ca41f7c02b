import { expect, test as base } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * A freeze is marked in the one event form (docs/decisions.md D44): the box beside Milestone, saved
 * as isFreeze, named on the bar ("…, freeze, …") and kept across a reload.
 */

const test = base.extend({
  page: async ({ browser }, use) => {
    const planner = await newPlanner(browser, 'Freeze');
    await use(planner.page);
    await planner.context.close();
  },
});

test('the event form marks a freeze, and the timeline names it after a reload', async ({ page }) => {
  const project = await postData<{ id: string }>(page, '/api/v1/projects', { name: `Freeze ${Date.now().toString(36)}` });
  await postData(page, `/api/v1/projects/${project.id}/timelines`, { name: 'Operations', color: '#0EA5E9' });
  await page.goto(`/timeline?project=${project.id}&zoom=week&from=2025-08-18`);

  await page.getByRole('button', { name: 'Add event to Operations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event to Operations' });
  await dialog.getByLabel('Start Date').fill('2025-08-20');
  await dialog.getByLabel('End Date (optional)').fill('2025-08-28');
  await dialog.getByLabel('Title').fill('Year-end freeze');
  await dialog.getByRole('checkbox', { name: 'Freeze' }).check();
  await screenshot(page, 'freeze-form-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'freeze-form-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog).toHaveCount(0);

  const bar = page.getByRole('button', { name: 'Year-end freeze, freeze, 08/20/2025 to 08/28/2025' });
  await expect(bar).toBeVisible();
  await page.reload();
  await expect(bar).toBeVisible();
  const detail = await page.request.get(`/api/v1/projects/${project.id}`);
  const events = ((await detail.json()) as { data: { timelines: { events: { title: string; isFreeze: boolean }[] }[] } }).data.timelines[0]!.events;
  expect(events).toEqual([expect.objectContaining({ title: 'Year-end freeze', isFreeze: true })]);
  await screenshot(page, 'freeze-timeline-1280');
});
