import { lazy } from 'react';
import { VIEW_PATHS } from '@/lib/routes';
import { loadWithTimeout } from './load-view';

/*
 * The three planning views, each its own script chunk loaded when it is first opened, so the
 * first load carries only the shell and the login screen (docs/decisions.md D35). A chunk that
 * does not arrive within the time-out fails like one that could not be fetched (ViewError). The
 * signed-in routes and the public link's read-only view (app/public) render the same chunks.
 */
const loadTimeline = () => import('@/features/timeline/timeline-page');
const loadCalendar = () => import('@/features/calendar/calendar-page');
const loadPortfolio = () => import('@/features/portfolio/portfolio-page');
const loadTable = () => import('@/features/table/table-page');

export const TimelinePage = lazy(() => loadWithTimeout(loadTimeline).then((m) => ({ default: m.TimelinePage })));
export const CalendarPage = lazy(() => loadWithTimeout(loadCalendar).then((m) => ({ default: m.CalendarPage })));
/** Every readable project on one axis (docs/decisions.md D45); signed-in only. */
export const PortfolioPage = lazy(() => loadWithTimeout(loadPortfolio).then((m) => ({ default: m.PortfolioPage })));
export const TablePage = lazy(() => loadWithTimeout(loadTable).then((m) => ({ default: m.TablePage })));

const VIEW_LOADERS: Record<string, () => Promise<unknown>> = {
  [VIEW_PATHS.timeline]: loadTimeline,
  [VIEW_PATHS.calendar]: loadCalendar,
  [VIEW_PATHS.portfolio]: loadPortfolio,
  [VIEW_PATHS.table]: loadTable,
};

/**
 * Starts loading the chunk of the view at `pathname` (none elsewhere), so a signed-in first load
 * fetches it beside the shell's chunk instead of after it (docs/decisions.md D81); the lazy view
 * then finds the module loaded.
 */
export function preloadViewAt(pathname: string): Promise<unknown> {
  return VIEW_LOADERS[pathname]?.() ?? Promise.resolve();
}
