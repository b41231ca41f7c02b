import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { cancel, photograph, PHONE, THEMES, useTheme } from './helpers/dialogs.js';
import { newPlanner, postData } from './helpers/index.js';

/*
 * The timeline's and the table's dialogs (docs/dialogs.md): the event form (add and edit), the
 * confirmations, Create Timeline, Filters & Settings, History, the baseline dialogs, the bulk
 * dialogs, the Conflicts and Clashes panels, Import Data and the CSV preview. Each opened at 1280
 * and 390 px in the light and the dark theme, checked to be named and inside the viewport,
 * photographed (dialog-<name>-<width>-<theme>.png) and checked by axe. A planner of their own owns
 * the data, seeded once through the API; nothing is saved from a dialog.
 */
test.describe.configure({ timeout: 300_000 });

const WEEK = '2025-07-21';
const BASELINE = 'Plan of record';

let context: BrowserContext;
let page: Page;
let projectId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ context, page } = await newPlanner(browser, 'Dialogs'));
  projectId = (await postData<{ id: string }>(page, '/api/v1/projects', { name: `Planning dialogs ${Date.now().toString(36)}` })).id;
  const lanes = {
    Design: [
      { title: 'Kickoff', date: '2025-07-22', objective: 'preparation' },
      { title: 'Sprint', date: '2025-07-23', endDate: '2025-07-25', objective: 'development' },
    ],
    Build: [{ title: 'Prototype', date: '2025-07-22', endDate: '2025-07-24', objective: 'testing' }],
  };
  for (const [name, events] of Object.entries(lanes)) {
    const timeline = await postData<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name, color: name === 'Design' ? '#3B82F6' : '#F59E0B' });
    for (const event of events) await postData(page, `/api/v1/projects/${projectId}/timelines/${timeline.id}/events`, event);
  }
  await postData(page, `/api/v1/projects/${projectId}/baselines`, { name: BASELINE });
});

test.afterAll(async () => {
  await context?.close();
});

const bar = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}, `) });
const bulkBar = () => page.getByRole('toolbar', { name: 'Bulk actions' });

async function openTimeline(theme: 'light' | 'dark') {
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=${WEEK}`);
  await useTheme(page, theme);
  await expect(bar('Kickoff')).toBeVisible();
}

/** The event's hover details, and one of their buttons. */
async function fromDetails(title: string, button: 'Edit' | 'Delete') {
  await bar(title).hover();
  await page.getByRole('tooltip').getByRole('button', { name: button }).click();
}

/** Two bars selected (again after a width change), so the bulk bar is there. */
async function selectTwo(): Promise<Locator> {
  if ((await bulkBar().count()) === 0) {
    await bar('Kickoff').click({ modifiers: ['Shift'] });
    await bar('Prototype').click({ modifiers: ['Control'] });
  }
  await expect(bulkBar()).toContainText('2 selected');
  return bulkBar();
}

for (const theme of THEMES) {
  test(`the timeline's event, timeline and filter dialogs in the ${theme} theme`, async () => {
    await openTimeline(theme);
    await photograph(page, theme, {
      file: 'add-event',
      name: 'Add New Event to Design',
      open: async () => {
        await page.getByRole('button', { name: 'Add event to Design' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add New Event to Design' });
        await expect(dialog.getByRole('searchbox', { name: 'Search events to depend on' })).toBeVisible();
        return dialog;
      },
    });
    await photograph(page, theme, {
      file: 'timeline-edit-event',
      name: 'Edit Event',
      open: async () => {
        await fromDetails('Sprint', 'Edit');
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(dialog.getByLabel('Title')).toHaveValue('Sprint');
        return dialog;
      },
    });
    await photograph(page, theme, {
      file: 'timeline-confirm-delete-event',
      name: 'Delete Event',
      open: async () => {
        await fromDetails('Sprint', 'Delete');
        return page.getByRole('alertdialog', { name: 'Delete Event' });
      },
      close: cancel,
    });
    await photograph(page, theme, {
      file: 'create-timeline',
      name: 'Create New Timeline',
      open: async () => {
        await page.getByRole('button', { name: 'Add Timeline' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create New Timeline' });
        // Focus starts in the name field, not on the close button.
        await expect(dialog.getByLabel('Timeline name')).toBeFocused();
        return dialog;
      },
    });
    // Filters & Settings is the phone's toolbar (desktop shows the fields in the toolbar itself).
    await photograph(page, theme, {
      file: 'timeline-filters',
      name: 'Filters & Settings',
      widths: [PHONE],
      open: async () => {
        await page.getByRole('button', { name: 'Filters & Settings' }).click();
        const dialog = page.getByRole('dialog', { name: 'Filters & Settings' });
        await dialog.getByLabel('End Date').fill('2020-01-01');
        await expect(dialog.getByRole('alert')).toHaveText('End Date must not be before Start Date');
        await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
        return dialog;
      },
    });
    for (const [file, label] of [
      ['conflicts', 'Conflicts'],
      ['clashes', 'Clashes'],
    ] as const) {
      await photograph(page, theme, {
        file,
        name: label,
        open: async () => {
          await page.getByRole('button', { name: new RegExp(`^${label} \\(`) }).click();
          return page.getByRole('dialog', { name: label });
        },
      });
    }
  });

  test(`the timeline's History, baseline and bulk dialogs in the ${theme} theme`, async () => {
    await openTimeline(theme);
    await photograph(page, theme, {
      file: 'history',
      name: 'History',
      open: async () => {
        await page.getByRole('button', { name: 'History' }).click();
        return page.getByRole('dialog', { name: 'History' });
      },
    });
    const fromBaselineMenu = async (item: string) => {
      await page.getByRole('button', { name: 'Baseline', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await photograph(page, theme, {
      file: 'save-baseline',
      name: 'Save baseline',
      open: async () => {
        await fromBaselineMenu('Save baseline…');
        return page.getByRole('dialog', { name: 'Save baseline' });
      },
    });
    const manage = page.getByRole('dialog', { name: 'Manage baselines' });
    await photograph(page, theme, {
      file: 'manage-baselines',
      name: 'Manage baselines',
      open: async () => {
        await fromBaselineMenu('Manage baselines…');
        await expect(manage.getByRole('button', { name: `Rename ${BASELINE}` })).toBeVisible();
        await expect(manage.getByRole('button', { name: `Delete ${BASELINE}` })).toBeVisible();
        return manage;
      },
    });
    // Rename and Delete open over Manage baselines; closing them closes both.
    const closeBoth = async (dialog: Locator) => {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(manage).toHaveCount(0);
    };
    await photograph(page, theme, {
      file: 'rename-baseline',
      name: `Rename “${BASELINE}”`,
      open: async () => {
        await fromBaselineMenu('Manage baselines…');
        await manage.getByRole('button', { name: `Rename ${BASELINE}` }).click();
        const dialog = page.getByRole('dialog', { name: `Rename “${BASELINE}”` });
        // A rename starts from the current name.
        await expect(dialog.getByLabel('Baseline name')).toHaveValue(BASELINE);
        return dialog;
      },
      close: closeBoth,
    });
    await photograph(page, theme, {
      file: 'confirm-delete-baseline',
      name: 'Delete baseline',
      open: async () => {
        await fromBaselineMenu('Manage baselines…');
        await manage.getByRole('button', { name: `Delete ${BASELINE}` }).click();
        return page.getByRole('alertdialog', { name: 'Delete baseline' });
      },
      close: closeBoth,
    });

    for (const [file, title] of [
      ['bulk-shift', 'Shift by days'],
      ['bulk-move', 'Move to timeline'],
      ['bulk-objective', 'Set objective'],
    ] as const) {
      await photograph(page, theme, {
        file,
        name: title,
        open: async () => {
          await (await selectTwo()).getByRole('button', { name: title }).click();
          return page.getByRole('dialog', { name: title });
        },
        close: cancel,
      });
    }
    await photograph(page, theme, {
      file: 'bulk-confirm-delete',
      name: 'Delete 2 events',
      open: async () => {
        await (await selectTwo()).getByRole('button', { name: 'Delete' }).click();
        return page.getByRole('alertdialog', { name: 'Delete 2 events' });
      },
      close: cancel,
    });
  });

  test(`the table's dialogs in the ${theme} theme`, async () => {
    await page.goto(`/table?project=${projectId}`);
    await useTheme(page, theme);
    const grid = page.getByRole('grid', { name: 'Events' });
    await expect(grid).toBeVisible();
    const row = (title: string) => page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: title, exact: true }) });
    await photograph(page, theme, {
      file: 'table-add-event',
      name: 'Add New Event',
      open: async () => {
        await page.getByRole('button', { name: 'Add Event', exact: true }).click();
        return page.getByRole('dialog', { name: 'Add New Event' });
      },
    });
    await photograph(page, theme, {
      file: 'table-create-timeline',
      name: 'Create New Timeline',
      open: async () => {
        await page.getByRole('button', { name: 'Create New Timeline' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Create New Timeline' });
        await dialog.getByRole('button', { name: 'Create Timeline' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Please enter a timeline name');
        return dialog;
      },
    });
    await photograph(page, theme, {
      file: 'table-confirm-delete-event',
      name: 'Delete Event',
      open: async () => {
        await row('Kickoff').click({ button: 'right' });
        await page.getByRole('menuitem', { name: 'Delete Event' }).click();
        return page.getByRole('alertdialog', { name: 'Delete Event' });
      },
      close: cancel,
    });
    await photograph(page, theme, {
      file: 'table-confirm-delete-timeline',
      name: /Delete/,
      open: async () => {
        await page.getByRole('heading', { name: 'Build' }).click({ button: 'right' });
        await page.getByRole('menuitem', { name: 'Delete Timeline' }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText('cannot be undone');
        return dialog;
      },
      close: cancel,
    });
    await photograph(page, theme, {
      file: 'import-data',
      name: 'Import Data',
      open: async () => {
        await page.getByRole('button', { name: 'Import Data from JSON File' }).click();
        return page.getByRole('dialog', { name: 'Import Data' });
      },
    });
    // The CSV preview, with a good row and one it cannot take.
    const csv = 'Timeline,Title,Start Date,End Date,Objective,Description,Milestone,Freeze\r\nDesign,Review,2025-07-28,,Testing,,false,false\r\nOps,,2025-02-30,,Party,,maybe,\r\n';
    await photograph(page, theme, {
      file: 'csv-import',
      name: 'Import CSV',
      open: async () => {
        await page.getByLabel('CSV file to import').setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        const dialog = page.getByRole('dialog', { name: 'Import CSV' });
        await expect(dialog.getByRole('alert')).toContainText('Line 3');
        return dialog;
      },
    });
  });
}
