import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newPlanner, screenshot } from './helpers/index.js';

/*
 * Plans for people who never sign in (issue 19, docs/decisions.md D42): the owner makes a
 * read-only public link from the project menu; a visitor without an account opens it and sees the
 * timeline, calendar and table with the banner and no edit control; once revoked, the next load
 * is a 410 page. "Subscribe in calendar" makes a feed whose address serves the events as ICS.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PROJECT = `Roadmap ${Date.now().toString(36)}`;
const BANNER = `Read-only view of ${PROJECT}`;

let ownerContext: BrowserContext;
let owner: Page;
let linkUrl = '';

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function openProjectMenu(page: Page) {
  await page.goto('/projects');
  await page.getByRole('button', { name: `Actions for ${PROJECT}` }).click();
}

test.beforeAll(async ({ browser }) => {
  // A planner of their own: the admin's projects are replaced by the table spec's Replace All
  // import, which may run at the same time in the other worker and would take the feeds with them.
  ({ context: ownerContext, page: owner } = await newPlanner(browser, 'Publisher'));
  // "Subscribe in calendar" copies the new address itself: the test reads the clipboard back.
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const project = await post<{ id: string }>(owner, '/api/v1/projects', { name: PROJECT });
  const lane = await post<{ id: string }>(owner, `/api/v1/projects/${project.id}/timelines`, { name: 'Launch', color: '#EF4444' });
  const events = `/api/v1/projects/${project.id}/timelines/${lane.id}/events`;
  await post(owner, events, { title: 'Kickoff', date: '2025-08-01', objective: 'preparation' });
  await post(owner, events, { title: 'Sprint', date: '2025-08-04', endDate: '2025-08-08', objective: 'development' });
});

test.afterAll(async () => {
  await ownerContext?.close();
});

test('an owner makes a public link in the Public links dialog, shown once', async () => {
  for (const width of [1280, 390]) {
    await owner.setViewportSize({ width, height: 800 });
    await openProjectMenu(owner);
    await owner.getByRole('menuitem', { name: 'Public links' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Public links' });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Expires in (days)').fill('400');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Expires in (days) must be at most 365');

    await dialog.getByLabel('Expires in (days)').fill('7');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const created = dialog.getByRole('region', { name: 'New public link' });
    await expect(created).toContainText("Copy this link now. You won't be able to see it again.");
    linkUrl = await created.getByRole('textbox').inputValue();
    expect(linkUrl).toMatch(/\/p\/[A-Za-z0-9_-]{43}$/);
    await expect(dialog.getByRole('button', { name: /^Revoke public link: Created / }).first()).toBeVisible();
    await screenshot(owner, `public-links-dialog-${width}`);
    await owner.keyboard.press('Escape');
  }
});

test('a visitor opens the link without signing in: banner, three views, no edit control', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const asked: string[] = [];
  visitor.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));

  const response = await visitor.goto(linkUrl);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByText(BANNER)).toBeVisible();

  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: 800 });
    await visitor.getByRole('link', { name: 'Timeline View' }).click();
    await expect(visitor.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Kickoff, 08/01/2025' })).toBeVisible();
    for (const name of ['Add Timeline', 'Refresh', 'Export', 'Import', 'Export view', /^Add event to /, /^Rename /, /^Reorder /]) {
      await expect(visitor.getByRole('button', { name, exact: typeof name === 'string' })).toHaveCount(0);
    }
    await screenshot(visitor, `public-link-timeline-${width}`);

    await visitor.getByRole('link', { name: 'Calendar View' }).click();
    await expect(visitor.getByRole('heading', { name: 'Calendar View', level: 1 })).toBeVisible();
    await expect(visitor.getByText(BANNER)).toBeVisible();
    // Every event is over: the link opens on the month of the first (D52), not on today's.
    await expect(visitor.getByRole('heading', { name: 'August 2025', level: 2 })).toBeVisible();
    await screenshot(visitor, `public-link-calendar-${width}`);

    await visitor.getByRole('link', { name: 'Table View' }).click();
    await expect(visitor.getByRole('gridcell', { name: 'Sprint', exact: true })).toBeVisible();
    for (const name of ['Add Event', 'Create New Timeline', 'Refresh Data from Database', 'Export All Data to JSON', 'Import Data from JSON File']) {
      await expect(visitor.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await screenshot(visitor, `public-link-table-${width}`);
  }

  // Only the page, its scripts and the public answer: no session, no project API, no stream.
  const apiCalls = asked.filter((line) => /\/(api|auth)\//.test(line));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((line) => /^GET \/api\/v1\/public\/[A-Za-z0-9_-]+$/.test(line)), apiCalls.join('\n')).toBe(true);
  await visitorContext.close();
});

test('a revoked link is a 410 page from the next load on', async ({ browser }) => {
  await owner.setViewportSize({ width: 1280, height: 800 });
  await openProjectMenu(owner);
  await owner.getByRole('menuitem', { name: 'Public links' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Public links' });
  const revokes = dialog.getByRole('button', { name: /^Revoke public link: Created / });
  await expect(revokes).toHaveCount(2);
  await revokes.first().click();
  await expect(revokes).toHaveCount(1);
  await revokes.first().click();
  await expect(dialog.getByText('No public links yet.')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: 800 });
    const response = await visitor.goto(linkUrl);
    expect(response?.status()).toBe(410);
    await expect(visitor.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
    await expect(visitor.getByText(BANNER)).toHaveCount(0);
    await screenshot(visitor, `public-link-gone-${width}`);
  }
  await visitorContext.close();
});

test('Subscribe in calendar makes a feed, shows its address once, and lists it for revoking', async () => {
  for (const width of [1280, 390]) {
    await owner.setViewportSize({ width, height: 800 });
    await openProjectMenu(owner);
    await owner.getByRole('menuitem', { name: 'Subscribe in calendar' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Subscribe in calendar' });
    const created = dialog.getByRole('region', { name: 'New calendar link' });
    await expect(created).toBeVisible();
    const feedUrl = await created.getByRole('textbox').inputValue();
    expect(feedUrl).toMatch(/\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(created.getByRole('button', { name: 'Copy calendar link' })).toContainText('Copied');
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    await screenshot(owner, `calendar-feeds-dialog-${width}`);

    const feed = await owner.request.get(feedUrl, { headers: { cookie: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('SUMMARY:Sprint');

    const revokes = dialog.getByRole('button', { name: /^Revoke calendar feed: / });
    // The new feed is listed (its list was being read while the feed was made).
    await expect(revokes.first()).toBeVisible();
    const before = await revokes.count();
    await revokes.first().click();
    await expect(revokes).toHaveCount(before - 1);
    await expect(created).toHaveCount(0);
    expect((await owner.request.get(feedUrl)).status()).toBe(404);
    await owner.keyboard.press('Escape');
  }
});
