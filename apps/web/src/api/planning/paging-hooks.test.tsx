import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ProjectDetail } from '@plotline/shared';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { useShownProject } from './paging-hooks';
import { isPagedFrom, mergePage } from './project-pages';

const project = (...dates: string[]) =>
  makeProjectDetail('owner', [makeTimeline('t', { events: dates.map((date, i) => makeEvent(`${date}-${i}`, 't', date)) })]);
const page = (date: string) => project(date);

/** Every value the hook returned, render by render, while `project` goes through `steps`. */
function shown(steps: ProjectDetail[]) {
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

  it('renders a folded page in a deferred render, keeping what was shown in the urgent one', () => {
    const first = project('2025-03-02');
    const folded = mergePage(first, page('2025-03-01'));
    const seen = shown([first, folded]);
    expect(seen[0]).toBe(first);
    // The urgent render keeps the screen's project; the deferred one shows the page.
    expect(seen.slice(1)).toEqual([first, folded]);
    expect(seen.at(-1)).toBe(folded);
  });

  it('renders anything but a folded page at once', () => {
    const first = project('2025-03-02');
    const edited: ProjectDetail = { ...first, name: 'Renamed' };
    const seen = shown([first, edited]);
    expect(seen.slice(1).every((value) => value === edited)).toBe(true);
  });
});
