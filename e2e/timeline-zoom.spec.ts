import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { activateInvited, inviteAsAdmin, screenshot, signInAsAdmin, uniqueEmail } from './helpers/index.js';

/*
 * Timeline zoom, today and labels (docs/decisions.md D39). A user of their own (zoom level and first
 * day in view are per-user preferences, so the admin's other specs never see them) opens a project
 * in the default range (2025-07-20 … 2025-11-15), changes the level, reloads, jumps to today.
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
let context: BrowserContext;
let page: Page;
let projectId = '';

async function post<T>(p: Page, path: string, data: unknown): Promise<T> {
  const response = await p.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const person = { email: uniqueEmail('zoom'), name: 'Zoe Zoom', first: 'Zoe', last: 'Zoom' };
  await inviteAsAdmin(admin, person, { new_organization_name: `Zoom org ${suffix}` });
  await adminContext.close();
  ({ context, page } = await activateInvited(browser, person));

  projectId = (await post<{ id: string }>(page, '/api/v1/projects', { name: `Zoom ${suffix}` })).id;
  const timelines = `/api/v1/projects/${projectId}/timelines`;
  const launch = await post<{ id: string }>(page, timelines, { name: 'Launch', color: '#3B82F6' });
  const build = await post<{ id: string }>(page, timelines, { name: 'Build', color: '#10B981' });
  const events = [
    [launch.id, 'Go-live review', '2025-08-05', null],
    [launch.id, 'Crowded one', '2025-09-01', null],
    [launch.id, 'Crowded two', '2025-09-02', null],
    [build.id, 'Build phase with a long name', '2025-07-28', '2025-08-01'],
    [build.id, 'Hardening', '2025-08-11', '2025-09-26'],
  ] as const;
  for (const [timelineId, title, date, endDate] of events) {
    await post(page, `${timelines}/${timelineId}/events`, { title, date, endDate, objective: 'development' });
  }
});

test.afterAll(async () => {
  await context?.close();
});

const zoomOption = (p: Page, name: string): Locator =>
  p.getByRole('radiogroup', { name: 'Zoom' }).getByRole('radio', { name, exact: true });

async function openTimeline(p: Page, search = '') {
  await p.goto(`/timeline?project=${projectId}${search}`);
  await expect(p.getByRole('list', { name: 'Timelines' })).toBeVisible();
}

test('the Zoom control changes the axis, goes into the URL and survives a reload', async () => {
  await openTimeline(page);
  await expect(zoomOption(page, 'Week')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Week 30', { exact: true })).toBeVisible();

  await zoomOption(page, 'Month').click();
  await expect(page).toHaveURL(/[?&]zoom=month(&|$)/);
  await expect(page.getByText('Aug 2025', { exact: true })).toBeVisible();
  await expect(page.getByText('Week 30', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(zoomOption(page, 'Month')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Aug 2025', { exact: true })).toBeVisible();

  // Without the URL parameter the saved preference brings the level back.
  await openTimeline(page);
  await expect(zoomOption(page, 'Month')).toHaveAttribute('aria-checked', 'true');

  await zoomOption(page, 'Quarter').click();
  await expect(page.getByText('Q3 2025', { exact: true })).toBeVisible();
  await zoomOption(page, 'Year').click();
  await expect(page.getByText('2025', { exact: true })).toBeVisible();
  await zoomOption(page, 'Day').click();
  await expect(page).toHaveURL(/[?&]zoom=day(&|$)/);
});

test('Ctrl + wheel over the board zooms one level in and out', async () => {
  await openTimeline(page, '&zoom=month');
  const box = await page.getByTestId('timeline-scroll').boundingBox();
  await page.mouse.move((box?.x ?? 0) + 600, (box?.y ?? 0) + 100);
  await ctrlWheel(page, -120);
  await expect(page).toHaveURL(/[?&]zoom=week(&|$)/);
  await expect(zoomOption(page, 'Week')).toHaveAttribute('aria-checked', 'true');
  await ctrlWheel(page, 120);
  await expect(page).toHaveURL(/[?&]zoom=month(&|$)/);
});

/** The left edge of an event's bar on the screen. */
async function leftOf(bar: Locator): Promise<number> {
  const box = await bar.boundingBox();
  expect(box).toBeTruthy();
  return box?.x ?? Number.NaN;
}

/** Ctrl + one wheel notch at the mouse's place: up zooms in, down out. */
async function ctrlWheel(p: Page, deltaY: number) {
  await p.keyboard.down('Control');
  await p.mouse.wheel(0, deltaY);
  await p.keyboard.up('Control');
}

/** The bar's first day is under `x`: its left edge at most one day (`perDay` px) before it. */
async function expectFirstDayAt(bar: Locator, x: number, perDay: number) {
  await expect.poll(async () => x - (await leftOf(bar))).toBeGreaterThanOrEqual(0);
  expect(x - (await leftOf(bar))).toBeLessThan(perDay);
}

test('Ctrl + wheel keeps the day under the pointer in place (D61)', async () => {
  await openTimeline(page, '&zoom=month&from=2025-08-01');
  const hardening = page.getByRole('button', { name: /^Hardening, / });
  await expect(hardening).toBeInViewport();
  // The pointer on Hardening's first day (2025-08-11), 10 days into the view at 6 px a day.
  const pointerX = (await leftOf(hardening)) + 3;
  const box = await page.getByTestId('timeline-scroll').boundingBox();
  await page.mouse.move(pointerX, (box?.y ?? 0) + 120);
  await ctrlWheel(page, -120);
  await expect(zoomOption(page, 'Week')).toHaveAttribute('aria-checked', 'true');
  await expectFirstDayAt(hardening, pointerX, 20);
  await ctrlWheel(page, -120);
  await expect(zoomOption(page, 'Day')).toHaveAttribute('aria-checked', 'true');
  await expectFirstDayAt(hardening, pointerX, 48);
});

test('a two-finger pinch zooms around the fingers (D61)', async () => {
  await openTimeline(page, '&zoom=month&from=2025-08-01');
  // Named with its dates: a pinch that dragged the bar would change them (and lose this locator).
  const hardening = page.getByRole('button', { name: /^Hardening, 08\/11\/2025 to 09\/26\/2025/ });
  await expect(hardening).toBeInViewport();
  const middle = (await leftOf(hardening)) + 3;
  const box = await page.getByTestId('timeline-scroll').boundingBox();
  const y = (box?.y ?? 0) + 120;
  const cdp = await page.context().newCDPSession(page);
  // The first finger left of the middle, the second right of it (on Hardening's bar); `reversed` puts
  // the first finger, the one a drag would follow, on the bar.
  const fingers = (apart: number, reversed = false) => [
    { x: middle + (reversed ? 1 : -1) * (apart / 2), y, id: 1 },
    { x: middle - (reversed ? 1 : -1) * (apart / 2), y, id: 2 },
  ];
  // Fingers 40 px apart spread to 90 px (more than 1.5 times): one level in, about their middle.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (const apart of [55, 70, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(zoomOption(page, 'Week')).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/[?&]zoom=week(&|$)/);
  await expectFirstDayAt(hardening, middle, 20);
  // Pinching the fingers together goes back out, the first finger on the bar: it is not dragged.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(120, true) });
  for (const apart of [100, 80, 60]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart, true) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(zoomOption(page, 'Month')).toHaveAttribute('aria-checked', 'true');
  await expect(hardening).toBeInViewport();
  await cdp.detach();
});

test('zooming in and back out keeps the same days in view', async () => {
  await openTimeline(page, '&zoom=week&from=2025-08-04');
  const hardening = page.getByRole('button', { name: /^Hardening, / });
  await expect(hardening).toBeInViewport();
  await zoomOption(page, 'Day').click();
  await expect(page).toHaveURL(/[?&]zoom=day(&|$)/);
  await expect(page.getByText('Aug 2025', { exact: true })).toBeVisible();
  await zoomOption(page, 'Week').click();
  await expect(page).toHaveURL(/[?&]zoom=week(&|$)/);
  await expect(hardening).toBeInViewport();
  await expect(page.getByText('Week 32', { exact: true })).toBeInViewport();
});

test('the Today button brings the Today line into view', async () => {
  await openTimeline(page, '&zoom=day');
  const today = page.getByRole('img', { name: /^Today, / });
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(today).toBeVisible();
  const line = await today.boundingBox();
  const board = await page.getByTestId('timeline-scroll').boundingBox();
  expect(line && board).toBeTruthy();
  if (!line || !board) return;
  expect(line.x).toBeGreaterThan(board.x);
  expect(line.x).toBeLessThan(board.x + board.width);
});

test('a single-day title shows beside its dot when the lane has room, and not over the next item', async () => {
  await openTimeline(page, '&zoom=week&from=2025-07-20');
  const row = page.getByRole('list', { name: 'Timelines' }).getByRole('listitem').filter({ hasText: 'Launch' });
  await expect(row.getByText('Go-live review', { exact: true })).toBeVisible();
  // A day apart at Week zoom: the first has no room before the second, which has the lane's end.
  await expect(row.getByRole('button', { name: /^Crowded one, / })).toBeVisible();
  await expect(row.getByText('Crowded one', { exact: true })).toHaveCount(0);
  await expect(row.getByText('Crowded two', { exact: true })).toBeVisible();
});

test('Auto-fit picks the closest level at which the events fit, and shows them all', async () => {
  await openTimeline(page, '&zoom=day&from=2025-07-20');
  await page.getByRole('button', { name: 'Auto-fit' }).click();
  // The events run 2025-07-28 … 2025-09-26: with 14 days either side, 89 days. At Week zoom (20 px a
  // day) they would need 1,780 px of the ~1,040 in view; at Month zoom (6 px) 534 px fit.
  await expect(zoomOption(page, 'Month')).toHaveAttribute('aria-checked', 'true');
  await expect(page).toHaveURL(/[?&]zoom=month(&|$)/);
  await expect(page.getByLabel('Start Date')).toHaveValue('2025-07-14');
  const board = page.getByTestId('timeline-scroll');
  for (const name of [/^Build phase with a long name, /, /^Hardening, /, /^Crowded two, /]) {
    await expect(board.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  // Back to the default range, which the other tests of this file open with.
  const response = await page.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: '2025-07-20', end: '2025-11-15' } },
  });
  expect(response.ok(), await response.text()).toBe(true);
});

test('a range starting mid-week labels no sliver of a week, on screen and on paper (D68)', async () => {
  // 2025-07-20 is a Sunday: the range opens with one day of week 29, then week 30 whole.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTimeline(page, '&zoom=week&from=2025-07-20');
  const board = page.getByTestId('timeline-scroll');
  await expect(board.getByText('Week 30', { exact: true })).toBeVisible();
  await expect(board.getByText('Week 29', { exact: true })).toHaveCount(0);
  await screenshot(page, 'timeline-zoom-week-range-start');
  await page.emulateMedia({ media: 'print' });
  const pdf = join(import.meta.dirname, 'screenshots', 'timeline-zoom-week-print.pdf');
  await page.pdf({ path: pdf, landscape: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  const text = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
  expect(text).toContain('Week 30');
  expect(text).not.toContain('Week 29');
  // The first printed page as a picture, to look at (e2e/screenshots/timeline-zoom-week-print-1.png).
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdf, pdf.replace(/\.pdf$/, '')]);
});

test('each zoom level at 1280 and 390 px wide, light and dark, with Today in view and its badge whole', async () => {
  // Twenty full-page screenshots: a hang guard sized for a loaded two-core host, not a speed check.
  test.setTimeout(180_000);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    for (const level of ['day', 'week', 'month', 'quarter', 'year']) {
      await openTimeline(page, `&zoom=${level}&from=2025-07-20`);
      // Today widens the range to hold today (14 days beyond it) and centres it.
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      const board = page.getByTestId('timeline-scroll');
      const badge = board.getByText('Today', { exact: true });
      await expect(badge).toBeInViewport({ ratio: 1 });
      const [badgeBox, boardBox] = [await badge.boundingBox(), await board.boundingBox()];
      expect(badgeBox && boardBox).toBeTruthy();
      if (!badgeBox || !boardBox) return;
      // Never cut off at the board's right edge (Year zoom puts today near the range's end).
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(boardBox.x + boardBox.width);
      await page.waitForTimeout(500); // the first day in view settles into the URL
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await screenshot(page, `timeline-zoom-${level}-${width}${theme === 'dark' ? '-dark' : ''}`);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    // The calendar opens on this month, today's cell tinted and framed.
    await page.goto(`/calendar?project=${projectId}`);
    const today = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await expect(page.getByRole('gridcell', { name: today })).toBeVisible();
    await screenshot(page, `calendar-today-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
});
