import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PIN_COOKIE, UPSTREAM_HEADER } from '../../scripts/cluster.js';
import { completeRegistration, expectShell, signIn, uniqueEmail } from '../helpers/index.js';

/*
 * Two instances on one PostgreSQL behind nginx (issue 9): browser A is pinned to instance 1,
 * browser B to instance 2 (the pin cookie chooses an nginx upstream whose other server is a
 * backup). Both open the same project in the timeline, calendar and table views; each sees the
 * other's edit in every view; then instance 1 is killed and A carries on through instance 2
 * without a reload and without losing the change B made meanwhile.
 *
 * Sign-in: the embedded development identity provider keeps its state in one process, and its
 * server-side calls (discovery, code exchange) go to PUBLIC_URL, i.e. through nginx WITHOUT the
 * browser's pin cookie, which lands on instance 1. So everyone signs in on instance 1; B is pinned
 * to instance 2 afterwards (sessions live in PostgreSQL, so they are valid on every instance).
 *
 * Runs on a fresh database (global-setup.ts): the first person to register becomes SysAdmin.
 * The tests build on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const ports = [Number(process.env.PLOTLINE_MI_PORT_1), Number(process.env.PLOTLINE_MI_PORT_2)];
const upstreamOf = (instance: 1 | 2) => `127.0.0.1:${ports[instance - 1]}`;
/** The bound on waiting for another browser's edit (issue 9: "within 2 s"); not a speed assertion. */
const LIVE_WAIT = { timeout: 2_000 };
/** Reconnecting after an instance died: EventSource retries after 2 s, then resumes or refetches. */
const RECONNECT_WAIT = { timeout: 15_000 };

const suffix = Date.now().toString(36);
const ADMIN = { email: uniqueEmail('mi-admin'), name: 'Mia Admin', first: 'Mia', last: 'Admin' };
const ALICE = { email: uniqueEmail('mi-alice'), name: 'Alice Able', first: 'Alice', last: 'Able' };
const BOB = { email: uniqueEmail('mi-bob'), name: 'Bob Baker', first: 'Bob', last: 'Baker' };
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const VIEWS = ['timeline', 'calendar', 'table'] as const;
type View = (typeof VIEWS)[number];

interface Person {
  context: BrowserContext;
  pages: Record<View, Page>;
}

let alice: Person;
let bob: Person;
let projectId = '';
let timelineId = '';
const events: Record<'first' | 'second', { id: string; version: number; title: string }> = {
  first: { id: '', version: 0, title: `Kickoff ${suffix}` },
  second: { id: '', version: 0, title: `Review ${suffix}` },
};

/** Sends this browser's requests to one instance (nginx map on the pin cookie). */
async function pin(context: BrowserContext, instance: 1 | 2): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? '');
  await context.addCookies([{ name: PIN_COOKIE, value: String(instance), domain: url.hostname, path: '/' }]);
}

async function api<T>(request: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function activate(browser: Browser, person: typeof ALICE): Promise<BrowserContext> {
  const context = await browser.newContext();
  await pin(context, 1);
  const page = await context.newPage();
  await signIn(page, person);
  await completeRegistration(page, person.first, person.last);
  await expectShell(page);
  await page.close();
  return context;
}

/** The event as each view shows it: a bar/dot in the timeline, a chip in the calendar, a cell in the table. */
function eventIn(page: Page, view: View, title: string) {
  if (view === 'timeline') return page.getByRole('button', { name: `${title}, ` });
  // Both people may edit (owner; organization admin with a write share), so chips are buttons.
  if (view === 'calendar') return page.getByRole('button', { name: title, exact: true });
  return page.getByRole('gridcell', { name: title, exact: true });
}

async function openViews(context: BrowserContext): Promise<Record<View, Page>> {
  const pages = {} as Record<View, Page>;
  for (const view of VIEWS) {
    const page = await context.newPage();
    await page.goto(`/${view}?project=${projectId}`);
    await expect(eventIn(page, view, events.first.title)).toBeVisible();
    pages[view] = page;
  }
  return pages;
}

async function expectEverywhere(person: Person, title: string, options: { timeout: number }): Promise<void> {
  for (const view of VIEWS) await expect(eventIn(person.pages[view], view, title), `${view} view`).toBeVisible(options);
}

async function rename(request: APIRequestContext, key: keyof typeof events, title: string): Promise<void> {
  const event = events[key];
  const saved = await api<{ version: number }>(
    request,
    'PUT',
    `/api/v1/projects/${projectId}/timelines/${timelineId}/events/${event.id}`,
    { title, version: event.version },
  );
  events[key] = { ...event, title, version: saved.version };
}

const liveIndicator = (page: Page) => page.getByRole('status').filter({ hasText: /^Live$/ });

test.beforeAll(async ({ browser }) => {
  // The first person on the empty installation becomes SysAdmin and invites the other two into
  // one organization (sharing is within an organization).
  const adminContext = await activate(browser, ADMIN);
  const invite = (person: typeof ALICE, organization: Record<string, string>) =>
    api<{ user: { organizationId: string } }>(adminContext.request, 'POST', '/api/v1/admin/users/invite', {
      email: person.email,
      first_name: person.first,
      last_name: person.last,
      ...organization,
    });
  const { user } = await invite(ALICE, { new_organization_name: `Relay ${suffix}` });
  // On a shared project the organization role must allow editing too (a member may only read).
  await invite(BOB, { organization_id: user.organizationId!, org_role: 'admin' });
  await adminContext.close();

  const aliceContext = await activate(browser, ALICE);
  const bobContext = await activate(browser, BOB);
  await pin(bobContext, 2);
  // Events are dated today (the calendar opens on this month); a new user's timeline range is a
  // preference that need not hold today, so both get a range around it.
  for (const context of [aliceContext, bobContext]) {
    await api(context.request, 'PUT', '/api/v1/preferences/timeline/time_range', {
      value: { start: dayOffset(-14), end: dayOffset(14) },
    });
  }

  // Alice's project, one timeline, two events today (visible in every view), shared with Bob to edit.
  const request = aliceContext.request;
  projectId = (await api<{ id: string }>(request, 'POST', '/api/v1/projects', { name: `Relay ${suffix}` })).id;
  timelineId = (await api<{ id: string }>(request, 'POST', `/api/v1/projects/${projectId}/timelines`, { name: 'Launch' })).id;
  for (const key of ['first', 'second'] as const) {
    const created = await api<{ id: string; version: number }>(
      request,
      'POST',
      `/api/v1/projects/${projectId}/timelines/${timelineId}/events`,
      { title: events[key].title, date: today },
    );
    events[key] = { ...events[key], id: created.id, version: created.version };
  }
  const shareable = await request.get(`/api/v1/projects/${projectId}/shareable-users`);
  expect(shareable.ok(), await shareable.text()).toBe(true);
  const bobUser = ((await shareable.json()) as { data: { id: string; email: string }[] }).data.find(
    (candidate) => candidate.email === BOB.email,
  );
  expect(bobUser, 'Bob can be shared with').toBeDefined();
  await api(request, 'POST', `/api/v1/projects/${projectId}/share`, { userId: bobUser!.id, permissionLevel: 'write' });
  alice = { context: aliceContext, pages: {} as Record<View, Page> };
  bob = { context: bobContext, pages: {} as Record<View, Page> };
});

test.afterAll(async () => {
  await alice?.context.close();
  await bob?.context.close();
});

test('each browser reaches its own instance through nginx and loads the app', async () => {
  for (const [person, instance] of [[alice, 1], [bob, 2]] as const) {
    const page = await person.context.newPage();
    const response = await page.goto('/');
    expect(response?.headers()[UPSTREAM_HEADER]).toBe(upstreamOf(instance));
    await expectShell(page);
    const api = await person.context.request.get('/api/v1/projects');
    expect(api.ok()).toBe(true);
    expect(api.headers()[UPSTREAM_HEADER]).toBe(upstreamOf(instance));
    await page.close();
  }
});

test('each browser sees the other one\'s edit in every open view', async () => {
  alice.pages = await openViews(alice.context);
  bob.pages = await openViews(bob.context);
  for (const person of [alice, bob]) {
    for (const view of VIEWS) await expect(liveIndicator(person.pages[view]), `${view} view`).toBeVisible();
  }
  // Presence crosses instances too: each sees the other among the people viewing the project.
  for (const [person, other] of [[alice, BOB], [bob, ALICE]] as const) {
    for (const view of VIEWS) {
      const viewers = person.pages[view].getByRole('list', { name: 'Also viewing' });
      await expect(viewers.getByRole('img', { name: other.name }), `${view} view`).toBeVisible();
    }
  }

  // Alice edits through instance 1; Bob's views (instance 2) follow.
  await rename(alice.context.request, 'first', `Kickoff by Alice ${suffix}`);
  await expectEverywhere(bob, events.first.title, LIVE_WAIT);

  // Bob edits through instance 2; Alice's views (instance 1) follow.
  await rename(bob.context.request, 'second', `Review by Bob ${suffix}`);
  await expectEverywhere(alice, events.second.title, LIVE_WAIT);
  // And each still shows its own edit.
  await expectEverywhere(alice, events.first.title, LIVE_WAIT);
  await expectEverywhere(bob, events.second.title, LIVE_WAIT);
});

test('when instance 1 dies, Alice reconnects through nginx to instance 2 and misses nothing', async () => {
  const pid = Number(process.env.PLOTLINE_MI_PID_1);
  expect(pid, 'instance 1 runs').toBeGreaterThan(0);
  process.kill(pid, 'SIGKILL');

  // Bob edits while Alice's streams are down (they retry after 2 s).
  await rename(bob.context.request, 'first', `Kickoff after failover ${suffix}`);

  for (const view of VIEWS) {
    const page = alice.pages[view];
    await expect(liveIndicator(page), `${view} view back to Live`).toBeVisible(RECONNECT_WAIT);
    await expect(eventIn(page, view, events.first.title), `${view} view`).toBeVisible(RECONNECT_WAIT);
  }
  // Alice's requests now reach instance 2 (nginx skips the dead primary of her upstream).
  const response = await alice.context.request.get('/api/v1/projects');
  expect(response.ok()).toBe(true);
  expect(response.headers()[UPSTREAM_HEADER]).toContain(upstreamOf(2));

  // Live again: an edit by Alice (now through instance 2) reaches Bob, and Bob's reaches Alice.
  await rename(alice.context.request, 'second', `Review after failover ${suffix}`);
  await expectEverywhere(bob, events.second.title, LIVE_WAIT);
  await rename(bob.context.request, 'first', `Kickoff final ${suffix}`);
  await expectEverywhere(alice, events.first.title, LIVE_WAIT);
});
