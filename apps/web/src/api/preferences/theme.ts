import { useEffect } from 'react';
import { isThemeChoice, THEME_PREFERENCE_KEY, type ThemeChoice } from '@plotline/shared';
import { applyTheme, readStoredTheme } from '@/lib/theme';
import { useSaveUiPreference, useUiPreferencesQuery } from './preferences-hooks';

/*
 * Light, Dark or System: the ui.theme preference, mirrored locally so index.html paints the right
 * theme before the app loads (docs/decisions.md D41).
 */

export const THEME_LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The saved choice from the ui preferences, if it is one. */
export function readTheme(values: Record<string, unknown> | undefined): ThemeChoice | null {
  const value = values?.[THEME_PREFERENCE_KEY];
  return isThemeChoice(value) ? value : null;
}

/** The choice in force: the saved one, else the local mirror (System when there is none). */
export function useTheme(): ThemeChoice {
  const preferences = useUiPreferencesQuery();
  return readTheme(preferences.data) ?? readStoredTheme();
}

/** Signed in: the saved preference wins over the mirror (another device may have changed it). */
export function useApplySavedTheme(): void {
  const theme = useTheme();
  useEffect(() => applyTheme(theme), [theme]);
}

/** Saves the choice; it shows at once and goes back if the server refuses. */
export const useSaveTheme = () => useSaveUiPreference<ThemeChoice>(THEME_PREFERENCE_KEY, applyTheme);
