import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { dayAtX, zoomStep, type ScaleRange, type ZoomLevel } from '@plotline/shared';
import type { ScrollAlign } from './scroll-memory';
import type { BoardScroll } from './use-board-viewport';
import { useStableHandler } from './use-stable-handler';

export type { ScrollAlign };

/** Wheel travel (in deltaY units) that makes one zoom step; a mouse notch is ~100, a trackpad pinch a few per frame. */
const WHEEL_STEP = 60;
/** A pinch that grows or shrinks the finger distance by this factor makes one zoom step. */
const PINCH_STEP = 1.5;
/** The first day in view is reported once scrolling has rested this long (it goes to the URL and preferences). */
const REPORT_DELAY_MS = 400;

interface ZoomScrollOptions {
  scrollRef: RefObject<HTMLElement | null>;
  /** The board's scroll memory (use-board-viewport.ts): where the next render scrolls to. */
  scroll: BoardScroll;
  /** Width of the sticky row headers over the scroll box's left side. */
  headerWidth: number;
  /** The range on the canvas and its scale. */
  range: ScaleRange;
  perDay: number;
  zoom: ZoomLevel;
  onZoomChange: (zoom: ZoomLevel) => void;
  /** The day to show first (the URL's or the saved one); undefined while that is not known yet. */
  initialStart: string | null | undefined;
  /** The first day in view, after scrolling rests. */
  onVisibleStart: (date: string) => void;
}

/**
 * The board's horizontal position across zoom changes (docs/decisions.md D39, D61): a new level keeps
 * the day under the pointer (Ctrl/⌘ + wheel, pinch) or in the middle of the view (the Zoom control)
 * where it was; `scrollToDate` brings a day into view (Today, Auto-fit); the first day in view is
 * reported. The positions themselves are planned and applied by useBoardViewport in the render that
 * changes the scale, so a new level is rendered once, already at its place.
 */
export function useZoomScroll(options: ZoomScrollOptions): (date: string, align: ScrollAlign) => void {
  const { scrollRef, scroll, headerWidth, range, perDay } = options;
  const isRestored = useRef(false);

  // The first day in view is restored once, as soon as it is known.
  useLayoutEffect(() => {
    if (isRestored.current || options.initialStart === undefined) return;
    isRestored.current = true;
    if (!options.initialStart) return;
    if (!scroll.memory.hasRequest) scroll.memory.requestDay(options.initialStart, 'start');
    scroll.rerender();
  });

  const reportStart = useStableHandler(() => {
    options.onVisibleStart(dayAtX(range, perDay, scroll.memory.scrollLeft));
  });
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(reportStart, REPORT_DELAY_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
    };
  }, [scrollRef, reportStart]);

  const zoomAround = useStableHandler((clientX: number, direction: 1 | -1) => {
    const element = scrollRef.current;
    const next = zoomStep(options.zoom, direction);
    if (!element || next === options.zoom) return;
    scroll.memory.anchorAt(clientX - element.getBoundingClientRect().left - headerWidth);
    options.onZoomChange(next);
  });
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let wheel = 0;
    const onWheel = (event: WheelEvent) => {
      // Chromium and Safari report a trackpad pinch as a wheel with ctrlKey set.
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      wheel += event.deltaY;
      if (Math.abs(wheel) < WHEEL_STEP) return;
      zoomAround(event.clientX, wheel < 0 ? 1 : -1);
      wheel = 0;
    };
    let pinch: number | null = null;
    const fingers = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]];
      return a && b ? { distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY), x: (a.clientX + b.clientX) / 2 } : null;
    };
    const onTouchStart = (event: TouchEvent) => {
      pinch = fingers(event)?.distance ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const now = fingers(event);
      if (!now || pinch === null) return;
      event.preventDefault();
      const ratio = now.distance / pinch;
      if (ratio < PINCH_STEP && ratio > 1 / PINCH_STEP) return;
      zoomAround(now.x, ratio > 1 ? 1 : -1);
      pinch = now.distance;
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      element.removeEventListener('wheel', onWheel);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
    };
  }, [scrollRef, zoomAround]);

  return useCallback(
    (date: string, align: ScrollAlign) => {
      scroll.memory.requestDay(date, align);
      scroll.rerender();
    },
    [scroll],
  );
}
