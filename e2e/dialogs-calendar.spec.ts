import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cancel, photograph, THEMES, useTheme } from './helpers/dialogs.js';
import { newPlanner, postData } from './helpers/index.js';

/*
 * The calendar's dialogs (Edit Event, its delete question, the day list), the create dialogs of
 * the empty Timeline and Calendar views, and the toolbar panels that act as dialogs (the calendar's
 * Timeline filter, the portfolio's Projects and Objectives): each at 1280 and 390 px in the light
 * and the dark theme, named, inside the viewport, photographed and checked by axe (docs/dialogs.md).
 * Planners of their own; nothing is saved from a dialog.
 */
test.describe.configure({ timeout: 300_000 });

const now = new Date();
const day = (d: number) => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

let context: BrowserContext;
let page: Page;
let projectId = '';
let emptyProjectId = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ context, page } = await newPlanner(browser, 'Calendar'));
  projectId = (await postData<{ id: string }>(page, '/api/v1/projects', { name: `Calendar dialogs ${Date.now().toString(36)}` })).id;
  const alpha = await postData<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Alpha', color: '#3B82F6' });
  const beta = await postData<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Beta', color: '#FDE68A' });
  for (let index = 1; index <= 8; index += 1) {
    await postData(page, `/api/v1/projects/${projectId}/timelines/${alpha.id}/events`, { title: `Busy ${index}`, date: day(10), objective: 'development' });
  }
  await postData(page, `/api/v1/projects/${projectId}/timelines/${beta.id}/events`, { title: 'Beta Sprint', date: day(14), endDate: day(16), objective: 'testing' });
  emptyProjectId = (await postData<{ id: string }>(page, '/api/v1/projects', { name: `Empty ${Date.now().toString(36)}` })).id;
});

test.afterAll(async () => {
  await context?.close();
});

const cell = (date: string) => page.getByRole('gridcell', { name: longDay(date) });

for (const theme of THEMES) {
  test(`the calendar's dialogs and panels in the ${theme} theme`, async () => {
    await page.goto(`/calendar?project=${projectId}`);
    await useTheme(page, theme);
    await expect(cell(day(14)).getByRole('button', { name: /^Beta Sprint/ })).toBeVisible();
    await photograph(page, theme, {
      file: 'calendar-edit-event',
      name: 'Edit Event',
      open: async () => {
        await cell(day(14)).getByRole('button', { name: /^Beta Sprint/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Event' });
        await expect(dialog.getByLabel(/^Title/)).toHaveValue('Beta Sprint');
        return dialog;
      },
    });
    await photograph(page, theme, {
      file: 'calendar-confirm-delete-event',
      name: 'Delete Event',
      open: async () => {
        await cell(day(14)).getByRole('button', { name: /^Beta Sprint/ }).click();
        await page.getByRole('dialog', { name: 'Edit Event' }).getByRole('button', { name: 'Delete' }).click();
        return page.getByRole('alertdialog', { name: 'Delete Event' });
      },
      close: async (dialog) => {
        await cancel(dialog);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Edit Event' })).toHaveCount(0);
      },
    });
    await photograph(page, theme, {
      file: 'calendar-day-list',
      name: longDay(day(10)),
      open: async () => {
        await cell(day(10)).getByRole('button', { name: /^\+\d+ more$/ }).click();
        const dialog = page.getByRole('dialog', { name: longDay(day(10)) });
        await expect(dialog.getByRole('listitem')).toHaveCount(8);
        return dialog;
      },
    });
    await photograph(page, theme, {
      file: 'calendar-timeline-filter',
      name: 'Timeline filter',
      open: async () => {
        await page.getByRole('button', { name: /^Timelines \(/ }).click();
        return page.getByRole('dialog', { name: 'Timeline filter' });
      },
    });
  });

  test(`the empty views' create dialogs and the portfolio's panels in the ${theme} theme`, async ({ browser }) => {
    // Someone without a project yet sees "Create Your First Project" on the timeline and the calendar.
    const newcomer = await newPlanner(browser, 'Newcomer');
    const fresh = newcomer.page;
    await fresh.goto('/timeline');
    await useTheme(fresh, theme);
    for (const view of ['timeline', 'calendar'] as const) {
      if (view === 'calendar') await fresh.goto('/calendar');
      await photograph(fresh, theme, {
        file: `${view}-create-project`,
        name: 'Create New Project',
        open: async () => {
          await fresh.getByRole('button', { name: 'Create Your First Project' }).click();
          return fresh.getByRole('dialog', { name: 'Create New Project' });
        },
      });
    }
    await newcomer.context.close();

    await page.goto(`/calendar?project=${emptyProjectId}`);
    await useTheme(page, theme);
    await photograph(page, theme, {
      file: 'calendar-create-timeline',
      name: 'Create New Timeline',
      open: async () => {
        await page.getByRole('button', { name: 'Create Your First Timeline' }).click();
        return page.getByRole('dialog', { name: 'Create New Timeline' });
      },
    });

    await page.goto('/portfolio');
    for (const panel of ['Projects', 'Objectives'] as const) {
      await photograph(page, theme, {
        file: `portfolio-${panel.toLowerCase()}`,
        name: panel,
        open: async () => {
          await page.getByRole('button', { name: `${panel} (all)` }).click();
          return page.getByRole('dialog', { name: panel });
        },
      });
    }
  });
}
