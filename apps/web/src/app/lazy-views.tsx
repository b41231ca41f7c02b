import { lazy } from 'react';
import { loadWithTimeout } from './load-view';

/*
 * The three planning views, each its own script chunk loaded when it is first opened, so the
 * first load carries only the shell and the login screen (docs/decisions.md D35). A chunk that
 * does not arrive within the time-out fails like one that could not be fetched (ViewError). The
 * signed-in routes and the public link's read-only view (app/public) render the same chunks.
 */
export const TimelinePage = lazy(() =>
  loadWithTimeout(() => import('@/features/timeline/timeline-page')).then((m) => ({
    default: m.TimelinePage,
  })),
);
export const CalendarPage = lazy(() =>
  loadWithTimeout(() => import('@/features/calendar/calendar-page')).then((m) => ({
    default: m.CalendarPage,
  })),
);
/** Every readable project on one axis (docs/decisions.md D45); signed-in only. */
export const PortfolioPage = lazy(() =>
  loadWithTimeout(() => import('@/features/portfolio/portfolio-page')).then((m) => ({
    default: m.PortfolioPage,
  })),
);
export const TablePage = lazy(() =>
  loadWithTimeout(() => import('@/features/table/table-page')).then((m) => ({ default: m.TablePage })),
);
