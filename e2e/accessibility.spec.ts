import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { activateInvited, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * axe on every view (docs/decisions.md D41): signed in with seeded data — several timelines in
 * colours from pale yellow to near black, 48 events covering every objective, single- and
 * multi-day, and a project another person shared — each view at 1280 and 390 px wide, in the
 * light and the dark theme, fails on any serious or critical violation. A screenshot of each is
 * written for people to look at.
 */
// Not serial: a failing view must not hide the others' results (a new worker seeds its own data).
test.describe.configure({ timeout: 120_000 });

const WIDTHS = { 1280: { width: 1280, height: 800 }, 390: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const suffix = Date.now().toString(36);
const PLANNER = { email: uniqueEmail('axe'), first: 'Alex', last: 'Access', name: 'Alex Access' };
const PROJECT = `Readable ${suffix}`;
const SHARED = `Shared plan ${suffix}`;
const OBJECTIVES = ['preparation', 'development', 'testing', 'deployment', 'maintenance', 'business'] as const;
const TIMELINES = [
  { name: 'Platform', color: '#3B82F6' },
  { name: 'Mobile', color: '#FDE68A' },
  { name: 'Ops', color: '#1F2937' },
  { name: 'Growth', color: '#10B981' },
] as const;

let plannerContext: BrowserContext;
let adminContext: BrowserContext;
let planner: Page;
let admin: Page;
let projectId: string;

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A calendar date `days` from today (UTC, as the browser's time zone in these tests). */
function fromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  adminContext = await browser.newContext();
  admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const invited = await admin.request.post('/api/v1/admin/users/invite', {
    data: { email: PLANNER.email, first_name: PLANNER.first, last_name: PLANNER.last, new_organization_name: `Contrast ${suffix}` },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const plannerId = ((await invited.json()) as { data: { user: { id: string } } }).data.user.id;
  ({ context: plannerContext, page: planner } = await activateInvited(browser, PLANNER));

  projectId = (await post<{ id: string }>(planner, '/api/v1/projects', { name: PROJECT, description: 'Seeded for axe' })).id;
  let index = 0;
  for (const timeline of TIMELINES) {
    const created = await post<{ id: string }>(planner, `/api/v1/projects/${projectId}/timelines`, timeline);
    for (const objective of OBJECTIVES) {
      for (const isMultiDay of [false, true]) {
        const start = (index * 3) % 28 - 6;
        index += 1;
        await post(planner, `/api/v1/projects/${projectId}/timelines/${created.id}/events`, {
          title: `${objective} ${isMultiDay ? 'phase' : 'check'} ${index}`,
          date: fromToday(start),
          ...(isMultiDay ? { endDate: fromToday(start + 2 + (index % 5)) } : {}),
          objective,
          description: `Event ${index} of the seeded plan`,
        });
      }
    }
  }

  // The timeline opens on the seeded weeks (its default range is the spec's, in 2025).
  const range = await planner.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: fromToday(-10), end: fromToday(40) } },
  });
  expect(range.ok(), await range.text()).toBe(true);

  const shared = await post<{ id: string }>(admin, '/api/v1/projects', { name: SHARED });
  const sharedTimeline = await post<{ id: string }>(admin, `/api/v1/projects/${shared.id}/timelines`, { name: 'Roadmap', color: '#F59E0B' });
  await post(admin, `/api/v1/projects/${shared.id}/timelines/${sharedTimeline.id}/events`, { title: 'Review', date: fromToday(2), objective: 'testing' });
  await post(admin, `/api/v1/projects/${shared.id}/share`, { userId: plannerId, permissionLevel: 'write' });
});

test.afterAll(async () => {
  await plannerContext?.close();
  await adminContext?.close();
});

interface View {
  name: string;
  path: () => string;
  /** Who looks at it. */
  page: () => Page;
  /** Something that is there once the view has its data. */
  ready: (page: Page) => Locator;
}

const VIEWS: View[] = [
  { name: 'projects', path: () => '/projects', page: () => planner, ready: (page) => page.getByText(SHARED).first() },
  {
    name: 'timeline',
    path: () => `/timeline?project=${projectId}`,
    page: () => planner,
    ready: (page) => page.getByRole('button', { name: /^development phase 4, / }),
  },
  {
    name: 'calendar',
    path: () => `/calendar?project=${projectId}`,
    page: () => planner,
    ready: (page) => page.getByRole('heading', { name: 'Calendar View', level: 1 }),
  },
  {
    name: 'table',
    path: () => `/table?project=${projectId}`,
    page: () => planner,
    ready: (page) => page.getByText('preparation check 1', { exact: true }).first(),
  },
  { name: 'account', path: () => '/account', page: () => planner, ready: (page) => page.getByRole('heading', { name: 'Account', level: 1 }) },
  {
    name: 'organization',
    path: () => '/organization',
    page: () => planner,
    ready: (page) => page.getByText(PLANNER.email).filter({ visible: true }).first(),
  },
  { name: 'admin', path: () => '/admin', page: () => admin, ready: (page) => page.getByText(PLANNER.email).filter({ visible: true }).first() },
];

for (const theme of THEMES) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    for (const view of VIEWS) {
      test(`${view.name} at ${width} px in the ${theme} theme has no serious or critical axe violation`, async () => {
        const page = view.page();
        await page.setViewportSize(viewport);
        // The default theme is System: the emulated colour scheme picks light or dark.
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(view.path());
        // Generous: eight people share this machine's two cores while the suite runs.
        await expect(view.ready(page)).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await screenshot(page, `a11y-${view.name}-${theme}-${width}`);
        await expectNoSeriousViolations(page, `${view.name} at ${width} px, ${theme}`);
      });
    }
  }
}

for (const theme of THEMES) {
  test(`the login screen at 1280 and 390 px in the ${theme} theme has no serious or critical axe violation`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
      await screenshot(page, `a11y-login-${theme}-${width}`);
      await expectNoSeriousViolations(page, `the login screen at ${width} px, ${theme}`);
    }
    await context.close();
  });
}

const DIALOGS = [
  { name: 'new-project', path: () => '/projects', opener: 'New Project' },
  { name: 'add-event', path: () => `/table?project=${projectId}`, opener: 'Add Event' },
] as const;

for (const theme of THEMES) {
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    for (const dialog of DIALOGS) {
      test(`the ${dialog.name} dialog at ${width} px in the ${theme} theme has no serious or critical axe violation`, async () => {
        await planner.setViewportSize(viewport);
        await planner.emulateMedia({ colorScheme: theme });
        await planner.goto(dialog.path());
        await planner.getByRole('button', { name: dialog.opener, exact: true }).click();
        await expect(planner.getByRole('dialog')).toBeVisible();
        await screenshot(planner, `a11y-dialog-${dialog.name}-${theme}-${width}`);
        await expectNoSeriousViolations(planner, `the ${dialog.name} dialog at ${width} px, ${theme}`);
      });
    }
  }
}
