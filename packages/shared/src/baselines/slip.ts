import { dayNumber, eventDays } from '../dates.js';
import { countLabel, pluralize } from '../plural.js';

/*
 * How far the plan moved since a baseline (issue 21, docs/decisions.md D49). The slip of an event
 * is measured on its END date (its last day; the start of a single-day event): a task that starts
 * late but still finishes on time has not slipped, one that is stretched has. Events are matched
 * by id; an event the baseline does not know is 'new', a baseline event no longer in the plan is
 * 'removed'. Pure, shared by the table's Slip column, the summary line and the timeline's ghosts.
 */

/** The dates of an event now or in the baseline (wire timestamps or calendar dates). */
export interface SlipDates {
  date: string;
  endDate: string | null;
}

export type EventSlip = { kind: 'moved'; days: number } | { kind: 'new' };

export interface SlipSummary {
  later: number;
  earlier: number;
  unchanged: number;
  new: number;
  removed: number;
}

export interface BaselineComparison<B> {
  /** Per current event id. */
  slips: Map<string, EventSlip>;
  /** Baseline events whose event is no longer in the plan, in the baseline's order. */
  removed: B[];
  summary: SlipSummary;
}

const lastDay = (event: SlipDates): number => {
  const { start, end } = eventDays(event);
  return dayNumber(end ?? start);
};

/** Days the end moved: positive when it is later than in the baseline. */
export const slipDays = (current: SlipDates, baseline: SlipDates): number => lastDay(current) - lastDay(baseline);

export function compareWithBaseline<E extends SlipDates & { id: string }, B extends SlipDates & { eventId: string }>(
  current: readonly E[],
  baseline: readonly B[],
): BaselineComparison<B> {
  const saved = new Map(baseline.map((event) => [event.eventId, event]));
  const slips = new Map<string, EventSlip>();
  const summary: SlipSummary = { later: 0, earlier: 0, unchanged: 0, new: 0, removed: 0 };
  for (const event of current) {
    const then = saved.get(event.id);
    if (!then) {
      slips.set(event.id, { kind: 'new' });
      summary.new += 1;
      continue;
    }
    const days = slipDays(event, then);
    slips.set(event.id, { kind: 'moved', days });
    if (days > 0) summary.later += 1;
    else if (days < 0) summary.earlier += 1;
    else summary.unchanged += 1;
  }
  const present = new Set(current.map((event) => event.id));
  const removed = baseline.filter((event) => !present.has(event.eventId));
  summary.removed = removed.length;
  return { slips, removed, summary };
}

/** The Slip cell: "+7", "−3" (a true minus sign), "0" or "new". */
export function slipLabel(slip: EventSlip): string {
  if (slip.kind === 'new') return 'new';
  if (slip.days > 0) return `+${slip.days}`;
  if (slip.days < 0) return `\u2212${-slip.days}`;
  return '0';
}

/** The Slip column's sort key: earliest first, unchanged in the middle, new events last. */
export const slipSortValue = (slip: EventSlip | undefined): number =>
  slip === undefined ? Number.POSITIVE_INFINITY : slip.kind === 'new' ? Number.MAX_SAFE_INTEGER : slip.days;

/**
 * "12 events later than baseline, 3 earlier, 2 new, 1 removed": the counts that are not zero, in
 * that order; the first one carries the noun. "Every event on its baseline dates" when none moved.
 */
export function slipSummaryText(summary: SlipSummary): string {
  const parts: { count: number; first: (count: number) => string; next: string }[] = [
    { count: summary.later, first: (n) => `${countLabel(n, 'event')} later than baseline`, next: 'later' },
    { count: summary.earlier, first: (n) => `${countLabel(n, 'event')} earlier than baseline`, next: 'earlier' },
    { count: summary.new, first: (n) => `${n} new ${pluralize(n, 'event')}`, next: 'new' },
    { count: summary.removed, first: (n) => `${countLabel(n, 'event')} removed`, next: 'removed' },
  ];
  const shown = parts.filter((part) => part.count > 0);
  if (shown.length === 0) return 'Every event on its baseline dates';
  return shown.map((part, index) => (index === 0 ? part.first(part.count) : `${part.count} ${part.next}`)).join(', ');
}
