import type { Locator, Page } from '@playwright/test';

/** Clicks a dependency arrow on its line (the middle of its path), not in the middle of its bounding box. */
export async function clickArrow(page: Page, target: Locator): Promise<void> {
  const point = await target.evaluate((group) => {
    const path = group.querySelector('path') as SVGPathElement;
    const at = path.getPointAtLength(path.getTotalLength() / 2);
    const matrix = path.getScreenCTM() as DOMMatrix;
    return { x: at.x * matrix.a + at.y * matrix.c + matrix.e, y: at.x * matrix.b + at.y * matrix.d + matrix.f };
  });
  await page.mouse.click(point.x, point.y);
}
