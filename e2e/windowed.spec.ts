import { expect, test as base, type Page } from '@playwright/test';
import { addDays } from '@plotline/shared';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * Windowed project data (issue 18, docs/decisions.md D60): the timeline asks for the days in view
 * first, paints them, then pages in the rest while "Loading more…" says so; an edit made while
 * pages are still arriving is kept. A planner of their own, so no other spec's range reaches here.
 */

const test = base.extend({
  page: async ({ browser }, use) => {
    const planner = await newPlanner(browser, 'Windowed');
    await use(planner.page);
    await planner.context.close();
  },
});

const TIMELINES = 20;
const EVENTS = 300;
const FIRST = '2024-09-01';

/** 20 timelines × 300 events, one every other day from September 2024: 6,000 events over more than a year and a half. */
async function seedLargePlan(page: Page): Promise<string> {
  const name = `Windowed ${Date.now().toString(36)}`;
  const timelines = Array.from({ length: TIMELINES }, (_, t) => ({
    name: `Lane ${t + 1}`,
    color: '#3B82F6',
    events: Array.from({ length: EVENTS }, (_, e) => ({
      title: `Item ${t + 1}.${e + 1}`,
      description: '',
      date: addDays(FIRST, e * 2),
      endDate: null,
      objective: 'development',
    })),
  }));
  await postData(page, '/api/v1/import', { projects: [{ name, description: '', timelines }] });
  const projects = (await (await page.request.get('/api/v1/projects')).json()) as { data: { id: string; name: string }[] };
  return projects.data.find((project) => project.name === name)!.id;
}

test('the timeline loads its window first, pages in the rest, and keeps an edit made meanwhile', async ({ page }) => {
  // 6,000 events seeded, paged in twice (timeline, table): more than the default minute on a busy host.
  test.setTimeout(240_000);
  const projectId = await seedLargePlan(page);
  const reads: URL[] = [];
  // Every page after the first waits a little, so the edit below is made while pages arrive.
  await page.route(`**/api/v1/projects/${projectId}?*`, async (route) => {
    const url = new URL(route.request().url());
    reads.push(url);
    if (reads.length > 1) await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-08-04`);

  const status = page.getByRole('status').filter({ hasText: 'Loading more…' });
  // The first window of a 6,000-event plan: a hang guard for a loaded host, not a speed check.
  await expect(status).toBeVisible({ timeout: 30_000 });
  expect(reads[0]!.searchParams.get('from')).toBeTruthy();
  expect(reads[0]!.searchParams.get('to')).toBeTruthy();
  await screenshot(page, 'windowed-loading-1280');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'windowed-loading-1280-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Item 1.169 is on 2025-08-06, in view.
  const item = page.getByRole('button', { name: /^Item 1\.169, / });
  await item.hover();
  await page.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Title').fill('Renamed while paging');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: /^Renamed while paging, / })).toBeVisible();
  await expect(page.getByText('Saving...')).toHaveCount(0);
  expect(reads.length).toBeGreaterThan(1);

  await expect(status).toHaveCount(0, { timeout: 30_000 });
  // Every later read was a window too, and none asked for the whole project.
  for (const url of reads) expect(url.searchParams.has('from') || url.searchParams.has('to')).toBe(true);
  await expect(page.getByRole('button', { name: /^Renamed while paging, / })).toBeVisible();

  // The table holds every event once paging is done; the edit was saved.
  await page.goto(`/table?project=${projectId}`);
  // "Loading more…" is not there yet right after the navigation, so the count of every event is what
  // says paging is done; its wait is a hang guard for a loaded host (6,000 events paged in again).
  await expect(page.getByText(`${TIMELINES * EVENTS} total events`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading more…' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search events' }).fill('Renamed while paging');
  await expect(page.getByText('1 total event', { exact: true })).toBeVisible();
  await screenshot(page, 'windowed-table-1280');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-08-04`);
  await expect(page.getByRole('button', { name: /^Renamed while paging, / })).toBeVisible();
  await screenshot(page, 'windowed-loaded-390');
});
