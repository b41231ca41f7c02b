import { expect, test, type Page, type Route } from '@playwright/test';
import { continueWithGoogle, screenshot, signInAsAdmin } from './helpers/index.js';

/*
 * The first paint does not wait for the app's script (docs/decisions.md D81): index.html carries
 * the loading screen as static HTML, which React's first render replaces in place, and starts the
 * session check in <head>, which the app takes instead of asking again; the server adds the first
 * screen's chunks as modulepreload links.
 */

const LOADING = 'Loading your timeline...';

/** Holds every script request until the returned release() is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('index.html paints the loading screen before any script runs, and the app replaces it without a duplicate', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<div id="root">\s*<main [^>]*aria-busy="true"/);
  expect(html).toContain('window.__plotlineSessionCheck=fetch("/auth/user"');
  // No session cookie: the login screen's chunk loads beside the entry script, the shell's not at all.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/login-screen-[\w-]+\.js">/);
  expect(html).not.toContain('/assets/app-shell-');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText(LOADING);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await screenshot(page, `early-paint-static-${scheme}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `early-paint-static-${scheme}-390`);

    await release();
    await expect(continueWithGoogle(page)).toBeVisible();
    await expect(page.getByText(LOADING)).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(1);
    await screenshot(page, `early-paint-login-${scheme}-390`);
    await page.unrouteAll();
  }
});

test('signed in, the shell and the view load beside the entry script, and the session is checked once, by the request index.html started', async ({ page }) => {
  await signInAsAdmin(page);
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/user') checks.push(request.url());
  });
  const document = await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
  // With the session cookie, index.html preloads the shell's and the timeline's chunks, not the login screen's.
  const html = await document!.text();
  expect(html).toMatch(/rel="modulepreload" crossorigin href="\/assets\/app-shell-[\w-]+\.js"/);
  expect(html).toMatch(/rel="modulepreload" crossorigin href="\/assets\/timeline-page-[\w-]+\.js"/);
  expect(html).not.toContain('/assets/login-screen-');
  await expect(page.getByText(LOADING)).toHaveCount(0);
  expect(checks).toHaveLength(1);
});

test('signed in, the reads the timeline first paints with start beside the session check, before the app has run, and are sent once (docs/decisions.md D83)', async ({ page }) => {
  await signInAsAdmin(page);
  // Off the app first, so nothing the signed-in page was still reading is counted.
  await page.goto('about:blank');
  const reads = ['/api/v1/projects', '/api/v1/preferences/ui', '/api/v1/preferences/timeline'];
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (reads.includes(url.pathname)) sent.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const release = await holdScripts(page);
  const document = await page.goto('/timeline', { waitUntil: 'commit' });
  expect(await document!.text()).toContain(`<html data-early-reads="${reads.join(' ')}" lang="en">`);
  // Every script is held, so the app's entry chunk has not run: only index.html's inline script can have sent them.
  await expect.poll(() => [...sent].sort()).toEqual(reads.map((path) => `GET ${path}`).sort());

  await release();
  await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
  // The view's own reads follow the shell's; give a second request the time to show up before counting.
  await page.waitForTimeout(1_000);
  await screenshot(page, 'early-reads-timeline-1280');
  expect([...sent].sort()).toEqual(reads.map((path) => `GET ${path}`).sort());
});
