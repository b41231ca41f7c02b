import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '@/api/auth/auth-queries';
import {
  earlyCheckSaysSignedOut,
  peekEarlySessionCheck,
  takeEarlySessionCheck,
} from '@/api/auth/early-session';
import type { AppShellProps } from './shell/app-shell';
import { lazyWithFallback } from '@/components/lazy/lazy-with-fallback';
import type { LoginScreenProps } from '@/features/auth/components/login-screen';
import { LoadingScreen } from './loading-screen';
import { screenChunk } from './load-view';
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

const loginScreen = screenChunk(() =>
  import('@/features/auth/components/login-screen').then((m) => m.LoginScreen),
);
const loadLoginScreen = loginScreen.load;
const appShell = screenChunk(() => import('./shell/app-shell').then((m) => m.AppShell));
const loadAppShell = appShell.load;

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
  const loads: Promise<unknown>[] = signedIn
    ? [loadAppShell(), preloadViewAt(window.location.pathname)]
    : [loadLoginScreen()];
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

/**
 * When index.html painted the login screen as static HTML (docs/decisions.md D89): once the early
 * check has said "no session" and the login chunk is in, the session query holds that answer, so
 * React's first frame is the same login screen (LazyLoginScreen renders at once) instead of the
 * loading screen, and it hydrates the static markup (main.tsx). Otherwise (signed in after all, a
 * network failure, a chunk that failed) nothing is settled and the app checks the session as
 * always. Says whether it settled.
 */
export async function settleStaticLoginScreen(queryClient: QueryClient): Promise<boolean> {
  if (!(await earlyCheckSaysSignedOut())) return false;
  try {
    await loadLoginScreen();
  } catch {
    return false; // The login route reports its own failure.
  }
  takeEarlySessionCheck();
  queryClient.setQueryData(authKeys.currentUser(), null);
  return true;
}

const LoginScreenChunk = lazyWithFallback(loginScreen, <LoadingScreen />);
const AppShellChunk = lazyWithFallback(appShell, <LoadingScreen />);

/** The login screen: at once when its chunk is already in, else after the loading screen (D91). */
export function LazyLoginScreen(props: LoginScreenProps) {
  useEffect(() => rememberSignedIn(false), []);
  return <LoginScreenChunk {...props} />;
}

/** The shell around the routed view: at once when its chunk is already in, else after the loading screen (D91). */
export function LazyAppShell(props: AppShellProps) {
  useEffect(() => rememberSignedIn(true), []);
  return <AppShellChunk {...props} />;
}
