import { lazy } from 'react';
import { peekEarlySessionCheck } from '@/api/auth/early-session';
import { loadWithTimeout } from './load-view';
import { preloadViewAt } from './lazy-views';

/*
 * The two screens behind the session check are script chunks of their own (docs/decisions.md
 * D35): someone signing in loads neither the shell's menus nor its project picker, and someone
 * signed in never loads the login and registration forms. So that the session check and the
 * chunk do not wait on each other, the chunk the session needs starts loading as soon as the
 * early session check (index.html, docs/decisions.md D81) has answered, which is mostly before this
 * script runs; signed in, the view at the address loads beside the shell rather than after it.
 * Without an early check, the chunk the last visit needed is guessed: a wrong guess costs one
 * small chunk, never correctness.
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

function rememberedSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false; // No storage: guess the login screen.
  }
}

function preloadScreen(signedIn: boolean): void {
  const loads: Promise<unknown>[] = signedIn ? [loadAppShell(), preloadViewAt(window.location.pathname)] : [loadLoginScreen()];
  void Promise.all(loads).catch(() => {
    // The screen that is rendered reports its own failure (the root route's error element).
  });
}

/** Starts loading the screen (and, signed in, the view) the session needs, or the last visit ended on. */
export function preloadLikelyScreen(): void {
  const early = peekEarlySessionCheck();
  if (!early) return preloadScreen(rememberedSignedIn());
  void early.then((signedIn) => preloadScreen(signedIn ?? rememberedSignedIn()));
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
