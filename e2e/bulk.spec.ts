import { expect, test as base, type Page } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * Bulk changes (issue 21, docs/decisions.md D48): select many events by Shift/Ctrl-click, the lasso
 * or the table's checkboxes, then shift them by days or delete them (asked with the count). Each
 * test is a planner of their own, so no other spec's saved range or zoom reaches these views.
 */

const test = base.extend({
  page: async ({ browser }, use) => {
    const planner = await newPlanner(browser, 'Bulk');
    await use(planner.page);
    await planner.context.close();
  },
});

/** A project "Bulk …" with the timelines and events given; answers its id. */
async function seedPlan(page: Page, lanes: Record<string, { title: string; date: string; endDate?: string }[]>): Promise<string> {
  const project = await postData<{ id: string }>(page, '/api/v1/projects', { name: `Bulk ${Date.now().toString(36)}` });
  for (const [name, events] of Object.entries(lanes)) {
    const timeline = await postData<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines`, { name, color: '#10B981' });
    for (const event of events) await postData(page, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, event);
  }
  return project.id;
}

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });
const waitSaved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Saving...' })).toHaveCount(0);

test('timeline: Shift-click and a lasso select bars; Shift by days moves them all in one change', async ({ page }) => {
  const projectId = await seedPlan(page, {
    Design: [
      { title: 'Kickoff', date: '2025-07-22' },
      { title: 'Sprint', date: '2025-07-24', endDate: '2025-07-25' },
    ],
    Build: [{ title: 'Prototype', date: '2025-07-23', endDate: '2025-07-24' }],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-21`);
  const kickoff = page.getByRole('button', { name: /^Kickoff, / });
  const sprint = page.getByRole('button', { name: /^Sprint, / });
  await kickoff.click({ modifiers: ['Shift'] });
  await sprint.click({ modifiers: ['Control'] });
  await expect(bar(page)).toContainText('2 selected');
  await expect(kickoff).toHaveAccessibleName(/, selected$/);
  await screenshot(page, 'bulk-timeline-selected-1280');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'bulk-timeline-selected-1280-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await bar(page).getByRole('button', { name: 'Shift by days' }).click();
  await page.getByRole('spinbutton', { name: 'Days' }).fill('7');
  await page.getByRole('button', { name: 'Apply' }).click();
  await waitSaved(page);
  // The selection stays for the next action; Escape clears it.
  await expect(bar(page)).toContainText('2 selected');
  await page.keyboard.press('Escape');
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Kickoff, 07\/29\/2025/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sprint, 07\/31\/2025 to 08\/01\/2025/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Prototype, 07\/23\/2025/ })).toBeVisible();

  // A lasso over Prototype alone selects it (and nothing else).
  const prototype = page.getByRole('button', { name: /^Prototype, / });
  const box = (await prototype.boundingBox())!;
  await page.mouse.move(box.x - 30, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 10, box.y + box.height / 2, { steps: 4 });
  await expect(page.getByTestId('lasso')).toBeVisible();
  await page.mouse.move(box.x + box.width + 10, box.y + box.height - 2, { steps: 4 });
  await page.mouse.up();
  await expect(bar(page)).toContainText('1 selected');
  await expect(prototype).toHaveAccessibleName(/, selected$/);

  // Space on the focused bar toggles it (the roving focus, D40).
  await prototype.focus();
  await page.keyboard.press('Space');
  await expect(bar(page)).toHaveCount(0);
});

test('table: checkboxes select rows; Delete asks with the count and removes them all', async ({ page }) => {
  const projectId = await seedPlan(page, {
    Design: [
      { title: 'Kickoff', date: '2025-07-22' },
      { title: 'Sprint', date: '2025-07-24', endDate: '2025-07-25' },
      { title: 'Review', date: '2025-07-28' },
    ],
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/table?project=${projectId}`);
  await page.getByRole('checkbox', { name: 'Select Kickoff' }).check();
  await page.getByRole('checkbox', { name: 'Select Sprint' }).check();
  await expect(bar(page)).toContainText('2 selected');
  await screenshot(page, 'bulk-table-selected-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'bulk-table-selected-390');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'bulk-table-selected-390-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await bar(page).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 events' });
  await expect(dialog).toContainText('Are you sure you want to delete 2 events?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await waitSaved(page);
  await expect(page.getByRole('gridcell', { name: 'Kickoff' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('gridcell', { name: 'Review' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Kickoff' })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'Sprint' })).toHaveCount(0);
});

test('live: a bulk shift of 3 events and its undo in one browser show in another without a reload or a read of the project (D72)', async ({ page, browser }) => {
  const projectId = await seedPlan(page, {
    Design: [
      { title: 'Kickoff', date: '2025-07-22' },
      { title: 'Sprint', date: '2025-07-24', endDate: '2025-07-25' },
      { title: 'Review', date: '2025-07-28' },
      { title: 'Launch', date: '2025-07-30' },
    ],
  });
  // The second browser: the same planner signed in elsewhere, watching the timeline.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const viewer = await other.newPage();
  await viewer.setViewportSize({ width: 1280, height: 800 });
  await viewer.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-21`);
  const onViewer = (name: RegExp) => viewer.getByRole('button', { name });
  await expect(onViewer(/^Kickoff, 07\/22\/2025/)).toBeVisible();
  await expect(viewer.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  // From here the viewer must fold the changes in: no reload, no new read of the project.
  await viewer.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  const projectReads: string[] = [];
  viewer.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/v1/projects/${projectId}`) projectReads.push(request.url());
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/table?project=${projectId}`);
  for (const title of ['Kickoff', 'Sprint', 'Review']) await page.getByRole('checkbox', { name: `Select ${title}` }).check();
  await expect(bar(page)).toContainText('3 selected');
  await bar(page).getByRole('button', { name: 'Shift by days' }).click();
  await page.getByRole('spinbutton', { name: 'Days' }).fill('7');
  await page.getByRole('button', { name: 'Apply' }).click();
  await waitSaved(page);

  await expect(onViewer(/^Kickoff, 07\/29\/2025/)).toBeVisible();
  await expect(onViewer(/^Sprint, 07\/31\/2025 to 08\/01\/2025/)).toBeVisible();
  await expect(onViewer(/^Review, 08\/04\/2025/)).toBeVisible();
  await expect(onViewer(/^Launch, 07\/30\/2025/)).toBeVisible();
  await screenshot(viewer, 'bulk-live-viewer-shifted-1280');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
  await expect(onViewer(/^Kickoff, 07\/22\/2025/)).toBeVisible();
  await expect(onViewer(/^Sprint, 07\/24\/2025 to 07\/25\/2025/)).toBeVisible();
  await expect(onViewer(/^Review, 07\/28\/2025/)).toBeVisible();
  await expect(onViewer(/^Launch, 07\/30\/2025/)).toBeVisible();
  expect(await viewer.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(projectReads).toEqual([]);
  await other.close();
});
