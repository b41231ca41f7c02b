import { describe, expect, it } from 'vitest';
import { compareWithBaseline, slipDays, slipLabel, slipSortValue, slipSummaryText } from './slip.js';

const now = (id: string, date: string, endDate: string | null = null) => ({ id, date: `${date}T12:00:00.000Z`, endDate: endDate && `${endDate}T12:00:00.000Z` });
const then = (eventId: string, date: string, endDate: string | null = null) => ({ eventId, title: eventId, date, endDate });

describe('slipDays', () => {
  it('measures the end date: a later start with the same end has not slipped', () => {
    expect(slipDays({ date: '2025-03-05', endDate: '2025-03-10' }, { date: '2025-03-01', endDate: '2025-03-10' })).toBe(0);
  });
  it('a stretched event slips by the days its end moved', () => {
    expect(slipDays({ date: '2025-03-01', endDate: '2025-03-17' }, { date: '2025-03-01', endDate: '2025-03-10' })).toBe(7);
  });
  it('a single-day event ends on its start; earlier is negative', () => {
    expect(slipDays({ date: '2025-02-27', endDate: null }, { date: '2025-03-01', endDate: null })).toBe(-2);
    expect(slipDays({ date: '2025-03-01', endDate: '2025-03-03' }, { date: '2025-03-01', endDate: null })).toBe(2);
  });
  it('reads wire timestamps and calendar dates alike, across month and year ends', () => {
    expect(slipDays({ date: '2025-12-31T12:00:00.000Z', endDate: null }, { date: '2026-01-02', endDate: null })).toBe(-2);
  });
});

describe('compareWithBaseline', () => {
  const comparison = compareWithBaseline(
    [now('a', '2025-03-08'), now('b', '2025-03-01', '2025-03-04'), now('c', '2025-03-01'), now('d', '2025-04-01')],
    [then('a', '2025-03-01'), then('b', '2025-03-01', '2025-03-05'), then('c', '2025-03-01'), then('gone', '2025-03-02')],
  );
  it('gives every current event its slip or new', () => {
    expect(comparison.slips.get('a')).toEqual({ kind: 'moved', days: 7 });
    expect(comparison.slips.get('b')).toEqual({ kind: 'moved', days: -1 });
    expect(comparison.slips.get('c')).toEqual({ kind: 'moved', days: 0 });
    expect(comparison.slips.get('d')).toEqual({ kind: 'new' });
  });
  it('lists baseline events no longer in the plan as removed', () => {
    expect(comparison.removed.map((event) => event.eventId)).toEqual(['gone']);
  });
  it('counts each kind', () => {
    expect(comparison.summary).toEqual({ later: 1, earlier: 1, unchanged: 1, new: 1, removed: 1 });
  });
  it('an empty baseline makes every event new; an empty plan removes every baseline event', () => {
    expect(compareWithBaseline([now('a', '2025-03-01')], []).summary.new).toBe(1);
    expect(compareWithBaseline([], [then('a', '2025-03-01')]).summary.removed).toBe(1);
  });
});

describe('slipLabel and slipSortValue', () => {
  it('writes +N, a true minus, 0 and new', () => {
    expect(slipLabel({ kind: 'moved', days: 7 })).toBe('+7');
    expect(slipLabel({ kind: 'moved', days: -3 })).toBe('\u22123');
    expect(slipLabel({ kind: 'moved', days: 0 })).toBe('0');
    expect(slipLabel({ kind: 'new' })).toBe('new');
  });
  it('sorts earliest first, new after every number, no slip at all last', () => {
    const values = [{ kind: 'new' } as const, undefined, { kind: 'moved', days: 3 } as const, { kind: 'moved', days: -2 } as const];
    expect(values.map(slipSortValue).sort((x, y) => x - y)).toEqual([-2, 3, Number.MAX_SAFE_INTEGER, Number.POSITIVE_INFINITY]);
  });
});

describe('slipSummaryText', () => {
  const summary = (later: number, earlier: number, added: number, removed: number) => ({ later, earlier, unchanged: 0, new: added, removed });
  it('reads as the issue writes it', () => {
    expect(slipSummaryText(summary(12, 3, 2, 1))).toBe('12 events later than baseline, 3 earlier, 2 new, 1 removed');
  });
  it('is singular for one', () => {
    expect(slipSummaryText(summary(1, 1, 0, 0))).toBe('1 event later than baseline, 1 earlier');
    expect(slipSummaryText(summary(0, 0, 1, 0))).toBe('1 new event');
    expect(slipSummaryText(summary(0, 0, 0, 1))).toBe('1 event removed');
  });
  it('leaves out zero counts; the first shown carries the noun', () => {
    expect(slipSummaryText(summary(0, 2, 3, 0))).toBe('2 events earlier than baseline, 3 new');
    expect(slipSummaryText(summary(0, 0, 2, 4))).toBe('2 new events, 4 removed');
  });
  it('says so when nothing moved', () => {
    expect(slipSummaryText(summary(0, 0, 0, 0))).toBe('Every event on its baseline dates');
  });
});
