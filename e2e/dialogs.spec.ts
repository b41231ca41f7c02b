import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cancel, DESKTOP, photograph, PHONE, THEMES, useTheme } from './helpers/dialogs.js';
import { activateInvited, inviteAsAdmin, postData, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * The dialogs of the Projects, Account, Organization and Admin screens and the phone's navigation
 * drawer (docs/dialogs.md lists every dialog and which spec photographs it): each opened at 1280
 * and 390 px in the light and the dark theme, checked to be named and inside the viewport,
 * photographed (e2e/screenshots/dialog-<name>-<width>-<theme>.png) and checked by axe. A planner
 * of their own owns the data; the SysAdmin only looks at the Admin screen. Nothing is saved.
 */
test.describe.configure({ timeout: 240_000 });

const suffix = Date.now().toString(36);
const PLANNER = { email: uniqueEmail('dialogs'), name: 'Dora Dialog', first: 'Dora', last: 'Dialog' };
const MEMBER = { email: uniqueEmail('member'), name: 'Milo Member', first: 'Milo', last: 'Member' };
const PROJECT = `Dialogs ${suffix}`;
const TOKEN = 'Deploy script';

let plannerContext: BrowserContext;
let adminContext: BrowserContext;
let planner: Page;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  adminContext = await browser.newContext();
  admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const organizationId = await inviteAsAdmin(admin, PLANNER, { new_organization_name: `Dialogs ${suffix}` });
  // A pending member, so the Organization screen has someone to remove and Share Project someone to pick.
  await inviteAsAdmin(admin, MEMBER, { organization_id: organizationId, org_role: 'member' });
  ({ context: plannerContext, page: planner } = await activateInvited(browser, PLANNER));
  const project = await postData<{ id: string }>(planner, '/api/v1/projects', { name: PROJECT, description: 'Seeded for the dialogs' });
  const timeline = await postData<{ id: string }>(planner, `/api/v1/projects/${project.id}/timelines`, { name: 'Backend', color: '#10B981' });
  await postData(planner, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, { title: 'Kickoff', date: '2025-08-01' });
  await postData(planner, `/api/v1/projects/${project.id}/public-links`, { expiresInDays: 30 });
  await postData(planner, '/api/v1/account/api-tokens', { name: TOKEN });
});

test.afterAll(async () => {
  await plannerContext?.close();
  await adminContext?.close();
});

for (const theme of THEMES) {
  test(`the Projects screen's dialogs in the ${theme} theme`, async () => {
    await planner.goto('/projects');
    await useTheme(planner, theme);
    await expect(planner.getByText(PROJECT).first()).toBeVisible();
    const fromMenu = (item: string, name: string) => async () => {
      await planner.getByRole('button', { name: `Actions for ${PROJECT}` }).first().click();
      await planner.getByRole('menuitem', { name: item }).click();
      return planner.getByRole('dialog', { name });
    };
    await photograph(planner, theme, {
      file: 'create-project',
      name: 'Create New Project',
      open: async () => {
        await planner.getByRole('button', { name: 'New Project' }).click();
        const dialog = planner.getByRole('dialog', { name: 'Create New Project' });
        await dialog.getByRole('button', { name: 'Create Project' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Please enter a project name');
        return dialog;
      },
    });
    await photograph(planner, theme, {
      file: 'share-project',
      name: 'Share Project',
      open: async () => {
        const dialog = await fromMenu('Share Project', 'Share Project')();
        await expect(dialog.getByText('Current Access')).toBeVisible();
        return dialog;
      },
    });
    await photograph(planner, theme, { file: 'project-settings', name: 'Project settings', open: fromMenu('Project settings', 'Project settings') });
    await photograph(planner, theme, {
      file: 'calendar-feeds',
      name: 'Subscribe in calendar',
      open: async () => {
        const dialog = await fromMenu('Subscribe in calendar', 'Subscribe in calendar')();
        await expect(dialog.getByRole('textbox').first()).toHaveValue(/\.ics/);
        return dialog;
      },
    });
    await photograph(planner, theme, {
      file: 'public-links',
      name: 'Public links',
      open: async () => {
        const dialog = await fromMenu('Public links', 'Public links')();
        await expect(dialog.getByRole('list').getByRole('listitem').first()).toBeVisible();
        return dialog;
      },
    });
    await photograph(planner, theme, {
      file: 'confirm-delete-project',
      name: 'Delete Project',
      open: async () => {
        await planner.getByRole('button', { name: `Actions for ${PROJECT}` }).first().click();
        await planner.getByRole('menuitem', { name: 'Delete Project' }).click();
        const dialog = planner.getByRole('alertdialog', { name: 'Delete Project' });
        // Focus starts on Cancel, as in an alert dialog.
        await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
        return dialog;
      },
      close: cancel,
    });
    // Phones choose the project in the navigation drawer instead (its "Current project").
    await photograph(planner, theme, {
      file: 'project-picker',
      name: 'Select a Project',
      widths: [DESKTOP],
      open: async () => {
        await planner.getByRole('button', { name: /^Project:/ }).click();
        const dialog = planner.getByRole('dialog', { name: 'Select a Project' });
        await expect(dialog.getByRole('searchbox', { name: 'Search projects' })).toBeVisible();
        return dialog;
      },
    });
  });

  test(`the Account and Organization screens' dialogs and the phone's drawer in the ${theme} theme`, async () => {
    await planner.goto('/account');
    await useTheme(planner, theme);
    await photograph(planner, theme, {
      file: 'confirm-revoke-token',
      name: 'Revoke API token?',
      open: async () => {
        await planner.getByRole('button', { name: `Revoke ${TOKEN}` }).click();
        return planner.getByRole('alertdialog', { name: 'Revoke API token?' });
      },
      close: cancel,
    });
    await photograph(planner, theme, {
      file: 'confirm-sign-out-session',
      name: 'Sign out this session?',
      open: async () => {
        await planner.getByRole('button', { name: /^Sign out .*\(this device\)$/ }).click();
        return planner.getByRole('alertdialog', { name: 'Sign out this session?' });
      },
      close: cancel,
    });
    await photograph(planner, theme, {
      file: 'confirm-sign-out-everywhere',
      name: 'Sign out everywhere?',
      open: async () => {
        await planner.getByRole('button', { name: 'Sign out everywhere' }).click();
        return planner.getByRole('alertdialog', { name: 'Sign out everywhere?' });
      },
      close: cancel,
    });

    await planner.goto('/organization');
    await expect(planner.getByText(MEMBER.email).filter({ visible: true }).first()).toBeVisible();
    await photograph(planner, theme, {
      file: 'invite-member',
      name: 'Invite User',
      open: async () => {
        await planner.getByRole('button', { name: 'Invite User' }).click();
        return planner.getByRole('dialog', { name: 'Invite User' });
      },
    });
    await photograph(planner, theme, {
      file: 'confirm-remove-member',
      name: 'Remove Member',
      open: async () => {
        await planner.getByRole('button', { name: new RegExp(`^Remove (${MEMBER.name}|${MEMBER.email})`) }).filter({ visible: true }).first().click();
        return planner.getByRole('alertdialog', { name: 'Remove Member' });
      },
      close: cancel,
    });

    await photograph(planner, theme, {
      file: 'navigation-drawer',
      name: 'Plotline',
      open: async () => {
        await planner.getByRole('button', { name: 'Open menu' }).click();
        return planner.getByRole('dialog', { name: 'Plotline' });
      },
      close: async (dialog) => {
        await dialog.getByRole('button', { name: 'Close menu' }).click();
      },
      widths: [PHONE],
    });
  });

  test(`the Admin screen's dialogs in the ${theme} theme`, async () => {
    await admin.goto('/admin');
    await useTheme(admin, theme);
    await expect(admin.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await photograph(admin, theme, {
      file: 'invite-new-user',
      name: 'Invite New User',
      open: async () => {
        await admin.getByRole('button', { name: 'Invite New User' }).first().click();
        const dialog = admin.getByRole('dialog', { name: 'Invite New User' });
        await dialog.getByLabel('New organization').check();
        await dialog.getByRole('button', { name: 'Send Invitation' }).click();
        await expect(dialog.getByText('Email is required')).toBeVisible();
        await expect(dialog.getByText('Organization name is required')).toBeVisible();
        return dialog;
      },
    });
    const fromUserMenu = (person: { email: string; name: string }, item: string, role: 'dialog' | 'alertdialog', name: string) => async () => {
      const search = admin.getByRole('searchbox', { name: 'Search users' });
      if ((await search.inputValue()) !== person.email) await search.fill(person.email);
      await admin.getByRole('button', { name: `Actions for ${person.name}` }).filter({ visible: true }).first().click();
      await admin.getByRole('menuitem', { name: item }).click();
      return admin.getByRole(role, { name });
    };
    await photograph(admin, theme, {
      file: 'edit-user',
      name: 'Edit User',
      open: async () => {
        const dialog = await fromUserMenu(PLANNER, 'Edit', 'dialog', 'Edit User')();
        await expect(dialog.getByLabel('Email')).toHaveValue(PLANNER.email);
        return dialog;
      },
    });
    // Deleting someone who owns projects asks for their new owner first.
    await photograph(admin, theme, {
      file: 'transfer-projects',
      name: 'Transfer Projects',
      open: async () => {
        const dialog = await fromUserMenu(PLANNER, 'Delete', 'dialog', 'Transfer Projects')();
        await expect(dialog).toContainText('This user owns 1 project; transfer or delete it first');
        return dialog;
      },
    });
    await photograph(admin, theme, {
      file: 'confirm-delete-user',
      name: 'Delete User',
      open: fromUserMenu(MEMBER, 'Delete', 'alertdialog', 'Delete User'),
      close: cancel,
    });
  });
}
