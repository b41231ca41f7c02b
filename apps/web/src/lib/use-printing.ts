import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { mediaList } from './use-media-query';

/*
 * Whether the page is being printed (docs/decisions.md D52): between `beforeprint` and `afterprint`,
 * or while the print media query matches (print preview, Playwright's emulateMedia). The virtualised
 * views render every row then, so paper shows the whole plan and not just the rows near the screen.
 */

let isBetweenPrintEvents = false;

const printQuery = (): MediaQueryList | null => mediaList('print');

const isPrintingNow = (): boolean => isBetweenPrintEvents || (printQuery()?.matches ?? false);

function subscribe(onChange: () => void): () => void {
  // The browser lays the page out for paper right after `beforeprint`: render before returning.
  const renderNow = () => flushSync(onChange);
  const before = () => {
    isBetweenPrintEvents = true;
    renderNow();
  };
  const after = () => {
    isBetweenPrintEvents = false;
    renderNow();
  };
  const query = printQuery();
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  query?.addEventListener('change', renderNow);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
    query?.removeEventListener('change', renderNow);
  };
}

export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, isPrintingNow, () => false);
}

/** A virtualizer's rangeExtractor while printing: every index. */
export const everyIndex = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

/**
 * The printable width of a landscape page in CSS pixels: US Letter (11 in, the narrower of Letter
 * and A4) less print.css's 12 mm margins. A wider timeline is zoomed down to it on paper.
 */
export const PRINT_PAGE_WIDTH_PX = 960;

/**
 * The printable height of a landscape page in CSS pixels: A4 (210 mm, the shorter of Letter and A4)
 * less the margins, with a little room. A printed timeline's sheets are cut to it (lib/print-slices.ts).
 */
export const PRINT_PAGE_HEIGHT_PX = 690;
