import { expect, test, type Locator, type Page } from '@playwright/test';
import { contrastRatio } from '@plotline/shared';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { clickArrow } from './helpers/arrows.js';
import { newPlanner, postData as post, screenshot } from './helpers/index.js';

/*
 * The dependency arrows' finish (issue 16, docs/decisions.md D51), as a planner of their own: bars on
 * adjacent days joined without a loop, every arrow tone readable (3:1) against the board in the
 * light and the dark palette, and a dependency's type and lag changed from the selected arrow with
 * the keyboard, and (D58) a longer lag pushing the successor with auto-schedule on. The steps build
 * on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);

let page: Page;
let projectId: string;

test.beforeAll(async ({ browser }) => {
  ({ page } = await newPlanner(browser, 'Arrows'));
  projectId = (await post<{ id: string }>(page, '/api/v1/projects', { name: `Arrows ${suffix}` })).id;
  const add = async (timelineId: string, title: string, date: string, endDate: string | null) =>
    (await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines/${timelineId}/events`, { title, date, endDate, objective: 'development' })).id;
  const build = await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Build', color: '#6366F1' });
  const check = await post<{ id: string }>(page, `/api/v1/projects/${projectId}/timelines`, { name: 'Check', color: '#10B981' });
  const design = await add(build.id, 'Design', '2025-07-07', '2025-07-09');
  const code = await add(build.id, 'Code', '2025-07-10', '2025-07-11');
  const test = await add(check.id, 'Test run', '2025-07-12', '2025-07-13');
  const review = await add(check.id, 'Review', '2025-07-14', null);
  const hotfix = await add(check.id, 'Hotfix', '2025-07-09', null);
  const link = (fromEventId: string, toEventId: string) => post(page, `/api/v1/projects/${projectId}/dependencies`, { fromEventId, toEventId });
  await link(design, code); // adjacent days, one lane
  await link(code, test); // adjacent days, the row below
  await link(test, review); // Design → Code → Test run → Review is the critical path
  await link(code, hotfix); // Hotfix is planned before Code ends: violated
  const range = await page.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: '2025-07-01', end: '2025-07-31' } },
  });
  expect(range.ok(), await range.text()).toBe(true);
});

test.afterAll(async () => {
  await page?.context().close();
});

const arrow = (name: string | RegExp): Locator => page.getByRole('button', { name });

async function openTimeline() {
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-01`);
  await expect(page.getByRole('button', { name: /^Design,/ })).toBeVisible();
  await expect(arrow(/Design → Code/)).toBeAttached();
}

/** The drawn stroke of an arrow, the board's background and its weekend shade, as #rrggbb (any CSS colour, through a canvas). */
async function arrowColours(target: Locator) {
  return target.evaluate((group) => {
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const hex = (colour: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = '#000';
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [red, green, blue] = canvas.getImageData(0, 0, 1, 1).data;
      return `#${[red, green, blue].map((channel) => (channel ?? 0).toString(16).padStart(2, '0')).join('')}`;
    };
    const stroke = getComputedStyle(group.querySelectorAll('path')[1] as SVGPathElement).stroke;
    let element: Element | null = group;
    let board = 'rgb(255, 255, 255)';
    while (element) {
      const background = getComputedStyle(element).backgroundColor;
      if (background && background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') {
        board = background;
        break;
      }
      element = element.parentElement;
    }
    const weekend = getComputedStyle(document.documentElement).getPropertyValue('--color-gray-100');
    return { stroke: hex(stroke), board: hex(board), weekend: hex(weekend) };
  });
}

async function expectReadable(target: Locator, tone: string) {
  await expect(target).toHaveAttribute('data-tone', tone);
  const { stroke, board, weekend } = await arrowColours(target);
  expect(contrastRatio(stroke, board), `${tone} ${stroke} on the board ${board}`).toBeGreaterThanOrEqual(3);
  expect(contrastRatio(stroke, weekend), `${tone} ${stroke} on the weekend shade ${weekend}`).toBeGreaterThanOrEqual(3);
}

test('bars on adjacent days are joined without a loop', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTimeline();
  // One lane: a straight line from Design's end to Code's start.
  expect(await arrow(/Design → Code/).locator('path').first().getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
  // The row below, the next working day: two turns, down then right.
  expect(((await arrow(/Code → Test run/).locator('path').first().getAttribute('d')) ?? '').match(/L/g)).toHaveLength(3);
  await screenshot(page, 'dependency-arrows-light-1280');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`every arrow tone reads at 3:1 against the board (${scheme})`, async () => {
    await page.emulateMedia({ colorScheme: scheme });
    await openTimeline();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectReadable(arrow(/Design → Code/), 'normal');
    await expectReadable(arrow('Violated dependency: Code → Hotfix (finish to start)'), 'violated');
    const critical = page.getByRole('button', { name: 'Critical path' });
    await critical.click();
    await expectReadable(arrow(/Design → Code/), 'critical');
    await screenshot(page, `dependency-arrows-critical-${scheme}-1280`);
    await critical.click();
    await clickArrow(page, arrow(/Code → Test run/));
    await expectReadable(arrow(/Code → Test run/), 'selected');
    await screenshot(page, `dependency-arrows-selected-${scheme}-1280`);
    await page.keyboard.press('Escape');
  });
}

test("changes a dependency's type and lag from the selected arrow, by keyboard", async () => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openTimeline();
  const link = arrow('Dependency: Design → Code (finish to start)');
  await clickArrow(page, link);
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Edit dependency: Design → Code' });
  const type = editor.getByRole('combobox', { name: 'Type' });
  await expect(type).toBeFocused();
  await type.selectOption({ label: 'Start to start' });
  await page.keyboard.press('Tab');
  await expect(editor.getByRole('spinbutton', { name: 'Lag (days)' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await screenshot(page, 'dependency-editor-1280');
  await expectNoSeriousViolations(page, 'the dependency editor');
  await page.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  await expect(arrow('Dependency: Design → Code (start to start, lag 2 days)')).toBeAttached();
  await expect(page.getByText('Saving...')).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/v1/projects/${projectId}`)).json()) as {
    data: { dependencies: Array<{ type: string; lagDays: number }> };
  };
  expect(saved.data.dependencies).toContainEqual(expect.objectContaining({ type: 'start_to_start', lagDays: 2 }));
});

test('with auto-schedule on, a longer lag from the editor pushes the successor (D58)', async () => {
  await openTimeline();
  const toggle = page.getByRole('switch', { name: 'Auto-schedule' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Saving...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Review, 07\/14\/2025/ })).toBeVisible();
  const link = arrow('Dependency: Test run → Review (finish to start)');
  await clickArrow(page, link);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Edit dependency: Test run → Review' });
  await editor.getByRole('spinbutton', { name: 'Lag (days)' }).fill('2');
  await page.keyboard.press('Enter');
  await expect(editor).toHaveCount(0);
  // Test run ends on July 13: two days of lag put Review on the 16th, on screen and on the server.
  await expect(page.getByRole('button', { name: /^Review, 07\/16\/2025/ })).toBeVisible();
  await expect(arrow('Dependency: Test run → Review (finish to start, lag 2 days)')).toBeAttached();
  await expect(page.getByText('Saving...')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Review, 07\/16\/2025/ })).toBeVisible();
  await page.getByRole('switch', { name: 'Auto-schedule' }).click();
  await expect(page.getByRole('switch', { name: 'Auto-schedule' })).not.toBeChecked();
  await expect(page.getByText('Saving...')).toHaveCount(0);
});

test('phone width and the editor in the dark palette', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/timeline?project=${projectId}&zoom=week&from=2025-07-06`);
  await expect(arrow(/Design → Code/)).toBeAttached();
  await screenshot(page, 'dependency-arrows-dark-390');
  await clickArrow(page, arrow(/Code → Test run/));
  await page.getByRole('button', { name: 'Edit dependency' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit dependency: Code → Test run' })).toBeVisible();
  await screenshot(page, 'dependency-editor-dark-390');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.emulateMedia({ colorScheme: 'light' });
});
