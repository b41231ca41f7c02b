import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { activateInvited, inviteAsAdmin, postData, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * Portfolio View (issue 20, docs/decisions.md D45). Two planners of one organization: Olga owns
 * Alpha (shared with Bruno to read) and Hidden (not shared); Bruno owns Bravo. Each sees exactly the
 * projects they can read, grouped with their access; Bruno cannot drag Alpha's events but can drag
 * his own; a click opens an event in its project's timeline; Bruno's deployment during Alpha's freeze
 * is a clash in both views; when Olga stops sharing, Alpha leaves Bruno's open portfolio at once, by its
 * live stream, and comes back when she shares it again (docs/decisions.md D76).
 * The steps build on each other, in order.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = Date.now().toString(36);
const OLGA = { email: uniqueEmail('pf-owner'), first: 'Olga', last: 'Owner', name: 'Olga Owner' };
const BRUNO = { email: uniqueEmail('pf-other'), first: 'Bruno', last: 'Other', name: 'Bruno Other' };
const ALPHA = `Alpha ${suffix}`;
const BRAVO = `Bravo ${suffix}`;
const HIDDEN = `Hidden ${suffix}`;
/** The week the events are in, opened through the address. */
const PORTFOLIO_URL = '/portfolio?zoom=week&from=2025-08-04';

let olgaContext: BrowserContext;
let brunoContext: BrowserContext;
let olga: Page;
let bruno: Page;
let alphaId: string;
let brunoId: string;
const ids: Record<string, string> = {};

async function seedProject(page: Page, name: string, timeline: string, events: Record<string, unknown>[]) {
  const project = await postData<{ id: string }>(page, '/api/v1/projects', { name });
  const created = await postData<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines`, { name: timeline, color: '#0EA5E9' });
  for (const event of events) {
    const saved = await postData<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines/${created.id}/events`, event);
    ids[event.title as string] = saved.id;
  }
  return project.id;
}

/** The portfolio's row list and a bar in it, by the start of its accessible name. */
const rows = (page: Page) => page.getByRole('list', { name: 'Projects and timelines' });
const bar = (page: Page, title: string) => rows(page).getByRole('button', { name: new RegExp(`^${title},`) });
const projectHeader = (page: Page, name: string) => rows(page).getByRole('button', { name: new RegExp(`^${name},`) });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const organizationId = await inviteAsAdmin(admin, OLGA, { new_organization_name: `Portfolio ${suffix}` });
  await inviteAsAdmin(admin, BRUNO, { organization_id: organizationId, org_role: 'admin' });
  await adminContext.close();
  ({ context: olgaContext, page: olga } = await activateInvited(browser, OLGA));
  ({ context: brunoContext, page: bruno } = await activateInvited(browser, BRUNO));
  brunoId = (await (await bruno.request.get('/auth/user')).json()).data.id as string;

  alphaId = await seedProject(olga, ALPHA, 'Alpha Backend', [
    { title: 'Alpha Freeze', date: '2025-08-11', endDate: '2025-08-15', objective: 'maintenance', isFreeze: true },
    { title: 'Alpha Kickoff', date: '2025-08-07', objective: 'preparation' },
  ]);
  await seedProject(olga, HIDDEN, 'Hidden Work', [{ title: 'Hidden Task', date: '2025-08-12', objective: 'development' }]);
  await seedProject(bruno, BRAVO, 'Bravo Ops', [{ title: 'Bravo Deploy', date: '2025-08-13', objective: 'deployment' }]);
  await postData(olga, `/api/v1/projects/${alphaId}/share`, { userId: brunoId, permissionLevel: 'read' });
});

test.afterAll(async () => {
  await olgaContext?.close();
  await brunoContext?.close();
});

test('the Portfolio View tab lists the projects each planner can read, grouped, with their access', async () => {
  await bruno.setViewportSize({ width: 1280, height: 800 });
  await bruno.goto('/timeline');
  await bruno.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Portfolio View' }).click();
  await expect(bruno).toHaveURL(/\/portfolio/);
  await bruno.goto(PORTFOLIO_URL);
  await expect(projectHeader(bruno, ALPHA)).toBeVisible();
  await expect(projectHeader(bruno, BRAVO)).toBeVisible();
  await expect(projectHeader(bruno, HIDDEN)).toHaveCount(0);
  await expect(bar(bruno, 'Bravo Deploy')).toBeVisible();
  await expect(bar(bruno, 'Alpha Freeze, freeze')).toBeVisible();
  // Collapsing a project hides its timelines.
  await projectHeader(bruno, ALPHA).click();
  await expect(bar(bruno, 'Alpha Kickoff')).toHaveCount(0);
  await projectHeader(bruno, ALPHA).click();
  await expect(bar(bruno, 'Alpha Kickoff')).toBeVisible();
  await screenshot(bruno, 'portfolio-1280');

  await olga.goto(PORTFOLIO_URL);
  await expect(projectHeader(olga, HIDDEN)).toBeVisible();
  await expect(projectHeader(olga, BRAVO)).toHaveCount(0);
});

test('a read-only project has no drag; an own event drags to another day', async () => {
  await expect(bar(bruno, 'Alpha Kickoff')).not.toHaveAttribute('aria-roledescription', 'draggable event');
  const deploy = bar(bruno, 'Bravo Deploy');
  await expect(deploy).toHaveAttribute('aria-roledescription', 'draggable event');
  // Shift+ArrowRight moves it a day, as on the timeline.
  await deploy.focus();
  await deploy.press('Shift+ArrowRight');
  await expect
    .poll(async () => {
      const answer = await (await bruno.request.get('/api/v1/portfolio?from=2025-08-01&to=2025-08-31')).json();
      const bravo = answer.data.projects.find((project: { name: string }) => project.name === BRAVO);
      return bravo?.timelines[0]?.events[0]?.date.slice(0, 10);
    })
    .toBe('2025-08-14');
});

test('filters: only my projects, objectives, projects by search', async () => {
  await bruno.getByLabel('Only my projects').check();
  await expect(projectHeader(bruno, ALPHA)).toHaveCount(0);
  await bruno.getByLabel('Only my projects').uncheck();
  await expect(projectHeader(bruno, ALPHA)).toBeVisible();

  await bruno.getByRole('button', { name: 'Objectives (all)' }).click();
  await bruno.getByRole('dialog', { name: 'Objectives' }).getByLabel('Deployment').check();
  await bruno.keyboard.press('Escape');
  await expect(bar(bruno, 'Bravo Deploy')).toBeVisible();
  await expect(bar(bruno, 'Alpha Kickoff')).toHaveCount(0);
  await bruno.getByRole('button', { name: 'Objectives (1)' }).click();
  await bruno.getByRole('dialog', { name: 'Objectives' }).getByLabel('Deployment').uncheck();
  await bruno.keyboard.press('Escape');

  await bruno.getByRole('button', { name: 'Projects (all)' }).click();
  const picker = bruno.getByRole('dialog', { name: 'Projects' });
  await picker.getByPlaceholder('Search projects').fill('Bravo');
  await expect(picker.getByLabel(ALPHA)).toHaveCount(0);
  await picker.getByLabel(BRAVO).check();
  await bruno.keyboard.press('Escape');
  await expect(projectHeader(bruno, ALPHA)).toHaveCount(0);
  await expect(projectHeader(bruno, BRAVO)).toBeVisible();
  await bruno.getByRole('button', { name: 'Projects (1)' }).click();
  await bruno.getByRole('dialog', { name: 'Projects' }).getByRole('button', { name: 'Show all projects' }).click();
  await bruno.keyboard.press('Escape');
  await expect(projectHeader(bruno, ALPHA)).toBeVisible();
});

test('Clashes (N) lists the deployment during the freeze and focuses its events', async () => {
  await bruno.getByRole('button', { name: 'Clashes (1)' }).click();
  const clash = bruno.getByRole('dialog', { name: 'Clashes' }).getByRole('button', { name: /Deployment during a freeze/ });
  await expect(clash).toContainText('Bravo Deploy');
  await expect(clash).toContainText(`Alpha Freeze (${ALPHA})`);
  await clash.click();
  await expect(bar(bruno, 'Bravo Deploy')).toBeFocused();

  // The project's own timeline view counts the clashes involving it.
  await bruno.goto(`/timeline?project=${alphaId}&zoom=week&from=2025-08-04`);
  await expect(bruno.getByRole('button', { name: 'Clashes (1)' })).toBeVisible();
  await bruno.goto(PORTFOLIO_URL);
});

test('a click opens the event in its project’s timeline view, focused', async () => {
  await bar(bruno, 'Alpha Kickoff').click();
  // The link's ?event= is dropped once the event has the focus.
  await expect(bruno).toHaveURL(new RegExp(`/timeline\\?project=${alphaId}&zoom=week&from=2025-08-04`));
  await expect(bruno.getByRole('button', { name: /^Alpha Kickoff,/ })).toBeFocused();
  await expect(bruno.getByRole('tooltip')).toContainText('Alpha Kickoff');
});

test('a project whose share is revoked leaves the open portfolio at once, and comes back when shared again, by its live stream', async () => {
  await bruno.setViewportSize({ width: 1280, height: 800 });
  const stream = bruno.waitForRequest((request) => request.url().endsWith('/api/v1/portfolio/stream'));
  await bruno.goto(PORTFOLIO_URL);
  await stream;
  await expect(projectHeader(bruno, ALPHA)).toBeVisible();
  await expect(bruno.getByRole('button', { name: 'Clashes (1)' })).toBeVisible();
  // From here on Bruno's tab is left alone: no navigation, no Refresh, no focus change.
  // No page load; the address may only gain the shell's `project=` (the current project, written in
  // place when the project list changes), never another view or day.
  let loads = 0;
  bruno.on('load', () => (loads += 1));
  const url = bruno.url();
  const sameView = (address: string) => {
    const read = new URL(address);
    read.searchParams.delete('project');
    return read.toString();
  };
  // Well inside the minute of the fallback read (D45): only the live stream can explain it (D76).
  const live = { timeout: 15_000 };

  const unshared = await olga.request.delete(`/api/v1/projects/${alphaId}/permissions/${brunoId}`);
  expect(unshared.ok(), await unshared.text()).toBe(true);
  await expect(projectHeader(bruno, ALPHA)).toHaveCount(0, live);
  await expect(bar(bruno, 'Alpha Kickoff')).toHaveCount(0);
  await expect(projectHeader(bruno, BRAVO)).toBeVisible();
  // The clash stays (the freeze is still his organization's) but no longer names Alpha.
  await bruno.getByRole('button', { name: /^Clashes/ }).click();
  const clash = bruno.getByRole('dialog', { name: 'Clashes' }).getByRole('button', { name: /Deployment during a freeze/ });
  await expect(clash).toContainText('Bravo Deploy', live);
  await expect(clash).not.toContainText(ALPHA, live);
  await bruno.keyboard.press('Escape');
  await screenshot(bruno, 'portfolio-live-left-1280');
  await bruno.setViewportSize({ width: 390, height: 800 });
  await screenshot(bruno, 'portfolio-live-left-390');
  await bruno.setViewportSize({ width: 1280, height: 800 });

  // Shared again: Alpha comes back, events and all (its page's windows, rewritten without it, are read again).
  await postData(olga, `/api/v1/projects/${alphaId}/share`, { userId: brunoId, permissionLevel: 'read' });
  await expect(projectHeader(bruno, ALPHA)).toBeVisible(live);
  await expect(bar(bruno, 'Alpha Kickoff')).toBeVisible(live);
  await screenshot(bruno, 'portfolio-live-back-1280');

  expect(loads).toBe(0);
  expect(sameView(bruno.url())).toBe(sameView(url));
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`the portfolio at ${width} px in the ${theme} theme has no serious or critical axe violation`, async () => {
      await olga.emulateMedia({ colorScheme: theme });
      await olga.setViewportSize({ width, height: 800 });
      await olga.goto(PORTFOLIO_URL);
      await expect(projectHeader(olga, ALPHA)).toBeVisible();
      await expect(bar(olga, 'Alpha Kickoff')).toBeVisible();
      await screenshot(olga, `portfolio-${theme}-${width}`);
      await expectNoSeriousViolations(olga, `the portfolio at ${width} px, ${theme}`);
    });
  }
}
