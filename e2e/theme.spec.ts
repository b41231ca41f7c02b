import { expect, test } from '@playwright/test';
import { activateInvited, inviteAsAdmin, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * Light, Dark or System (docs/decisions.md D41): an account setting saved in the preferences and
 * painted before the app loads, by index.html's inline script, which the CSP allows by its hash.
 */
test.describe.configure({ timeout: 90_000 });

const suffix = Date.now().toString(36);
const PERSON = { email: uniqueEmail('theme'), first: 'Theo', last: 'Dark', name: 'Theo Dark' };

test('the theme chosen in Account is saved, painted before the app loads and followed under System', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await inviteAsAdmin(admin, PERSON, { new_organization_name: `Themes ${suffix}` });
  await adminContext.close();
  const { context, page } = await activateInvited(browser, PERSON);
  const refusedScripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refusedScripts.push(message.text());
  });
  const html = page.locator('html');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/account');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: /^System/ })).toBeChecked();
  await expect(html).not.toHaveClass(/\bdark\b/);

  await appearance.getByRole('radio', { name: /^Dark/ }).check();
  await expect(html).toHaveClass(/\bdark\b/);
  const saved = await page.request.get('/api/v1/preferences/ui');
  expect(((await saved.json()) as { data: Record<string, unknown> }).data.theme).toBe('dark');
  await screenshot(page, 'theme-account-dark-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'theme-account-dark-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // With the app's scripts refused, only the inline script can have painted the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/account');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.unroute('**/assets/*.js');
  expect(refusedScripts).toEqual([]);

  // System follows the device, also while the page is open.
  await page.goto('/account');
  await appearance.getByRole('radio', { name: /^System/ }).check();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);

  // Light wins over a dark device, from the first paint of the next load.
  await appearance.getByRole('radio', { name: /^Light/ }).check();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/account');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await context.close();
});
