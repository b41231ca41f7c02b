import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/*
 * The app's toasts, with sonner loaded on the first toast rather than before the first paint
 * (docs/decisions.md D75, D80): the app's toaster mounts once a toast was asked for
 * (`useToastAsked`), so no view's first load fetches sonner. Same calls as sonner's
 * `toast.success/error/info`; once sonner is in, a toast is shown at once, before that as soon as
 * it has loaded (sonner hands toasts made before its Toaster subscribed to it).
 */

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;

const askedListeners = new Set<() => void>();

/** sonner itself, loaded once. */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').then((module) => (sonner = module));
    askedListeners.forEach((listener) => listener());
  }
  return loading;
}

const subscribeAsked = (listener: () => void) => {
  askedListeners.add(listener);
  return () => void askedListeners.delete(listener);
};

/**
 * True once a toast was asked for (sonner is loading or in): the app's toaster mounts then. None
 * in markup rendered ahead, the static login screen's (docs/decisions.md D89).
 */
export function useToastAsked(): boolean {
  return useSyncExternalStore(subscribeAsked, () => loading !== undefined, () => false);
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  const call = (module: Sonner) => void module.toast[kind](message, options);
  if (sonner) call(sonner);
  else void loadSonner().then(call);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
