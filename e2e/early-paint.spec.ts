import { expect, test, type Page, type Route } from '@playwright/test';
import { DEFAULT_TIME_RANGE } from '@plotline/shared';
import { continueWithGoogle, newPlanner, postData, screenshot, signInAsAdmin } from './helpers/index.js';

/*
 * The first paint does not wait for the app's script (docs/decisions.md D81, D89): index.html carries
 * the loading screen as static HTML (signed out: the login screen), which React's first render
 * replaces in place (the login screen: hydrates), and starts the
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

/**
 * Waits for the page's stylesheets. Until they apply, a layout query sees the unstyled markup (the
 * sign-in link far below the fold), though nothing is painted yet: a press aimed by it misses.
 */
const stylesApplied = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );

/** Whether React has taken #root over (its first commit marks the elements it rendered). */
const reactHasRendered = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('#root > main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });

test('signed out, index.html paints the login screen before any script runs, and the app takes it over unchanged, never showing the loading screen (docs/decisions.md D89)', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(
    /<div id="root" data-static-screen="login" data-deferred-scripts="[^"]+">\s*<!--\$--><main /,
  );
  expect(html).toContain('href="/auth/google"');
  expect(html).not.toContain(LOADING);
  expect(html).toContain('window.__plotlineSessionCheck=fetch("/auth/user"');
  // No session cookie: the page asks for no script as it is parsed; after its first paint it loads
  // the entry with the login screen's chunk beside it, the shell's not at all.
  expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  expect(html).toMatch(
    /data-deferred-scripts="\/assets\/index-[\w-]+\.js [^"]*\/assets\/login-screen-[\w-]+\.js/,
  );
  expect(html).not.toContain('/assets/app-shell-');

  // Anything that ever shows the loading screen's text is noted, from the page's first byte on.
  await page.addInitScript((text) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(text))
        (window as unknown as { sawLoading: boolean }).sawLoading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, LOADING);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    // Before any script: the sign-in link is there and is a plain link to the server's sign-in.
    await expect(continueWithGoogle(page)).toHaveAttribute('href', '/auth/google');
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    expect(await reactHasRendered(page)).toBe(false);
    await screenshot(page, `early-paint-static-login-${scheme}-390`);
    const before = await page.screenshot();

    await release();
    await expect.poll(() => reactHasRendered(page)).toBe(true);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(continueWithGoogle(page)).toBeVisible();
    // React drew the same pixels: the reader sees no change when the app takes over.
    expect((await page.screenshot()).equals(before)).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false),
    ).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `early-paint-login-${scheme}-1280`);
    await page.unrouteAll();
  }
});

test('signed out, a press begun on the static link before the app runs ends on that link once it has: React hydrates the static login and keeps its elements (docs/decisions.md D89)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const link = continueWithGoogle(page);
  await expect(link).toBeVisible();
  await stylesApplied(page);
  expect(await reactHasRendered(page)).toBe(false);
  await page.evaluate(
    () =>
      ((window as unknown as { staticLink: Element | null }).staticLink =
        document.querySelector('a[href="/auth/google"]')),
  );
  const box = (await link.boundingBox())!;
  // The press lands on the link as painted, inside the window.
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();

  await release();
  await expect.poll(() => reactHasRendered(page)).toBe(true);
  // The element pressed is the one React now holds, not a copy drawn over it.
  expect(
    await page.evaluate(
      () =>
        document.querySelector('a[href="/auth/google"]') ===
        (window as unknown as { staticLink: Element }).staticLink,
    ),
  ).toBe(true);
  await page.mouse.up();
  // The release completed the click: the identity provider's sign-in page.
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.unrouteAll();
});

test('signed in, index.html paints the loading screen before any script runs, and the app replaces it without a duplicate', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdScripts(page);
    const document = await page.goto('/timeline', { waitUntil: 'commit' });
    expect(await document!.text()).toMatch(/<div id="root">\s*<main [^>]*aria-busy="true"/);
    await expect(page.getByRole('status')).toHaveText(LOADING);
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await screenshot(page, `early-paint-static-${scheme}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `early-paint-static-${scheme}-390`);

    await release();
    await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
    await expect(page.getByText(LOADING)).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(1);
    await page.unrouteAll();
  }
});

test('signed in, the shell and the view load beside the entry script, and the session is checked once, by the request index.html started', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const checks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/user') checks.push(request.url());
  });
  const document = await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
  // With the session cookie, index.html preloads the shell's and the timeline's chunks, not the login screen's.
  const html = await document!.text();
  // The stylesheet, which the first paint waits for, is asked for before any script (docs/decisions.md D89).
  expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(0);
  expect(html.indexOf('<link rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
  expect(html).toMatch(/rel="modulepreload" crossorigin href="\/assets\/app-shell-[\w-]+\.js"/);
  expect(html).toMatch(/rel="modulepreload" crossorigin href="\/assets\/timeline-page-[\w-]+\.js"/);
  expect(html).not.toContain('/assets/login-screen-');
  await expect(page.getByText(LOADING)).toHaveCount(0);
  expect(checks).toHaveLength(1);
});

test('signed in, the reads the timeline first paints with start beside the session check, before the app has run, and are sent once (docs/decisions.md D83)', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // Off the app first, so nothing the signed-in page was still reading is counted.
  await page.goto('about:blank');
  const reads = [
    '/api/v1/projects',
    '/api/v1/preferences/ui',
    '/api/v1/preferences/timeline',
    '/api/v1/objectives',
  ];
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

test("signed in, the timeline's first project read goes out before the app's entry has loaded, and is sent once (docs/decisions.md D109)", async ({
  browser,
}) => {
  // A planner of their own: their one project is the one the timeline opens.
  const { context, page } = await newPlanner(browser, 'Early read');
  const project = await postData<{ id: string }>(page, '/api/v1/projects', {
    name: `Early read ${Date.now().toString(36)}`,
  });
  const timeline = await postData<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines`, {
    name: 'Launch',
  });
  await postData(page, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, {
    title: 'Kick-off',
    // Where the default Time Range opens, so the first window holds it.
    date: DEFAULT_TIME_RANGE.start,
    objective: 'development',
  });
  await page.goto('about:blank');
  const windowReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v1/projects/${project.id}`) windowReads.push(url.search);
  });
  // Every script but the early read's own is held: the entry has not run.
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) =>
    released || /\/assets\/early-[\w-]+\.js$/.test(route.request().url())
      ? route.continue()
      : void held.push(route),
  );
  await page.goto('/timeline', { waitUntil: 'commit' });
  await expect.poll(() => windowReads).toHaveLength(1);
  expect(windowReads[0]).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);

  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
  await expect(page.getByText('Kick-off').first()).toBeVisible();
  // The view took the early answer: no second read of its first window (the pages around it follow).
  await page.waitForTimeout(1_000);
  expect(windowReads.filter((search) => search === windowReads[0])).toHaveLength(1);
  await context.close();
});
