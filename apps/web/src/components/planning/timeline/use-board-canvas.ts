import { useEffect, useMemo, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { dayX, localToday, rangeDays, scaleAxis, type ScaleAxis, type TimeRange, type ZoomLevel } from '@plotline/shared';
import { everyIndex } from '@/lib/use-printing';
import { useBoardValue, type BoardActions } from './board-context';
import { zoomBackground } from './timeline-layout';
import { keepRendered } from './use-board-keys';
import { useBoardViewport } from './use-board-viewport';

/** The unmeasured box's axis: nothing is drawn at a guessed width (use-board-viewport.ts). */
const NO_AXIS: ScaleAxis = { major: [], minor: [] };

/** A horizontal window no event reaches into. */
const NO_EVENTS_IN_VIEW = { visibleFrom: Infinity, visibleTo: -Infinity };

/**
 * A board's canvas at a zoom level (docs/decisions.md D39, D53), the timeline's and the portfolio's:
 * the scroll box's viewport, the pixels per day (a range too short to fill the view at the level gets
 * wider days), the canvas width, the axis ticks near the view, today's line and the level's grid,
 * and the `board` its rows share (BoardContext) from these and the board's `actions`.
 * `showEverything` (printing) renders the whole canvas.
 */
export function useBoardCanvas({
  scrollRef,
  headerWidth,
  range,
  zoom,
  showEverything = false,
  actions,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  headerWidth: number;
  range: TimeRange;
  zoom: ZoomLevel;
  showEverything?: boolean;
  actions: BoardActions;
}) {
  const measured = useBoardViewport(scrollRef, headerWidth, range, zoom);
  const viewport = showEverything ? { ...measured, visibleFrom: -Infinity, visibleTo: Infinity } : measured;
  const { perDay } = viewport;
  const width = rangeDays(range) * perDay;
  const { visibleFrom, visibleTo } = viewport;
  const { isMeasured } = viewport;
  const axis = useMemo(
    () => (isMeasured ? scaleAxis(range, zoom, perDay, { from: visibleFrom, to: visibleTo }) : NO_AXIS),
    [isMeasured, range, zoom, perDay, visibleFrom, visibleTo],
  );
  const today = localToday();
  const todayX = today >= range.start && today <= range.end ? dayX(range, perDay, today) + perDay / 2 : null;
  const gridImage = zoomBackground(range, zoom, perDay);
  // The event being dragged stays rendered however far edge scrolling takes the view from where it
  // started (the board value holds it); unmounted, it would lose the pointer and the move would never be saved.
  // The board's first renders (at a guessed width, then at the measured one) draw the rows without
  // their events, which follow in a transition (use-board-viewport.ts).
  const events = viewport.drawsEvents || showEverything ? { visibleFrom, visibleTo } : NO_EVENTS_IN_VIEW;
  const board = useBoardValue({ perDay, width, gridImage, ...events, scrollRef, headerWidth, ...actions });
  return { viewport, perDay, width, axis, today, todayX, gridImage, board };
}

/**
 * A board's virtualised rows (docs/decisions.md D53): `heightOf` each row (its layout's height),
 * six rows of overscan, the keyboard's row (`keep`) always rendered so Tab finds its stop, every row
 * while printing. The rows are measured again whenever `sizes` (the layouts) changes. Rows newly in
 * view are rendered in a task of their own, not inside the scroll event (D77): there the render and
 * the layout it forces made one task over 50 ms.
 */
export function useBoardRows({
  count,
  scrollRef,
  heightOf,
  keyOf,
  keep,
  sizes,
  isPrinting = false,
}: {
  count: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  heightOf: (index: number) => number;
  keyOf: (index: number) => string | number;
  keep: number | null;
  sizes: unknown;
  isPrinting?: boolean;
}) {
  // The virtualizer is read fresh on every render, never memoized, so the compiler warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: heightOf,
    overscan: 6,
    useFlushSync: false,
    getItemKey: keyOf,
    rangeExtractor: (range) => (isPrinting ? everyIndex(range.count) : keepRendered(defaultRangeExtractor(range), keep)),
  });
  useEffect(() => virtualizer.measure(), [sizes, virtualizer]);
  return virtualizer;
}
