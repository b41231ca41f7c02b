import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@plotline/shared';

export type CalendarDevice = 'desktop' | 'tablet' | 'mobile';

/** Columns and day-cell heights per device. */
export const CALENDAR_GRID = {
  desktop: { columns: 7, cellHeight: 180 },
  tablet: { columns: 3, cellHeight: 185 },
  mobile: { columns: 2, cellHeight: 200 },
} as const satisfies Record<CalendarDevice, { columns: number; cellHeight: number }>;

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;
const TABLET_QUERY = `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`;

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = [window.matchMedia(MOBILE_QUERY), window.matchMedia(TABLET_QUERY)];
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function currentDevice(): CalendarDevice {
  if (matches(MOBILE_QUERY)) return 'mobile';
  if (matches(TABLET_QUERY)) return 'tablet';
  return 'desktop';
}

/** Desktop (>= 1024 px), tablet (< 1024) or mobile (< 768), following the window. */
export function useCalendarDevice(): CalendarDevice {
  return useSyncExternalStore(subscribe, currentDevice, () => 'desktop');
}
