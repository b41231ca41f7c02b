import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { ProjectDetail } from '@plotline/shared';
import { collectGarbage } from '@/test/collect-garbage';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { useShownProject } from './paging-hooks';
import { isPagedFrom, mergePage } from './project-pages';

const project = (...dates: string[]) =>
  makeProjectDetail('owner', [makeTimeline('t', { events: dates.map((date, i) => makeEvent(`${date}-${i}`, 't', date)) })]);
const page = (date: string) => project(date);

/** Every value the hook returned, render by render, while `project` goes through `steps`. */
function shown(steps: (ProjectDetail | undefined)[]) {
  const seen: (ProjectDetail | undefined)[] = [];
  const { rerender } = renderHook(({ value }) => {
    const result = useShownProject(value);
    seen.push(result);
    return result;
  }, { initialProps: { value: steps[0] } });
  for (const step of steps.slice(1)) rerender({ value: step });
  return seen;
}

describe('the project a view renders while pages arrive (docs/decisions.md D86)', () => {
  it('knows a project made by folding pages into another, and nothing else', () => {
    const first = project('2025-03-02');
    const once = mergePage(first, page('2025-03-01'));
    const twice = mergePage(once, page('2025-03-05'));
    expect(isPagedFrom(once, first)).toBe(true);
    expect(isPagedFrom(twice, first)).toBe(true);
    expect(isPagedFrom(first, once)).toBe(false);
    const edited = { ...once };
    expect(isPagedFrom(edited, first)).toBe(false);
    expect(isPagedFrom(mergePage(edited, page('2025-03-07')), first)).toBe(false);
  });

  it('does not take a page folded into an earlier project for one folded into the later (D93)', () => {
    const first = project('2025-03-02');
    const once = mergePage(first, page('2025-03-01'));
    const twice = mergePage(once, page('2025-03-05'));
    const aside = mergePage(once, page('2025-03-09'));
    expect(isPagedFrom(aside, once)).toBe(true);
    expect(isPagedFrom(aside, first)).toBe(true);
    expect(isPagedFrom(aside, twice)).toBe(false);
    expect(isPagedFrom(twice, aside)).toBe(false);
    expect(isPagedFrom(mergePage(aside, page('2025-03-11')), aside)).toBe(true);
  });

  it('holds no earlier version of the project or its events once pages are folded in (D93)', async () => {
    const fold = () => {
      const first = project('2025-03-02');
      let latest = first;
      for (const date of ['2025-03-01', '2025-03-05', '2025-03-07']) latest = mergePage(latest, page(date));
      return { latest, first: new WeakRef(first), firstEvents: new WeakRef(first.timelines[0]!.events) };
    };
    const { latest, first, firstEvents } = fold();
    await collectGarbage();
    expect(first.deref()).toBeUndefined();
    expect(firstEvents.deref()).toBeUndefined();
    expect(latest.timelines[0]!.events).toHaveLength(4);
  });

  it('renders a folded page in a deferred render, keeping what was shown in the urgent one', () => {
    const first = project('2025-03-02');
    const folded = mergePage(first, page('2025-03-01'));
    const seen = shown([first, folded]);
    expect(seen[0]).toBe(first);
    // The urgent render keeps the screen's project; the deferred one shows the page.
    // (The deferred render runs the hook twice: it notes the page as shown, D101.)
    expect(seen.slice(1)).toEqual([first, folded, folded]);
    expect(seen.at(-1)).toBe(folded);
  });

  it('keeps the project on screen for a page folded in before React deferred the one before (D101)', () => {
    const first = project('2025-03-02');
    const edited: ProjectDetail = { ...first, name: 'Renamed' };
    const folded = mergePage(edited, page('2025-03-01'));
    /** Each render's input and what the hook returned. */
    const renders: [ProjectDetail | undefined, ProjectDetail | undefined][] = [];
    let setValue: (value: ProjectDetail) => void = () => {};
    renderHook(() => {
      const [value, set] = useState(first);
      setValue = set;
      const result = useShownProject(value);
      renders.push([value, result]);
      return result;
    });
    // An edit, shown at once, then a page folded into it, both before React's deferred render of the
    // edit has run (during a first load, transitions go before it).
    act(() => {
      flushSync(() => setValue(edited));
      flushSync(() => setValue(folded));
    });
    const withPage = renders.filter(([value]) => value === folded).map(([, result]) => result);
    // The urgent render keeps the edited project on screen; the deferred one shows the page.
    expect(withPage[0]).toBe(edited);
    expect(withPage.at(-1)).toBe(folded);
  });

  it('draws a project arriving where none was shown in the background, keeping none in the urgent render (D101)', () => {
    const first = project('2025-03-02');
    const seen = shown([undefined, first]);
    expect(seen[0]).toBeUndefined();
    expect(seen[1]).toBeUndefined();
    expect(seen.at(-1)).toBe(first);
  });

  it('renders anything but a folded page at once', () => {
    const first = project('2025-03-02');
    const edited: ProjectDetail = { ...first, name: 'Renamed' };
    const seen = shown([first, edited]);
    expect(seen.slice(1).every((value) => value === edited)).toBe(true);
  });
});
