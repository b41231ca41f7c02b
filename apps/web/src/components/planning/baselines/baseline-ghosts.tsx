import {
  DOT_SIZE,
  eventGeometry,
  formatUsDate,
  isSingleDayEvent,
  LANE_HEIGHT,
  layoutRow,
  ROW_PADDING,
  toDatedItem,
  type BarGeometry,
  type BaselineEvent,
  type TimeRange,
} from '@plotline/shared';
import { Fragment } from 'react';
import { cn } from '@/lib/cn';

/*
 * The baseline's bars drawn as ghosts behind the current ones (docs/decisions.md D49): where each
 * event was when the baseline was saved, in the event's own lane, muted with a dashed outline.
 * Events on their baseline dates get none (the ghost would hide behind the bar); events removed
 * since get a row of their own at the bottom of the board, since the baseline keeps no timeline.
 */

export interface GhostBar {
  id: string;
  title: string;
  geometry: BarGeometry;
  lane: number;
  isSingleDay: boolean;
  /** For the accessible name: the baseline's dates. */
  dates: string;
}

/** What the board needs: the baseline's events by id, and those no longer in the plan. */
export interface BaselineGhostData {
  saved: ReadonlyMap<string, BaselineEvent>;
  removed: readonly BaselineEvent[];
}

const datesOf = (event: BaselineEvent): string => {
  const { start, end } = toDatedItem({ id: event.eventId, date: event.date, endDate: event.endDate });
  return start === end ? formatUsDate(start) : `${formatUsDate(start)} to ${formatUsDate(end)}`;
};

function ghostOf(event: BaselineEvent, lane: number, range: TimeRange, width: number): GhostBar | null {
  const item = toDatedItem({ id: event.eventId, date: event.date, endDate: event.endDate });
  const geometry = eventGeometry(item, range, width);
  if (!geometry) return null;
  return {
    id: event.eventId,
    title: event.title,
    geometry,
    lane,
    isSingleDay: isSingleDayEvent(event),
    dates: datesOf(event),
  };
}

/** A row's ghosts: each placed event whose baseline dates differ from its current ones, in its lane. */
export function ghostsOfRow(
  placed: ReadonlyArray<{ event: { id: string; date: string; endDate: string | null }; lane: number }>,
  saved: ReadonlyMap<string, BaselineEvent>,
  range: TimeRange,
  width: number,
): GhostBar[] {
  const ghosts: GhostBar[] = [];
  for (const { event, lane } of placed) {
    const then = saved.get(event.id);
    if (!then) continue;
    const now = toDatedItem(event);
    const was = toDatedItem({ id: then.eventId, date: then.date, endDate: then.endDate });
    if (now.start === was.start && now.end === was.end) continue;
    const ghost = ghostOf(then, lane, range, width);
    if (ghost) ghosts.push(ghost);
  }
  return ghosts;
}

/** The removed events laid out like a timeline row of their own. */
export function removedRow(removed: readonly BaselineEvent[], range: TimeRange, width: number) {
  const layout = layoutRow(
    removed.map((event) => ({ ...event, id: event.eventId })),
    range,
    width,
  );
  return {
    height: layout.height,
    ghosts: layout.placed.flatMap(({ event, lane }) => ghostOf(event, lane, range, width) ?? []),
  };
}

/** Ghost bars, to be placed before the row's bars so the bars paint over them. */
export function GhostBars({
  ghosts,
  withTitles = false,
}: {
  ghosts: readonly GhostBar[];
  withTitles?: boolean;
}) {
  return (
    <>
      {ghosts.map((ghost) => {
        const top = ROW_PADDING + ghost.lane * LANE_HEIGHT;
        const { x, width } = ghost.geometry;
        const right = ghost.isSingleDay ? x + width / 2 + DOT_SIZE / 2 : x + width;
        return (
          <Fragment key={ghost.id}>
            <div
              role="img"
              aria-label={`Baseline: ${ghost.title}, ${ghost.dates}`}
              data-ghost-id={ghost.id}
              className={cn(
                'pointer-events-none absolute border-2 border-dashed border-gray-400 bg-gray-300/40',
                ghost.isSingleDay ? 'rounded-full' : 'rounded-md',
              )}
              style={
                ghost.isSingleDay
                  ? {
                      left: x + width / 2 - DOT_SIZE / 2,
                      top: top + (LANE_HEIGHT - DOT_SIZE) / 2 - 1,
                      width: DOT_SIZE,
                      height: DOT_SIZE,
                    }
                  : { left: x + 1, top: top + 1, width: Math.max(width - 2, 4), height: LANE_HEIGHT - 4 }
              }
            />
            {withTitles ? (
              // The removed events have no bar of their own to name them: the title follows the ghost.
              <span
                aria-hidden="true"
                className="pointer-events-none absolute truncate text-xs text-gray-500 italic line-through"
                style={{ left: right + 4, top: top + 2, maxWidth: 200 }}
              >
                {ghost.title}
              </span>
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}

/** The events removed since the baseline, as a ghost row after the timelines (they keep no timeline). */
export function RemovedGhostRow({
  row,
  headerWidth,
  width,
  gridImage,
}: {
  row: ReturnType<typeof removedRow>;
  headerWidth: number;
  width: number;
  gridImage: string;
}) {
  return (
    <div
      className="flex border-b border-gray-100"
      style={{ height: row.height }}
      role="group"
      aria-label="Removed since baseline"
    >
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center border-r border-gray-200 bg-white px-3 text-sm text-gray-500 italic"
        style={{ width: headerWidth, borderLeft: '4px dashed var(--color-gray-400)' }}
      >
        Removed since baseline
      </div>
      <div className="relative" style={{ width, backgroundImage: gridImage }}>
        <GhostBars ghosts={row.ghosts} withTitles />
      </div>
    </div>
  );
}
