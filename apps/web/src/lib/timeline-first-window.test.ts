import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_RANGE, ZOOM_PIXELS_PER_DAY } from '@plotline/shared';
import { timelineWindow, viewportWidth } from './timeline-first-window';

describe("the timeline's first window (docs/decisions.md D60, D67, D103)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is one screen of days at the zoom level, from the first day in view', () => {
    const days = Math.ceil(1000 / ZOOM_PIXELS_PER_DAY.week);
    const { from, to } = timelineWindow(DEFAULT_TIME_RANGE, 'week', null, 1000);
    expect(from).toBe(DEFAULT_TIME_RANGE.start);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(days);
  });

  it("knows the window's width without asking the browser for it, and follows a resize", () => {
    const reads = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(777);
    // A read in a render made the browser bring the page's style up to date first.
    expect(viewportWidth()).not.toBe(777);
    expect(reads).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('resize'));
    expect(viewportWidth()).toBe(777);
    expect(viewportWidth()).toBe(777);
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
