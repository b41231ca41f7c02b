import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activateInvited, inviteAsAdmin, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * Table view. Each test builds its own project through
 * the API with the SysAdmin's session, then works the grid by role and label.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface Seeded {
  projectId: string;
  timelines: Array<{ id: string; name: string }>;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function seed(page: Page, spec: Record<string, Array<{ title: string; date: string; endDate?: string; objective?: string }>>): Promise<Seeded> {
  const project = await post<{ id: string }>(page.request, '/api/v1/projects', { name: `Table ${suffix()}` });
  const timelines: Seeded['timelines'] = [];
  const colors = ['#EF4444', '#10B981', '#8B5CF6'];
  for (const [index, [name, events]] of Object.entries(spec).entries()) {
    const timeline = await post<{ id: string }>(page.request, `/api/v1/projects/${project.id}/timelines`, { name, color: colors[index % colors.length] });
    timelines.push({ id: timeline.id, name });
    for (const event of events) {
      await post(page.request, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, event);
    }
  }
  return { projectId: project.id, timelines };
}

async function openTable(page: Page, projectId: string) {
  await page.goto(`/table?project=${projectId}`);
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
}

const cell = (page: Page, text: string) => page.getByRole('gridcell', { name: text, exact: true });
const row = (page: Page, title: string) => page.getByRole('row').filter({ has: cell(page, title) });

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('edits a title inline by double-click and keeps it after reload', async ({ page }) => {
  const { projectId } = await seed(page, { Backend: [{ title: 'Kickoff', date: '2025-08-01' }] });
  await openTable(page, projectId);
  await cell(page, 'Kickoff').dblclick();
  const editor = page.getByRole('textbox', { name: 'Title of Kickoff' });
  await editor.fill('Kickoff renamed');
  await editor.press('Enter');
  await expect(cell(page, 'Kickoff renamed')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saving...' })).toHaveCount(0);
  await page.reload();
  await expect(cell(page, 'Kickoff renamed')).toBeVisible();

  // Escape cancels.
  await cell(page, 'Kickoff renamed').dblclick();
  await page.getByRole('textbox', { name: 'Title of Kickoff renamed' }).fill('Never saved');
  await page.keyboard.press('Escape');
  await expect(cell(page, 'Kickoff renamed')).toBeVisible();
  await expect(cell(page, 'Never saved')).toHaveCount(0);
});

test('edits a start date with the keyboard only', async ({ page }) => {
  const { projectId } = await seed(page, { Backend: [{ title: 'Migrate', date: '2025-08-01', endDate: '2025-08-20' }] });
  await openTable(page, projectId);
  // The grid has one tab stop (roving tabindex): focus it, then arrows move between cells.
  await cell(page, 'Migrate').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, '2025-08-01')).toBeFocused();
  await page.keyboard.press('Enter');
  const dateInput = page.getByLabel('Start Date of Migrate');
  await expect(dateInput).toBeFocused();
  await page.keyboard.type('08102025');
  await page.keyboard.press('Enter');
  await expect(cell(page, '2025-08-10')).toBeFocused();
  await expect(cell(page, '11 days')).toBeVisible();
  await page.reload();
  await expect(cell(page, '2025-08-10')).toBeVisible();
  await expect(cell(page, '11 days')).toBeVisible();
});

test('adds and deletes events from the right-click menu', async ({ page }) => {
  const { projectId } = await seed(page, { Backend: [{ title: 'Anchor', date: '2025-08-01' }], Empty: [] });
  await openTable(page, projectId);

  await row(page, 'Anchor').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Add Event' }).click();
  const form = page.getByRole('form', { name: 'Add event to Backend' });
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in date and title');
  await form.getByLabel('Start Date').fill('2025-08-05');
  await form.getByLabel('Title').fill('Added by menu');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(cell(page, 'Added by menu')).toBeVisible();
  await expect(page.getByText('2 events')).toBeVisible();

  // The empty timeline offers its first event.
  await page.getByRole('button', { name: '+ Add first event' }).click();
  const firstForm = page.getByRole('form', { name: 'Add event to Empty' });
  await firstForm.getByLabel('Start Date').fill('2025-09-01');
  await firstForm.getByLabel('Title').fill('First of empty');
  await firstForm.getByRole('button', { name: 'Add' }).click();
  await expect(cell(page, 'First of empty')).toBeVisible();

  await page.reload();
  await expect(cell(page, 'Added by menu')).toBeVisible();
  await row(page, 'Added by menu').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete Event' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Event' });
  await expect(confirm).toContainText('Are you sure you want to delete this event?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cell(page, 'Added by menu')).toHaveCount(0);
  await page.reload();
  await expect(cell(page, 'Anchor')).toBeVisible();
  await expect(cell(page, 'Added by menu')).toHaveCount(0);
});

test('one row menu for the grid acts on the row it was opened on, by pointer or keyboard (docs/decisions.md D79)', async ({ page }) => {
  const titles = ['Row one', 'Row two', 'Row three', 'Row four', 'Row five'];
  const { projectId } = await seed(page, { Backend: titles.map((title, index) => ({ title, date: `2025-08-0${index + 1}` })) });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await openTable(page, projectId);
    await cell(page, 'Row one').click({ button: 'right' });
    await expect(page.getByRole('menu', { name: 'Actions for Row one' })).toBeVisible();
    await screenshot(page, `table-row-menu-${width}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    // At 390 px the grid's scroll box moved sideways to the cell; the timeline's header keeps its
    // name in view (it scrolled off to the left before, "nd" of "Backend").
    const name = await page.getByRole('heading', { name: 'Backend' }).boundingBox();
    expect(name!.x).toBeGreaterThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Row 1, then row 5: the menu names and deletes row 5.
  await cell(page, 'Row one').click({ button: 'right' });
  await page.keyboard.press('Escape');
  await cell(page, 'Row five').click({ button: 'right' });
  await expect(page.getByRole('menu', { name: 'Actions for Row five' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Delete Event' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Event' }).getByRole('button', { name: 'Delete' }).click();
  await expect(cell(page, 'Row five')).toHaveCount(0);
  await expect(cell(page, 'Row one')).toBeVisible();

  // The keyboard: Shift+F10 and the context menu key open the focused row's menu; Edit Event edits it.
  await cell(page, 'Row two').click();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Row three')).toBeFocused();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu', { name: 'Actions for Row three' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cell(page, 'Row three')).toBeFocused();
  await page.keyboard.press('ContextMenu');
  await expect(page.getByRole('menu', { name: 'Actions for Row three' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Edit Event' }).press('Enter');
  const editor = page.getByRole('textbox', { name: 'Title of Row three' });
  await expect(editor).toBeFocused();
  await editor.fill('Row three renamed');
  await editor.press('Enter');
  await expect(cell(page, 'Row three renamed')).toBeVisible();
});

test('keeps a resized column width after reload, and resets it', async ({ page }) => {
  const { projectId } = await seed(page, { Backend: [{ title: 'Wide', date: '2025-08-01' }] });
  await openTable(page, projectId);
  const header = page.getByRole('columnheader', { name: 'Title' });
  const before = (await header.boundingBox())!;
  const handle = page.getByRole('separator', { name: 'Resize Title column' });
  const box = (await handle.boundingBox())!;
  const saved = page.waitForResponse((response) => response.url().includes('/api/v1/preferences/table/column_widths') && response.request().method() === 'PUT');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  const after = (await header.boundingBox())!;
  expect(after.width).toBeGreaterThan(before.width + 100);

  // A fresh context has no local copy: the width comes from the server preference.
  await page.evaluate("localStorage.removeItem('plotline.table.columnWidths')");
  await page.reload();
  await expect.poll(async () => Math.round((await page.getByRole('columnheader', { name: 'Title' }).boundingBox())!.width)).toBe(Math.round(after.width));

  await page.getByRole('button', { name: 'Reset Column Widths to Default' }).click();
  await expect.poll(async () => Math.round((await page.getByRole('columnheader', { name: 'Title' }).boundingBox())!.width)).toBe(350);
});

test('remembers a collapsed timeline after reload', async ({ page }) => {
  const { projectId } = await seed(page, {
    Backend: [{ title: 'Hidden soon', date: '2025-08-01' }],
    Frontend: [{ title: 'Stays visible', date: '2025-08-02' }],
  });
  await openTable(page, projectId);
  await page.getByRole('button', { name: 'Collapse Backend' }).click();
  await expect(cell(page, 'Hidden soon')).toHaveCount(0);
  await expect(cell(page, 'Stays visible')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand Backend' })).toBeVisible();
  await expect(cell(page, 'Hidden soon')).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand Backend' }).click();
  await expect(cell(page, 'Hidden soon')).toBeVisible();
});

test('switches between timeline headers and standard view, filters, and takes screenshots', async ({ page }) => {
  const { projectId } = await seed(page, {
    Backend: [
      { title: 'Schema freeze', date: '2025-08-01', objective: 'development' },
      { title: 'Data load', date: '2025-08-04', endDate: '2025-08-08', objective: 'testing' },
    ],
    Frontend: [{ title: 'Go live', date: '2025-09-01', objective: 'deployment' }],
  });
  await openTable(page, projectId);
  await expect(page.getByRole('columnheader', { name: 'Timeline' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Backend' })).toBeVisible();
  await expect(page.getByRole('contentinfo', { name: 'Summary' }).or(page.getByLabel('Summary'))).toContainText('3 total events');
  await screenshot(page, 'table-headers-1280');

  await page.getByRole('button', { name: 'Switch to Standard View' }).click();
  await expect(page.getByRole('columnheader', { name: /Timeline/ })).toContainText('Grouped');
  await expect(page.getByRole('button', { name: 'Delete Timeline' })).toHaveCount(2);
  await screenshot(page, 'table-standard-1280');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Timeline/ })).toBeVisible();

  await page.getByPlaceholder('Search events, timelines, objectives...').fill('frontend');
  await expect(cell(page, 'Go live')).toBeVisible();
  await expect(cell(page, 'Schema freeze')).toHaveCount(0);
  await page.getByPlaceholder('Search events, timelines, objectives...').fill('nothing like this');
  await expect(page.getByText('No events found matching your criteria.')).toBeVisible();
  await page.getByPlaceholder('Search events, timelines, objectives...').fill('');

  await page.getByRole('button', { name: 'Switch to Timeline Headers' }).click();
  await expect(page.getByRole('heading', { name: 'Frontend' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
  await screenshot(page, 'table-headers-390');
});

test('deletes a timeline from its header menu after a warning', async ({ page }) => {
  const { projectId } = await seed(page, { Doomed: [{ title: 'One', date: '2025-08-01' }, { title: 'Two', date: '2025-08-02' }], Kept: [{ title: 'Three', date: '2025-08-03' }] });
  await openTable(page, projectId);
  await page.getByRole('heading', { name: 'Doomed' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Delete Timeline' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('2 events');
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Delete Timeline' }).click();
  await expect(page.getByRole('heading', { name: 'Doomed' })).toHaveCount(0);
  await page.reload();
  await expect(cell(page, 'Three')).toBeVisible();
  await expect(cell(page, 'One')).toHaveCount(0);
});

test('reorders timelines from the header handle with the keyboard', async ({ page }) => {
  const { projectId } = await seed(page, {
    First: [{ title: 'A', date: '2025-08-01' }],
    Second: [{ title: 'B', date: '2025-08-02' }],
  });
  await openTable(page, projectId);
  const headings = page.getByRole('grid', { name: 'Events' }).getByRole('heading');
  await expect(headings).toHaveText(['First', 'Second']);
  const handle = page.getByRole('button', { name: /^Reorder Second/ });
  await handle.focus();
  // Plain arrows are the grid's; Shift+ArrowUp/Down on the handle reorder (docs/decisions.md D40).
  await page.keyboard.press('ArrowUp');
  await expect(headings).toHaveText(['First', 'Second']);
  await page.keyboard.press('Shift+ArrowUp');
  await expect(headings).toHaveText(['Second', 'First']);
  await expect(handle).toBeFocused();
  await screenshot(page, 'table-reorder-keyboard-1280');
  await page.reload();
  await expect(headings).toHaveText(['Second', 'First']);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Reorder First/ }).focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(headings).toHaveText(['First', 'Second']);
  await screenshot(page, 'table-reorder-keyboard-390');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(headings).toHaveText(['Second', 'First']);
});

test('reorders timelines by dragging the header handle with the pointer', async ({ page }) => {
  const { projectId } = await seed(page, {
    First: [{ title: 'A', date: '2025-08-01' }],
    Second: [{ title: 'B', date: '2025-08-02' }],
  });
  await openTable(page, projectId);
  const headings = page.getByRole('grid', { name: 'Events' }).getByRole('heading');
  await expect(headings).toHaveText(['First', 'Second']);
  const from = (await page.getByRole('button', { name: /^Reorder Second/ }).boundingBox())!;
  const to = (await page.getByRole('heading', { name: 'First' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 10 });
  await screenshot(page, 'table-reorder-drag-1280');
  await page.mouse.up();
  await expect(headings).toHaveText(['Second', 'First']);
  await page.reload();
  await expect(headings).toHaveText(['Second', 'First']);
});

test('exports all data to migration_data_{date}.json and imports a file in append mode', async ({ page }) => {
  const { projectId } = await seed(page, { Export: [{ title: 'Exported event', date: '2025-08-01' }] });
  await openTable(page, projectId);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export All Data to JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^migration_data_\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole('button', { name: 'Import Data from JSON File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Data' });
  await dialog.getByRole('button', { name: 'Append Data' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a file first');
  const name = `Imported ${suffix()}`;
  await dialog.getByLabel('Choose JSON file').setInputFiles({
    name: 'import.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ projects: [{ name, timelines: [{ name: 'Imported lane', events: [{ title: 'Imported event', date: '2025-08-01' }] }] }] })),
  });
  await dialog.getByRole('button', { name: 'Append Data' }).click();
  await expect(dialog.getByText(/added to your existing data/)).toBeVisible();
  // The current project is untouched by an append.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(cell(page, 'Exported event')).toBeVisible();
});

test('imports in append mode, then Replace All replaces only the projects the user owns', async ({ page, browser }) => {
  // A user of their own: Replace All deletes every project its user owns, so never the shared SysAdmin's.
  test.setTimeout(90_000);
  const person = { email: uniqueEmail('importer'), first: 'Ivy', last: 'Importer', name: 'Ivy Importer' };
  await inviteAsAdmin(page, person, { new_organization_name: `Importers ${suffix()}` });
  const { context, page: importer } = await activateInvited(browser, person);
  const names = async () =>
    ((await (await importer.request.get('/api/v1/projects')).json()) as { data: Array<{ name: string }> }).data
      .map((project) => project.name)
      .sort();
  const importFile = (name: string) => ({
    name: `${name}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        projects: [{ name, timelines: [{ name: 'Lane', events: [{ title: 'One', date: '2025-08-01' }, { title: 'Two', date: '2025-08-02' }] }] }],
      }),
    ),
  });
  try {
    const own = `Own ${suffix()}`;
    const appended = `Appended ${suffix()}`;
    const replacement = `Replacement ${suffix()}`;
    const { id } = await post<{ id: string }>(importer.request, '/api/v1/projects', { name: own });
    await importer.goto(`/table?project=${id}`);

    await importer.getByRole('button', { name: 'Import Data from JSON File' }).click();
    const dialog = importer.getByRole('dialog', { name: 'Import Data' });
    await expect(dialog.getByRole('radio', { name: /^Append/ })).toBeChecked();
    await dialog.getByLabel('Choose JSON file').setInputFiles(importFile(appended));
    await dialog.getByRole('button', { name: 'Append Data' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'The imported data was added to your existing data. 1 project, 1 timeline and 2 events imported.',
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await names()).toEqual([appended, own].sort());

    // The dialog starts over in append mode; Replace All warns first.
    await importer.getByRole('button', { name: 'Import Data from JSON File' }).click();
    await expect(dialog.getByRole('radio', { name: /^Append/ })).toBeChecked();
    await dialog.getByLabel('Choose JSON file').setInputFiles(importFile(replacement));
    await dialog.getByRole('radio', { name: 'Replace All' }).check();
    await expect(dialog).toContainText('Replace All permanently deletes all projects you own before importing. This cannot be undone.');
    await dialog.getByRole('button', { name: 'Replace Data' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'All previous data was removed and replaced with the imported data. 1 project, 1 timeline and 2 events imported.',
    );
    expect(await names()).toEqual([replacement]);
    // The project that was open is gone: the dialog stays with its result while the view moves to
    // the imported project behind it.
    await expect(dialog.getByRole('status')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(importer.getByRole('button', { name: /^Project:/ })).toContainText(replacement);
    await expect(cell(importer, 'Two')).toBeVisible();
  } finally {
    await context.close();
  }
});
