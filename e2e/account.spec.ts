import { expect, test } from '@playwright/test';
import { openAvatarMenu, screenshot, signInAsAdmin } from './helpers/index.js';

/*
 * The Account screen: profile, default view, sessions and personal API tokens. The token is
 * proved the way a script would use it: a request context with no cookies, only the Bearer header.
 */

const MOBILE = { width: 390, height: 844 };

test('a personal API token works for scripts until it is revoked', async ({ page, request }) => {
  await signInAsAdmin(page);
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByText('Plan: SysAdmin')).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();

  const tokenName = `e2e script ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(tokenName);
  await page.getByLabel('Expires in (days)').fill('7');
  await page.getByRole('button', { name: 'Create token' }).click();

  const notice = page.getByRole('region', { name: 'New API token' });
  await expect(notice.getByText("Copy this token now. You won't be able to see it again.")).toBeVisible();
  const token = await notice.getByRole('textbox').inputValue();
  expect(token).toMatch(/^plt_/);
  await expect(page.getByRole('list', { name: 'Your API tokens' }).getByText(tokenName)).toBeVisible();
  // The top bar is sticky: from the top, a full-page shot shows it where it belongs.
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, 'account-1280');

  // A script: Playwright's request context shares no cookies with the page, so only the Bearer token counts.
  const withToken = await request.get('/api/v1/projects', { headers: { Authorization: `Bearer ${token}` } });
  expect(withToken.status()).toBe(200);
  expect((await withToken.json()).success).toBe(true);
  expect((await request.get('/api/v1/projects')).status()).toBe(401);

  await page.getByRole('button', { name: `Revoke ${tokenName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke API token?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your API tokens' }).getByText(tokenName)).toHaveCount(0);
  await expect(notice).toHaveCount(0);

  const afterRevoke = await request.get('/api/v1/projects', { headers: { Authorization: `Bearer ${token}` } });
  expect(afterRevoke.status()).toBe(401);
});

test('a read-only token reads but cannot change anything; the list shows its access and expiry', async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.goto('/account');
  const tokenName = `e2e reader ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(tokenName);
  await page.getByLabel('Access').selectOption({ label: 'Read only' });
  await expect(page.getByLabel('Expires in (days)')).toHaveValue('90');
  await page.getByRole('button', { name: 'Create token' }).click();
  const token = await page.getByRole('region', { name: 'New API token' }).getByRole('textbox').inputValue();
  const entry = page.getByRole('list', { name: 'Your API tokens' }).getByRole('listitem').filter({ hasText: tokenName });
  await expect(entry.getByText('Read only')).toBeVisible();
  await expect(entry.getByText(/^Expires$/)).toBeVisible();

  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/v1/projects', { headers })).status()).toBe(200);
  const write = await request.post('/api/v1/projects', { headers, data: { name: 'Not by a reader' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toMatch(/read-only/);

  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, 'account-tokens-1280');
  await page.setViewportSize(MOBILE);
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, 'account-tokens-390');
  await page.getByRole('button', { name: `Revoke ${tokenName}` }).click();
  await page.getByRole('alertdialog', { name: 'Revoke API token?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(entry).toHaveCount(0);
});

test('the account page on a phone, reached from the drawer', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize(MOBILE);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Account Settings' }).or(page.getByRole('button', { name: 'Account Settings' })).first().click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Default view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await screenshot(page, 'account-390');
});
