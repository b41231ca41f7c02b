import { expect, test, type Page } from '@playwright/test';
import { newPlanner, postData as post, screenshot } from './helpers/index.js';

/*
 * Baselines (issue 21, docs/decisions.md D49): a planner of their own saves a baseline from the
 * timeline's Baseline menu, the plan moves on (an event a week later, one removed, one added),
 * and comparing draws the baseline's bars as ghosts behind the current ones, says what moved above
 * the view, keeps the comparison across a reload (?baseline=) and shows the table's Slip column.
 * The steps build on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);

let page: Page;
let projectId: string;
let timelineId: string;
const ids: Record<string, string> = {};

test.beforeAll(async ({ browser }) => {
  ({ page } = await newPlanner(browser, 'Baselines'));
  projectId = (await post<{ id: string }>(page, '/api/v1/projects', { name: `Launch plan ${suffix}` })).id;
  timelineId = (await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Delivery', color: '#6366F1' })).id;
  const events = `/api/v1/projects/${projectId}/timelines/${timelineId}/events`;
  for (const [title, date, endDate, objective] of [
    ['Design', '2025-07-02', '2025-07-04', 'preparation'],
    ['Build', '2025-07-07', '2025-07-11', 'development'],
    ['Retro', '2025-07-24', null, 'maintenance'],
  ] as const) {
    ids[title] = (await post<{ id: string }>(page, events, { title, date, endDate, objective })).id;
  }
  const range = await page.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: '2025-07-01', end: '2025-07-31' } },
  });
  expect(range.ok(), await range.text()).toBe(true);
});

test.afterAll(async () => {
  await page?.context().close();
});

const summary = (p: Page) => p.getByRole('status', { name: 'Baseline comparison' });

async function openTimeline(p: Page, extra = '') {
  await p.goto(`/timeline?project=${projectId}&zoom=week&from=2025-06-30${extra}`);
  await expect(p.getByRole('button', { name: /^Design,/ })).toBeVisible();
}

test('saves a baseline from the timeline', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTimeline(page);
  await page.getByRole('button', { name: 'Baseline', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save baseline…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save baseline' });
  await dialog.getByRole('button', { name: 'Save baseline' }).click();
  await expect(dialog.getByText('Please enter a baseline name')).toBeVisible();
  await dialog.getByLabel('Baseline name').fill('Plan of record');
  await dialog.getByRole('button', { name: 'Save baseline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Baseline “Plan of record” saved')).toBeVisible();
});

test('compares after the plan moved: ghosts behind the bars, the summary, kept across a reload', async () => {
  // The plan moves on: Build ends a week later, Retro is dropped, Hotfix is new.
  const build = await page.request.put(`/api/v1/projects/${projectId}/timelines/${timelineId}/events/${ids.Build}`, {
    data: { date: '2025-07-14', endDate: '2025-07-18', version: 1 },
  });
  expect(build.ok(), await build.text()).toBe(true);
  expect((await page.request.delete(`/api/v1/projects/${projectId}/timelines/${timelineId}/events/${ids.Retro}`)).ok()).toBe(true);
  await post(page, `/api/v1/projects/${projectId}/timelines/${timelineId}/events`, { title: 'Hotfix', date: '2025-07-21' });

  await openTimeline(page);
  await expect(page.getByRole('img', { name: /^Baseline:/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Baseline', exact: true }).click();
  await page.getByRole('menuitemcheckbox', { name: /Plan of record/ }).click();

  await expect(summary(page)).toContainText('Compared with “Plan of record”');
  await expect(summary(page)).toContainText('1 event later than baseline, 1 new, 1 removed');
  await expect(page).toHaveURL(/[?&]baseline=/);
  // Build's ghost where it was; Design did not move, so it has none; Retro is a ghost only.
  await expect(page.getByRole('img', { name: 'Baseline: Build, 07/07/2025 to 07/11/2025' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Baseline: Design/ })).toHaveCount(0);
  const removed = page.getByRole('group', { name: 'Removed since baseline' });
  await expect(removed.getByRole('img', { name: 'Baseline: Retro, 07/24/2025' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Retro,/ })).toHaveCount(0);
  await screenshot(page, 'baselines-timeline-1280');

  await page.reload();
  await expect(summary(page)).toContainText('1 event later than baseline, 1 new, 1 removed');
  await expect(page.getByRole('img', { name: /^Baseline: Build,/ })).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await screenshot(page, 'baselines-timeline-dark-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(summary(page)).toBeVisible();
  await screenshot(page, 'baselines-timeline-dark-390');
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, 'baselines-timeline-390');
});

test('the table shows the Slip column, sortable, and the same summary', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const url = new URL(page.url());
  await page.goto(`/table?project=${projectId}&baseline=${url.searchParams.get('baseline') ?? ''}`);
  const grid = page.getByRole('grid', { name: 'Events' });
  const slipHeader = grid.getByRole('columnheader', { name: /Slip/ });
  await expect(slipHeader).toBeVisible();
  await expect(summary(page)).toContainText('1 event later than baseline, 1 new, 1 removed');
  const row = (title: string) => grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name: title, exact: true }) });
  await expect(row('Build').getByRole('gridcell').filter({ hasText: /^\+7$/ })).toHaveCount(1);
  await expect(row('Design').getByRole('gridcell').filter({ hasText: /^0$/ })).toHaveCount(1);
  await expect(row('Hotfix').getByRole('gridcell').filter({ hasText: /^new$/ })).toHaveCount(1);
  await expect(grid.getByRole('gridcell', { name: 'Retro', exact: true })).toHaveCount(0);

  await expect(slipHeader).toHaveAttribute('aria-sort', 'none');
  await slipHeader.getByRole('button').click();
  await expect(slipHeader).toHaveAttribute('aria-sort', 'ascending');
  await slipHeader.getByRole('button').click();
  await expect(slipHeader).toHaveAttribute('aria-sort', 'descending');
  // Latest first: Hotfix (new) comes before Build (+7), which comes before Design (0).
  const titles = await grid.getByRole('row').allInnerTexts();
  const order = ['Hotfix', 'Build', 'Design'].map((title) => titles.findIndex((text) => text.includes(title)));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  await screenshot(page, 'baselines-table-1280');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'baselines-table-dark-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'baselines-table-dark-390');
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, 'baselines-table-390');
});

test('renames and deletes a baseline; deleting the one compared stops the comparison', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Baseline', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Manage baselines…' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage baselines' });
  await expect(manage.getByText('Plan of record')).toBeVisible();
  await screenshot(page, 'baselines-manage-1280');
  await manage.getByRole('button', { name: 'Rename Plan of record' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename “Plan of record”' });
  await rename.getByLabel('Baseline name').fill('Signed-off plan');
  await rename.getByRole('button', { name: 'Rename' }).click();
  // The summary behind the dialog follows the new name (the dialog hides it from the accessibility tree).
  await expect(page.getByText('Compared with “Signed-off plan”')).toBeVisible();
  const again = page.getByRole('dialog', { name: 'Manage baselines' });
  await expect(again.getByText('Signed-off plan')).toBeVisible();
  await again.getByRole('button', { name: 'Delete Signed-off plan' }).click();
  await page.getByRole('alertdialog', { name: 'Delete baseline' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage baselines' }).getByText('No baselines yet.')).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /Slip/ })).toHaveCount(0);
});
