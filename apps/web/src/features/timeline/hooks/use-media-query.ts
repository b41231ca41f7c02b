import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@plotline/shared';

function subscribe(query: string, onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Below the spec's mobile breakpoint (768 px) the toolbar moves into the 'Filters & Settings' modal. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;
  return useSyncExternalStore(
    (onChange) => subscribe(query, onChange),
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
