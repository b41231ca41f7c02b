import { memo } from 'react';
import { formatUsDate, type ScaleAxis } from '@plotline/shared';

/**
 * The sticky axis of the zoom level: its units on the upper row ('Week 3', 'Jul 2025', 'Q3 2025'),
 * the next smaller ones below, only those near the view (docs/decisions.md D39), and the top of the
 * Today line with its label. Memoized, so scrolling within a step skips it.
 */
export const TimelineAxis = memo(function TimelineAxis({
  axis,
  headerWidth,
  width,
  today,
  todayX,
  title = 'Timelines',
}: {
  axis: ScaleAxis;
  headerWidth: number;
  width: number;
  today: string;
  todayX: number | null;
  /** Over the row headers. */
  title?: string;
}) {
  return (
    <div className="sticky top-0 z-20 flex border-b border-gray-200 bg-white">
      <div
        className="sticky left-0 z-30 flex shrink-0 items-end border-r border-gray-200 bg-white px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
        style={{ width: headerWidth }}
      >
        {title}
      </div>
      <div className="relative h-12 overflow-hidden" style={{ width }}>
        <div aria-hidden="true">
          {axis.major.map((tick) => (
            <div
              key={tick.start}
              className="absolute top-0 h-6 truncate border-l border-gray-300 px-1.5 pt-1 text-xs font-semibold whitespace-nowrap text-gray-700"
              style={{ left: tick.x, width: tick.width }}
              title={tick.label}
            >
              {tick.label}
            </div>
          ))}
          {axis.minor.map((tick) => (
            <div
              key={tick.start}
              className="absolute top-6 h-6 overflow-hidden border-l border-gray-200 pt-1 text-center text-[10px] whitespace-nowrap text-gray-500"
              style={{ left: tick.x, width: tick.width }}
            >
              {/* A tick narrower than its label keeps just the line. */}
              {tick.width >= tick.label.length * 6 + 4 ? tick.label : null}
            </div>
          ))}
        </div>
        {todayX === null ? null : (
          <div
            className="absolute top-0 bottom-0 w-0.5 bg-red-600"
            style={{ left: todayX - 1 }}
            role="img"
            aria-label={`Today, ${formatUsDate(today)}`}
          >
            <span className="absolute top-6 left-1 mt-1 rounded-sm bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white">
              Today
            </span>
          </div>
        )}
      </div>
    </div>
  );
});
