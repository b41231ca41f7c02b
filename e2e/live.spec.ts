import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  completeRegistration,
  expectShell,
  screenshot,
  signIn,
  signInAsAdmin,
  uniqueEmail,
} from './helpers/index.js';

/*
 * Live collaboration (issue 9) in one server: two people in two browsers open the same project;
 * a change by one shows in the other's timeline, calendar and table views without a reload; the
 * indicator says 'Live' and shows the other person's avatar; a removed share ends the stream.
 * The owner and a colleague of ONE organization are set up through the admin API with the
 * SysAdmin's session (as projects.spec.ts does). The tests build on each other, in order.
 */
// Sign-ins of three people and several open pages per person: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Waiting for the other browser's change: a bound on the wait, not a speed assertion. */
const LIVE_WAIT = { timeout: 5_000 };

const suffix = Date.now().toString(36);
const OWNER = { email: uniqueEmail('live-owner'), first: 'Olivia', last: 'Stone', name: 'Olivia Stone' };
const COLLEAGUE = {
  email: uniqueEmail('live-colleague'),
  first: 'Carl',
  last: 'Mendez',
  name: 'Carl Mendez',
};
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const VIEWS = ['timeline', 'calendar', 'table'] as const;
type View = (typeof VIEWS)[number];

interface Person {
  context: BrowserContext;
  pages: Record<View, Page>;
}

let owner: Person;
let colleague: Person;
let colleagueId = '';
let projectId = '';
let timelineId = '';
let kickoff = { id: '', version: 0, title: `Kickoff ${suffix}` };

async function api<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function activate(browser: Browser, person: typeof OWNER): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { email: person.email, name: person.name });
  await completeRegistration(page, person.first, person.last);
  await expectShell(page);
  await page.close();
  return context;
}

/** The event as each view shows it: a bar or dot in the timeline, a chip in the calendar, a cell in the table. */
function eventIn(page: Page, view: View, title: string) {
  if (view === 'timeline') return page.getByRole('button', { name: `${title}, ` });
  if (view === 'calendar') return page.getByRole('button', { name: title, exact: true });
  return page.getByRole('gridcell', { name: title, exact: true });
}

const liveIndicator = (page: Page) => page.getByRole('status').filter({ hasText: /^Live$/ });
const alsoViewing = (page: Page) => page.getByRole('list', { name: 'Also viewing' });

async function openViews(context: BrowserContext): Promise<Record<View, Page>> {
  const pages = {} as Record<View, Page>;
  for (const view of VIEWS) {
    const page = await context.newPage();
    await page.goto(`/${view}?project=${projectId}`);
    await expect(eventIn(page, view, kickoff.title), `${view} view`).toBeVisible();
    pages[view] = page;
  }
  return pages;
}

async function expectInEveryView(person: Person, title: string): Promise<void> {
  for (const view of VIEWS)
    await expect(eventIn(person.pages[view], view, title), `${view} view`).toBeVisible(LIVE_WAIT);
}

async function expectInNoView(person: Person, title: string): Promise<void> {
  for (const view of VIEWS)
    await expect(eventIn(person.pages[view], view, title), `${view} view`).toHaveCount(0, LIVE_WAIT);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const { user } = await api<{ user: { organizationId: string } }>(
    admin.request,
    'POST',
    '/api/v1/admin/users/invite',
    {
      email: OWNER.email,
      first_name: OWNER.first,
      last_name: OWNER.last,
      new_organization_name: `Live ${suffix}`,
    },
  );
  await api(admin.request, 'POST', '/api/v1/admin/users/invite', {
    email: COLLEAGUE.email,
    first_name: COLLEAGUE.first,
    last_name: COLLEAGUE.last,
    organization_id: user.organizationId,
    // On a shared project the organization role must allow editing too (packages/shared/src/
    // permissions.ts): a member may only read, and the calendar then shows plain chips, not buttons.
    // An invitation offers member, admin or owner.
    org_role: 'admin',
  });
  await adminContext.close();

  const ownerContext = await activate(browser, OWNER);
  const colleagueContext = await activate(browser, COLLEAGUE);
  // Events are dated today (the calendar opens on this month); the timeline's range must hold them.
  for (const context of [ownerContext, colleagueContext]) {
    await api(context.request, 'PUT', '/api/v1/preferences/timeline/time_range', {
      value: { start: dayOffset(-14), end: dayOffset(14) },
    });
  }

  // The owner's project: one timeline, one event today (visible in every view), shared to edit.
  const request = ownerContext.request;
  projectId = (await api<{ id: string }>(request, 'POST', '/api/v1/projects', { name: `Live ${suffix}` })).id;
  timelineId = (
    await api<{ id: string }>(request, 'POST', `/api/v1/projects/${projectId}/timelines`, { name: 'Launch' })
  ).id;
  const created = await api<{ id: string; version: number }>(
    request,
    'POST',
    `/api/v1/projects/${projectId}/timelines/${timelineId}/events`,
    { title: kickoff.title, date: today },
  );
  kickoff = { ...kickoff, id: created.id, version: created.version };
  const users = await request.get(`/api/v1/projects/${projectId}/shareable-users`);
  expect(users.ok(), await users.text()).toBe(true);
  const found = ((await users.json()) as { data: Array<{ id: string; email: string }> }).data.find(
    (candidate) => candidate.email === COLLEAGUE.email,
  );
  expect(found, 'the colleague can be shared with').toBeDefined();
  colleagueId = found!.id;
  await api(request, 'POST', `/api/v1/projects/${projectId}/share`, {
    userId: colleagueId,
    permissionLevel: 'write',
  });

  owner = { context: ownerContext, pages: {} as Record<View, Page> };
  colleague = { context: colleagueContext, pages: {} as Record<View, Page> };
});

test.afterAll(async () => {
  await owner?.context.close();
  await colleague?.context.close();
});

test('both people see Live in every view and the other person among the viewers', async () => {
  owner.pages = await openViews(owner.context);
  colleague.pages = await openViews(colleague.context);
  for (const [person, other] of [
    [owner, COLLEAGUE],
    [colleague, OWNER],
  ] as const) {
    for (const view of VIEWS) {
      const page = person.pages[view];
      await expect(liveIndicator(page), `${view} view`).toBeVisible();
      // The other person once (however many of their tabs are open), oneself not at all.
      await expect(
        alsoViewing(page).getByRole('img', { name: other.name, exact: true }),
        `${view} view`,
      ).toHaveCount(1);
      await expect(
        alsoViewing(page).getByRole('img', { name: person === owner ? OWNER.name : COLLEAGUE.name }),
      ).toHaveCount(0);
    }
  }
});

test("the owner's edits appear in the colleague's timeline, calendar and table without a reload", async () => {
  const renamed = `Kickoff moved ${suffix}`;
  const saved = await api<{ version: number }>(
    owner.context.request,
    'PUT',
    `/api/v1/projects/${projectId}/timelines/${timelineId}/events/${kickoff.id}`,
    { title: renamed, version: kickoff.version },
  );
  kickoff = { ...kickoff, title: renamed, version: saved.version };
  await expectInEveryView(colleague, renamed);

  const added = `Review ${suffix}`;
  const review = await api<{ id: string }>(
    owner.context.request,
    'POST',
    `/api/v1/projects/${projectId}/timelines/${timelineId}/events`,
    { title: added, date: today },
  );
  await expectInEveryView(colleague, added);

  await api(
    owner.context.request,
    'DELETE',
    `/api/v1/projects/${projectId}/timelines/${timelineId}/events/${review.id}`,
  );
  await expectInNoView(colleague, added);
  // Nobody reloaded: the pages are the ones opened in the first test.
  await expect(liveIndicator(colleague.pages.timeline)).toBeVisible();
});

test("the colleague's inline edit in the table appears in the owner's views", async () => {
  const table = colleague.pages.table;
  await eventIn(table, 'table', kickoff.title).dblclick();
  const editor = table.getByRole('textbox', { name: `Title of ${kickoff.title}` });
  const renamed = `Kickoff by Carl ${suffix}`;
  await editor.fill(renamed);
  await editor.press('Enter');
  await expect(eventIn(table, 'table', renamed)).toBeVisible();
  kickoff = { ...kickoff, title: renamed };
  await expectInEveryView(owner, renamed);
  // The colleague's own views follow too (the table's echo changes nothing).
  await expectInEveryView(colleague, renamed);
});

test('screenshots of the indicator in every view at 1280 and 390 px', async () => {
  for (const view of VIEWS) {
    const page = owner.pages[view];
    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(liveIndicator(page)).toBeAttached();
      await expect(alsoViewing(page).getByRole('img', { name: COLLEAGUE.name })).toBeVisible();
      await screenshot(page, `live-${view}-${size}`);
    }
    await page.setViewportSize(DESKTOP);
  }
});

test("removing the share ends the colleague's stream at once", async () => {
  await api(owner.context.request, 'DELETE', `/api/v1/projects/${projectId}/permissions/${colleagueId}`);
  for (const view of VIEWS) {
    await expect(liveIndicator(colleague.pages[view]), `${view} view`).toHaveCount(0, LIVE_WAIT);
  }
  // And the owner no longer sees the colleague among the viewers.
  await expect(alsoViewing(owner.pages.timeline)).toHaveCount(0, LIVE_WAIT);
});
