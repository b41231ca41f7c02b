import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { activateInvited, inviteAsAdmin, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * Access levels in the timeline and table views (docs/decisions.md D14,
 * D18). An owner shares a project with a colleague of their organization; the colleague first
 * sees it read-only (no edit affordance anywhere), then gets Edit and loses it again while an edit
 * dialog is open, so the server really refuses the save and the view rolls it back; in the table
 * the server refuses an end date before the start. Finally two people edit the same event: the
 * stale save gets a 409, and the view reloads and says so.
 * The steps build on each other, in order.
 */
// Multi-user flows (three people sign in first) outlast the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const suffix = Date.now().toString(36);
const OWNER = { email: uniqueEmail('ro-owner'), first: 'Orla', last: 'Owner', name: 'Orla Owner' };
const COLLEAGUE = { email: uniqueEmail('ro-reader'), first: 'Rita', last: 'Reader', name: 'Rita Reader' };
const NEED_EDIT = 'You need edit permissions to change this project.';
const CONFLICT = 'Someone else changed this in the meantime; the latest version is shown.';

let ownerContext: BrowserContext;
let colleagueContext: BrowserContext;
let owner: Page;
let colleague: Page;
let projectId: string;
let colleagueId: string;

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The owner sets the colleague's level on the project (sharing again changes it). */
async function share(permissionLevel: 'read' | 'write') {
  await post(owner, `/api/v1/projects/${projectId}/share`, { userId: colleagueId, permissionLevel });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const organizationId = await inviteAsAdmin(admin, OWNER, { new_organization_name: `Readers ${suffix}` });
  // An organization admin: on a shared project the project level alone then decides (read or write).
  await inviteAsAdmin(admin, COLLEAGUE, { organization_id: organizationId, org_role: 'admin' });
  await adminContext.close();

  ({ context: ownerContext, page: owner } = await activateInvited(browser, OWNER));
  ({ context: colleagueContext, page: colleague } = await activateInvited(browser, COLLEAGUE));
  colleagueId = (await (await colleague.request.get('/auth/user')).json()).data.id as string;

  projectId = (await post<{ id: string }>(owner, '/api/v1/projects', { name: `Shared ${suffix}` })).id;
  const backend = await post<{ id: string }>(owner, `/api/v1/projects/${projectId}/timelines`, { name: 'Backend', color: '#EF4444' });
  await post(owner, `/api/v1/projects/${projectId}/timelines`, { name: 'Empty', color: '#10B981' });
  const events = `/api/v1/projects/${projectId}/timelines/${backend.id}/events`;
  await post(owner, events, { title: 'Kickoff', date: '2025-08-01' });
  await post(owner, events, { title: 'Sprint', date: '2025-08-04', endDate: '2025-08-08' });
  await share('read');
});

test.afterAll(async () => {
  await ownerContext?.close();
  await colleagueContext?.close();
});

/** Changes the colleague's page sends to the project (preferences aside). */
function recordChanges(page: Page): string[] {
  const changes: string[] = [];
  page.on('request', (request: Request) => {
    const isChange = request.method() !== 'GET' && /\/api\/v1\/(projects|dragdrop)\//.test(request.url());
    if (isChange) changes.push(`${request.method()} ${request.url()}`);
  });
  return changes;
}

async function openTimeline(page: Page) {
  await page.goto(`/timeline?project=${projectId}`);
  await expect(page.getByRole('heading', { name: 'Timeline View', level: 1 })).toBeVisible();
}

async function openTable(page: Page) {
  await page.goto(`/table?project=${projectId}`);
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
}

const cell = (page: Page, text: string) => page.getByRole('gridcell', { name: text, exact: true });

test('a View user sees the timeline view without any edit control', async () => {
  const changes = recordChanges(colleague);
  await openTimeline(colleague);
  const kickoff = colleague.getByRole('button', { name: 'Kickoff, 08/01/2025' });
  const sprint = colleague.getByRole('button', { name: 'Sprint, 08/04/2025 to 08/08/2025' });
  await expect(kickoff).toBeVisible();
  await expect(sprint).toBeVisible();
  await expect(colleague.getByRole('list', { name: 'Timelines' }).getByText('Backend', { exact: true })).toBeVisible();

  // No add, rename, colour or reorder controls.
  for (const name of ['Add Timeline', /^Add event to /, /^Rename /, /^Reorder /]) {
    await expect(colleague.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(colleague.getByLabel(/^Colou?r of /)).toHaveCount(0);
  await expect(kickoff).not.toHaveAttribute('aria-roledescription', 'draggable event');

  // The keyboard move does nothing.
  await kickoff.focus();
  await colleague.keyboard.press('Shift+ArrowRight');

  // Details, but no Edit or Delete.
  await kickoff.blur();
  await sprint.hover();
  const tooltip = colleague.getByRole('tooltip').filter({ hasText: 'Sprint' });
  await expect(tooltip).toContainText('Duration: 5 days');
  await expect(tooltip.getByRole('button')).toHaveCount(0);

  // Dragging does not move it.
  await colleague.mouse.move(0, 0);
  const box = (await sprint.boundingBox())!;
  await colleague.mouse.move(box.x + 10, box.y + box.height / 2);
  await colleague.mouse.down();
  await colleague.mouse.move(box.x + 10 + box.width, box.y + box.height / 2, { steps: 6 });
  await colleague.mouse.up();
  await expect(sprint).toBeVisible();

  // Neither a double-click nor a right-click offers an edit.
  await kickoff.dblclick();
  await expect(colleague.getByRole('dialog')).toHaveCount(0);
  await kickoff.click({ button: 'right' });
  await expect(colleague.getByRole('menu')).toHaveCount(0);

  await expect(kickoff).toBeVisible();
  await expect(colleague.getByText('Saving...')).toHaveCount(0);
  expect(changes).toEqual([]);
});

test('a View user sees the table view without any edit control', async () => {
  const changes = recordChanges(colleague);
  await openTable(colleague);
  await expect(cell(colleague, 'Kickoff')).toBeVisible();
  await expect(colleague.getByText('No events in this timeline.')).toBeVisible();

  for (const name of ['Add Event', 'Create New Timeline', '+ Add first event', 'Delete Timeline', /^Reorder /]) {
    await expect(colleague.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(colleague.getByLabel(/^Colou?r of /)).toHaveCount(0);

  // Double-click, Enter and F2 open no editor.
  await cell(colleague, 'Kickoff').dblclick();
  await expect(colleague.getByRole('textbox')).toHaveCount(0);
  await cell(colleague, 'Kickoff').focus();
  await colleague.keyboard.press('Enter');
  await colleague.keyboard.press('F2');
  await expect(colleague.getByRole('textbox')).toHaveCount(0);
  await expect(colleague.getByRole('combobox', { name: /of Kickoff$/ })).toHaveCount(0);

  // No menu of changes on rows or timeline headers.
  await cell(colleague, 'Kickoff').click({ button: 'right' });
  await expect(colleague.getByRole('menu')).toHaveCount(0);
  await colleague.keyboard.press('Escape');
  await colleague.getByRole('heading', { name: 'Backend' }).click({ button: 'right' });
  await expect(colleague.getByRole('menu')).toHaveCount(0);
  await colleague.keyboard.press('Escape');

  // Standard mode has no Delete Timeline either.
  await colleague.getByRole('button', { name: 'Switch to Standard View' }).click();
  await expect(colleague.getByRole('columnheader', { name: /Timeline/ })).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Delete Timeline' })).toHaveCount(0);
  await colleague.getByRole('button', { name: 'Switch to Timeline Headers' }).click();
  expect(changes).toEqual([]);
});

/**
 * Holds the colleague's next save of an event until `release` is called, so the change on screen
 * can be seen before the server answers. The request then goes to the server unchanged and its
 * real answer comes back; nothing is mocked.
 */
async function holdNextEventSave(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => /\/api\/v1\/projects\/[^/]+\/timelines\/[^/]+\/events\/[^/]+$/.test(url.pathname),
    async (route) => {
      if (route.request().method() === 'PUT') await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { release };
}

test('a save the server refuses after the share was lowered rolls back in the timeline view', async () => {
  await share('write');
  await openTimeline(colleague);
  const kickoff = colleague.getByRole('button', { name: 'Kickoff, 08/01/2025' });
  await expect(kickoff).toHaveAttribute('aria-roledescription', 'draggable event');
  await kickoff.hover();
  await colleague.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
  const dialog = colleague.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Title').fill('Kickoff (mine)');

  // While the colleague is editing, the owner takes Edit away again.
  await share('read');
  const held = await holdNextEventSave(colleague);
  const refused = colleague.waitForResponse((response) => response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // Shown at once...
  await expect(colleague.getByRole('button', { name: 'Kickoff (mine), 08/01/2025' })).toBeVisible();
  held.release();
  expect((await refused).status()).toBe(403);
  // ...then rolled back with the server's message, and the view drops the edit affordances.
  await expect(colleague.getByText(NEED_EDIT)).toBeVisible();
  await expect(kickoff).toBeVisible();
  await expect(colleague.getByRole('button', { name: /^Kickoff \(mine\)/ })).toHaveCount(0);
  await expect(kickoff).not.toHaveAttribute('aria-roledescription', 'draggable event');
  await colleague.reload();
  await expect(kickoff).toBeVisible();
});

test('an end date before the start is refused in the table before anything is sent, and nothing changes', async () => {
  // With Edit, a change the server would refuse for its content: the table says so itself. (The
  // server's own refusals roll back too: the 403 tests above; a 400 in table-page.test.tsx.)
  await share('write');
  await openTable(colleague);
  const sprintRow = colleague.getByRole('row').filter({ has: cell(colleague, 'Sprint') });
  await sprintRow.getByRole('gridcell', { name: '2025-08-08', exact: true }).dblclick();
  const editor = colleague.getByLabel('End Date of Sprint');
  await editor.fill('2025-08-01');

  const puts: string[] = [];
  colleague.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await editor.press('Enter');
  await expect(colleague.getByText('The end date cannot be before the start date.')).toBeVisible();
  await expect(sprintRow.getByRole('gridcell', { name: '2025-08-08', exact: true })).toBeVisible();
  await expect(sprintRow.getByRole('gridcell', { name: '5 days', exact: true })).toBeVisible();
  await colleague.reload();
  await expect(sprintRow.getByRole('gridcell', { name: '2025-08-08', exact: true })).toBeVisible();
  expect(puts).toEqual([]);
});

test('a stale save in the timeline view gets a 409: the view reloads and says someone else changed it', async () => {
  await share('write');
  // The owner starts editing Sprint in the timeline view...
  await openTimeline(owner);
  const sprint = owner.getByRole('button', { name: 'Sprint, 08/04/2025 to 08/08/2025' });
  await sprint.hover();
  await owner.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByLabel('Title').fill('Sprint (owner)');

  // ...while the colleague renames it in the table view of their own browser.
  await openTable(colleague);
  await cell(colleague, 'Sprint').dblclick();
  await colleague.getByRole('textbox', { name: 'Title of Sprint' }).fill('Sprint (colleague)');
  const saved = colleague.waitForResponse((response) => response.request().method() === 'PUT');
  await colleague.keyboard.press('Enter');
  expect((await saved).ok()).toBe(true);

  const conflict = owner.waitForResponse((response) => response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  expect((await conflict).status()).toBe(409);
  await expect(owner.getByText(CONFLICT)).toBeVisible();
  // The owner's view now shows the colleague's version, not the refused one.
  await expect(owner.getByRole('button', { name: 'Sprint (colleague), 08/04/2025 to 08/08/2025' })).toBeVisible();
  await expect(owner.getByRole('button', { name: /^Sprint \(owner\)/ })).toHaveCount(0);

  // Saving again from the fresh data works.
  await owner.mouse.move(0, 0);
  await owner.getByRole('button', { name: /^Sprint \(colleague\)/ }).hover();
  await owner.getByRole('tooltip').getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Title').fill('Sprint (owner)');
  const retried = owner.waitForResponse((response) => response.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  expect((await retried).ok()).toBe(true);
  await owner.reload();
  await expect(owner.getByRole('button', { name: 'Sprint (owner), 08/04/2025 to 08/08/2025' })).toBeVisible();
});
