import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@plotline/shared';

/*
 * Media queries read on every render (D73): one MediaQueryList per query (its `matches` follows the
 * media), made again only when window.matchMedia itself is replaced (tests stub it), and one
 * subscription per query rather than one per render.
 */
let listsOf: { matchMedia: typeof window.matchMedia; lists: Map<string, MediaQueryList> } | null = null;

/** The query's MediaQueryList, or null where matchMedia is missing. */
export function mediaList(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (listsOf?.matchMedia !== window.matchMedia) listsOf = { matchMedia: window.matchMedia, lists: new Map() };
  let list = listsOf.lists.get(query);
  if (!list) listsOf.lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** Whether a CSS media query matches now, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}

/** Below the spec's mobile breakpoint (768 px): layouts switch to their phone form. */
export const useIsMobile = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 0.02}px)`);
