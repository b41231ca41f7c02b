import { useEffect, type RefObject } from 'react';

/** How far right of the scroll box a label still counts as shown: its right edge cuts nothing (see below). */
const PAST_THE_RIGHT_EDGE_PX = 1_000_000;

/** What of an IntersectionObserver entry `isCutLabel` reads. */
interface LabelEntry {
  isIntersecting: boolean;
  intersectionRect: { width: number };
  boundingClientRect: { width: number };
}

/**
 * Whether an upper-axis label is partly in the board's visible part and partly under the sticky row
 * headers (docs/decisions.md D87): in view, but less than its whole width (half a pixel of rounding
 * allowed). A label wholly under the headers is covered by them and needs nothing.
 */
export function isCutLabel(entry: LabelEntry): boolean {
  return entry.isIntersecting && entry.intersectionRect.width < entry.boundingClientRect.width - 0.5;
}

/**
 * Keeps the upper-axis labels (`[data-axis-label]` under `ref`) whole or not drawn (D87). A label
 * sticks after the row headers while its unit is in view (D61), but once only the end of the unit
 * is left its tick pushes it back under the headers, which cut it ('ek 48'). An IntersectionObserver
 * rooted at the board's scroll box, with the headers' width taken off its left, marks such a label
 * `data-cut` (drawn invisible) and unmarks it when it is whole again; the geometry is the browser's,
 * so no width is estimated and no scroll position read. The box's right edge is not counted: a label
 * running out there is the view going on, like the bars. Observed again when the ticks change.
 */
export function useWholeAxisLabels(
  ref: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null>,
  headerWidth: number,
  ticks: unknown,
): void {
  useEffect(() => {
    const container = ref.current;
    // The board's scroll box, handed down: looking for it by computed style would force a style
    // recalculation in the scroll's frames (26 ms in a profile of the portfolio bench's scroll).
    const root = scrollRef.current;
    if (!container || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) entry.target.toggleAttribute('data-cut', isCutLabel(entry));
      },
      { root, rootMargin: `0px ${PAST_THE_RIGHT_EDGE_PX}px 0px ${-headerWidth}px`, threshold: [0, 1] },
    );
    for (const label of container.querySelectorAll('[data-axis-label]')) observer.observe(label);
    return () => observer.disconnect();
  }, [ref, scrollRef, headerWidth, ticks]);
}
