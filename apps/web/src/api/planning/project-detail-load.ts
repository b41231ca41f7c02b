import { dayNumber, type ProjectDetail } from '@plotline/shared';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/projects/projects-queries';
import { fetchProjectDetail } from './planning-fetchers';
import { projectLoader } from './project-loader';
import { cover, firstDensity, mergePage, nextPage, spanOf, type DayRange } from './project-pages';

/**
 * What a view shows first (docs/decisions.md D60): the days in view plus a margin (the timeline,
 * the calendar), or `'first'`, the project's earliest events (the table, which lists each
 * timeline's events by date from the top).
 */
export type ProjectView = { from: string; to: string } | 'first';

/**
 * A day before any event: a window ending on it brings the timelines, the dependencies, the counts
 * and `eventDates` with (next to) no events, which is how the table learns where the project starts.
 */
const PROBE_DAY = '1000-01-01';

/**
 * What the view shows first: its window, or the probe plus the project's earliest page; null when
 * the first answer shows the cache is current (`isCurrentAt` its revision).
 */
async function firstPages(
  projectId: string,
  view: ProjectView,
  signal: AbortSignal,
  isCurrentAt: (revision: number) => boolean,
): Promise<[ProjectDetail, DayRange[]] | null> {
  if (view !== 'first') {
    const page = await fetchProjectDetail(projectId, signal, view);
    return isCurrentAt(page.revision)
      ? null
      : [page, [{ start: dayNumber(view.from), end: dayNumber(view.to) }]];
  }
  const probe = await fetchProjectDetail(projectId, signal, { to: PROBE_DAY });
  if (isCurrentAt(probe.revision)) return null;
  const covered = [{ start: -Infinity, end: dayNumber(PROBE_DAY) }];
  const span = spanOf(probe.eventDates);
  if (!span) return [probe, covered];
  const request = nextPage({
    covered,
    span,
    perDay: firstDensity(span, probe.eventCount),
    focus: span.first,
  })!;
  const page = await fetchProjectDetail(projectId, signal, request);
  return [mergePage(probe, page), cover(covered, request.range)];
}

/**
 * The project detail's query function. Without `view`, the whole project in one answer. With it,
 * the view's window first (returned, so it paints), then the rest paged in (project-loader.ts).
 * Read again (a reload after a refused change, the window regaining focus) while the cache holds
 * every event or is still paging at the same revision, the cache stays as it is: the live stream
 * keeps it current, and the window's answer showed nothing moved.
 */
export async function loadProjectDetail(
  client: QueryClient,
  projectId: string,
  signal: AbortSignal,
  view?: ProjectView,
): Promise<ProjectDetail> {
  const loader = projectLoader(client, projectId);
  if (!view) {
    const whole = await fetchProjectDetail(projectId, signal);
    loader.stop(true);
    return whole;
  }
  const key = projectKeys.detail(projectId);
  const isCurrentAt = (revision: number) => {
    const cached = client.getQueryData<ProjectDetail>(key);
    return cached !== undefined && loader.isCurrent && cached.revision >= revision;
  };
  const pages = await firstPages(projectId, view, signal, isCurrentAt);
  if (!pages) return client.getQueryData<ProjectDetail>(key)!;
  loader.begin(...pages);
  return pages[0];
}
