import { describe, expect, it } from 'vitest';
import { DARK_CLASS, THEME_CHOICES, THEME_INIT_SCRIPT, THEME_STORAGE_KEY, isThemeChoice, resolveTheme } from './theme.js';

/** Runs the inline script against a stand-in page: what it leaves on <html>. */
function runInitScript(stored: string | null | Error, prefersDark: boolean): boolean {
  const classes = new Set<string>();
  const page = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({ matches: prefersDark && query === '(prefers-color-scheme: dark)' }),
    document: {
      documentElement: {
        classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      },
    },
  };
  // The script reads browser globals; hand it the stand-ins under those names.
  const script = new Function('localStorage', 'matchMedia', 'document', THEME_INIT_SCRIPT);
  script(page.localStorage, page.matchMedia, page.document);
  return classes.has(DARK_CLASS);
}

describe('resolveTheme', () => {
  it('keeps Light and Dark and lets System follow the operating system', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});

describe('isThemeChoice', () => {
  it('accepts the three choices only', () => {
    for (const choice of THEME_CHOICES) expect(isThemeChoice(choice)).toBe(true);
    for (const value of ['Dark', '', null, 1, 'auto']) expect(isThemeChoice(value)).toBe(false);
  });
});

describe('THEME_INIT_SCRIPT', () => {
  it('applies the mirrored choice before first paint', () => {
    expect(runInitScript('dark', false)).toBe(true);
    expect(runInitScript('light', true)).toBe(false);
  });

  it('follows the operating system for System, no mirror or a value it does not know', () => {
    for (const stored of ['system', null, 'purple']) {
      expect(runInitScript(stored, true)).toBe(true);
      expect(runInitScript(stored, false)).toBe(false);
    }
  });

  it('follows the operating system when storage is refused', () => {
    expect(runInitScript(new Error('SecurityError'), true)).toBe(true);
    expect(runInitScript(new Error('SecurityError'), false)).toBe(false);
  });
});
