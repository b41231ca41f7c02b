import { dayNumber } from '../dates.js';
import type { DependencyType, ScheduleDependency, ScheduleEvent } from './types.js';

/*
 * The four dependency rules as day arithmetic (docs/decisions.md D37). Days are whole numbers
 * (`dayNumber`), an event's end is inclusive and a single-day event ends on its start day. Every
 * rule is a lower bound on the successor's start once its length is fixed, which is what lets
 * auto-scheduling push by "the least amount" and the critical path run one forward pass.
 */

/** An event's first and last day as day numbers. */
export interface DaySpan {
  start: number;
  end: number;
}

export function daySpan(event: ScheduleEvent): DaySpan {
  const start = dayNumber(event.startDate);
  return { start, end: event.endDate === null ? start : dayNumber(event.endDate) };
}

/**
 * The earliest start day the successor may have under one dependency, given the predecessor's
 * days and the successor's length in days minus one (`toExtra`, 0 for a single-day event).
 */
export function earliestSuccessorStart(
  type: DependencyType,
  lagDays: number,
  from: DaySpan,
  toExtra: number,
): number {
  switch (type) {
    case 'finish_to_start':
      return from.end + 1 + lagDays;
    case 'start_to_start':
      return from.start + lagDays;
    case 'finish_to_finish':
      return from.end + lagDays - toExtra;
    case 'start_to_finish':
      return from.start + lagDays - toExtra;
  }
}

/**
 * The latest end day the predecessor may have under one dependency, given the successor's days
 * and the predecessor's length in days minus one (`fromExtra`): the same rule read backwards.
 */
export function latestPredecessorEnd(
  type: DependencyType,
  lagDays: number,
  to: DaySpan,
  fromExtra: number,
): number {
  switch (type) {
    case 'finish_to_start':
      return to.start - 1 - lagDays;
    case 'start_to_start':
      return to.start - lagDays + fromExtra;
    case 'finish_to_finish':
      return to.end - lagDays;
    case 'start_to_finish':
      return to.end - lagDays + fromExtra;
  }
}

/** True when the successor starts (or finishes, by type) before the predecessor allows. */
export function isDependencyViolated(
  dep: Pick<ScheduleDependency, 'type' | 'lagDays'>,
  from: ScheduleEvent,
  to: ScheduleEvent,
): boolean {
  const toDays = daySpan(to);
  return (
    toDays.start < earliestSuccessorStart(dep.type, dep.lagDays, daySpan(from), toDays.end - toDays.start)
  );
}
