import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import {
  isSavedBackView,
  readDefaultView,
  storeDefaultView,
  useSaveDefaultView,
  useUiPreferencesQuery,
  warnPreferenceFailure,
  type SavedBackView,
} from '@/api/preferences';
import { VIEW_PATHS } from '@/lib/routes';
import { afterFirstPaint } from '@/lib/after-first-paint';

/** The planning view a path shows, if it is one that is saved back as the default. */
export function savedBackViewAt(pathname: string): SavedBackView | null {
  const entry = Object.entries(VIEW_PATHS).find(([, path]) => path === pathname);
  return entry && isSavedBackView(entry[0]) ? entry[0] : null;
}

/**
 * Switching to timeline, calendar or table saves that view back as the
 * default — to the server when it differs from the saved one, and always to the local copy used when
 * the server cannot be asked. One attempt per switch, so a refusing server is not asked in a loop.
 * A save to the server waits for the first paint (docs/decisions.md D107), like every write the
 * screen does not need.
 */
export function useDefaultViewSaveBack(): void {
  const { pathname } = useLocation();
  const preferences = useUiPreferencesQuery();
  const { mutate: saveDefaultView } = useSaveDefaultView();
  const lastHandled = useRef<SavedBackView | null>(null);
  const view = savedBackViewAt(pathname);
  const savedView = readDefaultView(preferences.data);
  const isPreferenceSettled = !preferences.isPending;

  useEffect(() => {
    if (!view) {
      // Left the planning views (e.g. Account): coming back is a switch again.
      lastHandled.current = null;
      return;
    }
    if (!isPreferenceSettled || lastHandled.current === view) return;
    lastHandled.current = view;
    if (savedView === view) storeDefaultView(view);
    else afterFirstPaint(() => saveDefaultView(view, { onError: warnPreferenceFailure }));
  }, [view, savedView, isPreferenceSettled, saveDefaultView]);
}
