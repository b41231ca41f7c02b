import { useCallback, useMemo } from 'react';
import { useMutation, useQueries, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { toWireDate, type PlanningEvent, type TimeRange, type ZoomLevel } from '@plotline/shared';
import { updateEvent } from '@/api/planning';
import { projectKeys } from '@/api/projects';
import type { Portfolio, PortfolioProject } from '@plotline/shared';
import { fetchPortfolio } from './portfolio-fetchers';
import { portfolioKeys, PORTFOLIO_REFETCH_MS } from './portfolio-keys';
import { mergePage } from './portfolio-merge';
import { portfolioWindows, type DayWindow } from './portfolio-windows';

export interface PortfolioData {
  /** The loaded projects of the pages asked for, each in its pages' order. */
  projects: PortfolioProject[];
  /** The projects of the pages that have answered: one of them missing from `projects` is gone (access lost, deleted). */
  answered: ReadonlySet<string>;
  /** The days the windows cover (those in view and a margin). */
  span: DayWindow;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The portfolio for the days in view (and a margin), loaded window by window (portfolio-windows.ts)
 * and page by page of projects (`pages`: the projects' ids of each page whose rows are near the view),
 * so a user reading hundreds of projects never waits for all of them (docs/decisions.md D45, D53).
 */
export function usePortfolio(options: {
  range: TimeRange;
  visibleFrom: string;
  visibleTo: string;
  zoom: ZoomLevel;
  pages: readonly (readonly string[])[];
  enabled: boolean;
}): PortfolioData {
  const { range, visibleFrom, visibleTo, zoom, pages, enabled } = options;
  const windows = useMemo(
    () => portfolioWindows(range, visibleFrom, visibleTo, zoom),
    [range, visibleFrom, visibleTo, zoom],
  );
  const perPage = windows.length;
  const combine = useCallback((results: UseQueryResult<Portfolio>[]) => combineWindows(results, perPage), [perPage]);
  const portfolio = useQueries({
    queries: pages.flatMap((page) =>
      windows.map((window) => ({
        queryKey: portfolioKeys.window(window, page),
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchPortfolio({ ...window, projectIds: page }, signal),
        enabled,
        refetchOnWindowFocus: true,
        refetchInterval: PORTFOLIO_REFETCH_MS,
      })),
    ),
    combine,
  });
  const projects = useMemo(
    () => portfolio.pageAnswers.flatMap((answers, index) => mergePage(pages[index]?.join(',') ?? '', answers)),
    [pages, portfolio.pageAnswers],
  );
  const answered = useMemo(
    () => new Set(pages.flatMap((page, index) => ((portfolio.pageAnswers[index]?.length ?? 0) > 0 ? page : []))),
    [pages, portfolio.pageAnswers],
  );
  const spanFrom = windows[0]?.from ?? visibleFrom;
  const spanTo = windows.at(-1)?.to ?? visibleTo;
  const span = useMemo(() => ({ from: spanFrom, to: spanTo }), [spanFrom, spanTo]);
  return { ...portfolio, projects, answered, span };
}

/** Outside the component, so TanStack Query re-runs it only when a window's state changes; `perPage` windows a page. */
function combineWindows(results: UseQueryResult<Portfolio>[], perPage: number) {
  const pageAnswers: Portfolio[][] = [];
  for (let start = 0; start < results.length; start += Math.max(1, perPage)) {
    // The windows that have answered; the others join as they arrive.
    pageAnswers.push(results.slice(start, start + perPage).flatMap((result) => (result.data ? [result.data] : [])));
  }
  return {
    pageAnswers,
    isPending: results.every((result) => result.isPending),
    isFetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => results.forEach((result) => void result.refetch()),
  };
}

export interface PortfolioMove {
  event: PlanningEvent;
  date: string;
  endDate: string | null;
}

/**
 * An event dragged on the portfolio: shown at its new dates at once in every cached window, saved
 * through the event's own update route, then the portfolio and the project are read again.
 */
export function useMovePortfolioEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, date, endDate }: PortfolioMove) =>
      updateEvent(event.projectId, event.timelineId, event.id, { version: event.version, date, endDate }),
    onMutate: async ({ event, date, endDate }) => {
      await queryClient.cancelQueries({ queryKey: portfolioKeys.all });
      replaceEvent(queryClient, { ...event, date: toWireDate(date), endDate: endDate ? toWireDate(endDate) : null });
    },
    onSettled: (_answer, _error, { event }) => {
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(event.projectId) });
    },
  });
}

function replaceEvent(queryClient: QueryClient, changed: PlanningEvent) {
  queryClient.setQueriesData<Portfolio>({ queryKey: [...portfolioKeys.all, 'window'] }, (answer) =>
    answer
      ? {
          ...answer,
          projects: answer.projects.map((project) =>
            project.id !== changed.projectId
              ? project
              : {
                  ...project,
                  timelines: project.timelines.map((timeline) =>
                    timeline.id !== changed.timelineId
                      ? timeline
                      : { ...timeline, events: timeline.events.map((e) => (e.id === changed.id ? changed : e)) },
                  ),
                },
          ),
        }
      : answer,
  );
}
