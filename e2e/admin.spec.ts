import { expect, test, type Browser, type Page } from '@playwright/test';
import { FIRST_ADMIN, completeRegistration, expectShell, screenshot, signIn, uniqueEmail } from './helpers/index.js';

/*
 * Platform administration and organization management.
 * Each test uses fresh addresses and its own browser contexts, so it depends on nobody's state
 * but the installation's SysAdmin (registered by auth.spec.ts; registered here if missing).
 */

// Two or three people sign in through the identity provider per test: more than the default 30 s
// on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Signs in as the SysAdmin; on an empty installation (this spec run alone) registers them first. */
async function signInAsSysAdmin(page: Page): Promise<void> {
  await signIn(page, FIRST_ADMIN);
  const registration = page.getByRole('heading', { name: 'Complete Your Registration' });
  const shellTab = page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Timeline View', exact: true });
  await expect(registration.or(shellTab).first()).toBeVisible();
  if (await registration.isVisible()) await completeRegistration(page, FIRST_ADMIN.first, FIRST_ADMIN.last);
  await expectShell(page);
}

/** Invites '{first} Member' through the organization view's Invite User dialog; the new row shows. */
async function inviteMember(page: Page, first: string): Promise<string> {
  const email = uniqueEmail(first.toLowerCase());
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('First name').fill(first);
  await invite.getByLabel('Last name').fill('Member');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  return email;
}

/** Opens the admin view and narrows the users table to one address. */
async function findUserInAdmin(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByRole('cell', { name: new RegExp(email.replace(/[.]/g, '\\.')) })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
}

test('a SysAdmin invites a user into a new organization, who activates and manages it', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAsSysAdmin(admin);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

  const email = uniqueEmail('ivy');
  const organizationName = `Ivy Works ${Date.now().toString(36)}`;
  await admin.getByRole('button', { name: 'Invite New User' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'Invite New User' });
  // Validation first: nothing goes out without the required fields.
  await dialog.getByRole('radio', { name: 'New organization' }).check();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Organization name is required')).toBeVisible();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Ivy');
  await dialog.getByLabel('Last name').fill('Invitee');
  await dialog.getByLabel('Role').selectOption('editor');
  await dialog.getByLabel('Organization name').fill(organizationName);
  await dialog.getByLabel('Domain (optional)').fill('ivy-works.test');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(admin.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await findUserInAdmin(admin, email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  await expect(row.getByRole('combobox', { name: 'Role for Ivy Invitee', exact: true })).toHaveValue('editor');

  await admin.getByRole('searchbox', { name: 'Search users' }).fill('');
  await expect(admin.getByRole('table').getByRole('row').nth(2)).toBeVisible();
  await screenshot(admin, 'admin-1280');
  await admin.setViewportSize(MOBILE);
  await expect(admin.getByRole('list', { name: 'Users' })).toBeVisible();
  await screenshot(admin, 'admin-390');

  // The invitee signs in, activates the account and manages the new organization as its owner.
  const ivy = await newPage(browser);
  await signIn(ivy, { email, name: 'Ivy Invitee' });
  await expect(ivy.getByRole('heading', { name: 'Complete Your Invitation' })).toBeVisible();
  await completeRegistration(ivy, 'Ivy', 'Invitee');
  await expectShell(ivy);

  await ivy.goto('/organization');
  await expect(ivy.getByRole('heading', { name: 'Organization Management', level: 1 })).toBeVisible();
  const details = ivy.getByRole('region', { name: 'Organization Details' });
  await expect(details.getByText(organizationName, { exact: true })).toBeVisible();
  await expect(details.getByText('ivy-works.test')).toBeVisible();
  const me = ivy.getByRole('row').filter({ hasText: email });
  await expect(me.getByRole('button', { name: 'Change organization role for Ivy Invitee' })).toHaveText('Owner');
  await expect(me.getByRole('button', { name: 'Remove Ivy Invitee' })).toBeDisabled();

  // The owner invites a member of their own, who shows up in the members table.
  await inviteMember(ivy, 'Max');

  // Edit toggle: the name is required; an empty domain shows 'Not set'.
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel('Name').fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Name is required')).toBeVisible();
  await details.getByLabel('Name').fill(`${organizationName} Ltd`);
  await details.getByLabel('Domain').fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText(`${organizationName} Ltd`, { exact: true })).toBeVisible();
  await expect(details.getByText('Not set')).toBeVisible();

  // A fresh load so the screenshots show the page, not the toasts.
  await ivy.reload();
  await expect(details.getByText(`${organizationName} Ltd`, { exact: true })).toBeVisible();
  await screenshot(ivy, 'organization-1280');
  await ivy.setViewportSize(MOBILE);
  await expect(ivy.getByRole('list', { name: 'Members' })).toBeVisible();
  await screenshot(ivy, 'organization-390');
  await ivy.setViewportSize(DESKTOP);

  await ivy.context().close();
  await admin.context().close();
});

test('a SysAdmin without an organization picks or creates one to manage; a user without one is told so kindly', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAsSysAdmin(admin);
  await admin.goto('/organization');
  await expect(admin.getByRole('heading', { name: 'Choose an organization to manage' })).toBeVisible();
  await expect(admin.getByText('Failed to fetch organization data')).toHaveCount(0);
  await screenshot(admin, 'organization-chooser-1280');
  await admin.setViewportSize(MOBILE);
  await expect(admin.getByRole('heading', { name: 'Create an organization' })).toBeVisible();
  await screenshot(admin, 'organization-chooser-390');
  await admin.setViewportSize(DESKTOP);

  // Create one: the page then manages it by id, the Invite User dialog included.
  const organizationName = `Quill ${Date.now().toString(36)}`;
  await admin.getByLabel('Name').fill(organizationName);
  await admin.getByRole('button', { name: 'Create Organization' }).click();
  await expect(admin).toHaveURL(/\/organization\?(.*&)?org=[0-9a-f-]{36}/);
  const details = admin.getByRole('region', { name: 'Organization Details' });
  await expect(details.getByText(organizationName, { exact: true })).toBeVisible();
  const memberEmail = await inviteMember(admin, 'Quinn');

  // Back on Organization, the new one is in the list and opens the same page.
  await admin.goto('/organization');
  const listed = admin.getByRole('list', { name: 'Organizations' }).getByRole('link', { name: new RegExp(organizationName) });
  await expect(listed).toBeVisible();
  await screenshot(admin, 'organization-chooser-list-1280');
  await admin.setViewportSize(MOBILE);
  await screenshot(admin, 'organization-chooser-list-390');
  await admin.setViewportSize(DESKTOP);
  await listed.click();
  await expect(details.getByText(organizationName, { exact: true })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: memberEmail })).toBeVisible();

  // Someone outside every organization who opens Organization reads a friendly note, not an error.
  const loner = { email: uniqueEmail('lone'), first: 'Lou', last: 'Loner', name: 'Lou Loner' };
  const invited = await admin.request.post('/api/v1/admin/users/invite', {
    data: { email: loner.email, first_name: loner.first, last_name: loner.last },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const lonerPage = await newPage(browser);
  await signIn(lonerPage, loner);
  await completeRegistration(lonerPage, loner.first, loner.last);
  await expectShell(lonerPage);
  await lonerPage.goto('/organization');
  await expect(lonerPage.getByRole('heading', { name: 'You do not belong to an organization yet' })).toBeVisible();
  await expect(lonerPage.getByRole('alert').filter({ hasText: /Failed|Access denied/ })).toHaveCount(0);
  await screenshot(lonerPage, 'organization-none-1280');
  await lonerPage.setViewportSize(MOBILE);
  await screenshot(lonerPage, 'organization-none-390');

  await lonerPage.context().close();
  await admin.context().close();
});

test('a pending registrant is approved by the SysAdmin and can then sign in', async ({ browser }) => {
  const email = uniqueEmail('pat');
  const identity = { email, name: 'Pat Pending' };

  const pat = await newPage(browser);
  await signIn(pat, identity);
  await completeRegistration(pat, 'Pat', 'Pending');
  await expect(pat.getByText('Thank you for registering your interest!')).toBeVisible();

  const admin = await newPage(browser);
  await signInAsSysAdmin(admin);
  await findUserInAdmin(admin, email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Pat Pending' }).click();
  await admin.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await signIn(pat, identity);
  await expectShell(pat);

  await pat.context().close();
  await admin.context().close();
});

test('a SysAdmin deletes a user who owns a project by handing it to a colleague', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAsSysAdmin(admin);
  const organization = `Handover ${uniqueEmail('org').split('@')[0]}`;
  const leaver = { email: uniqueEmail('leaver'), first: 'Lee', last: 'Leaver', name: 'Lee Leaver' };
  const heir = { email: uniqueEmail('heir'), first: 'Hana', last: 'Heir', name: 'Hana Heir' };
  const invited = await admin.request.post('/api/v1/admin/users/invite', {
    data: { email: leaver.email, first_name: leaver.first, last_name: leaver.last, new_organization_name: organization },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const organizationId = ((await invited.json()) as { data: { user: { organizationId: string } } }).data.user.organizationId;
  const invitedHeir = await admin.request.post('/api/v1/admin/users/invite', {
    data: { email: heir.email, first_name: heir.first, last_name: heir.last, organization_id: organizationId, org_role: 'owner' },
  });
  expect(invitedHeir.ok(), await invitedHeir.text()).toBe(true);

  // The heir is a second owner: an organization always keeps one (docs/decisions.md D20).
  // Both sign in once (which activates them); the leaver creates a project.
  const leaverPage = await newPage(browser);
  await signIn(leaverPage, leaver);
  await completeRegistration(leaverPage, leaver.first, leaver.last);
  await expectShell(leaverPage);
  const created = await leaverPage.request.post('/api/v1/projects', { data: { name: `Handed over ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const projectName = ((await created.json()) as { data: { name: string } }).data.name;
  const heirPage = await newPage(browser);
  await signIn(heirPage, heir);
  await completeRegistration(heirPage, heir.first, heir.last);
  await expectShell(heirPage);

  await findUserInAdmin(admin, leaver.email);
  await admin.getByRole('button', { name: `Actions for ${leaver.name}` }).first().click();
  await admin.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Transfer Projects' });
  await expect(dialog).toContainText('This user owns 1 project; transfer or delete it first');
  await dialog.getByLabel('Find a user').fill(heir.email);
  const newOwner = dialog.getByLabel('New owner');
  await expect(newOwner.getByRole('option', { name: `${heir.name} (${heir.email})` })).toBeAttached();
  await newOwner.selectOption({ label: `${heir.name} (${heir.email})` });
  await admin.setViewportSize(MOBILE);
  await screenshot(admin, 'admin-transfer-390');
  await admin.setViewportSize(DESKTOP);
  await screenshot(admin, 'admin-transfer-1280');
  await dialog.getByRole('button', { name: 'Transfer and Delete' }).click();
  await expect(admin.getByText(`${leaver.name} was deleted; their projects now belong to ${heir.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const projects = (await (await heirPage.request.get('/api/v1/projects')).json()) as { data: Array<{ name: string; isOwner: boolean }> };
  expect(projects.data.find((project) => project.name === projectName)).toMatchObject({ isOwner: true });
  await Promise.all([admin, leaverPage, heirPage].map((page) => page.context().close()));
});
