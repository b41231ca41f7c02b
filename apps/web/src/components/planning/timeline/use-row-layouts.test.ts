import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILTIN_OBJECTIVE_MAP, type TimelineWithEvents } from '@plotline/shared';
import { makeEvent, makeTimeline } from '@/test/projects';
import { recordInsertion } from '@/lib/list-insertions';
import { useRowLayouts } from './use-row-layouts';

const range = { start: '2025-07-01', end: '2025-07-31' };
const inJuly = makeEvent('july', 't1', '2025-07-10');
const other = makeTimeline('t2', { events: [makeEvent('other', 't2', '2025-07-12')] });

function render(timelines: TimelineWithEvents[]) {
  return renderHook(({ rows }) => useRowLayouts(rows, range, 3100, BUILTIN_OBJECTIVE_MAP), {
    initialProps: { rows: timelines },
  });
}

describe('useRowLayouts', () => {
  it('keeps a row’s layout, and the whole list, when only events outside the range arrived (a page merged in, D67)', () => {
    const hook = render([makeTimeline('t1', { events: [inJuly] }), other]);
    const first = hook.result.current;
    expect(first[0]!.placed.map((placed) => placed.event.id)).toEqual(['july']);
    const paged = makeTimeline('t1', { events: [makeEvent('june', 't1', '2025-06-10'), inJuly, makeEvent('sept', 't1', '2025-09-01')] });
    hook.rerender({ rows: [paged, other] });
    expect(hook.result.current).toBe(first);
  });

  it('checks only a merged page’s inserted events: kept when they are outside the range, laid out again with one inside', () => {
    const t1 = makeTimeline('t1', { events: [inJuly] });
    const hook = render([t1, other]);
    const first = hook.result.current;
    // As api/planning/project-pages.ts's mergePage records a page that only inserted events.
    const insert = (from: typeof t1, event: ReturnType<typeof makeEvent>) => {
      const events = [...from.events, event].sort((a, b) => a.date.localeCompare(b.date));
      recordInsertion(events, { from: from.events, inserted: [event] });
      return { ...from, events };
    };
    const outside = insert(t1, makeEvent('june', 't1', '2025-06-10'));
    hook.rerender({ rows: [outside, other] });
    expect(hook.result.current).toBe(first);
    const inside = insert(outside, makeEvent('late-july', 't1', '2025-07-25'));
    hook.rerender({ rows: [inside, other] });
    expect(hook.result.current[0]!.placed.map((placed) => placed.event.id)).toEqual(['july', 'late-july']);
    expect(hook.result.current[1]).toBe(first[1]);
  });

  it('lays a row out again when an event in the range changed, and keeps the others', () => {
    const hook = render([makeTimeline('t1', { events: [inJuly] }), other]);
    const first = hook.result.current;
    const moved = makeTimeline('t1', { events: [makeEvent('july', 't1', '2025-07-20')] });
    hook.rerender({ rows: [moved, other] });
    expect(hook.result.current).not.toBe(first);
    expect(hook.result.current[0]!.placed[0]!.geometry.x).toBe(1900);
    expect(hook.result.current[1]).toBe(first[1]);
  });
});
