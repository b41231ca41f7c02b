import {
  DEPENDENCY_TYPES,
  type DependencyType,
  type ScheduleDependency,
  type ScheduleEvent,
} from './types.js';

/*
 * The four dependency rules as day arithmetic (docs/decisions.md D37). Days are whole numbers
 * (days since 1970-01-01, as `dayNumber` in dates.ts counts them), an event's end is inclusive and
 * a single-day event ends on its start day. Every rule is a lower bound on the successor's start
 * once its length is fixed, which is what lets auto-scheduling push by "the least amount" and the
 * critical path run one forward pass.
 */

/**
 * A 'YYYY-MM-DD' date as its day number, by integer arithmetic (the civil-from-days formula) rather
 * than `Date.parse`: the scheduling passes read tens of thousands of dates. Equal to `dayNumber`.
 */
export function scheduleDay(date: string): number {
  // Digits by char code ('0' is 48), written out: a helper closure would be made on every call.
  let year =
    (date.charCodeAt(0) - 48) * 1000 +
    (date.charCodeAt(1) - 48) * 100 +
    (date.charCodeAt(2) - 48) * 10 +
    (date.charCodeAt(3) - 48);
  const month = (date.charCodeAt(5) - 48) * 10 + (date.charCodeAt(6) - 48);
  const day = (date.charCodeAt(8) - 48) * 10 + (date.charCodeAt(9) - 48);
  if (month <= 2) year -= 1;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** An event's first and last day as day numbers. */
export interface DaySpan {
  start: number;
  end: number;
}

export function daySpan(event: ScheduleEvent): DaySpan {
  const start = scheduleDay(event.startDate);
  return { start, end: event.endDate === null ? start : scheduleDay(event.endDate) };
}

/** A dependency type as its index in DEPENDENCY_TYPES (0 FS, 1 SS, 2 FF, 3 SF), as the passes store it. */
export const typeCode = (type: DependencyType): number => DEPENDENCY_TYPES.indexOf(type);

/**
 * The earliest start day the successor may have under one dependency (type as `typeCode`), given
 * the predecessor's first and last day and the successor's length in days minus one (`toExtra`).
 */
export function successorStartBound(
  code: number,
  lag: number,
  fromStart: number,
  fromEnd: number,
  toExtra: number,
) {
  switch (code) {
    case 0: // finish_to_start: to.start ≥ end(from) + 1 + lag
      return fromEnd + 1 + lag;
    case 1: // start_to_start: to.start ≥ from.start + lag
      return fromStart + lag;
    case 2: // finish_to_finish: end(to) ≥ end(from) + lag
      return fromEnd + lag - toExtra;
    default: // start_to_finish: end(to) ≥ from.start + lag
      return fromStart + lag - toExtra;
  }
}

/**
 * The latest end day the predecessor may have under one dependency, given the successor's first
 * and last day and the predecessor's length in days minus one (`fromExtra`): the rule read backwards.
 */
export function predecessorEndBound(
  code: number,
  lag: number,
  toStart: number,
  toEnd: number,
  fromExtra: number,
) {
  switch (code) {
    case 0:
      return toStart - 1 - lag;
    case 1:
      return toStart - lag + fromExtra;
    case 2:
      return toEnd - lag;
    default:
      return toEnd - lag + fromExtra;
  }
}

/** The earliest start day the successor may have under one dependency (see successorStartBound). */
export const earliestSuccessorStart = (
  type: DependencyType,
  lagDays: number,
  from: DaySpan,
  toExtra: number,
) => successorStartBound(typeCode(type), lagDays, from.start, from.end, toExtra);

/** The latest end day the predecessor may have under one dependency (see predecessorEndBound). */
export const latestPredecessorEnd = (type: DependencyType, lagDays: number, to: DaySpan, fromExtra: number) =>
  predecessorEndBound(typeCode(type), lagDays, to.start, to.end, fromExtra);

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
