import { lazy } from 'react';
import { loadWithTimeout } from './load-view';

/*
 * The two screens behind the session check are script chunks of their own (docs/decisions.md
 * D35): someone signing in loads neither the shell's menus nor its project picker, and someone
 * signed in never loads the login and registration forms. Each chunk starts loading as soon as
 * the session check says which screen it is.
 */
export const LazyLoginScreen = lazy(() =>
  loadWithTimeout(() => import('@/features/auth/components/login-screen')).then((m) => ({ default: m.LoginScreen })),
);
export const LazyAppShell = lazy(() => loadWithTimeout(() => import('./shell/app-shell')).then((m) => ({ default: m.AppShell })));
