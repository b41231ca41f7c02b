import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Extra canvas pixels either side of the viewport whose events are still rendered. */
const HORIZONTAL_OVERSCAN_PX = 400;
/**
 * Horizontal scrolling re-renders the rows only when it crosses a step of this many pixels (the
 * overscan covers the rest), not on every scroll frame.
 */
const HORIZONTAL_STEP_PX = 200;

export interface BoardViewport {
  /** The scroll box's inner width. */
  width: number;
  /** Canvas x range whose events are rendered. */
  visibleFrom: number;
  visibleTo: number;
}

/**
 * The timeline board's scroll box: its width (followed with a ResizeObserver) and the horizontal
 * window of the canvas worth rendering. The scroll position is kept rounded down to
 * HORIZONTAL_STEP_PX, so most scroll frames change nothing.
 */
/** Whether an item drawn from `x` over `width` px reaches into [visibleFrom, visibleTo]: only those are rendered. */
export const isInView = (box: { x: number; width: number }, visibleFrom: number, visibleTo: number): boolean =>
  box.x + box.width >= visibleFrom && box.x <= visibleTo;

export function useBoardViewport(scrollRef: RefObject<HTMLElement | null>, headerWidth: number): BoardViewport {
  const [viewport, setViewport] = useState({ width: 1024, scrollLeft: 0 });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measure = () => setViewport((current) => ({ ...current, width: element.clientWidth }));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const scrollLeft = Math.floor(element.scrollLeft / HORIZONTAL_STEP_PX) * HORIZONTAL_STEP_PX;
        setViewport((current) => (current.scrollLeft === scrollLeft ? current : { ...current, scrollLeft }));
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
    };
  }, [scrollRef]);

  return {
    width: viewport.width,
    // In canvas pixels; the scroll position is rounded down to a step, so the window reaches a step further.
    visibleFrom: viewport.scrollLeft - headerWidth - HORIZONTAL_OVERSCAN_PX,
    visibleTo: viewport.scrollLeft + HORIZONTAL_STEP_PX + viewport.width + HORIZONTAL_OVERSCAN_PX,
  };
}
