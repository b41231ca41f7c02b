import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export interface Identity {
  email: string;
  name: string;
}

/**
 * The installation's first user: auth.spec.ts (the `foundation` project, which runs before every
 * other spec) registers them on the empty installation, which makes them an active SysAdmin.
 * Other specs sign in as them with `signInAsAdmin`.
 */
export const FIRST_ADMIN = {
  email: 'ada.admin@plotline.test',
  name: 'Ada Lovelace',
  first: 'Ada',
  last: 'Lovelace',
} as const;

/** A fresh address per call so specs never collide, also across parallel workers. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@plotline.test`;
}

/**
 * Signs in through the login screen and the embedded development identity provider (the same
 * OIDC code path as Google): 'Continue with Google', then the provider's Email and Name fields.
 * Ends wherever the app lands (shell, registration form or thank-you message).
 */
export async function signIn(page: Page, identity: Identity): Promise<void> {
  await page.goto('/');
  await continueWithGoogle(page).click();
  await page.getByLabel('Email', { exact: true }).fill(identity.email);
  await page.getByLabel('Name', { exact: true }).fill(identity.name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back in the app once the provider's page is gone.
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
}

/** Fills the registration form ('Complete Your Registration') and submits it. */
export async function completeRegistration(page: Page, first: string, last: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /Complete Your (Registration|Invitation)/ })).toBeVisible();
  await page.getByLabel(/first name/i).fill(first);
  await page.getByLabel(/last name/i).fill(last);
  await page.getByRole('button', { name: /^(Complete Registration|Activate Account)$/ }).click();
}

/** The login screen's sign-in control (a link to the server's OIDC redirect, or a button). */
export function continueWithGoogle(page: Page): Locator {
  return page
    .getByRole('link', { name: 'Continue with Google' })
    .or(page.getByRole('button', { name: 'Continue with Google' }))
    .first();
}

/** One of the top bar's view tabs: 'Timeline View', 'Calendar View' or 'Table View'. */
export function viewTab(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: 'Views' })
    .getByRole('link', { name, exact: true })
    .or(page.getByRole('tab', { name, exact: true }))
    .first();
}

/** The signed-in shell at desktop width: the three view tabs in the top bar. */
export async function expectShell(page: Page): Promise<void> {
  for (const name of ['Timeline View', 'Calendar View', 'Table View']) {
    await expect(viewTab(page, name)).toBeVisible();
  }
}

/** Someone the SysAdmin invites; `name` is what they type into the identity provider. */
export interface Person extends Identity {
  first: string;
  last: string;
}

/**
 * The SysAdmin (signed in on `admin`) invites through the admin API, with the body the API
 * takes (`new_organization_name`, or `organization_id` and `org_role`). Returns the invitee's
 * organization id.
 */
export async function inviteAsAdmin(admin: Page, person: Person, organization: Record<string, string>): Promise<string> {
  const response = await admin.request.post('/api/v1/admin/users/invite', {
    data: { email: person.email, first_name: person.first, last_name: person.last, ...organization },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { user: { organizationId: string } } }).data.user.organizationId;
}

/** An invited person signs in, completes the invitation form and reaches the shell, in a context of their own. */
export async function activateInvited(browser: Browser, person: Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { email: person.email, name: person.name });
  await completeRegistration(page, person.first, person.last);
  await expectShell(page);
  return { context, page };
}

/** Signs in as the installation's SysAdmin (registered by auth.spec.ts) and waits for the shell. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, FIRST_ADMIN);
  await expectShell(page);
}

/** Opens the avatar menu and chooses 'Sign Out'. */
export async function signOut(page: Page): Promise<void> {
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/** The avatar menu's trigger shows the first letter of the user's name. */
export async function openAvatarMenu(page: Page): Promise<void> {
  // The trigger shows only the initial; its accessible name is 'Account menu for <name>'.
  await page.getByRole('button', { name: /^Account menu/ }).click();
}

const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/**
 * Full-page screenshot to e2e/screenshots/<name>.png (gitignored) for people to look at; `fullPage`
 * false keeps to the viewport (an open dialog: the page behind it is not stitched around it).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Transitions (the login screen's sliding panels) are finished first, so nothing is caught mid-slide.
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/** POST through the page's session; fails the test with the server's answer unless it succeeded. Returns `data`. */
export async function postData<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A planner with an organization of their own, invited by the SysAdmin and signed in in a context
 * of their own: no other spec's preferences (range, zoom) or projects reach their views.
 */
export async function newPlanner(browser: Browser, label: string): Promise<{ context: BrowserContext; page: Page }> {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const name = label.replace(/[^a-z]/gi, '') || 'Planner';
  const person = { email: uniqueEmail(name.toLowerCase()), name: `${name} Planner`, first: name, last: 'Planner' };
  await inviteAsAdmin(admin, person, { new_organization_name: `${label} ${Date.now().toString(36)}` });
  await adminContext.close();
  return activateInvited(browser, person);
}
