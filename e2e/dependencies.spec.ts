import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickArrow } from './helpers/arrows.js';
import { newPlanner, postData as post, screenshot } from './helpers/index.js';

/*
 * Dependencies and milestones on the timeline (issue 16, docs/decisions.md D38): a planner of their
 * own (so no other spec's range or zoom preference moves the board under the pointer) makes a
 * milestone, links events by the "Depends on" picker and by dragging a bar's handle, sees a violated
 * arrow red and listed in Conflicts, turns auto-schedule on and sees the successor pushed, shows
 * the critical path and deletes an arrow. The steps build on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);

let page: Page;
let projectId: string;

test.beforeAll(async ({ browser }) => {
  ({ page } = await newPlanner(browser, 'Dependencies'));

  projectId = (await post<{ id: string }>(page, '/api/v1/projects', { name: `Migration ${suffix}` })).id;
  const timeline = await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Migration', color: '#6366F1' });
  const events = `/api/v1/projects/${projectId}/timelines/${timeline.id}/events`;
  await post(page, events, { title: 'Rehearsal', date: '2025-07-07', endDate: '2025-07-09', objective: 'testing' });
  await post(page, events, { title: 'Cutover', date: '2025-07-14', endDate: '2025-07-15', objective: 'deployment' });
  const release = await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Release', color: '#10B981' });
  await post(page, `/api/v1/projects/${projectId}/timelines/${release.id}/events`, { title: 'Launch', date: '2025-07-18', objective: 'deployment' });
  const range = await page.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: '2025-07-01', end: '2025-07-31' } },
  });
  expect(range.ok(), await range.text()).toBe(true);
});

test.afterAll(async () => {
  await page?.context().close();
});

const eventButton = (p: Page, name: string | RegExp): Locator => p.getByRole('button', { name });
const arrow = (p: Page, name: string | RegExp): Locator => p.getByRole('button', { name });

async function openTimeline(p: Page, from = '2025-07-01') {
  await p.goto(`/timeline?project=${projectId}&zoom=week&from=${from}`);
  await expect(p.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
  await expect(eventButton(p, /^Rehearsal,/)).toBeVisible();
}

async function waitSaved(p: Page) {
  await expect(p.getByText('Saving...')).toHaveCount(0);
}

async function dependencies(): Promise<Array<{ fromEventId: string; toEventId: string; isViolated: boolean }>> {
  const response = await page.request.get(`/api/v1/projects/${projectId}`);
  return ((await response.json()) as { data: { dependencies: Array<{ fromEventId: string; toEventId: string; isViolated: boolean }> } }).data
    .dependencies;
}

async function centre(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('makes a milestone: a diamond with its title beside it', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTimeline(page);
  await page.getByRole('button', { name: 'Add event to Migration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Event to Migration' });
  await dialog.getByLabel('Start Date').fill('2025-07-17');
  await dialog.getByLabel('End Date (optional)').fill('2025-07-19');
  await dialog.getByLabel('Title').fill('Go/no-go');
  await dialog.getByRole('checkbox', { name: 'Milestone' }).check();
  await expect(dialog.getByLabel('End Date (optional)')).toBeDisabled();
  await expect(dialog.getByLabel('End Date (optional)')).toHaveValue('');
  await expect(dialog.getByRole('group', { name: 'Depends on' })).toBeVisible();
  await screenshot(page, 'dependencies-form-1280');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(eventButton(page, 'Go/no-go, milestone, 07/17/2025')).toBeVisible();
  await expect(page.getByText('Go/no-go', { exact: true })).toBeVisible();
  await waitSaved(page);
});

test('links Cutover to Rehearsal with the "Depends on" picker', async () => {
  await eventButton(page, /^Cutover,/).hover();
  await page.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByRole('searchbox', { name: 'Search events to depend on' }).fill('rehe');
  await dialog.getByRole('checkbox', { name: /^Rehearsal/ }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(arrow(page, 'Dependency: Rehearsal → Cutover (finish to start)')).toBeAttached();
  await waitSaved(page);
  expect(await dependencies()).toHaveLength(1);
});

test("links Launch to the milestone by dragging the diamond's handle onto Launch", async () => {
  await page.mouse.move(0, 0);
  await eventButton(page, /^Go\/no-go,/).hover();
  const handle = page.getByRole('button', { name: 'Link Go/no-go to another event' });
  await expect(handle).toBeVisible();
  const from = await centre(handle);
  const to = await centre(eventButton(page, /^Launch,/));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step += 1) await page.mouse.move(from.x + ((to.x - from.x) * step) / 6, from.y + ((to.y - from.y) * step) / 6);
  await page.mouse.up();
  await expect(arrow(page, 'Dependency: Go/no-go → Launch (finish to start)')).toBeAttached();
  await waitSaved(page);
  expect(await dependencies()).toHaveLength(2);
});

test('a violated dependency is red and listed in Conflicts, which focuses its successor', async () => {
  await expect(page.getByRole('button', { name: 'Conflicts (0)' })).toBeVisible();
  // Rehearsal five days later ends on July 14, the day Cutover starts.
  await eventButton(page, /^Rehearsal,/).focus();
  for (let day = 0; day < 5; day += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(eventButton(page, 'Rehearsal, 07/12/2025 to 07/14/2025')).toBeVisible();
  const violated = arrow(page, 'Violated dependency: Rehearsal → Cutover (finish to start)');
  await expect(violated).toHaveAttribute('data-tone', 'violated');
  await expect(violated.locator('path').nth(1)).toHaveCSS('stroke', 'rgb(220, 38, 38)');
  await waitSaved(page);
  expect((await dependencies()).filter((dependency) => dependency.isViolated)).toHaveLength(1);

  await page.getByRole('button', { name: 'Conflicts (1)' }).click();
  const list = page.getByRole('list', { name: 'Violated dependencies' });
  await expect(list.getByRole('button')).toHaveText(['Rehearsal → Cutover']);
  await screenshot(page, 'dependencies-conflicts-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'dependencies-conflicts-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await list.getByRole('button', { name: 'Rehearsal → Cutover' }).click();
  await expect(eventButton(page, /^Cutover,/)).toBeFocused();
});

test('with auto-schedule on, a drag previews and then pushes the successor', async () => {
  await page.keyboard.press('Escape');
  const toggle = page.getByRole('switch', { name: 'Auto-schedule' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await waitSaved(page);

  await page.mouse.move(0, 0);
  const bar = eventButton(page, /^Rehearsal,/);
  const box = await bar.boundingBox();
  if (!box) throw new Error('no bar');
  const perDay = box.width / 3;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 6, y);
  await page.mouse.down();
  for (let step = 1; step <= 4; step += 1) await page.mouse.move(box.x + 6 + (perDay * step) / 4, y);
  // Rehearsal to July 13–15 would push Cutover to July 16–17.
  await expect(page.getByRole('img', { name: 'Cutover would move here' })).toBeVisible();
  await screenshot(page, 'dependencies-drag-preview-1280');
  await page.mouse.up();
  await expect(eventButton(page, 'Rehearsal, 07/13/2025 to 07/15/2025')).toBeVisible();
  await expect(eventButton(page, 'Cutover, 07/16/2025 to 07/17/2025')).toBeVisible();
  await waitSaved(page);
  await expect(page.getByRole('button', { name: 'Conflicts (0)' })).toBeVisible();
  await page.reload();
  await expect(eventButton(page, 'Cutover, 07/16/2025 to 07/17/2025')).toBeVisible();
  await expect(arrow(page, 'Dependency: Rehearsal → Cutover (finish to start)')).toBeAttached();
});

test('the critical path highlights the chain that ends last', async () => {
  const critical = page.getByRole('button', { name: 'Critical path' });
  await critical.click();
  await expect(critical).toHaveAttribute('aria-pressed', 'true');
  // Launch (July 18) ends the project; the milestone holds it there.
  await expect(page.getByRole('img', { name: 'On the critical path: Launch' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'On the critical path: Go/no-go' })).toBeVisible();
  await expect(arrow(page, /^Dependency: Go\/no-go → Launch/)).toHaveAttribute('data-tone', 'critical');
  await screenshot(page, 'dependencies-timeline-1280');
  await critical.click();
});

test('an arrow is selected by a click and removed with Delete', async () => {
  const link = arrow(page, /^Dependency: Go\/no-go → Launch/);
  await clickArrow(page, link);
  await expect(link).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Remove dependency' })).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(link).toHaveCount(0);
  await waitSaved(page);
  expect(await dependencies()).toHaveLength(1);
});

test('screenshots at phone width', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The view opens on the linked events.
  await openTimeline(page, '2025-07-12');
  await expect(arrow(page, 'Dependency: Rehearsal → Cutover (finish to start)')).toBeAttached();
  await screenshot(page, 'dependencies-timeline-390');
  await eventButton(page, /^Cutover,/).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Event' }).getByRole('checkbox', { name: /^Rehearsal/ })).toBeChecked();
  await screenshot(page, 'dependencies-form-390');
});
