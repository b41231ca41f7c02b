import { lazy } from 'react';
import { loadWithTimeout } from './load-view';

/*
 * The two screens behind the session check are script chunks of their own (docs/decisions.md
 * D35): someone signing in loads neither the shell's menus nor its project picker, and someone
 * signed in never loads the login and registration forms. So that the session check and the
 * chunk do not wait on each other, the chunk the last visit needed starts loading at once
 * (preloadLikelyScreen); a wrong guess costs one small chunk, never correctness.
 */

const SIGNED_IN_HINT_KEY = 'plotline.signedIn';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

const loadLoginScreen = once(() => loadWithTimeout(() => import('@/features/auth/components/login-screen')));
const loadAppShell = once(() => loadWithTimeout(() => import('./shell/app-shell')));

function rememberSignedIn(signedIn: boolean): void {
  try {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, signedIn ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode, quota): the hint only saves a round trip.
  }
}

/** Starts loading the screen the last visit ended on (the login screen when there is no hint). */
export function preloadLikelyScreen(): void {
  let signedIn = false;
  try {
    signedIn = window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    // No storage: guess the login screen.
  }
  void (signedIn ? loadAppShell() : loadLoginScreen()).catch(() => {
    // The screen that is rendered reports its own failure (the root route's error element).
  });
}

/** Both chunks (component tests load them before their first find, so its time-out is not spent on loading code). */
export const loadScreens = (): Promise<unknown> => Promise.all([loadLoginScreen(), loadAppShell()]);

export const LazyLoginScreen = lazy(() => {
  rememberSignedIn(false);
  return loadLoginScreen().then((m) => ({ default: m.LoginScreen }));
});
export const LazyAppShell = lazy(() => {
  rememberSignedIn(true);
  return loadAppShell().then((m) => ({ default: m.AppShell }));
});
