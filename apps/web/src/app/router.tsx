import { Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback';
import { Navigate, Route, Switch, useLocation } from '@/lib/router';
import {
  readDefaultView,
  readStoredDefaultView,
  useProjectChoice,
  useUiPreferencesQuery,
} from '@/api/preferences';
import type { LandingParams } from '@/features/auth/utils/landing-params';
import { FALLBACK_DEFAULT_VIEW, PUBLIC_LINK_PATH, VIEW_PATHS } from '@/lib/routes';
import { AuthGate } from './auth-gate';
import { CalendarPage, PortfolioPage, TablePage, TimelinePage } from './lazy-views';
import { screenChunk } from './load-view';
import { LoadingScreen } from './loading-screen';
import { RouteErrorBoundary, ViewLoading } from './view-loading';

/* The other screens are script chunks of their own too, loaded when first opened and drawn from state (docs/decisions.md D35, D91). */
const screen = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = <ViewLoading />,
) => lazyWithFallback(screenChunk(load), fallback, { marksFirstPaint: true });
const ProjectsPage = screen(() => import('@/features/projects/projects-page').then((m) => m.ProjectsPage));
const AccountPage = screen(() => import('@/features/account/account-page').then((m) => m.AccountPage));
const AdminPage = screen(() => import('@/features/admin/admin-page').then((m) => m.AdminPage));
const OrganizationPage = screen(() =>
  import('@/features/organization/organization-page').then((m) => m.OrganizationPage),
);

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
const PublicLinkScreen = screen(
  () => import('./public/public-link-screen').then((m) => m.PublicLinkScreen),
  <LoadingScreen />,
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
  [VIEW_PATHS.calendar, <CalendarPage />],
  [VIEW_PATHS.table, <TablePage />],
  [VIEW_PATHS.portfolio, <PortfolioPage />],
  [VIEW_PATHS.projects, <ProjectsPage />],
  [VIEW_PATHS.account, <AccountPage />],
  [VIEW_PATHS.admin, <AdminPage />],
  [VIEW_PATHS.organization, <OrganizationPage />],
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
