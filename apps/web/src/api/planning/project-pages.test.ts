import { describe, expect, it } from 'vitest';
import { dayNumber, type ProjectDetail } from '@plotline/shared';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { insertionOf } from '@/lib/list-insertions';
import { cover, gapsOf, mergePage, nextPage, PAGE_EVENTS, shareProjectDetail, type DayRange } from './project-pages';

const day = dayNumber;
const span = { first: day('2025-01-01'), last: day('2025-12-31') };

/** Plans pages until none is left, as the loader does, with a flat density. */
function planAll(covered: DayRange[], perDay: number, focus: number) {
  const requests = [];
  let held = covered;
  for (let guard = 0; guard < 1000; guard += 1) {
    const request = nextPage({ covered: held, span, perDay, focus });
    if (!request) return { requests, held };
    requests.push(request);
    held = cover(held, request.range);
  }
  throw new Error('paging never ends');
}

describe('paging a project by date range', () => {
  it('joins covered ranges that touch and finds the gaps over the whole line', () => {
    const held = cover(cover([{ start: 10, end: 20 }], { start: 21, end: 30 }), { start: 40, end: 50 });
    expect(held).toEqual([
      { start: 10, end: 30 },
      { start: 40, end: 50 },
    ]);
    expect(gapsOf(held)).toEqual([
      { start: -Infinity, end: 9 },
      { start: 31, end: 39 },
      { start: 51, end: Infinity },
    ]);
    expect(gapsOf([{ start: -Infinity, end: Infinity }])).toEqual([]);
  });

  it('asks for the days next to the view first, about a page of events each, and ends with every day held', () => {
    const window = { start: day('2025-06-01'), end: day('2025-06-30') };
    // 20 events a day: a page is about PAGE_EVENTS / 20 days.
    const { requests, held } = planAll([window], 20, day('2025-06-15'));
    expect(held).toEqual([{ start: -Infinity, end: Infinity }]);
    const first = requests[0]!;
    // The nearest missing days touch the window.
    expect(first.range.end === window.start - 1 || first.range.start === window.end + 1).toBe(true);
    const inner = requests.filter(
      (request) => Number.isFinite(request.range.start) && Number.isFinite(request.range.end),
    );
    for (const request of inner)
      expect(request.range.end - request.range.start + 1).toBeLessThanOrEqual(PAGE_EVENTS / 20);
    // The pages reaching the span's edges also take what lies beyond (open-ended): from/to left out.
    expect(requests.some((request) => request.from === undefined && request.to !== undefined)).toBe(true);
    expect(requests.some((request) => request.to === undefined && request.from !== undefined)).toBe(true);
    // No day is asked for twice.
    const days = inner.reduce((sum, request) => sum + request.range.end - request.range.start + 1, 0);
    expect(days).toBeLessThanOrEqual(span.last - span.first + 1 - 30);
  });

  it('goes to the day in view when it lies in a gap', () => {
    const request = nextPage({
      covered: [{ start: span.first, end: span.first + 10 }],
      span,
      perDay: 100,
      focus: day('2025-09-01'),
    });
    expect(request!.range.start).toBeLessThanOrEqual(day('2025-09-01'));
    expect(request!.range.end).toBeGreaterThanOrEqual(day('2025-09-01'));
  });

  it('asks for everything in one page without a span, and for nothing once all is held', () => {
    expect(nextPage({ covered: [], span: null, perDay: 0, focus: 0 })).toEqual({
      from: undefined,
      to: undefined,
      range: { start: -Infinity, end: Infinity },
    });
    expect(
      nextPage({ covered: [{ start: -Infinity, end: Infinity }], span, perDay: 1, focus: 0 }),
    ).toBeNull();
  });
});

describe('mergePage', () => {
  const project = (events: ReturnType<typeof makeEvent>[]): ProjectDetail =>
    makeProjectDetail('owner', [makeTimeline('t', { events })]);
  const ids = (detail: ProjectDetail) =>
    detail.timelines[0]!.events.map((event) => `${event.id}@${event.version}`);

  it('adds the events it lacks in date order, keeps each once, and the higher version of both', () => {
    const held = project([
      makeEvent('b', 't', '2025-03-02'),
      makeEvent('c', 't', '2025-03-05', { version: 3 }),
    ]);
    const page = project([
      makeEvent('a', 't', '2025-03-01'),
      makeEvent('b', 't', '2025-03-02', { version: 2 }),
      makeEvent('c', 't', '2025-03-05', { version: 2 }),
      makeEvent('d', 't', '2025-03-09'),
    ]);
    expect(ids(mergePage(held, page))).toEqual(['a@1', 'b@2', 'c@3', 'd@1']);
  });

  it('keeps a merged project as it is in the cache, and compares an answer read from the server with it', () => {
    const held = project([makeEvent('b', 't', '2025-03-02')]);
    const merged = mergePage(held, project([makeEvent('a', 't', '2025-03-01')]));
    expect(shareProjectDetail(held, merged)).toBe(merged);
    expect(merged.timelines[0]!.events[1]).toBe(held.timelines[0]!.events[0]);
    // A fresh answer equal to the cache is the cache (TanStack Query's usual structural sharing).
    const read = structuredClone(held);
    expect(shareProjectDetail(held, read)).toBe(held);
  });

  it('records a merge that only inserted events, with what it inserted; one that replaced an event records none', () => {
    const held = project([makeEvent('b', 't', '2025-03-02')]);
    const merged = mergePage(held, project([makeEvent('a', 't', '2025-03-01'), makeEvent('b', 't', '2025-03-02')]));
    const insertion = insertionOf(merged.timelines[0]!.events);
    expect(insertion?.from).toBe(held.timelines[0]!.events);
    expect(insertion?.inserted.map((event) => event.id)).toEqual(['a']);
    const newer = mergePage(held, project([makeEvent('b', 't', '2025-03-02', { version: 2 }), makeEvent('c', 't', '2025-03-04')]));
    expect(ids(newer)).toEqual(['b@2', 'c@1']);
    expect(insertionOf(newer.timelines[0]!.events)).toBeUndefined();
  });

  it('returns the same project when the page brings nothing new', () => {
    const held = project([makeEvent('a', 't', '2025-03-01')]);
    expect(mergePage(held, project([makeEvent('a', 't', '2025-03-01')]))).toBe(held);
  });
});
