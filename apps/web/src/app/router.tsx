import { lazy, Suspense, type ReactNode } from 'react';
import { FirstPaintMark } from '@/lib/after-first-paint';
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  Outlet,
  useLocation,
  type RouteObject,
} from 'react-router';
import { readDefaultView, readStoredDefaultView, useProjectChoice, useUiPreferencesQuery } from '@/api/preferences';
import type { LandingParams } from '@/features/auth/utils/landing-params';
import { FALLBACK_DEFAULT_VIEW, PUBLIC_LINK_PATH, VIEW_PATHS } from '@/lib/routes';
import { AuthGate } from './auth-gate';
import { CalendarPage, PortfolioPage, TablePage, TimelinePage } from './lazy-views';
import { preloadLikelyScreen } from './lazy-screens';
import { loadWithTimeout } from './load-view';
import { LoadingScreen } from './loading-screen';
import { ViewError, ViewLoading } from './view-loading';

/* The other screens are script chunks of their own too, loaded when first opened (docs/decisions.md D35). */
const ProjectsPage = lazy(() =>
  loadWithTimeout(() => import('@/features/projects/projects-page')).then((m) => ({
    default: m.ProjectsPage,
  })),
);
const AccountPage = lazy(() =>
  loadWithTimeout(() => import('@/features/account/account-page')).then((m) => ({ default: m.AccountPage })),
);
const AdminPage = lazy(() =>
  loadWithTimeout(() => import('@/features/admin/admin-page')).then((m) => ({ default: m.AdminPage })),
);
const OrganizationPage = lazy(() =>
  loadWithTimeout(() => import('@/features/organization/organization-page')).then((m) => ({
    default: m.OrganizationPage,
  })),
);

/** Inside the shell: the view's chunk loading, or the error if it could not be loaded. */
/** A view whose first render is its first paint (the timeline marks its own: its rows, docs/decisions.md D82). */
function Painted({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <FirstPaintMark />
    </>
  );
}

function LazyView() {
  return (
    <Suspense fallback={<ViewLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * `/` opens the saved default view (ui.default_view, docs/decisions.md D19) and keeps `?project=`.
 * If the preference cannot be loaded: the local copy of the last view, else timeline. It waits until
 * the shell has put the selected project in the URL (useAutoSelectProject), so that one navigation
 * carries it: leaving earlier would replace the URL the project was just written to.
 */
function DefaultViewRedirect() {
  const location = useLocation();
  const preferences = useUiPreferencesQuery();
  const projectChoice = useProjectChoice();
  if (preferences.isPending || !projectChoice.isSettled) return <ViewLoading />;
  const view = readDefaultView(preferences.data) ?? readStoredDefaultView() ?? FALLBACK_DEFAULT_VIEW;
  return <Navigate to={{ pathname: VIEW_PATHS[view], search: location.search }} replace />;
}

/** What a public link opens, read-only and without signing in (docs/decisions.md D42). */
const PublicLinkScreen = lazy(() =>
  loadWithTimeout(() => import('./public/public-link-screen')).then((m) => ({ default: m.PublicLinkScreen })),
);

export function createRoutes(landing?: LandingParams): RouteObject[] {
  return [
    {
      path: PUBLIC_LINK_PATH,
      errorElement: <ViewError />,
      element: (
        <Suspense fallback={<LoadingScreen />}>
          <PublicLinkScreen />
          <FirstPaintMark />
        </Suspense>
      ),
    },
    {
      element: <AuthGate landing={landing} />,
      // The login screen and the shell are chunks of their own (lazy-screens.tsx): one that cannot load ends here.
      errorElement: <ViewError />,
      children: [
        { index: true, element: <DefaultViewRedirect /> },
        {
          element: <LazyView />,
          errorElement: <ViewError />,
          children: [
            { path: VIEW_PATHS.timeline, element: <TimelinePage /> },
            { path: VIEW_PATHS.calendar, element: <Painted><CalendarPage /></Painted> },
            { path: VIEW_PATHS.table, element: <Painted><TablePage /></Painted> },
            { path: VIEW_PATHS.portfolio, element: <Painted><PortfolioPage /></Painted> },
            { path: VIEW_PATHS.projects, element: <Painted><ProjectsPage /></Painted> },
            { path: VIEW_PATHS.account, element: <Painted><AccountPage /></Painted> },
            { path: VIEW_PATHS.admin, element: <Painted><AdminPage /></Painted> },
            { path: VIEW_PATHS.organization, element: <Painted><OrganizationPage /></Painted> },
          ],
        },
        { path: '*', element: <DefaultViewRedirect /> },
      ],
    },
  ];
}

export const createAppRouter = (landing?: LandingParams) => {
  // While the session is checked, the screen it will most likely need loads (lazy-screens.tsx).
  preloadLikelyScreen();
  return createBrowserRouter(createRoutes(landing));
};

/** For component tests: the same routes at a given URL. */
export const createTestRouter = (initialPath = '/', landing?: LandingParams) =>
  createMemoryRouter(createRoutes(landing), { initialEntries: [initialPath] });
