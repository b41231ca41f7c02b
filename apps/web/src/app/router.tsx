import { createBrowserRouter, createMemoryRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { readDefaultView, readStoredDefaultView } from '@/api/account';
import { useUiPreferencesQuery } from '@/api/preferences';
import { AccountPage } from '@/features/account/account-page';
import { AdminPage } from '@/features/admin/admin-page';
import type { LandingParams } from '@/features/auth/utils/landing-params';
import { CalendarPage } from '@/features/calendar/calendar-page';
import { OrganizationPage } from '@/features/organization/organization-page';
import { ProjectsPage } from '@/features/projects/projects-page';
import { TablePage } from '@/features/table/table-page';
import { TimelinePage } from '@/features/timeline/timeline-page';
import { FALLBACK_DEFAULT_VIEW, VIEW_PATHS } from '@/lib/routes';
import { AuthGate } from './auth-gate';
import { Spinner } from '@/components/ui/spinner';

/**
 * `/` opens the saved default view (ui.default_view, spec part 2, section 2) and keeps `?project=`.
 * If the preference cannot be loaded: the local copy of the last view, else timeline.
 */
function DefaultViewRedirect() {
  const location = useLocation();
  const preferences = useUiPreferencesQuery();
  if (preferences.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center py-16">
        <Spinner label="Loading" />
      </div>
    );
  }
  const view = readDefaultView(preferences.data) ?? readStoredDefaultView() ?? FALLBACK_DEFAULT_VIEW;
  return <Navigate to={{ pathname: VIEW_PATHS[view], search: location.search }} replace />;
}

export function createRoutes(landing?: LandingParams): RouteObject[] {
  return [
    {
      element: <AuthGate landing={landing} />,
      children: [
        { index: true, element: <DefaultViewRedirect /> },
        { path: VIEW_PATHS.timeline, element: <TimelinePage /> },
        { path: VIEW_PATHS.calendar, element: <CalendarPage /> },
        { path: VIEW_PATHS.table, element: <TablePage /> },
        { path: VIEW_PATHS.projects, element: <ProjectsPage /> },
        { path: VIEW_PATHS.account, element: <AccountPage /> },
        { path: VIEW_PATHS.admin, element: <AdminPage /> },
        { path: VIEW_PATHS.organization, element: <OrganizationPage /> },
        { path: '*', element: <DefaultViewRedirect /> },
      ],
    },
  ];
}

export const createAppRouter = (landing?: LandingParams) => createBrowserRouter(createRoutes(landing));

/** For component tests: the same routes at a given URL. */
export const createTestRouter = (initialPath = '/', landing?: LandingParams) =>
  createMemoryRouter(createRoutes(landing), { initialEntries: [initialPath] });
