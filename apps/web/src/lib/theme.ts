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
/** The choice shown, repainted after printing. */
let shown: ThemeChoice | null = null;
/** Paper is white: while the page prints, the light palette is used whatever the choice. */
let isPrinting = false;

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
  shown = choice;
  const isDark = !isPrinting && resolveTheme(choice, systemQuery()?.matches ?? false) === 'dark';
  document.documentElement.classList.toggle(DARK_CLASS, isDark);
}

const printQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;

let isWatchingPrint = false;

/**
 * Printing (Ctrl/⌘+P, or a print media emulation) takes the light palette (docs/decisions.md D41):
 * the dark one would print a dark board and light headings on white paper. After it, the choice
 * is shown again.
 */
function watchPrinting(): void {
  if (isWatchingPrint) return;
  isWatchingPrint = true;
  const set = (printing: boolean) => {
    isPrinting = printing;
    if (shown) paint(shown);
  };
  window.addEventListener('beforeprint', () => set(true));
  window.addEventListener('afterprint', () => set(printQuery()?.matches ?? false));
  printQuery()?.addEventListener('change', (event) => set(event.matches));
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
  watchPrinting();
  paint(choice);
  const query = systemQuery();
  if (choice === 'system' && query) {
    const follow = () => paint('system');
    query.addEventListener('change', follow);
    stopFollowing = () => query.removeEventListener('change', follow);
  }
}
