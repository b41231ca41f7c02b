import { memo } from 'react';
import { cn } from '@/lib/cn';
import type { WeekAxis } from '@plotline/shared';

/** The sticky week axis with its day ticks and today marker; memoized, so scrolling skips it. */
export const TimelineAxis = memo(function TimelineAxis({
  axis,
  headerWidth,
  width,
  perDay,
  showEveryDay,
  todayX,
}: {
  axis: WeekAxis;
  headerWidth: number;
  width: number;
  perDay: number;
  showEveryDay: boolean;
  todayX: number | null;
}) {
  return (
    <div className="sticky top-0 z-20 flex border-b border-gray-200 bg-white">
      <div
        className="sticky left-0 z-30 flex shrink-0 items-end border-r border-gray-200 bg-white px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
        style={{ width: headerWidth }}
      >
        Timelines
      </div>
      <div className="relative h-12" style={{ width }} aria-hidden="true">
        {axis.weeks.map((week) => (
          <div
            key={week.start}
            className="absolute top-0 h-6 border-l border-gray-300 px-1.5 pt-1 text-xs font-semibold whitespace-nowrap text-gray-700"
            style={{ left: week.x, width: week.width }}
            title={week.start}
          >
            {week.label}
          </div>
        ))}
        {axis.days.map((day) =>
          showEveryDay || day.isWeekStart ? (
            <div
              key={day.date}
              className={cn(
                'absolute top-6 h-6 border-l pt-1 text-center text-[10px]',
                day.isWeekStart ? 'border-gray-300 text-gray-600' : 'border-gray-100 text-gray-400',
              )}
              style={{ left: day.x, width: showEveryDay ? perDay : perDay * 7 }}
            >
              {showEveryDay ? day.day : `${day.date.slice(5, 7)}/${day.date.slice(8, 10)}`}
            </div>
          ) : (
            <div
              key={day.date}
              className="absolute bottom-0 h-1.5 border-l border-gray-200"
              style={{ left: day.x }}
            />
          ),
        )}
        {todayX === null ? null : (
          <div
            className="absolute top-0 bottom-0 w-0.5 bg-red-500"
            style={{ left: todayX - 1 }}
            title="Today"
          />
        )}
      </div>
    </div>
  );
});
