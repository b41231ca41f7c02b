import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as shared from '@plotline/shared';
import { BUILTIN_OBJECTIVE_MAP, fitPixelsPerDay, rangeDays, type TimelineWithEvents } from '@plotline/shared';
import { makeEvent, makeTimeline } from '@/test/projects';
import { useRowLayouts } from './use-row-layouts';
import { useZoomWarmup, warmupWidths } from './use-zoom-warmup';

vi.mock('@plotline/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof shared>();
  return { ...actual, layoutRow: vi.fn(actual.layoutRow) };
});
const layoutRow = vi.mocked(shared.layoutRow);

const range = { start: '2025-01-01', end: '2026-12-31' };
const VIEW = 1040;
const widthAt = (level: shared.ZoomLevel) => rangeDays(range) * fitPixelsPerDay(range, level, VIEW);

function rows(): TimelineWithEvents[] {
  return ['t1', 't2', 't3'].map((id) =>
    makeTimeline(id, {
      events: [makeEvent(`${id}-a`, id, '2025-03-10'), makeEvent(`${id}-b`, id, '2026-05-01')],
    }),
  );
}

/** A schedule that keeps the idle callbacks for the test to run, with a deadline that always has time. */
function manualSchedule() {
  const queue: Array<(deadline?: IdleDeadline) => void> = [];
  const cancelled = new Set<unknown>();
  const schedule = (run: (deadline?: IdleDeadline) => void) => {
    queue.push(run);
    return () => cancelled.add(run);
  };
  const drain = () => {
    // The warm-up waits for the rows to settle first.
    vi.advanceTimersByTime(1000);
    let runs = 0;
    for (let run = queue.shift(); run; run = queue.shift()) {
      if (cancelled.has(run)) continue;
      run({ didTimeout: false, timeRemaining: () => 50 });
      runs += 1;
    }
    return runs;
  };
  return { schedule, drain };
}

describe('warmupWidths', () => {
  it('lists the other levels’ canvas widths, the nearest level first, never the current one', () => {
    expect(warmupWidths(range, 'month', VIEW)).toEqual([
      widthAt('week'),
      widthAt('quarter'),
      widthAt('day'),
      widthAt('year'),
    ]);
    expect(warmupWidths(range, 'day', VIEW)).toEqual([
      widthAt('week'),
      widthAt('month'),
      widthAt('quarter'),
      widthAt('year'),
    ]);
  });

  it('lists a width once where a short range widens several levels to the same one', () => {
    const week = { start: '2025-07-01', end: '2025-07-07' };
    // Seven days fill 1040 px only at 148 px a day: every level is that wide.
    expect(warmupWidths(week, 'week', VIEW)).toEqual([]);
  });
});

function warm(timelines: TimelineWithEvents[], schedule: ReturnType<typeof manualSchedule>['schedule'], isEnabled = true) {
  return renderHook(() =>
    useZoomWarmup({ timelines, range, zoom: 'week', viewWidth: VIEW, objectives: BUILTIN_OBJECTIVE_MAP, isEnabled, schedule }),
  );
}

describe('useZoomWarmup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    layoutRow.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lays out every row at the other levels in idle slices, so a first visit lays out nothing', () => {
    const timelines = rows();
    const { schedule, drain } = manualSchedule();
    warm(timelines, schedule);
    vi.advanceTimersByTime(200);
    expect(layoutRow).not.toHaveBeenCalled();
    expect(drain()).toBeGreaterThan(0);
    expect(layoutRow).toHaveBeenCalledTimes(4 * timelines.length);
    layoutRow.mockClear();
    for (const level of ['day', 'month', 'quarter', 'year'] as const) {
      renderHook(() => useRowLayouts(timelines, range, widthAt(level), BUILTIN_OBJECTIVE_MAP));
    }
    expect(layoutRow).not.toHaveBeenCalled();
  });

  it('stops when the board goes and warms nothing while not enabled', () => {
    const timelines = rows();
    const { schedule, drain } = manualSchedule();
    warm(timelines, schedule).unmount();
    drain();
    warm(timelines, schedule, false);
    drain();
    expect(layoutRow).not.toHaveBeenCalled();
  });
});
