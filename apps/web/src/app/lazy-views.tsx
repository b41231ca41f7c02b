import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback';
import { VIEW_PATHS } from '@/lib/routes';
import { screenChunk } from './load-view';
import { ViewLoading } from './view-loading';

/*
 * The three planning views and the portfolio, each its own script chunk loaded when it is first
 * opened, so the first load carries only the shell and the login screen (docs/decisions.md D35).
 * A chunk that does not arrive within the time-out fails like one that could not be fetched
 * (ViewError). Drawn from state, not Suspense (D91). The signed-in routes and the public link's
 * read-only view (app/public) render the same chunks.
 */
const timeline = screenChunk(() => import('@/features/timeline/timeline-page').then((m) => m.TimelinePage));
const calendar = screenChunk(() => import('@/features/calendar/calendar-page').then((m) => m.CalendarPage));
const portfolio = screenChunk(() =>
  import('@/features/portfolio/portfolio-page').then((m) => m.PortfolioPage),
);
const table = screenChunk(() => import('@/features/table/table-page').then((m) => m.TablePage));

// The timeline marks its own first paint: its rows (docs/decisions.md D82).
export const TimelinePage = lazyWithFallback(timeline, <ViewLoading />);
export const CalendarPage = lazyWithFallback(calendar, <ViewLoading />, { marksFirstPaint: true });
/** Every readable project on one axis (docs/decisions.md D45); signed-in only. */
export const PortfolioPage = lazyWithFallback(portfolio, <ViewLoading />, { marksFirstPaint: true });
export const TablePage = lazyWithFallback(table, <ViewLoading />, { marksFirstPaint: true });

const VIEW_CHUNKS: Record<string, { load: () => Promise<unknown> }> = {
  [VIEW_PATHS.timeline]: timeline,
  [VIEW_PATHS.calendar]: calendar,
  [VIEW_PATHS.portfolio]: portfolio,
  [VIEW_PATHS.table]: table,
};

/**
 * Starts loading the chunk of the view at `pathname` (none elsewhere), so a signed-in first load
 * fetches it beside the shell's chunk instead of after it (docs/decisions.md D81); the view then
 * finds it loaded and draws at once.
 */
export function preloadViewAt(pathname: string): Promise<unknown> {
  return VIEW_CHUNKS[pathname]?.load() ?? Promise.resolve();
}
