import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  FIRST_ADMIN,
  activateInvited,
  completeRegistration,
  expectShell,
  inviteAsAdmin,
  screenshot,
  signIn,
  uniqueEmail,
  type Person,
} from './helpers/index.js';

/*
 * Tenant boundaries (docs/decisions.md D20): an organization owner cannot pull an existing account
 * into their organization; the invite only reaches the person, who accepts it in the app. Real
 * sign-ins through the development identity provider; fresh addresses, so nothing depends on other
 * specs but the installation's SysAdmin (registered by auth.spec.ts; registered here if missing).
 */

test.describe.configure({ timeout: 90_000 });

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function signInAsSysAdmin(page: Page): Promise<void> {
  await signIn(page, FIRST_ADMIN);
  const registration = page.getByRole('heading', { name: 'Complete Your Registration' });
  const shellTab = page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Timeline View', exact: true });
  await expect(registration.or(shellTab).first()).toBeVisible();
  if (await registration.isVisible()) await completeRegistration(page, FIRST_ADMIN.first, FIRST_ADMIN.last);
  await expectShell(page);
}

test('an owner invites an existing account, which joins only by accepting in the app', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAsSysAdmin(admin);
  const organizationName = `Orbit ${Date.now().toString(36)}`;
  const owner: Person = { email: uniqueEmail('olga'), first: 'Olga', last: 'Owner', name: 'Olga Owner' };
  const joiner: Person = { email: uniqueEmail('jo'), first: 'Jo', last: 'Joiner', name: 'Jo Joiner' };
  await inviteAsAdmin(admin, owner, { new_organization_name: organizationName });
  await inviteAsAdmin(admin, joiner, {});
  const { page: ownerPage } = await activateInvited(browser, owner);
  const { page: joinerPage } = await activateInvited(browser, joiner);

  // The owner uses the organization view's Invite User with the address of the existing account.
  await ownerPage.goto('/organization');
  await ownerPage.getByRole('button', { name: 'Invite User' }).click();
  const invite = ownerPage.getByRole('dialog', { name: 'Invite User' });
  await invite.getByLabel('Email').fill(joiner.email);
  await invite.getByLabel('First name').fill(joiner.first);
  await invite.getByLabel('Last name').fill(joiner.last);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(ownerPage.getByText(`Jo Joiner has been invited to join ${organizationName}; they become a member once they accept`)).toBeVisible();
  // Not a member yet: listed apart, as a pending invitation.
  await expect(ownerPage.getByRole('row').filter({ hasText: joiner.email })).toHaveCount(0);
  const pending = ownerPage.getByRole('region', { name: /Pending invitations/ });
  await expect(pending.getByText(joiner.email, { exact: false })).toBeVisible();
  await ownerPage.reload();
  await expect(pending.getByRole('button', { name: 'Cancel the invitation of Jo Joiner' })).toBeVisible();
  await screenshot(ownerPage, 'organization-pending-invitation-1280');
  await ownerPage.setViewportSize(MOBILE);
  await expect(pending.getByRole('button', { name: 'Cancel the invitation of Jo Joiner' })).toBeVisible();
  await screenshot(ownerPage, 'organization-pending-invitation-390');
  await ownerPage.setViewportSize(DESKTOP);

  // The invited person sees the invitation above the views.
  await joinerPage.reload();
  const notice = joinerPage.getByRole('region', { name: 'Organization invitations' });
  await expect(notice.getByText(`Olga Owner invited you to join ${organizationName} as a member.`)).toBeVisible();
  await screenshot(joinerPage, 'organization-invitation-1280');
  await joinerPage.setViewportSize(MOBILE);
  await expect(notice.getByRole('button', { name: 'Accept' })).toBeVisible();
  await screenshot(joinerPage, 'organization-invitation-390');
  await joinerPage.setViewportSize(DESKTOP);

  const accepted = joinerPage.waitForResponse((response) => response.url().endsWith('/accept'));
  await notice.getByRole('button', { name: 'Accept' }).click();
  const answer = await accepted;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(joinerPage.getByText(`You joined ${organizationName}`)).toBeVisible();
  await expect(notice).toHaveCount(0);

  await ownerPage.reload();
  const row = ownerPage.getByRole('row').filter({ hasText: joiner.email });
  await expect(pending).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Change organization role for Jo Joiner' })).toHaveText('Member');
  // The owner only suspends or reinstates.
  await row.getByRole('button', { name: 'Change status for Jo Joiner' }).click();
  await expect(ownerPage.getByRole('menuitemradio')).toHaveText(['Active', 'Suspended']);
  await ownerPage.keyboard.press('Escape');

  await Promise.all([admin, ownerPage, joinerPage].map((page) => page.context().close()));
});
