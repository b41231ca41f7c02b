import { memo, useRef, type RefObject } from 'react';
import { formatUsDate, type ScaleAxis, type ScaleTick } from '@plotline/shared';
import { useWholeAxisLabels } from './use-whole-axis-labels';

/** The Today badge's width in px (its class sets the same): 'Today' in 10 px bold and its padding. */
export const TODAY_BADGE_WIDTH = 36;
/** A lower-row label's width is estimated at this many px a character (10 px text). */
const MINOR_CHAR_PX = 6;
/** An upper-row label's: 12 px semibold, generously, and the tick's 6 px padding each side. */
const MAJOR_CHAR_PX = 7;
const MAJOR_PADDING_PX = 12;

/**
 * An upper-row tick's label, or null where the tick is too narrow to hold it whole: a range that
 * starts or ends mid-unit (a Sunday at Week zoom) has a sliver of a unit there, whose label was cut
 * at the board's edge or, in the browser print, ran over the next unit's ('Week 29' over 'Week 30',
 * D68). The sliver keeps its line; its lower row still names the days.
 */
export function majorLabel(tick: ScaleTick): string | null {
  return tick.width < tick.label.length * MAJOR_CHAR_PX + MAJOR_PADDING_PX ? null : tick.label;
}

/**
 * The canvas's last whole px: a scroll box scrolls whole px only, so the fraction of a px past it
 * of a canvas whose days are fractional (Year zoom at 390 px: 307.19 px) is never in view, and a
 * badge reaching into it was cut by that fraction.
 */
function reachableEnd(width: number): number {
  return Math.floor(width);
}

/**
 * Where the Today badge sits on the canvas: centred on the line, but kept inside the canvas, so it
 * is never cut off at the range's ends (at Year zoom today is often a few px from the end).
 */
export function todayBadgeLeft(todayX: number, width: number): number {
  return Math.max(0, Math.min(todayX - TODAY_BADGE_WIDTH / 2, reachableEnd(width) - TODAY_BADGE_WIDTH));
}

/**
 * The stretch of the canvas the Today badge may slide along (docs/decisions.md D77, D87): from a
 * badge's width left of the line to a badge's width past the end of today's day (the line is at the
 * day's middle), within the canvas. The badge sticks to the visible part of the board (past the
 * sticky row headers, before the box's right edge) within it: centred on the line where it can be,
 * and whole right of the headers for as long as any of today's day is in view, even once the line
 * itself has gone under them (at 390 px, today the first day in view: 'oday' before). Wherever it
 * slides it covers the line or the visible rest of today's day.
 */
export function todayBadgeSlide(todayX: number, width: number, perDay: number): { from: number; to: number } {
  return {
    from: Math.max(0, todayX - TODAY_BADGE_WIDTH),
    to: Math.min(reachableEnd(width), todayX + perDay / 2 + TODAY_BADGE_WIDTH),
  };
}

/**
 * A lower-row tick's label, or null where it does not fit its tick or would run under the Today
 * badge (the badge sits on the lower row; the line's aria-label names the day).
 */
export function minorLabel(tick: ScaleTick, badgeLeft: number | null): string | null {
  const textWidth = tick.label.length * MINOR_CHAR_PX;
  if (tick.width < textWidth + 4) return null;
  if (badgeLeft === null) return tick.label;
  const textLeft = tick.x + (tick.width - textWidth) / 2;
  const isUnderBadge = textLeft < badgeLeft + TODAY_BADGE_WIDTH + 2 && textLeft + textWidth > badgeLeft - 2;
  return isUnderBadge ? null : tick.label;
}

/**
 * The sticky axis of the zoom level: its units on the upper row ('Week 3', 'Jul 2025', 'Q3 2025'),
 * the next smaller ones below, only those near the view (docs/decisions.md D39), and the top of the
 * Today line with its label. Memoized, so scrolling within a step skips it.
 */
export const TimelineAxis = memo(function TimelineAxis({
  axis,
  headerWidth,
  width,
  perDay,
  today,
  todayX,
  scrollRef,
  title = 'Timelines',
}: {
  axis: ScaleAxis;
  headerWidth: number;
  width: number;
  /** Px a day: today's day reaches half of it either side of the line. */
  perDay: number;
  today: string;
  todayX: number | null;
  /** The board's scroll box (the labels are whole within it, D87). */
  scrollRef: RefObject<HTMLElement | null>;
  /** Over the row headers. */
  title?: string;
}) {
  const badgeLeft = todayX === null ? null : todayBadgeLeft(todayX, width);
  const slide = todayX === null ? null : todayBadgeSlide(todayX, width, perDay);
  const labelsRef = useRef<HTMLDivElement>(null);
  useWholeAxisLabels(labelsRef, scrollRef, headerWidth, axis.major);
  return (
    <div className="sticky top-0 z-20 flex border-b border-gray-200 bg-white">
      <div
        className="sticky left-0 z-30 flex shrink-0 items-end border-r border-gray-200 bg-white px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
        style={{ width: headerWidth }}
      >
        {title}
      </div>
      {/* Clipped, not hidden: an overflow-hidden box would be the labels' scroll box and keep them from sticking. */}
      <div className="relative h-12 overflow-clip" style={{ width }}>
        <div ref={labelsRef} aria-hidden="true">
          {axis.major.map((tick) => (
            <div
              key={tick.start}
              className="absolute top-0 h-6 overflow-clip border-l border-gray-300 px-1.5 pt-1 text-xs font-semibold whitespace-nowrap text-gray-700"
              style={{ left: tick.x, width: tick.width }}
              title={tick.label}
            >
              {/* A unit begun before the view keeps its label at the view's left edge, after the row headers (D61);
                  one pushed back under them by its tick's end is not drawn (use-whole-axis-labels.ts, D87). */}
              {majorLabel(tick) === null ? null : (
                <span
                  data-axis-label=""
                  className="sticky inline-block max-w-full truncate align-top data-[cut]:invisible"
                  style={{ left: headerWidth + 6 }}
                >
                  {tick.label}
                </span>
              )}
            </div>
          ))}
          {axis.minor.map((tick) => (
            <div
              key={tick.start}
              className="absolute top-6 h-6 overflow-hidden border-l border-gray-200 pt-1 text-center text-[10px] whitespace-nowrap text-gray-500"
              style={{ left: tick.x, width: tick.width }}
            >
              {/* A tick narrower than its label, or under the Today badge, keeps just the line. */}
              {minorLabel(tick, badgeLeft)}
            </div>
          ))}
        </div>
        {todayX === null || badgeLeft === null || slide === null ? null : (
          <>
            <div
              className="absolute top-0 bottom-0 w-0.5 bg-red-600"
              style={{ left: todayX - 1 }}
              role="img"
              aria-label={`Today, ${formatUsDate(today)}`}
            />
            <div className="absolute top-6 mt-1 h-4" style={{ left: slide.from, width: slide.to - slide.from }} aria-hidden="true">
              {/* Centred on the line where it can be; sticky, so it stays in the board's visible part (D77, D87). */}
              <span
                className="sticky inline-block w-9 rounded-sm bg-red-600 text-center align-top text-[10px] leading-4 font-semibold text-white"
                style={{ left: headerWidth, right: 0, marginLeft: badgeLeft - slide.from }}
              >
                Today
              </span>
            </div>
          </>
        )}
      </div>
    </div>
  );
});
