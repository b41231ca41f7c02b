import { useLayoutEffect, type RefObject } from 'react';
import { pageSlices, type PageSlice } from '@plotline/shared';
import { PRINT_PAGE_WIDTH_PX } from './use-printing';

/*
 * A timeline too wide for the page prints on page-wide slices (docs/decisions.md D58), left to right,
 * each a page (or more, breaking between rows) with the row headers and its part of the axis. A board
 * that fits the page at MIN_PRINT_SCALE or more is zoomed to it; a wider one is not shrunk at all but
 * cut, at its own scale, at whole upper-axis units (the shared `pageSlices`, the PDF's rule too).
 *
 * While printing, the board renders every row and its whole range (usePrinting); after each such
 * commit the hook copies the rendered board into the slices' container once per slice: a static
 * copy, hidden from assistive technology, clipped to its slice and shifted left by the slice's start,
 * its sticky headers shifted right by as much so they stay at the page's left edge (print.css). The
 * board itself is then left off the paper. Leaving print empties the container.
 */

/** The smallest zoom a printed board gets before it is cut into slices instead: text stays readable. */
export const MIN_PRINT_SCALE = 0.75;

export interface PrintLayout {
  /** The board's row headers and canvas, in px. */
  headerWidth: number;
  width: number;
  perDay: number;
  /** Canvas x of each upper-axis unit's start (where slices prefer to cut). */
  unitXs: readonly number[];
}

export interface PrintPlan {
  /** The CSS zoom the board gets on paper (1 for slices). */
  scale: number;
  /** Day offsets of each slice; one slice when the board fits the page at `scale`. */
  slices: PageSlice[];
}

/** How a board prints: zoomed to the page down to MIN_PRINT_SCALE, then cut into page-wide slices. */
export function printPlan({ headerWidth, width, perDay, unitXs }: PrintLayout): PrintPlan {
  const days = Math.max(1, Math.round(width / perDay));
  const scale = Math.min(1, Math.max(MIN_PRINT_SCALE, PRINT_PAGE_WIDTH_PX / (headerWidth + width)));
  if ((headerWidth + width) * scale <= PRINT_PAGE_WIDTH_PX + 0.5) return { scale, slices: [{ start: 0, end: days }] };
  // Slices print at the board's own scale: a zoomed slice came out far smaller on Chromium's paper (D58).
  const daysAPage = (PRINT_PAGE_WIDTH_PX - headerWidth) / perDay;
  return { scale: 1, slices: pageSlices(days, daysAPage, unitXs.map((x) => Math.round(x / perDay))) };
}

/** A short date for a slice's caption: 'Jul 28, 2025'. */
const caption = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Fills `slicesRef` with the slices of the board in `contentRef` after every commit while printing
 * (when it needs more than one), and marks the board so print.css leaves it off the paper.
 */
export function usePrintSlices(
  contentRef: RefObject<HTMLElement | null>,
  slicesRef: RefObject<HTMLElement | null>,
  options: { isPrinting: boolean; plan: PrintPlan | null; headerWidth: number; perDay: number; rangeStart: string },
): void {
  const { isPrinting, plan, headerWidth, perDay, rangeStart } = options;
  // After every commit while printing: rows rendered since (every one of them) are on paper too.
  useLayoutEffect(() => {
    const content = contentRef.current;
    const container = slicesRef.current;
    if (!content || !container) return;
    const isSliced = isPrinting && plan !== null && plan.slices.length > 1;
    content.toggleAttribute('data-print-sliced', isSliced);
    if (!isSliced) {
      container.replaceChildren();
      return;
    }
    const first = Date.parse(`${rangeStart}T00:00:00Z`);
    const dayDate = (offset: number) => new Date(first + offset * 86_400_000);
    container.replaceChildren(
      ...plan.slices.map(({ start, end }, index) => {
        const offset = start * perDay;
        const slice = document.createElement('div');
        slice.dataset.printSlice = '';
        slice.style.setProperty('--print-zoom', String(plan.scale));
        slice.style.setProperty('--slice-offset', `${offset}px`);
        const title = document.createElement('p');
        title.dataset.printSliceTitle = '';
        title.textContent = `${caption(dayDate(start))} – ${caption(dayDate(end - 1))} (part ${index + 1} of ${plan.slices.length})`;
        const window = document.createElement('div');
        window.dataset.printSliceWindow = '';
        window.style.width = `${headerWidth + (end - start) * perDay}px`;
        const copy = content.cloneNode(true) as HTMLElement;
        copy.removeAttribute('data-print-sliced');
        copy.removeAttribute('data-print-fit');
        copy.style.marginLeft = `${-offset}px`;
        window.append(copy);
        slice.append(title, window);
        return slice;
      }),
    );
  });
}
