import { expect, test, type Response } from '@playwright/test';
import { measureFirstLoad } from '../bench/first-load.js';
import { continueWithGoogle, expectShell, newPlanner, postData, screenshot, signInAsAdmin } from './helpers/index.js';

/*
 * A lean, compressed first load (docs/decisions.md D35): the page and its scripts arrive as the
 * build's brotli copies, hashed scripts are cached for a year and the page is revalidated; the
 * login screen and the shell are chunks of their own, so each loads without the other. What
 * bench/first-load.ts counts as the timeline's first paint is what the browser fetches before the
 * board is there (docs/decisions.md D80).
 */

test('the login page arrives compressed and loads without the shell', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  // The login screen is static HTML that asks for the app's script after it has painted (docs/decisions.md
  // D89): the link is there at once, so wait for the entry and the login screen's chunk themselves.
  const scriptArrives = (name: string) => page.waitForResponse((response) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(response.url()));
  const arrivals = Promise.all([scriptArrives('index'), scriptArrives('login-screen')]);
  await page.goto('/');
  await expect(continueWithGoogle(page)).toBeVisible();
  await arrivals;

  const document = responses.find((response) => new URL(response.url()).pathname === '/');
  expect(document).toBeDefined();
  expect(await document!.headerValue('content-encoding')).toBe('br');
  expect(await document!.headerValue('cache-control')).toBe('no-cache');

  const scripts = responses.filter((response) => /\/assets\/.+\.js$/.test(new URL(response.url()).pathname));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await script.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await script.headerValue('vary'))?.toLowerCase()).toContain('accept-encoding');
  }
  // The entry script is far over 1 KB, so it comes as the build's brotli copy.
  const entry = scripts.find((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
  expect(await entry!.headerValue('content-encoding')).toBe('br');
  // The shell's chunk is not part of the login page.
  expect(scripts.some((response) => /\/assets\/app-shell-/.test(response.url()))).toBe(false);

  await screenshot(page, 'first-load-login-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(continueWithGoogle(page)).toBeVisible();
  await screenshot(page, 'first-load-login-390');
});

test('signing in loads the shell and the first planning view', async ({ page }) => {
  await signInAsAdmin(page);
  await expectShell(page);
  await expect(page).toHaveURL(/\/(timeline|calendar|table|projects)/);
  await screenshot(page, 'first-load-view-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await screenshot(page, 'first-load-view-390');
});

test("the scripts fetched before the timeline's board is drawn are the ones bench/first-load.ts counts", async ({ browser }) => {
  const { context, page } = await newPlanner(browser, 'FirstLoad');
  const project = await postData<{ id: string }>(page, '/api/v1/projects', { name: 'First load', description: 'e2e' });
  await postData(page, `/api/v1/projects/${project.id}/timelines`, { name: 'Delivery', color: '#6366F1' });

  // A fresh page: the moment the board's first row enters the document, before that commit paints.
  const fresh = await context.newPage();
  await fresh.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-timeline-id]')) return;
      (window as unknown as { boardAt: number }).boardAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await fresh.goto(`/timeline?project=${project.id}`);
  await expect(fresh.getByRole('list', { name: 'Timelines' }).getByRole('listitem')).toHaveCount(1);
  const before = await fresh.evaluate(() => {
    const boardAt = (window as unknown as { boardAt: number }).boardAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < boardAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  });
  const counted = measureFirstLoad().find((load) => load.screen === 'timeline view')!.files.map((file) => `/${file}`);
  expect(before.sort()).toEqual(counted.sort());
  await context.close();
});

test('menus and the details tooltip load after the first paint and open on the first use (D82)', async ({ browser }) => {
  const { context, page } = await newPlanner(browser, 'LazyPopups');
  const project = await postData<{ id: string }>(page, '/api/v1/projects', { name: 'Lazy popups', description: 'e2e' });
  const timeline = await postData<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines`, { name: 'Delivery', color: '#6366F1' });
  await postData(page, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, { title: 'Go-live', date: '2025-07-22' });

  const fresh = await context.newPage();
  await fresh.goto(`/timeline?project=${project.id}`);
  await expect(fresh.getByRole('list', { name: 'Timelines' }).getByRole('listitem')).toHaveCount(1);
  // At once, whether or not the popups' code is in yet: the menu opens.
  await fresh.getByRole('button', { name: 'Export view' }).click();
  await expect(fresh.getByRole('menuitem', { name: 'PNG image' })).toBeVisible();
  await screenshot(fresh, 'lazy-popups-export-menu-1280', { fullPage: false });
  await fresh.keyboard.press('Escape');
  await expect(fresh.getByRole('menuitem', { name: 'PNG image' })).toHaveCount(0);

  await fresh.getByRole('button', { name: /^Go-live, 07\/22\/2025/ }).hover();
  const tip = fresh.getByRole('tooltip').filter({ hasText: 'Go-live' });
  await expect(tip).toBeVisible();
  await expect(tip.getByRole('button', { name: 'Edit' })).toBeVisible();
  await screenshot(fresh, 'lazy-popups-details-1280', { fullPage: false });

  await fresh.setViewportSize({ width: 390, height: 844 });
  await fresh.mouse.move(5, 5);
  await fresh.getByRole('button', { name: /^Account menu/ }).click();
  await expect(fresh.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await screenshot(fresh, 'lazy-popups-account-menu-390', { fullPage: false });
  await fresh.keyboard.press('Escape');
  await fresh.getByRole('button', { name: /^Go-live, 07\/22\/2025/ }).click();
  await expect(fresh.getByRole('tooltip').filter({ hasText: 'Go-live' })).toBeVisible();
  await screenshot(fresh, 'lazy-popups-details-390', { fullPage: false });
  await context.close();
});
