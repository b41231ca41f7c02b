import {
  DARK_CLASS,
  DARK_SCHEME_QUERY,
  DEFAULT_THEME,
  isThemeChoice,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '@plotline/shared';

/*
 * The page's theme at run time (docs/decisions.md D41). index.html's inline script has already set
 * the class from the local mirror before first paint; once the saved preference is known it is
 * applied and mirrored here, and while the choice is System the page follows the operating system.
 */

let stopFollowing: (() => void) | null = null;

/** The mirrored choice, System when there is none or storage is off. */
export function readStoredTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function systemQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
}

function paint(choice: ThemeChoice): void {
  const isDark = resolveTheme(choice, systemQuery()?.matches ?? false) === 'dark';
  document.documentElement.classList.toggle(DARK_CLASS, isDark);
}

/** Shows `choice` now, keeps the mirror for the next first paint, and follows the system under System. */
export function applyTheme(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Best effort: without storage the next load starts from System until the preference arrives.
  }
  stopFollowing?.();
  stopFollowing = null;
  paint(choice);
  const query = systemQuery();
  if (choice === 'system' && query) {
    const follow = () => paint('system');
    query.addEventListener('change', follow);
    stopFollowing = () => query.removeEventListener('change', follow);
  }
}
