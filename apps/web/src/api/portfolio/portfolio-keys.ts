import type { DayWindow } from './portfolio-windows';

/** Every portfolio query starts with 'portfolio': a change anywhere invalidates them all. */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  window: (window: DayWindow, projectIds: readonly string[]) =>
    [...portfolioKeys.all, 'window', window.from, window.to, projectIds.join(',')] as const,
  clashes: (window: DayWindow, projectIds: readonly string[]) =>
    [...portfolioKeys.all, 'clashes', window.from, window.to, projectIds.join(',')] as const,
};

/**
 * Access can be lost while the portfolio is open and no project stream is watched here: every window
 * is read again when the tab regains focus and once a minute (docs/decisions.md D45).
 */
export const PORTFOLIO_REFETCH_MS = 60_000;
