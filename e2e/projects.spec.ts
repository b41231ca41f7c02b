import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { activateInvited, openAvatarMenu, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * Project picker, projects screen, sharing and typed-phrase delete
 * (docs/decisions.md D18, D19). An owner and a colleague of ONE organization are set up through
 * the admin API with the SysAdmin's session; the tests then build on each other, in order.
 */
// Multi-user flows (three people sign in first) outlast the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const suffix = Date.now().toString(36);
const OWNER = { email: uniqueEmail('owner'), first: 'Olive', last: 'Owner', name: 'Olive Owner' };
const COLLEAGUE = { email: uniqueEmail('colleague'), first: 'Colin', last: 'Colleague', name: 'Colin Colleague' };
const FIRST_PROJECT = `Apollo ${suffix}`;
const SECOND_PROJECT = `Borealis ${suffix}`;

let ownerContext: BrowserContext;
let colleagueContext: BrowserContext;
let owner: Page;
let colleague: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const ownerInvite = await admin.request.post('/api/v1/admin/users/invite', {
    data: { email: OWNER.email, first_name: OWNER.first, last_name: OWNER.last, new_organization_name: `Orbit ${suffix}` },
  });
  expect(ownerInvite.ok(), await ownerInvite.text()).toBe(true);
  const organizationId = ((await ownerInvite.json()) as { data: { user: { organizationId: string } } }).data.user.organizationId;
  const colleagueInvite = await admin.request.post('/api/v1/admin/users/invite', {
    data: { email: COLLEAGUE.email, first_name: COLLEAGUE.first, last_name: COLLEAGUE.last, organization_id: organizationId, org_role: 'member' },
  });
  expect(colleagueInvite.ok(), await colleagueInvite.text()).toBe(true);
  await adminContext.close();

  ({ context: ownerContext, page: owner } = await activateInvited(browser, OWNER));
  ({ context: colleagueContext, page: colleague } = await activateInvited(browser, COLLEAGUE));
});

test.afterAll(async () => {
  await ownerContext?.close();
  await colleagueContext?.close();
});

const picker = (page: Page) => page.getByRole('button', { name: /^Project:/ });

async function createFromPicker(page: Page, name: string) {
  await picker(page).click();
  await page.getByRole('button', { name: '+ Add New Project' }).click();
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await page.getByPlaceholder('Project name...').fill(`  ${name}  `);
  await create.click();
  await expect(picker(page)).toContainText(name);
}

function projectRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
}

async function openProjectsScreen(page: Page) {
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
}

test('a project created from the picker is selected and stays selected after a reload', async () => {
  await expect(picker(owner)).toContainText('No Projects');
  await createFromPicker(owner, FIRST_PROJECT);
  await expect(owner).toHaveURL(/[?&]project=/);
  await createFromPicker(owner, SECOND_PROJECT);
  const secondUrl = owner.url();

  // Back to the first through the dropdown; its search narrows the list.
  await picker(owner).click();
  await expect(owner.getByRole('heading', { name: 'Select a Project...' })).toBeVisible();
  await owner.getByPlaceholder('Search projects...').fill('apollo');
  await expect(owner.getByRole('list', { name: 'Projects' }).getByRole('button')).toHaveCount(1);
  await owner.getByPlaceholder('Search projects...').fill('nothing-like-this');
  await expect(owner.getByText('No projects match "nothing-like-this"')).toBeVisible();
  await owner.getByPlaceholder('Search projects...').fill('');
  await expect(owner.getByText('0 timelines').first()).toBeVisible();
  await screenshot(owner, 'projects-picker-open-1280');
  await owner.getByRole('button', { name: new RegExp(`^${FIRST_PROJECT}`) }).click();
  await expect(picker(owner)).toContainText(FIRST_PROJECT);
  expect(owner.url()).not.toBe(secondUrl);

  // Without ?project= the saved preference wins.
  await owner.goto('/timeline');
  await expect(picker(owner)).toContainText(FIRST_PROJECT);
  await expect(owner).toHaveURL(/[?&]project=/);

  await owner.setViewportSize(MOBILE);
  await owner.getByRole('button', { name: 'Open menu' }).click();
  await expect(owner.getByRole('dialog').getByText(FIRST_PROJECT)).toBeVisible();
  await screenshot(owner, 'projects-picker-drawer-390');
  await owner.getByRole('button', { name: 'Close menu' }).click();
  await owner.setViewportSize(DESKTOP);
});

test('the owner shares read access; the colleague sees View, then Edit, then nothing', async () => {
  await openProjectsScreen(owner);
  const row = projectRow(owner, FIRST_PROJECT);
  await expect(row.getByText('Owner', { exact: true })).toBeVisible();
  await owner.getByRole('button', { name: `Actions for ${FIRST_PROJECT}` }).click();
  await owner.getByRole('menuitem', { name: 'Share Project' }).click();
  const dialog = owner.getByRole('dialog');
  await expect(dialog.getByText('Current Access')).toBeVisible();
  await expect(dialog.getByLabel('Permission level')).toHaveValue('read');
  await dialog.getByRole('button', { name: 'Share with 0 users' }).click();
  await expect(dialog.getByText('Please select at least one user to share with.')).toBeVisible();
  await dialog.getByPlaceholder('Search users...').fill('colin');
  await dialog.getByRole('checkbox', { name: new RegExp(COLLEAGUE.name) }).check();
  // Before sharing, the dialog says what the level will let this member do (docs/decisions.md D18).
  await expect(dialog.getByText('Will be able to: View', { exact: true })).toBeVisible();
  await dialog.getByLabel('Permission level').selectOption('write');
  await expect(dialog.getByText('Will be able to: View — limited by organization role member')).toBeVisible();
  await screenshot(owner, 'projects-share-outcome-1280');
  await dialog.getByLabel('Permission level').selectOption('read');
  await dialog.getByRole('button', { name: 'Share with 1 user' }).click();
  const entry = dialog.getByRole('listitem', { name: COLLEAGUE.name });
  await expect(entry.getByLabel(`Access level for ${COLLEAGUE.name}`)).toHaveValue('read');
  await screenshot(owner, 'projects-share-dialog-1280');
  await owner.setViewportSize(MOBILE);
  await screenshot(owner, 'projects-share-dialog-390');
  await owner.setViewportSize(DESKTOP);

  await colleague.goto('/projects');
  const shared = projectRow(colleague, FIRST_PROJECT);
  await expect(shared.getByText('View', { exact: true })).toBeVisible();
  await expect(shared.getByText(`Owned by ${OWNER.name}`)).toBeVisible();
  await colleague.getByRole('button', { name: `Actions for ${FIRST_PROJECT}` }).click();
  await expect(colleague.getByRole('menuitem', { name: 'Share Project' })).toHaveCount(0);
  await colleague.keyboard.press('Escape');

  await entry.getByLabel(`Access level for ${COLLEAGUE.name}`).selectOption('write');
  await expect(entry.getByLabel(`Access level for ${COLLEAGUE.name}`)).toHaveValue('write');
  // An Edit share of an organization member is worth View: every screen says so, with the reason.
  await expect(entry.getByText('limited by organization role member')).toBeVisible();
  await owner.setViewportSize(MOBILE);
  await screenshot(owner, 'projects-share-limited-390');
  await owner.setViewportSize(DESKTOP);
  await colleague.reload();
  const limited = projectRow(colleague, FIRST_PROJECT);
  await expect(limited.getByText('View', { exact: true })).toBeVisible();
  await expect(limited.getByText('limited by organization role member')).toBeVisible();
  await expect(limited.getByText('Edit', { exact: true })).toHaveCount(0);
  await screenshot(colleague, 'projects-limited-share-1280');
  await picker(colleague).click();
  const pickerRow = colleague.getByRole('list', { name: 'Projects' }).getByRole('button', { name: new RegExp(`^${FIRST_PROJECT}`) });
  await expect(pickerRow).toContainText('limited by organization role member');
  await screenshot(colleague, 'projects-limited-picker-1280');
  await colleague.keyboard.press('Escape');

  await entry.getByRole('button', { name: `Remove ${COLLEAGUE.name}` }).click();
  await expect(dialog.getByRole('listitem', { name: COLLEAGUE.name })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await colleague.reload();
  await expect(colleague.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(colleague.getByText('No projects', { exact: true })).toBeVisible();
  await expect(colleague.getByText(FIRST_PROJECT)).toHaveCount(0);
});

test('deleting a project needs the exact phrase', async () => {
  await owner.goto('/projects');
  await expect(projectRow(owner, SECOND_PROJECT)).toBeVisible();
  await screenshot(owner, 'projects-screen-1280');
  await owner.setViewportSize(MOBILE);
  // On a phone every project is a card with its menu on screen.
  const card = owner.getByRole('listitem', { name: SECOND_PROJECT });
  const menu = card.getByRole('button', { name: `Actions for ${SECOND_PROJECT}` });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  expect(await owner.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
  await screenshot(owner, 'projects-screen-390');
  await owner.setViewportSize(DESKTOP);

  await owner.getByRole('button', { name: `Actions for ${SECOND_PROJECT}` }).click();
  await owner.getByRole('menuitem', { name: 'Delete Project' }).click();
  const dialog = owner.getByRole('alertdialog');
  await expect(dialog).toContainText(SECOND_PROJECT);
  await expect(dialog).toContainText('This action cannot be undone.');
  const confirm = dialog.getByRole('button', { name: 'Delete Project' });
  const phrase = dialog.getByLabel('Type "Delete my entire project" to confirm:');
  await phrase.fill('Delete my project');
  await expect(confirm).toBeDisabled();
  await phrase.fill('Delete my entire project');
  await confirm.click();
  await expect(owner.getByRole('status').filter({ hasText: `Project "${SECOND_PROJECT}" deleted successfully.` })).toBeVisible();
  await expect(projectRow(owner, SECOND_PROJECT)).toHaveCount(0);
  await expect(projectRow(owner, FIRST_PROJECT)).toBeVisible();
});
