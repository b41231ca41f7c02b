import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { activateInvited, inviteAsAdmin, postData as post, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * History, Undo and Redo (issue 21, docs/decisions.md D47): an owner moves an event, reads the move
 * in words in the History panel, takes it back with Ctrl+Z (still back after a reload) and does it
 * again with Ctrl+Shift+Z; a colleague's change since makes the next undo refused with the server's
 * message, and nothing moves. Owner and colleague are one organization's people (sharing needs it),
 * set up through the admin API. The steps build on each other, in order.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const suffix = Date.now().toString(36);
const OWNER = { email: uniqueEmail('history-owner'), first: 'Hedy', last: 'Lamarr', name: 'Hedy Lamarr' };
const COLLEAGUE = { email: uniqueEmail('history-colleague'), first: 'Grace', last: 'Hopper', name: 'Grace Hopper' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let owner: { context: BrowserContext; page: Page };
let colleague: { context: BrowserContext; page: Page };
let projectId = '';
let timelineId = '';
let eventId = '';

async function people(browser: Browser) {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const organizationId = await inviteAsAdmin(admin, OWNER, { new_organization_name: `History ${suffix}` });
  // An organization admin: on a shared project the organization role must allow editing too.
  await inviteAsAdmin(admin, COLLEAGUE, { organization_id: organizationId, org_role: 'admin' });
  await adminContext.close();
  owner = await activateInvited(browser, OWNER);
  colleague = await activateInvited(browser, COLLEAGUE);
}

test.beforeAll(async ({ browser }) => {
  await people(browser);
  const page = owner.page;
  projectId = (await post<{ id: string }>(page, '/api/v1/projects', { name: `Cutover ${suffix}` })).id;
  timelineId = (await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Migration', color: '#6366F1' })).id;
  const events = `/api/v1/projects/${projectId}/timelines/${timelineId}/events`;
  eventId = (await post<{ id: string }>(page, events, { title: 'Cutover rehearsal', date: '2025-08-04', objective: 'testing' })).id;
  await post(page, events, { title: 'Go-live', date: '2025-08-20', endDate: '2025-08-22', objective: 'deployment' });
  const users = await page.request.get(`/api/v1/projects/${projectId}/shareable-users`);
  const colleagueId = ((await users.json()) as { data: Array<{ id: string; email: string }> }).data.find(
    (user) => user.email === COLLEAGUE.email,
  )?.id;
  expect(colleagueId, 'the colleague can be shared with').toBeDefined();
  await post(page, `/api/v1/projects/${projectId}/share`, { userId: colleagueId, permissionLevel: 'write' });
  const range = await page.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: '2025-07-28', end: '2025-08-31' } },
  });
  expect(range.ok(), await range.text()).toBe(true);
});

test.afterAll(async () => {
  await owner?.context.close();
  await colleague?.context.close();
});

async function openTimeline(page: Page) {
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-28`);
  await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
}

const bar = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const waitSaved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Saving...' })).toHaveCount(0);

async function storedEvent(): Promise<{ title: string; date: string; version: number }> {
  const response = await owner.page.request.get(`/api/v1/projects/${projectId}`);
  const detail = (await response.json()) as { data: { timelines: Array<{ events: Array<{ id: string; title: string; date: string; version: number }> }> } };
  const event = detail.data.timelines.flatMap((timeline) => timeline.events).find((candidate) => candidate.id === eventId);
  if (!event) throw new Error('the event is gone');
  return { ...event, date: event.date.slice(0, 10) };
}

const MOVE_WORDS = `${OWNER.name} moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025`;

test('a move is listed in words in History; Ctrl+Z puts it back (also after a reload), Ctrl+Shift+Z redoes', async () => {
  const page = owner.page;
  await page.setViewportSize(DESKTOP);
  await openTimeline(page);
  const tools = page.getByRole('toolbar', { name: 'Timeline tools' });
  // After the view's own tools: Undo, Redo, History (the contract's order).
  const names = await tools.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const undoAt = names.indexOf('Undo');
  expect(names.slice(undoAt, undoAt + 3)).toEqual(['Undo', 'Redo', 'History']);
  await expect(tools.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
  // Nothing undone yet: Redo is off before anyone presses it (the server's canRedo, D57).
  await expect(tools.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await expect(tools.getByRole('button', { name: 'Redo' })).toHaveAttribute('title', 'Nothing to redo');

  // Move it through Edit Event (Enter on the bar).
  await bar(page, 'Cutover rehearsal, 08/04/2025').focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await edit.getByLabel(/^Start Date/).fill('2025-08-11');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(bar(page, 'Cutover rehearsal, 08/11/2025')).toBeVisible();
  await waitSaved(page);

  await tools.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History' });
  const changes = panel.getByRole('list', { name: 'Changes, newest first' });
  await expect(changes.getByRole('listitem').first()).toContainText(MOVE_WORDS);
  await screenshot(page, 'history-panel-light-1280');
  await expectNoSeriousViolations(page, 'the History panel at 1280 px, light');
  // Ctrl+Z inside the panel (a dialog) is not ours to take.
  await page.keyboard.press('Control+z');
  await panel.getByRole('button', { name: 'Close history' }).click();
  await expect(bar(page, 'Cutover rehearsal, 08/11/2025')).toBeVisible();

  // Focus on the page (not a text field): Ctrl+Z undoes the move.
  await bar(page, 'Cutover rehearsal, 08/11/2025').focus();
  await page.keyboard.press('Control+z');
  await expect(bar(page, 'Cutover rehearsal, 08/04/2025')).toBeVisible();
  expect((await storedEvent()).date).toBe('2025-08-04');
  await page.reload();
  await expect(bar(page, 'Cutover rehearsal, 08/04/2025')).toBeVisible();

  // History says it was undone.
  await tools.getByRole('button', { name: 'History' }).click();
  await expect(changes.getByRole('listitem').filter({ hasText: MOVE_WORDS }).first()).toContainText('Undone');
  await page.keyboard.press('Escape');

  await page.locator('body').focus();
  await page.keyboard.press('Control+Shift+Z');
  await expect(bar(page, 'Cutover rehearsal, 08/11/2025')).toBeVisible();
  expect((await storedEvent()).date).toBe('2025-08-11');
});

test("an undo of something a colleague changed since is refused with the server's message, and nothing moves", async () => {
  const page = owner.page;
  await openTimeline(page);
  // The owner moves it a day; then the colleague renames it.
  await bar(page, 'Cutover rehearsal, 08/11/2025').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(bar(page, 'Cutover rehearsal, 08/12/2025')).toBeVisible();
  await waitSaved(page);
  const stored = await storedEvent();
  expect(stored.date).toBe('2025-08-12');
  const renamed = await colleague.page.request.put(`/api/v1/projects/${projectId}/timelines/${timelineId}/events/${eventId}`, {
    data: { title: 'Cutover dress rehearsal', version: stored.version },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  await expect(bar(page, 'Cutover dress rehearsal, 08/12/2025')).toBeVisible();

  await page.locator('body').focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Could not undo')).toBeVisible();
  await expect(page.getByText(/was changed by Grace/)).toBeVisible();
  await expect(bar(page, 'Cutover dress rehearsal, 08/12/2025')).toBeVisible();
  expect(await storedEvent()).toMatchObject({ title: 'Cutover dress rehearsal', date: '2025-08-12' });
});

test('the table has Undo, Redo and History too; screenshots and axe at 1280 and 390 px, light and dark', async () => {
  const page = owner.page;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [width, viewport] of Object.entries({ 1280: DESKTOP, 390: PHONE })) {
      await page.setViewportSize(viewport);
      await page.goto(`/table?project=${projectId}`);
      const tools = page.getByRole('toolbar', { name: 'Table tools' });
      for (const name of ['Undo', 'Redo']) await expect(tools.getByRole('button', { name })).toBeVisible();
      await tools.getByRole('button', { name: 'History' }).click();
      const panel = page.getByRole('dialog', { name: 'History' });
      await expect(panel.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first()).toBeVisible();
      await screenshot(page, `history-panel-table-${theme}-${width}`);
      await expectNoSeriousViolations(page, `the History panel on the table at ${width} px, ${theme}`);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await screenshot(page, `history-toolbar-table-${theme}-${width}`);
      await openTimeline(page);
      await screenshot(page, `history-toolbar-timeline-${theme}-${width}`);
      await expectNoSeriousViolations(page, `the timeline with Undo, Redo and History at ${width} px, ${theme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the calendar has Undo, Redo and History too; screenshots and axe at 1280 and 390 px, light and dark', async () => {
  const page = owner.page;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [width, viewport] of Object.entries({ 1280: DESKTOP, 390: PHONE })) {
      await page.setViewportSize(viewport);
      await page.goto(`/calendar?project=${projectId}`);
      const undo = page.getByRole('button', { name: 'Undo', exact: true });
      await expect(undo).toBeVisible();
      await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'History', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'History' });
      await expect(panel.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first()).toBeVisible();
      await screenshot(page, `history-panel-calendar-${theme}-${width}`);
      await expectNoSeriousViolations(page, `the History panel on the calendar at ${width} px, ${theme}`);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await screenshot(page, `history-toolbar-calendar-${theme}-${width}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
});
