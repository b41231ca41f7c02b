import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@plotline/shared';

function subscribe(query: string, onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether a CSS media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(query, onChange),
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below the spec's mobile breakpoint (768 px): layouts switch to their phone form. */
export const useIsMobile = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 0.02}px)`);
