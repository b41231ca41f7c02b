import { formatShortDay } from '@/lib/format';

/** The tooltip of an event: dates, timeline and objective. */
export function eventTooltip(event: {
  title: string;
  start: string;
  end: string | null;
  timelineName: string;
  objectiveName: string;
}): string {
  const dates =
    event.end && event.end !== event.start
      ? `${formatShortDay(event.start)} – ${formatShortDay(event.end)}`
      : formatShortDay(event.start);
  return `${event.title}\n${dates}\n${event.timelineName} · ${event.objectiveName}`;
}
