import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { newPlanner, postData, screenshot } from './helpers/index.js';

/*
 * The axis's upper-row labels are whole or not drawn (docs/decisions.md D87): a week whose end is
 * all that is left right of the sticky row headers has its label pushed back under them by its
 * tick, and that label ('ek 48') is not drawn. Checked while scrolling along the axis at Week zoom,
 * in the portfolio and the timeline view, at 1280 and 390 px; photographed light and dark.
 */

const test = base.extend({
  page: async ({ browser }, use) => {
    const planner = await newPlanner(browser, 'AxisLabels');
    await use(planner.page);
    await planner.context.close();
  },
});

interface Label {
  text: string;
  left: number;
  right: number;
  isDrawn: boolean;
}

/** The upper-row labels inside the scroll box, and the x where the visible canvas begins (the headers' column's right edge). */
async function labelsOf(scroll: Locator, title: string): Promise<{ canvasLeft: number; labels: Label[] }> {
  return scroll.evaluate((box, columnTitle) => {
    const column = [...box.querySelectorAll<HTMLElement>('div')].find((element) => element.textContent === columnTitle)!;
    const canvasLeft = column.getBoundingClientRect().right;
    const boxRight = box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
    const labels = [...box.querySelectorAll<HTMLElement>('[data-axis-label]')]
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { text: element.textContent ?? '', left: rect.left, right: rect.right, isDrawn: getComputedStyle(element).visibility === 'visible' };
      })
      // Those right of the column's start and left of the box's right edge: the ones that could be seen.
      .filter((label) => label.right > canvasLeft - column.getBoundingClientRect().width && label.left < boxRight);
    return { canvasLeft, labels };
  }, title);
}

/**
 * Scrolls along the axis a few px at a time over two weeks and, at every step, finds every label
 * either whole right of the headers and drawn, or not drawn; at least one step has a cut label.
 */
async function expectWholeLabelsWhileScrolling(page: Page, scroll: Locator, title: string, what: string) {
  const start = await scroll.evaluate((box) => box.scrollLeft);
  let hiddenSteps = 0;
  for (let offset = 0; offset <= 280; offset += 8) {
    await scroll.evaluate((box, left) => box.scrollTo({ left }), start + offset);
    await expect(async () => {
      const { canvasLeft, labels } = await labelsOf(scroll, title);
      const inView = labels.filter((label) => label.right > canvasLeft + 0.5);
      expect(inView.some((label) => label.isDrawn), `${what} +${offset}: a label is drawn`).toBe(true);
      for (const label of inView) {
        const isWhole = label.left >= canvasLeft - 0.5;
        expect(label.isDrawn, `${what} +${offset}: '${label.text}' at ${label.left} (canvas from ${canvasLeft})`).toBe(isWhole);
      }
    }).toPass({ timeout: 5_000 });
    const { canvasLeft, labels } = await labelsOf(scroll, title);
    if (labels.some((label) => !label.isDrawn && label.right > canvasLeft + 0.5)) hiddenSteps += 1;
  }
  expect(hiddenSteps, `${what}: some steps had a label under the headers`).toBeGreaterThan(0);
}

test('upper axis labels are whole or not drawn while scrolling, in the portfolio and the timeline', async ({ page }) => {
  test.setTimeout(180_000);
  const daysFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const range = await page.request.put('/api/v1/preferences/timeline/time_range', {
    data: { value: { start: daysFrom(-60), end: daysFrom(60) } },
  });
  expect(range.ok(), await range.text()).toBe(true);
  const project = await postData<{ id: string }>(page, '/api/v1/projects', { name: `Axis ${Date.now().toString(36)}`, color: '#0EA5E9' });
  const timeline = await postData<{ id: string }>(page, `/api/v1/projects/${project.id}/timelines`, { name: 'Platform', color: '#7C3AED' });
  await postData(page, `/api/v1/projects/${project.id}/timelines/${timeline.id}/events`, {
    title: 'Cutover rehearsal',
    date: daysFrom(3),
    objective: 'deployment',
  });
  const from = daysFrom(-14);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/portfolio?zoom=week&from=${from}`);
    const portfolio = page.getByTestId('portfolio-scroll');
    await expect(portfolio.getByRole('button', { name: /^Cutover rehearsal,/ })).toBeVisible();
    await expectWholeLabelsWhileScrolling(page, portfolio, 'Projects', `portfolio at ${width}`);

    await page.goto(`/timeline?project=${project.id}&zoom=week&from=${from}`);
    const board = page.getByTestId('timeline-scroll');
    await expect(board.getByRole('button', { name: /^Cutover rehearsal,/ })).toBeVisible();
    await expectWholeLabelsWhileScrolling(page, board, 'Timelines', `timeline at ${width}`);
  }

  // Photographed with a week's end under the headers (its label not drawn), light and dark.
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, testId, title, name] of [
        [`/portfolio?zoom=week&from=${from}`, 'portfolio-scroll', 'Projects', 'portfolio'],
        [`/timeline?project=${project.id}&zoom=week&from=${from}`, 'timeline-scroll', 'Timelines', 'timeline'],
      ] as const) {
        await page.goto(path);
        const scroll = page.getByTestId(testId);
        await expect(scroll.getByRole('button', { name: /^Cutover rehearsal,/ })).toBeVisible();
        // Five days on: the first week's last two days are in view, its label pushed under the headers.
        const perDay = await scroll.evaluate((box) => {
          const label = box.querySelector<HTMLElement>('[data-axis-label]')!;
          return label.parentElement!.getBoundingClientRect().width / 7;
        });
        await scroll.evaluate((box, left) => box.scrollTo({ left: box.scrollLeft + left }), Math.round(perDay * 5));
        await expect(async () => {
          const { canvasLeft, labels } = await labelsOf(scroll, title);
          for (const label of labels.filter((label) => label.right > canvasLeft + 0.5))
            expect(label.isDrawn).toBe(label.left >= canvasLeft - 0.5);
        }).toPass({ timeout: 5_000 });
        await screenshot(page, `axis-labels-${name}-${theme}-${width}`, { fullPage: false });
      }
    }
  }
});
