import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { activateInvited, inviteAsAdmin, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * What the timeline and table views promise in small print (docs/decisions.md D23): a row with more
 * overlapping events than its 5 lanes says how many it hides and lists them; a single day is "1 day";
 * the table has its page heading; the Objective column shows "Business Critical" whole at the
 * spec's default width.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const suffix = Date.now().toString(36);
const PLANNER = { email: uniqueEmail('crowd'), first: 'Cora', last: 'Crowd', name: 'Cora Crowd' };

let context: BrowserContext;
let page: Page;
let projectId: string;

async function post<T>(path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await inviteAsAdmin(admin, PLANNER, { new_organization_name: `Crowds ${suffix}` });
  await adminContext.close();
  ({ context, page } = await activateInvited(browser, PLANNER));

  projectId = (await post<{ id: string }>('/api/v1/projects', { name: `Crowded ${suffix}` })).id;
  const launch = await post<{ id: string }>(`/api/v1/projects/${projectId}/timelines`, { name: 'Launch', color: '#6366F1' });
  const events = `/api/v1/projects/${projectId}/timelines/${launch.id}/events`;
  // Seven events over the same days: five lanes, two hidden.
  for (let index = 1; index <= 7; index += 1) {
    await post(events, { title: `Workstream ${index}`, date: '2025-08-04', endDate: '2025-08-08', objective: index === 1 ? 'business' : 'development' });
  }
  await post(events, { title: 'Go-live', date: '2025-08-20', objective: 'business' });
});

test.afterAll(async () => {
  await context?.close();
});

test('a crowded row draws five lanes and lists the hidden events behind "+2"', async () => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/timeline?project=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Workstream \d, / })).toHaveCount(5);

  const marker = page.getByRole('button', { name: '2 more events in Launch' });
  await expect(marker).toHaveText('+2');
  // The marker sits under the lanes, not over a bar.
  const markerBox = await marker.boundingBox();
  const bars = await page.getByRole('button', { name: /^Workstream \d, / }).evaluateAll((nodes) =>
    nodes.map((node) => node.getBoundingClientRect().bottom),
  );
  expect(markerBox!.y).toBeGreaterThanOrEqual(Math.max(...bars));

  await marker.click();
  const list = page.getByRole('dialog', { name: '2 more events in Launch' });
  await expect(list.getByRole('button', { name: /Workstream 6/ })).toBeVisible();
  await list.getByRole('button', { name: /Workstream 7/ }).click();
  await expect(list.getByText('Duration: 5 days')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Edit' })).toBeVisible();
  await screenshot(page, 'timeline-overflow-1280');
  await list.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Workstream 7');
  await page.keyboard.press('Escape');

  // A single day says "1 day".
  await page.getByRole('button', { name: 'Go-live, 08/20/2025' }).hover();
  // The bar the edit dialog gave the focus back to keeps its own tooltip open (docs/decisions.md D40).
  const goLiveTip = page.getByRole('tooltip').filter({ hasText: 'Go-live' });
  await expect(goLiveTip).toContainText('Duration: 1 day');
  await expect(goLiveTip).not.toContainText('1 days');

  await page.setViewportSize(MOBILE);
  await marker.scrollIntoViewIfNeeded();
  await expect(marker).toBeVisible();
  await screenshot(page, 'timeline-overflow-390');
  await page.setViewportSize(DESKTOP);
});

test('the table has its heading and shows "Business Critical" whole at the default width', async () => {
  await page.goto(`/table?project=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Table View', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const pill = page.getByRole('gridcell', { name: 'Business Critical' }).first().getByText('Business Critical');
  await expect(pill).toBeVisible();
  // Not cut: the text fits its pill at the spec's 140 px column.
  expect(await pill.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await expect(page.getByRole('gridcell', { name: '1 day', exact: true })).toBeVisible();
  await screenshot(page, 'table-heading-objective-1280');
  await page.setViewportSize(MOBILE);
  await expect(page.getByRole('heading', { name: 'Table View', level: 1 })).toBeVisible();
  await screenshot(page, 'table-heading-objective-390');
  await page.setViewportSize(DESKTOP);
});
