import { addDays } from '../dates.js';
import type { DependencyType, ScheduleDependency, ScheduleEvent } from './types.js';

/*
 * Small networks for the scheduling tests: days are numbered from 1 (= 2026-01-01), an event is
 * `event('A', firstDay, lastDay?)` and a dependency `dep('A', 'B', type?, lag?)` with the id 'A>B'.
 */

export const DAY_ONE = '2026-01-01';

export const day = (n: number): string => addDays(DAY_ONE, n - 1);

export const event = (id: string, first: number, last?: number): ScheduleEvent => ({
  id,
  startDate: day(first),
  endDate: last === undefined ? null : day(last),
});

export const dep = (
  from: string,
  to: string,
  type: DependencyType = 'finish_to_start',
  lagDays = 0,
): ScheduleDependency => ({ id: `${from}>${to}`, fromEventId: from, toEventId: to, type, lagDays });

/** Textbook activities: every one starts on day 1 and lasts its number of days. */
export const activities = (durations: Record<string, number>): ScheduleEvent[] =>
  Object.entries(durations).map(([id, days]) => event(id, 1, days === 1 ? undefined : days));

export const eventMap = (events: readonly ScheduleEvent[]): Map<string, ScheduleEvent> =>
  new Map(events.map((item) => [item.id, item]));
