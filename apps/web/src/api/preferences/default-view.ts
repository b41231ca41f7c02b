import { isDefaultViewChoice, type DEFAULT_VIEW_CHOICES } from '@plotline/shared';
import { useSaveUiPreference } from './preferences-hooks';

/*
 * The saved default view: the ui.default_view preference on the server,
 * with a local copy used when the server cannot be asked, else timeline. Any of the five allowed
 * views is read back; only the three planning views are saved back (docs/decisions.md D19).
 */

export type DefaultViewChoice = (typeof DEFAULT_VIEW_CHOICES)[number];

/** The views saved back as the default when the user switches to them, or picks one in Account. */
export const SAVED_BACK_VIEWS = ['timeline', 'calendar', 'table'] as const satisfies readonly DefaultViewChoice[];
export type SavedBackView = (typeof SAVED_BACK_VIEWS)[number];

export const isSavedBackView = (view: string): view is SavedBackView => (SAVED_BACK_VIEWS as readonly string[]).includes(view);

export const DEFAULT_VIEW_KEY = 'default_view';
/** The locally kept copy of the last chosen view. Not secret, so local storage is fine. */
export const DEFAULT_VIEW_STORAGE_KEY = 'plotline.defaultView';

export function readStoredDefaultView(): DefaultViewChoice | null {
  try {
    const stored = window.localStorage.getItem(DEFAULT_VIEW_STORAGE_KEY);
    return isDefaultViewChoice(stored) ? stored : null;
  } catch {
    // Storage can be disabled (private mode, policies): no local copy then.
    return null;
  }
}

export function storeDefaultView(view: DefaultViewChoice): void {
  try {
    window.localStorage.setItem(DEFAULT_VIEW_STORAGE_KEY, view);
  } catch {
    // Best effort: the server copy is the real one.
  }
}

/** The saved value from the ui preferences, if it is one of the allowed views. */
export function readDefaultView(values: Record<string, unknown> | undefined): DefaultViewChoice | null {
  const value = values?.[DEFAULT_VIEW_KEY];
  return isDefaultViewChoice(value) ? value : null;
}

export const DEFAULT_VIEW_LABELS: Record<DefaultViewChoice, string> = {
  timeline: 'Timeline',
  calendar: 'Calendar',
  table: 'Table',
  admin: 'Admin',
  organization: 'Organization',
};

/** Saves to the server and keeps the local copy (the fallback when the server cannot be asked). */
export const useSaveDefaultView = () => useSaveUiPreference<SavedBackView>(DEFAULT_VIEW_KEY, storeDefaultView);
