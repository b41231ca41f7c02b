/*
 * Light, dark or system theme (docs/decisions.md D41): an account setting kept in the ui
 * preferences (`ui.theme`) and mirrored in localStorage, so the page can take its theme before
 * first paint, before the app (and its session check) has loaded.
 */

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;

export const DEFAULT_THEME: ThemeChoice = 'system';
/** The key under the `ui` preferences. */
export const THEME_PREFERENCE_KEY = 'theme';
/** The local mirror index.html reads before first paint; not secret. */
export const THEME_STORAGE_KEY = 'plotline.theme';
/** The class on <html> that turns the dark palette on (apps/web/src/index.css). */
export const DARK_CLASS = 'dark';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);

/** What a choice shows: System follows the operating system's colour scheme. */
export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): ResolvedTheme {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}

/**
 * The inline script index.html runs in <head>, before anything paints: the mirrored choice (or
 * System when there is none or storage is off) decides the class on <html>. The server's CSP
 * allows exactly this text by its SHA-256 (apps/server/src/lib/security.ts), so it stays one
 * constant that the web build injects and the server hashes.
 */
export const THEME_INIT_SCRIPT =
  '(function(){var c=null;try{c=localStorage.getItem(' +
  JSON.stringify(THEME_STORAGE_KEY) +
  ')}catch(e){}document.documentElement.classList.toggle(' +
  JSON.stringify(DARK_CLASS) +
  ',c==="dark"||(c!=="light"&&matchMedia(' +
  JSON.stringify(DARK_SCHEME_QUERY) +
  ').matches))})()';
