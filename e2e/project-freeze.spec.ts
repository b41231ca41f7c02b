import { expect, test as base } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * A whole project marked as a freeze (docs/decisions.md D44, D53): Project settings on the projects
 * screen has a Freeze box, saved as isFreeze on PUT /projects/{id}, opened ticked again, and the
 * project's row on the portfolio carries a Freeze badge.
 */

const test = base.extend({
  page: async ({ browser }, use) => {
    const planner = await newPlanner(browser, 'ProjectFreeze');
    await use(planner.page);
    await planner.context.close();
  },
});

test('Project settings marks a project as a freeze, shown as a badge on the portfolio', async ({ page }) => {
  const name = `Cold ${Date.now().toString(36)}`;
  const project = await postData<{ id: string }>(page, '/api/v1/projects', { name });
  await postData(page, `/api/v1/projects/${project.id}/timelines`, { name: 'Operations', color: '#0EA5E9' });

  await page.goto('/projects');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Project settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project settings' });
  const freeze = dialog.getByRole('checkbox', { name: 'Freeze' });
  await expect(freeze).not.toBeChecked();
  await expect(freeze).toHaveAccessibleDescription('Every event of this project counts as a freeze');
  await freeze.check();
  await screenshot(page, 'project-settings-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Project "${name}" settings saved.` })).toBeVisible();

  const saved = await page.request.get(`/api/v1/projects/${project.id}`);
  expect(((await saved.json()) as { data: { isFreeze: boolean } }).data.isFreeze).toBe(true);
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Project settings' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Freeze' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/portfolio?zoom=week');
  const header = page.getByRole('list', { name: 'Projects and timelines' }).getByRole('listitem').filter({
    has: page.getByRole('button', { name: `${name}, 1 timeline` }),
  });
  await expect(header.getByText('Freeze', { exact: true })).toBeVisible();
  await expect(header.getByTitle('Every event of this project counts as a freeze')).toBeVisible();
  // The name comes first: whole beside the badges, which wrap under it when they do not fit.
  const shownName = header.getByTitle(name, { exact: true });
  const isCut = () => shownName.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await isCut()).toBe(false);
  await screenshot(page, 'portfolio-freeze-badge-1280');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(header.getByText('Freeze', { exact: true })).toBeAttached();
  await screenshot(page, 'portfolio-freeze-badge-390');
});
