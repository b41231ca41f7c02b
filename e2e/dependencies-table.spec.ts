import { expect, test, type Page } from '@playwright/test';
import { newPlanner, postData as post, screenshot } from './helpers/index.js';

/*
 * Dependencies and milestones in the table and the calendar (issue 16, docs/decisions.md D37): the
 * table's read-only "Depends on" column leads to a predecessor's row, milestones carry a diamond
 * in both views. A planner of their own; events in the current month so the calendar shows them.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;
let projectId: string;

const now = new Date();
const day = (n: number) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;

test.beforeAll(async ({ browser }) => {
  ({ page } = await newPlanner(browser, 'Chains'));
  projectId = (await post<{ id: string }>(page, '/api/v1/projects', { name: `Cutover ${Date.now().toString(36)}` })).id;
  const timeline = async (name: string, color: string) =>
    (await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name, color })).id;
  const migration = await timeline('Migration', '#6366F1');
  const release = await timeline('Release', '#10B981');
  const event = async (timelineId: string, body: Record<string, unknown>) =>
    (await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines/${timelineId}/events`, body)).id;
  const rehearsal = await event(migration, { title: 'Rehearsal', date: day(9), endDate: day(11), objective: 'testing' });
  const cutover = await event(migration, { title: 'Cutover', date: day(14), endDate: day(15), objective: 'deployment' });
  const goNoGo = await event(release, { title: 'Go/no-go', date: day(16), objective: 'business', isMilestone: true });
  const launch = await event(release, { title: 'Launch', date: day(18), objective: 'deployment', isMilestone: true });
  const link = (fromEventId: string, toEventId: string) =>
    post(page, `/api/v1/projects/${projectId}/dependencies`, { fromEventId, toEventId });
  await link(rehearsal, cutover);
  await link(cutover, goNoGo);
  await link(goNoGo, launch);
  await link(rehearsal, launch);
});

test.afterAll(async () => {
  await page?.context().close();
});

const titleCell = (p: Page, title: string) => p.getByRole('gridcell', { name: title, exact: true });
const row = (p: Page, title: string) => p.getByRole('row').filter({ has: titleCell(p, title) });

test('the table lists predecessors and leads to them; milestones have a diamond', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/table?project=${projectId}`);
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Depends on/ })).toBeVisible();

  const launch = row(page, 'Milestone: Launch');
  await expect(launch.getByRole('button', { name: 'Go to Go/no-go' })).toBeVisible();
  await expect(launch.getByRole('button', { name: 'Go to Rehearsal' })).toBeVisible();
  await expect(titleCell(page, 'Milestone: Launch').getByRole('img', { name: 'Milestone' })).toBeVisible();
  await expect(titleCell(page, 'Cutover').getByRole('img')).toHaveCount(0);
  await screenshot(page, 'table-depends-on-1280');

  await launch.getByRole('button', { name: 'Go to Rehearsal' }).click();
  await expect(titleCell(page, 'Rehearsal')).toBeFocused();

  // From the keyboard: Enter on the cell enters its first title, Enter follows it.
  const cutoverDeps = row(page, 'Cutover').locator('[data-cell$=":dependsOn"]');
  await cutoverDeps.focus();
  await page.keyboard.press('Enter');
  await expect(cutoverDeps.getByRole('button', { name: 'Go to Rehearsal' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cutoverDeps).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
  await screenshot(page, 'table-depends-on-390');
});

test('the calendar marks milestones with a diamond', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/calendar?project=${projectId}`);
  const launch = page.getByRole('button', { name: 'Launch (milestone)' });
  await expect(launch).toBeVisible();
  await expect(launch.getByRole('img', { name: 'Milestone' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cutover', exact: true }).getByRole('img')).toHaveCount(0);
  await screenshot(page, 'calendar-milestones-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /Launch/ }).first()).toBeVisible();
  await screenshot(page, 'calendar-milestones-390');
});
