import { expect, test as base, type Locator } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * The Portfolio View's and the timeline view's headers and Today badge on a phone (docs/decisions.md
 * D77). A project header shows its name (wrapped, or cut with an ellipsis and whole in its title),
 * its colour and its access badge inside the row header column; with today the first day in view the
 * Today badge sits whole in the visible part of the board, not under the sticky row headers. Photographed
 * at 390 and 1280 px, light and dark.
 */

const test = base.extend({
  page: async ({ browser }, use) => {
    const planner = await newPlanner(browser, 'PhoneHeader');
    await use(planner.page);
    await planner.context.close();
  },
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  return box!;
}

/** Whether `inner` lies within `outer` (half a pixel of rounding allowed). */
function expectInside(inner: Box, outer: Box, what: string) {
  expect(inner.x, `${what}: left`).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.x + inner.width, `${what}: right`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.y + inner.height, `${what}: bottom`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

/** The row headers' column of a board: the axis's title cell over them. */
const headersColumn = (scroll: Locator, title: string) => boxOf(scroll.getByText(title, { exact: true }));

/**
 * The Today badge of a board is whole in its visible part: right of the row headers' column and left
 * of the scroll box's inner right edge, and still over today's line.
 */
async function expectTodayBadgeVisible(scroll: Locator, title: string) {
  const badge = scroll.getByText('Today', { exact: true });
  await expect(badge).toBeVisible();
  const column = await headersColumn(scroll, title);
  const innerRight = await scroll.evaluate((element) => element.getBoundingClientRect().left + element.clientLeft + element.clientWidth);
  const box = await boxOf(badge);
  expect(box.x, 'the badge starts after the row headers').toBeGreaterThanOrEqual(column.x + column.width - 0.5);
  expect(box.x + box.width, 'the badge ends inside the board').toBeLessThanOrEqual(innerRight + 0.5);
  const line = await boxOf(scroll.getByRole('img', { name: /^Today, / }));
  expect(line.x + line.width / 2, 'the badge is over the line').toBeGreaterThanOrEqual(box.x);
  expect(line.x + line.width / 2, 'the badge is over the line').toBeLessThanOrEqual(box.x + box.width);
}

/** Half a day at Week zoom is 10 px; the badge starts within today, so less than that right of the line. */
const TODAY_HALF_DAY_MAX_PX = 12;

/**
 * With today's line scrolled 3 px under the row headers (its day still partly in view, docs/decisions.md
 * D87) the Today badge is still whole right of the headers, at the start of what is left of today;
 * then it scrolls back, the line in view again.
 */
async function expectTodayBadgeWithTheDay(scroll: Locator, title: string, shot: string) {
  const column = await headersColumn(scroll, title);
  const columnRight = column.x + column.width;
  const line = scroll.getByRole('img', { name: /^Today, / });
  const lineX = async () => {
    const box = await boxOf(line);
    return box.x + box.width / 2;
  };
  const before = await scroll.evaluate((element) => element.scrollLeft);
  await scroll.evaluate((element, by) => element.scrollBy({ left: by }), (await lineX()) - columnRight + 3);
  await expect(async () => {
    const x = await lineX();
    expect(x, 'the line is under the headers').toBeLessThan(columnRight);
    const badge = await boxOf(scroll.getByText('Today', { exact: true }));
    expect(badge.x, 'the badge starts after the row headers').toBeGreaterThanOrEqual(columnRight - 0.5);
    expect(badge.x - x, 'the badge starts within today').toBeLessThan(TODAY_HALF_DAY_MAX_PX);
  }).toPass();
  await screenshot(scroll.page(), shot, { fullPage: false });
  await scroll.evaluate((element, left) => element.scrollTo({ left }), before);
}

test('project headers and the Today badge fit a phone, in the portfolio and the timeline', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const short = `Relaunch ${suffix}`;
  const long = `Quarterly infrastructure migration and data centre consolidation ${suffix}`;
  const today = new Date().toISOString().slice(0, 10);
  const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  // The timeline view's Time Range around today (the default one is in 2025).
  const range = await page.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: daysFrom(-60), end: daysFrom(60) } },
  });
  expect(range.ok(), await range.text()).toBe(true);
  let longId = '';
  for (const name of [short, long]) {
    const project = await postData<{ id: string }>(page, '/api/v1/projects', { name, color: '#7C3AED' });
    const timeline = await postData<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines`, {
      name: 'Platform engineering backlog',
      color: '#0EA5E9',
    });
    await postData(page, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, {
      title: 'Cutover rehearsal',
      date: today,
      objective: 'deployment',
    });
    if (name === long) longId = project.id;
  }

  const rows = page.getByRole('list', { name: 'Projects and timelines' });
  const headerOf = (name: string) =>
    rows.getByRole('listitem').filter({ has: page.getByRole('button', { name: `${name}, 1 timeline` }) });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Today is the first day in view.
      await page.goto(`/portfolio?zoom=week&from=${today}`);
      const scroll = page.getByTestId('portfolio-scroll');
      for (const name of [short, long]) {
        const header = headerOf(name);
        await expect(header).toBeVisible();
        const shown = header.getByTitle(name, { exact: true });
        const badge = header.getByText('Owner', { exact: true });
        await expect(shown).toBeVisible();
        await expect(badge).toBeVisible();
        // The header's cell: the row's height, the headers' column's width (sticky at the board's left).
        // Read again until the rows stop moving (the virtualiser places them again once the layouts are in).
        await expect(async () => {
          const row = await boxOf(header);
          const { x, width: columnWidth } = await headersColumn(scroll, 'Projects');
          const column = { x, width: columnWidth, y: row.y, height: row.height };
          expectInside(await boxOf(shown), column, `${name} at ${width}: the name`);
          expectInside(await boxOf(badge), column, `${name} at ${width}: the access badge`);
        }).toPass();
        // Whole on screen, or cut with an ellipsis and whole in its title (checked above) and the button's name.
        const isCut = await shown.evaluate((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
        if (name === short) expect(isCut, `${name} at ${width} is whole`).toBe(false);
        // The colour: the header's left border.
        const colour = await header.locator('> div').first().evaluate((element) => getComputedStyle(element).borderLeftColor);
        expect(colour).toBe('rgb(124, 58, 237)');
      }
      await expectTodayBadgeVisible(scroll, 'Projects');
      await expectTodayBadgeWithTheDay(scroll, 'Projects', `portfolio-today-under-headers-${theme}-${width}`);
      await expectTodayBadgeVisible(scroll, 'Projects');
      await screenshot(page, `portfolio-phone-headers-${theme}-${width}`, { fullPage: false });

      await page.goto(`/timeline?project=${longId}&zoom=week&from=${today}`);
      const board = page.getByTestId('timeline-scroll');
      await expect(board.getByRole('button', { name: /^Cutover rehearsal,/ })).toBeVisible();
      await expectTodayBadgeVisible(board, 'Timelines');
      await expectTodayBadgeWithTheDay(board, 'Timelines', `timeline-today-under-headers-${theme}-${width}`);
      await expectTodayBadgeVisible(board, 'Timelines');
      await screenshot(page, `timeline-phone-headers-${theme}-${width}`, { fullPage: false });
    }
  }
});
