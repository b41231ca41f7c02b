import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useState, type RefObject } from 'react';
import { fitPixelsPerDay, type ScaleRange, type ZoomLevel } from '@plotline/shared';
import { HORIZONTAL_STEP_PX, ScrollMemory } from './scroll-memory';

/** The width a board's first render assumes, before its layout effect measures the box. */
const UNMEASURED_WIDTH = 1024;

/** How long the bars' transition may be held back before they are drawn without one (docs/decisions.md D92). */
export const EVENTS_AT_THE_LATEST_MS = 300;

/** Extra canvas pixels either side of the viewport whose events are still rendered. */
const HORIZONTAL_OVERSCAN_PX = 400;

/** The memory a board's zoom, Today and Auto-fit write to (use-zoom-scroll.ts), and a re-render to apply it. */
export interface BoardScroll {
  memory: ScrollMemory;
  rerender: () => void;
}

export interface BoardViewport {
  /** The scroll box's inner width (before it is measured, a guess). */
  width: number;
  /**
   * Whether the box has been measured: a board's first commit is its empty box, measured before
   * anything is drawn in it at a guessed width (docs/decisions.md D99).
   */
  isMeasured: boolean;
  /**
   * Whether the board draws its events: not in its first renders (at the guessed width, then at the
   * measured one, both before the first paint), but in a transition after them (docs/decisions.md D92).
   */
  drawsEvents: boolean;
  /** Pixels per day at the zoom level for this width (a short range gets wider days). */
  perDay: number;
  /** Canvas x range whose events are rendered. */
  visibleFrom: number;
  visibleTo: number;
  scroll: BoardScroll;
}

/** Whether an item drawn from `x` over `width` px reaches into [visibleFrom, visibleTo]: only those are rendered. */
export const isInView = (box: { x: number; width: number }, visibleFrom: number, visibleTo: number): boolean =>
  box.x + box.width >= visibleFrom && box.x <= visibleTo;

/**
 * A board's scroll box (docs/decisions.md D39, D61): its width (followed with a ResizeObserver), the
 * pixels per day at the zoom level, and the horizontal window of the canvas worth rendering. The
 * scroll position is kept rounded down to HORIZONTAL_STEP_PX, so most scroll frames change nothing.
 * A change of zoom level (or a day asked for) is rendered once, at its new position: the render plans
 * the position from the remembered one (scroll-memory.ts), the layout effect writes it to the box,
 * and nothing reads it back from the layout.
 */
export function useBoardViewport(
  scrollRef: RefObject<HTMLElement | null>,
  headerWidth: number,
  range: ScaleRange,
  zoom: ZoomLevel,
): BoardViewport {
  const [measuredWidth, setWidth] = useState<number | null>(null);
  const width = measuredWidth ?? UNMEASURED_WIDTH;
  const isMeasured = measuredWidth !== null;
  const [drawsEvents, setDrawsEvents] = useState(false);
  const [memory] = useState(() => new ScrollMemory(width));
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const scroll = useMemo(() => ({ memory, rerender }), [memory]);
  const perDay = fitPixelsPerDay(range, zoom, Math.max(1, width - headerWidth));
  const planned = memory.plan(range, perDay, headerWidth);
  const step = memory.windowStep(planned);

  useLayoutEffect(() => {
    // The empty box has no position to keep: the first position is planned at the measured width.
    if (!isMeasured) return;
    const element = scrollRef.current;
    if (planned !== null && element) element.scrollLeft = planned;
    memory.committed(perDay, planned);
  });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => {
      memory.resized(element.clientWidth);
      setWidth(element.clientWidth);
    };
    measure();
    // The rows, the axis and the grid are painted at the box's width first; the bars follow in slices
    // the page can answer input between. A transition starts again after every update that interrupts
    // it (each frame of a scroll): past EVENTS_AT_THE_LATEST_MS the bars are drawn in one go.
    startTransition(() => setDrawsEvents(true));
    const latest = window.setTimeout(() => setDrawsEvents(true), EVENTS_AT_THE_LATEST_MS);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.clearTimeout(latest);
      observer?.disconnect();
    };
  }, [scrollRef, memory]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      if (!memory.scrolled(element.scrollLeft)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(rerender);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, [scrollRef, memory]);

  return {
    width,
    isMeasured,
    drawsEvents,
    perDay,
    // In canvas pixels; the scroll position is rounded down to a step, so the window reaches a step further.
    visibleFrom: step - headerWidth - HORIZONTAL_OVERSCAN_PX,
    visibleTo: step + HORIZONTAL_STEP_PX + width + HORIZONTAL_OVERSCAN_PX,
    scroll,
  };
}
