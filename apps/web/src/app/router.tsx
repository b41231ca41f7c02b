import { lazy, Suspense, type ReactNode } from 'react';
import { FirstPaintMark } from '@/lib/after-first-paint';
import { Navigate, Route, Switch, useLocation } from '@/lib/router';
import { readDefaultView, readStoredDefaultView, useProjectChoice, useUiPreferencesQuery } from '@/api/preferences';
import type { LandingParams } from '@/features/auth/utils/landing-params';
import { FALLBACK_DEFAULT_VIEW, PUBLIC_LINK_PATH, VIEW_PATHS } from '@/lib/routes';
import { AuthGate } from './auth-gate';
import { CalendarPage, PortfolioPage, TablePage, TimelinePage } from './lazy-views';
import { loadWithTimeout } from './load-view';
import { LoadingScreen } from './loading-screen';
import { RouteErrorBoundary, ViewLoading } from './view-loading';

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

/** A view whose first render is its first paint (the timeline marks its own: its rows, docs/decisions.md D82). */
function Painted({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <FirstPaintMark />
    </>
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

/** The signed-in screens, inside the shell: each view's chunk loads in one boundary, which a navigation clears of an error. */
function SignedInRoutes() {
  const { pathname } = useLocation();
  return (
    <Switch>
      <Route path="/">
        <DefaultViewRedirect />
      </Route>
      {SIGNED_IN_VIEWS.map(([path, element]) => (
        <Route key={path} path={path}>
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<ViewLoading />}>{element}</Suspense>
          </RouteErrorBoundary>
        </Route>
      ))}
      <Route>
        <DefaultViewRedirect />
      </Route>
    </Switch>
  );
}

const SIGNED_IN_VIEWS: readonly [string, ReactNode][] = [
  [VIEW_PATHS.timeline, <TimelinePage />],
  [VIEW_PATHS.calendar, <Painted><CalendarPage /></Painted>],
  [VIEW_PATHS.table, <Painted><TablePage /></Painted>],
  [VIEW_PATHS.portfolio, <Painted><PortfolioPage /></Painted>],
  [VIEW_PATHS.projects, <Painted><ProjectsPage /></Painted>],
  [VIEW_PATHS.account, <Painted><AccountPage /></Painted>],
  [VIEW_PATHS.admin, <Painted><AdminPage /></Painted>],
  [VIEW_PATHS.organization, <Painted><OrganizationPage /></Painted>],
];

/** Every screen by its URL: a public link's page, else the session check and then the login screen or the shell. */
export function AppRoutes({ landing }: { landing?: LandingParams }) {
  const { pathname } = useLocation();
  return (
    <Switch>
      <Route path={PUBLIC_LINK_PATH}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <PublicLinkScreen />
            <FirstPaintMark />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
      <Route>
        {/* The login screen and the shell are chunks of their own (lazy-screens.tsx): one that cannot load ends here. */}
        <RouteErrorBoundary resetKey={pathname}>
          <AuthGate landing={landing}>
            <SignedInRoutes />
          </AuthGate>
        </RouteErrorBoundary>
      </Route>
    </Switch>
  );
}
