import { afterEach, describe, expect, it } from 'vitest';
import { DARK_CLASS } from '@plotline/shared';
import { applyTheme } from './theme';

const isDark = () => document.documentElement.classList.contains(DARK_CLASS);

describe('applyTheme', () => {
  afterEach(() => applyTheme('light'));

  it('shows the dark palette, prints in the light one and shows the dark one again after printing', () => {
    applyTheme('dark');
    expect(isDark()).toBe(true);
    window.dispatchEvent(new Event('beforeprint'));
    expect(isDark()).toBe(false);
    window.dispatchEvent(new Event('afterprint'));
    expect(isDark()).toBe(true);
  });

  it('keeps a choice made while printing for after it', () => {
    applyTheme('light');
    window.dispatchEvent(new Event('beforeprint'));
    applyTheme('dark');
    expect(isDark()).toBe(false);
    window.dispatchEvent(new Event('afterprint'));
    expect(isDark()).toBe(true);
  });
});
