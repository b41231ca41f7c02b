import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FIRST_ADMIN, inviteAsAdmin, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * Every dialog goes through the one frame (docs/decisions.md D29). Each is opened here and
 * photographed at 1280 and 390 px wide (e2e/screenshots/dialog-<name>-<width>.png) after checking
 * that it is labelled by its title and fits inside the viewport at that width.
 */

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A project with one timeline and one event, through the API. */
async function seedProject(page: Page): Promise<{ id: string; name: string }> {
  const name = `Dialogs ${suffix()}`;
  const project = await post<{ id: string }>(page.request, '/api/v1/projects', { name });
  const timeline = await post<{ id: string }>(page.request, `/api/v1/projects/${project.id}/timelines`, {
    name: 'Backend',
    color: '#10B981',
  });
  await post(page.request, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, {
    title: 'Kickoff',
    date: '2025-08-01',
  });
  return { id: project.id, name };
}

/** The dialog is visible, named, and lies inside the viewport. */
async function expectFits(page: Page, dialog: Locator, name: string | RegExp): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(name);
  // Measure where the dialog comes to rest: a drawer or sheet is still sliding in when it is visible.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
}

/**
 * Opens the dialog at each width (`open` runs at that width and returns the dialog), checks it and
 * takes `dialog-<file>-<width>`; `close` puts the page back.
 */
async function photograph(
  page: Page,
  file: string,
  name: string | RegExp,
  open: () => Promise<Locator>,
  close: (dialog: Locator) => Promise<void> = async () => {
    await page.keyboard.press('Escape');
  },
  widths: ReadonlyArray<{ width: number; height: number }> = WIDTHS,
): Promise<void> {
  for (const size of widths) {
    await page.setViewportSize(size);
    const dialog = await open();
    await expectFits(page, dialog, name);
    await screenshot(page, `dialog-${file}-${size.width}`);
    await close(dialog);
    await expect(dialog).toHaveCount(0);
  }
  await page.setViewportSize(WIDTHS[0]);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('projects screen: Create New Project, Share Project and the delete confirmation', async ({ page }) => {
  const project = await seedProject(page);
  await page.goto('/projects');
  await photograph(page, 'create-project', 'Create New Project', async () => {
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Project' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a project name');
    return dialog;
  });
  const openMenu = async () => {
    await page.getByRole('button', { name: `Actions for ${project.name}` }).first().click();
  };
  await photograph(page, 'share-project', 'Share Project', async () => {
    await openMenu();
    await page.getByRole('menuitem', { name: 'Share Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Project' });
    await expect(dialog.getByText('Current Access')).toBeVisible();
    return dialog;
  });
  await photograph(
    page,
    'confirm-delete-project',
    /Delete/,
    async () => {
      await openMenu();
      await page.getByRole('menuitem', { name: 'Delete Project' }).click();
      const dialog = page.getByRole('alertdialog');
      // Focus starts on Cancel, as in an alert dialog.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      return dialog;
    },
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    },
  );
});

test('timeline: Create Timeline and, on a phone, Filters & Settings', async ({ page }) => {
  const project = await seedProject(page);
  await page.goto(`/timeline?project=${project.id}`);
  await photograph(page, 'create-timeline', 'Create Timeline', async () => {
    await page.getByRole('button', { name: 'Add Timeline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Timeline' });
    // Focus starts in the name field, not on the close button.
    await expect(dialog.getByLabel('Timeline name')).toBeFocused();
    return dialog;
  });
  await photograph(
    page,
    'timeline-filters',
    'Filters & Settings',
    async () => {
      await page.getByRole('button', { name: 'Filters & Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters & Settings' });
      await dialog.getByLabel('End Date').fill('2020-01-01');
      await expect(dialog.getByRole('alert')).toHaveText('End Date must not be before Start Date');
      await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
      return dialog;
    },
    undefined,
    [WIDTHS[1]],
  );
});

test('planning: Add New Event, History, Save baseline and Manage baselines (the list rows, D54)', async ({ page }) => {
  const project = await seedProject(page);
  await post(page.request, `/api/v1/projects/${project.id}/baselines`, { name: 'Plan of record' });
  await page.goto(`/timeline?project=${project.id}`);
  await photograph(page, 'add-event', 'Add New Event to Backend', async () => {
    await page.getByRole('button', { name: 'Add event to Backend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Event to Backend' });
    await expect(dialog.getByRole('searchbox', { name: 'Search events to depend on' })).toBeVisible();
    return dialog;
  });
  await photograph(page, 'history', 'History', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    return page.getByRole('dialog', { name: 'History' });
  });
  await photograph(page, 'save-baseline', 'Save baseline', async () => {
    await page.getByRole('button', { name: 'Baseline', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Save baseline…' }).click();
    return page.getByRole('dialog', { name: 'Save baseline' });
  });
  await photograph(page, 'manage-baselines', 'Manage baselines', async () => {
    await page.getByRole('button', { name: 'Baseline', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage baselines…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage baselines' });
    await expect(dialog.getByRole('button', { name: 'Rename Plan of record' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete Plan of record' })).toBeVisible();
    return dialog;
  });
});

test('table: Import Data and Create New Timeline', async ({ page }) => {
  const project = await seedProject(page);
  await page.goto(`/table?project=${project.id}`);
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
  await photograph(page, 'import-data', 'Import Data', async () => {
    await page.getByRole('button', { name: 'Import Data from JSON File' }).click();
    return page.getByRole('dialog', { name: 'Import Data' });
  });
  await photograph(page, 'table-create-timeline', 'Create New Timeline', async () => {
    await page.getByRole('button', { name: 'Create New Timeline' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create New Timeline' });
    await dialog.getByRole('button', { name: 'Create Timeline' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a timeline name');
    return dialog;
  });
});

// The calendar's day sheet (placement 'bottom') is photographed by calendar.spec.ts (calendar-390-sheet).
test('the navigation drawer on a phone', async ({ page }) => {
  await page.setViewportSize(WIDTHS[1]);
  await page.goto('/projects');
  await photograph(
    page,
    'navigation-drawer',
    'Plotline',
    async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('dialog', { name: 'Plotline' });
    },
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Close menu' }).click();
    },
    [WIDTHS[1]],
  );
});

test('admin and organization: Invite New User, Edit User and Invite User', async ({ page }) => {
  await page.goto('/admin');
  await photograph(page, 'invite-new-user', 'Invite New User', async () => {
    await page.getByRole('button', { name: 'Invite New User' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite New User' });
    await dialog.getByLabel('New organization').check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Organization name is required')).toBeVisible();
    return dialog;
  });
  await photograph(page, 'edit-user', 'Edit User', async () => {
    await page.getByRole('button', { name: `Actions for ${FIRST_ADMIN.name}` }).first().click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Email')).toHaveValue(FIRST_ADMIN.email);
    return dialog;
  });

  const organizationId = await inviteAsAdmin(
    page,
    { email: uniqueEmail('dialogs'), name: 'Dora Dialog', first: 'Dora', last: 'Dialog' },
    { new_organization_name: `Dialogs Org ${suffix()}` },
  );
  await page.goto(`/organization?org=${organizationId}`);
  await photograph(page, 'invite-member', 'Invite User', async () => {
    await page.getByRole('button', { name: 'Invite User' }).click();
    return page.getByRole('dialog', { name: 'Invite User' });
  });
});
