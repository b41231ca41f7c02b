import { expect, test, type Page } from '@playwright/test';
import { activateInvited, expectShell, inviteAsAdmin, screenshot, signIn, signInAsAdmin, signOut, uniqueEmail, viewTab } from './helpers/index.js';

/*
 * The remembered project and view (docs/decisions.md D19): every
 * sign-in lands on `/`, which must restore the saved project — or choose the first and save it —
 * and open the saved default view with it. Real sign-ins through the development OIDC provider.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const suffix = Date.now().toString(36);
const PERSON = { email: uniqueEmail('remember'), first: 'Rita', last: 'Remember', name: 'Rita Remember' };
const FIRST = `Aurora ${suffix}`;
const SECOND = `Zenith ${suffix}`;

const picker = (page: Page) => page.getByRole('button', { name: /^Project:/ });

async function uiPreferences(page: Page): Promise<Record<string, unknown>> {
  const response = await page.request.get('/api/v1/preferences/ui');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function createProject(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/v1/projects', { data: { name } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Signs out, then in again: the app starts from `/`, as after any sign-in. */
async function signInAgain(page: Page) {
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Continue with Google' }).or(page.getByRole('button', { name: 'Continue with Google' }))).toBeVisible();
  await signIn(page, PERSON);
  await expectShell(page);
}

let page: Page;
let firstId: string;
let secondId: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await inviteAsAdmin(admin, PERSON, { new_organization_name: `Memory ${suffix}` });
  await adminContext.close();
  ({ page } = await activateInvited(browser, PERSON));
});

test.afterAll(async () => {
  await page?.context().close();
});

test('a new user with projects lands on the first one, which is saved', async () => {
  await expect(picker(page)).toContainText('No Projects');
  firstId = await createProject(page, FIRST);
  secondId = await createProject(page, SECOND);
  expect((await uiPreferences(page)).selected_project ?? null).toBeNull();

  await signInAgain(page);
  await expect(picker(page)).toContainText(FIRST);
  await expect(page).toHaveURL(new RegExp(`/timeline\\?project=${firstId}$`));
  await expect(page.getByText('Select a project to see its timelines')).toHaveCount(0);
  await expect.poll(async () => (await uiPreferences(page)).selected_project).toBe(firstId);
});

test('the project picked before signing out is the one shown after signing in', async () => {
  await picker(page).click();
  await page.getByRole('list', { name: 'Projects' }).getByRole('button', { name: new RegExp(SECOND) }).click();
  await expect(picker(page)).toContainText(SECOND);
  await expect.poll(async () => (await uiPreferences(page)).selected_project).toBe(secondId);

  await signInAgain(page);
  await expect(picker(page)).toContainText(SECOND);
  await expect(page).toHaveURL(new RegExp(`/timeline\\?project=${secondId}$`));
  await screenshot(page, 'remembered-project-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByText(SECOND, { exact: true })).toBeVisible();
  await screenshot(page, 'remembered-project-mobile');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the last planning view is saved back and opens on the next sign-in, with the project', async () => {
  await viewTab(page, 'Calendar View').click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?project=${secondId}$`));
  await expect.poll(async () => (await uiPreferences(page)).default_view).toBe('calendar');

  await signInAgain(page);
  await expect(page).toHaveURL(new RegExp(`/calendar\\?project=${secondId}$`));
  await expect(picker(page)).toContainText(SECOND);
});

test("a project list that cannot be loaded says 'Failed to load projects', and Retry loads it", async () => {
  let isDown = true;
  await page.route('**/api/v1/projects', (route) =>
    isDown && route.request().method() === 'GET'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'UNAVAILABLE', message: 'down' }) })
      : route.fallback(),
  );
  await page.goto(`/timeline?project=${secondId}`);
  await expect(picker(page)).toContainText('Failed to load projects');
  await picker(page).click();
  const dropdown = page.getByRole('dialog');
  await expect(dropdown.getByRole('alert')).toContainText('Failed to load projects');
  await screenshot(page, 'picker-failed-to-load-desktop');
  isDown = false;
  await dropdown.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Projects' })).toContainText(FIRST);
  await page.keyboard.press('Escape');
  await expect(picker(page)).toContainText(SECOND);
  await page.unroute('**/api/v1/projects');
});

test("the Projects page's New Project says 'Please enter a project name' on a blank confirm", async () => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Project' });
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a project name');
  await screenshot(page, 'create-project-blank-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'create-project-blank-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
