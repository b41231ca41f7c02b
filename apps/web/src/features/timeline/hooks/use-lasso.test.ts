import { describe, expect, it } from 'vitest';
import { layoutRow } from '@plotline/shared';
import { eventsInRect, touches } from './use-lasso';

/*
 * The lasso picks events from the rows' layouts (docs/decisions.md D64): rows the virtualised board
 * has not drawn count as much as drawn ones. July 2025 on a 310 px canvas: 10 px a day; rows of 8 px
 * padding and 20 px lanes (48 px for one lane, 56 for two), the list 40 px below the content's top,
 * row headers 240 px wide.
 */
const range = { start: '2025-07-01', end: '2025-07-31' };
const box = { listTop: 40, headerWidth: 240 };
type Item = { id: string; date: string; endDate: string | null; isMilestone?: boolean };
const row = (events: Item[]) => layoutRow(events, range, 310) as unknown as Parameters<typeof eventsInRect>[1][number];

const rows = [
  row([{ id: 'a', date: '2025-07-02', endDate: '2025-07-05' }]),
  // Two lanes: b and c overlap in days.
  row([
    { id: 'b', date: '2025-07-10', endDate: '2025-07-14' },
    { id: 'c', date: '2025-07-12', endDate: '2025-07-20' },
  ]),
  row([
    { id: 'd', date: '2025-07-25', endDate: null },
    { id: 'm', date: '2025-07-28', endDate: null, isMilestone: true },
  ]),
  ...Array.from({ length: 40 }, (_, index) => row([{ id: `far-${index}`, date: '2025-07-15', endDate: '2025-07-16' }])),
];

/** A row's top in the content box: the list's top and the heights of the rows above it. */
const topOf = (index: number) => box.listTop + rows.slice(0, index).reduce((sum, layout) => sum + layout.height, 0);

describe('eventsInRect', () => {
  it('takes a bar in a row far below any the board would have drawn', () => {
    const top = topOf(42);
    // far-39's bar: days 15–16 → x 140–160 on the canvas, +240 for the headers.
    expect(eventsInRect({ left: 380, top: top + 10, width: 30, height: 10 }, rows, box)).toEqual(['far-39']);
  });

  it('tells lanes apart: the second lane only when the rectangle reaches below the first', () => {
    const rowTop = topOf(1);
    // b (lane 0) spans x 330–380 at 9–25 px in the row; c (lane 1) x 350–440 at 29–45.
    expect(eventsInRect({ left: 240 + 100, top: rowTop + 10, width: 60, height: 5 }, rows, box)).toEqual(['b']);
    expect(eventsInRect({ left: 240 + 100, top: rowTop + 30, width: 60, height: 5 }, rows, box)).toEqual(['c']);
    expect(eventsInRect({ left: 240 + 100, top: rowTop + 10, width: 60, height: 25 }, rows, box)).toEqual(['b', 'c']);
  });

  it('spans rows, and takes a dot or diamond by where it is drawn, not its whole day band', () => {
    const third = topOf(2);
    expect(third).toBe(box.listTop + 48 + 56);
    // d: a 14 px dot centred on day 25 (x 245): 238–252, +240.
    expect(eventsInRect({ left: 240 + 236, top: third + 10, width: 3, height: 5 }, rows, box)).toEqual(['d']);
    expect(eventsInRect({ left: 240 + 253, top: third + 10, width: 3, height: 5 }, rows, box)).toEqual([]);
    // From the first row's bar to the third row's diamond.
    expect(eventsInRect({ left: 240, top: box.listTop, width: 310, height: third - box.listTop + 12 }, rows, box)).toEqual(['a', 'b', 'c', 'd', 'm']);
  });

  it('leaves out the row headers, empty canvas and optimistic events', () => {
    expect(eventsInRect({ left: 0, top: box.listTop, width: 230, height: 500 }, rows, box)).toEqual([]);
    expect(eventsInRect({ left: 240 + 60, top: box.listTop, width: 30, height: 40 }, rows, box)).toEqual([]);
    const temp = [row([{ id: 'temp-1', date: '2025-07-02', endDate: '2025-07-05' }])];
    expect(eventsInRect({ left: 240, top: box.listTop, width: 310, height: 48 }, temp, box)).toEqual([]);
  });
});

describe('touches', () => {
  it('counts a shared edge as touching', () => {
    expect(touches({ left: 0, top: 0, width: 10, height: 10 }, { left: 10, right: 20, top: 10, bottom: 20 })).toBe(true);
    expect(touches({ left: 0, top: 0, width: 10, height: 10 }, { left: 11, right: 20, top: 0, bottom: 20 })).toBe(false);
  });
});
