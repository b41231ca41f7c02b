import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  dropShift,
  layoutMonth,
  monthRange,
  shiftMonth,
  type CalendarItem,
} from './month-layout.js';

const ev = (id: string, start: string, end: string | null = null): CalendarItem => ({ id, start, end });

const allDays = (layout: ReturnType<typeof layoutMonth>) => layout.rows.flatMap((row) => row.days);
const day = (layout: ReturnType<typeof layoutMonth>, date: string) => {
  const cell = allDays(layout).find((candidate) => candidate.date === date);
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
};
const barsOf = (layout: ReturnType<typeof layoutMonth>, id: string) =>
  layout.rows.flatMap((row, rowIndex) =>
    row.bars.filter((bar) => bar.event.id === id).map((bar) => ({ row: rowIndex, ...bar, event: undefined })),
  );

describe('month grid shape', () => {
  it('desktop weeks run Sun..Sat and pad with neighbouring days', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const layout = layoutMonth({ year: 2026, month: 3, columns: 7, events: [] });
    expect(layout.rows).toHaveLength(5);
    expect(layout.rows[0]!.days[0]).toMatchObject({ date: '2026-03-01', weekday: 0, isCurrentMonth: true });
    const lastRow = layout.rows[4]!.days;
    expect(lastRow.map((cell) => cell.date)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(lastRow[3]!.isCurrentMonth).toBe(false);
    expect(layout.rows.every((row) => row.days.length === 7)).toBe(true);
  });

  it('December 2026 pads into January 2027 and November 2026', () => {
    const layout = layoutMonth({ year: 2026, month: 12, columns: 7, events: [] });
    const dates = allDays(layout).map((cell) => cell.date);
    expect(dates[0]).toBe('2026-11-29');
    expect(dates.at(-1)).toBe('2027-01-02');
    expect(dates).toContain('2026-12-31');
    expect(day(layout, '2027-01-01')).toMatchObject({ weekday: 5, isCurrentMonth: false, dayOfMonth: 1 });
  });

  it('tablet and mobile wrap only the month days in rows of 3 or 2', () => {
    const tablet = layoutMonth({ year: 2026, month: 3, columns: 3, events: [] });
    expect(tablet.rows).toHaveLength(11);
    expect(tablet.rows[10]!.days.map((cell) => cell.date)).toEqual(['2026-03-31']);
    expect(allDays(tablet).every((cell) => cell.isCurrentMonth)).toBe(true);
    const mobile = layoutMonth({ year: 2026, month: 2, columns: 2, events: [] });
    expect(mobile.rows).toHaveLength(14);
    expect(allDays(mobile)).toHaveLength(28);
    expect(mobile.rows[0]!.days[1]).toMatchObject({ date: '2026-02-02', weekday: 1 });
  });

  it('knows the leap day of February 2028', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    const layout = layoutMonth({
      year: 2028,
      month: 2,
      columns: 2,
      events: [ev('leap', '2028-02-28', '2028-03-01')],
    });
    expect(allDays(layout).at(-1)!.date).toBe('2028-02-29');
    expect(day(layout, '2028-02-29').entries).toEqual([
      { event: expect.objectContaining({ id: 'leap' }), tag: 'continues' },
    ]);
    // 29 days in rows of two: the 28th ends row 13 and the 29th is alone in row 14, so the bar wraps.
    expect(layout.rows).toHaveLength(15);
    expect(barsOf(layout, 'leap')).toEqual([
      { row: 13, column: 1, span: 1, lane: 0, isStart: true, isEnd: false, event: undefined },
      { row: 14, column: 0, span: 1, lane: 0, isStart: false, isEnd: false, event: undefined },
    ]);
  });

  it('shifts months across year ends', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 5, -17)).toEqual({ year: 2024, month: 12 });
  });
});

describe('bars and chips', () => {
  it('splits a multi-day event across week rows', () => {
    // Thu 2026-12-24 .. Sat 2027-01-02 on the December grid (rows start 11-29, 12-06, ..., 12-27).
    const layout = layoutMonth({
      year: 2026,
      month: 12,
      columns: 7,
      events: [ev('hols', '2026-12-24', '2027-01-02')],
    });
    expect(barsOf(layout, 'hols')).toEqual([
      { row: 3, column: 4, span: 3, lane: 0, isStart: true, isEnd: false, event: undefined },
      { row: 4, column: 0, span: 7, lane: 0, isStart: false, isEnd: true, event: undefined },
    ]);
    expect(day(layout, '2026-12-24').entries[0]!.tag).toBe('starts');
    expect(day(layout, '2026-12-28').entries[0]!.tag).toBe('continues');
    expect(day(layout, '2027-01-02').entries[0]!.tag).toBe('ends');
  });

  it('clips events longer than the month to the grid on both ends', () => {
    const layout = layoutMonth({
      year: 2026,
      month: 3,
      columns: 7,
      events: [ev('long', '2026-01-15', '2026-06-01')],
    });
    const bars = barsOf(layout, 'long');
    expect(bars).toHaveLength(5);
    expect(bars.every((bar) => bar.column === 0 && bar.span === 7 && !bar.isStart && !bar.isEnd)).toBe(true);
    expect(allDays(layout).every((cell) => cell.entries[0]?.tag === 'continues')).toBe(true);
  });

  it('ignores events outside the grid', () => {
    const layout = layoutMonth({
      year: 2026,
      month: 3,
      columns: 7,
      events: [ev('before', '2026-02-01', '2026-02-28'), ev('after', '2026-04-05')],
    });
    expect(allDays(layout).every((cell) => cell.entries.length === 0)).toBe(true);
    expect(layout.rows.every((row) => row.bars.length === 0)).toBe(true);
  });

  it('stacks overlapping bars in lanes and fills free lanes with chips', () => {
    const layout = layoutMonth({
      year: 2026,
      month: 3,
      columns: 7,
      events: [
        ev('a', '2026-03-02', '2026-03-04'),
        ev('b', '2026-03-03', '2026-03-05'),
        ev('chip', '2026-03-02'),
        ev('chip2', '2026-03-04'),
      ],
    });
    const row = layout.rows[0]!;
    expect(row.bars.map((bar) => [bar.event.id, bar.column, bar.span, bar.lane])).toEqual([
      ['a', 1, 3, 0],
      ['b', 2, 3, 1],
    ]);
    // Monday: lane 1 is free (b starts Tuesday), so the chip sits there.
    expect(day(layout, '2026-03-02').chips).toEqual([
      { event: expect.objectContaining({ id: 'chip' }), lane: 1 },
    ]);
    expect(day(layout, '2026-03-04').chips).toEqual([
      { event: expect.objectContaining({ id: 'chip2' }), lane: 2 },
    ]);
    expect(day(layout, '2026-03-04').entries.map((entry) => [entry.event.id, entry.tag])).toEqual([
      ['a', 'ends'],
      ['b', 'continues'],
      ['chip2', 'single'],
    ]);
  });

  it('puts longer bars first when they start on the same day', () => {
    const layout = layoutMonth({
      year: 2026,
      month: 3,
      columns: 7,
      events: [ev('short', '2026-03-02', '2026-03-03'), ev('long', '2026-03-02', '2026-03-06')],
    });
    expect(layout.rows[0]!.bars.map((bar) => [bar.event.id, bar.lane])).toEqual([
      ['long', 0],
      ['short', 1],
    ]);
  });

  it('treats an end before the start as a single day', () => {
    const layout = layoutMonth({
      year: 2026,
      month: 3,
      columns: 7,
      events: [ev('odd', '2026-03-10', '2026-03-08')],
    });
    expect(day(layout, '2026-03-10').chips).toHaveLength(1);
    expect(layout.rows.every((row) => row.bars.length === 0)).toBe(true);
  });
});

describe('the 6-line cut', () => {
  const chips = (date: string, count: number) =>
    Array.from({ length: count }, (_, index) => ev(`${date}-${index}`, date));

  it('shows exactly 6 events without a more link', () => {
    const layout = layoutMonth({ year: 2026, month: 3, columns: 7, events: chips('2026-03-10', 6) });
    const cell = day(layout, '2026-03-10');
    expect(cell.chips).toHaveLength(6);
    expect(cell.moreCount).toBe(0);
    expect(cell.moreLane).toBeNull();
  });

  it('with 7 events shows 5 and "+2 more" on the sixth line, hiding the rest', () => {
    const layout = layoutMonth({ year: 2026, month: 3, columns: 7, events: chips('2026-03-10', 7) });
    const cell = day(layout, '2026-03-10');
    expect(cell.chips.map((chip) => chip.lane)).toEqual([0, 1, 2, 3, 4]);
    expect(cell.moreCount).toBe(2);
    expect(cell.moreLane).toBe(5);
    expect(cell.entries).toHaveLength(7);
  });

  it('cuts a bar only in the days that overflow', () => {
    // Lanes 0-4 on Tuesday are chips, the bar (Mon..Wed) sits in lane 0 (it is placed first).
    // Put six bars over Mon..Wed and two extra chips on Tuesday: Tuesday overflows, Monday does not.
    const bars = Array.from({ length: 6 }, (_, index) => ev(`bar${index}`, '2026-03-02', '2026-03-04'));
    const layout = layoutMonth({
      year: 2026,
      month: 3,
      columns: 7,
      events: [...bars, ev('t1', '2026-03-03'), ev('w1', '2026-03-04')],
    });
    expect(day(layout, '2026-03-02').moreCount).toBe(0);
    expect(day(layout, '2026-03-03')).toMatchObject({ moreCount: 2, moreLane: 5 });
    expect(day(layout, '2026-03-03').chips).toEqual([]);
    // bar5 (lane 5) is visible on Monday only: Tuesday and Wednesday both overflow.
    expect(barsOf(layout, 'bar5')).toEqual([
      { row: 0, column: 1, span: 1, lane: 5, isStart: true, isEnd: false, event: undefined },
    ]);
    expect(barsOf(layout, 'bar0')).toEqual([
      { row: 0, column: 1, span: 3, lane: 0, isStart: true, isEnd: true, event: undefined },
    ]);
    expect(day(layout, '2026-03-03').entries.map((entry) => entry.event.id)).toEqual([
      'bar0',
      'bar1',
      'bar2',
      'bar3',
      'bar4',
      'bar5',
      't1',
    ]);
  });

  it('splits a bar into visible pieces around an overflowing day', () => {
    const bars = Array.from({ length: 6 }, (_, index) => ev(`bar${index}`, '2026-03-02', '2026-03-06'));
    const layout = layoutMonth({
      year: 2026,
      month: 3,
      columns: 7,
      events: [...bars, ev('wed', '2026-03-04')],
    });
    expect(barsOf(layout, 'bar5')).toEqual([
      { row: 0, column: 1, span: 2, lane: 5, isStart: true, isEnd: false, event: undefined },
      { row: 0, column: 4, span: 2, lane: 5, isStart: false, isEnd: true, event: undefined },
    ]);
    expect(day(layout, '2026-03-04')).toMatchObject({ moreCount: 2 });
  });
});

describe('drag arithmetic', () => {
  it('counts the days between the dragged day and the drop day, across years', () => {
    expect(dropShift('2026-12-30', '2027-01-02')).toBe(3);
    expect(dropShift('2026-03-10', '2026-03-10')).toBe(0);
  });
});

describe('month range', () => {
  it('runs from the first to the last day, leap years included', () => {
    expect(monthRange(2024, 2)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange(2025, 12)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});
