import { describe, expect, it } from 'vitest';
import { printPlan, sheetRows, type PrintRow } from './print-slices';

const rowsOf = (...sizes: number[]): PrintRow[] => {
  let start = 0;
  return sizes.map((size) => {
    const row = { start, size };
    start += size;
    return row;
  });
};

describe('sheetRows', () => {
  it('cuts rows into sheets of whole rows that fit, the first below the heading', () => {
    expect(sheetRows(rowsOf(...Array<number>(10).fill(50)), 120, 200)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 6 },
      { start: 6, end: 10 },
    ]);
  });

  it('never splits a row: one taller than a page has a sheet of its own', () => {
    expect(sheetRows(rowsOf(50, 500, 50, 50), 200, 200)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 4 },
    ]);
  });

  it('puts every row on exactly one sheet, in order', () => {
    const rows = rowsOf(...Array.from({ length: 97 }, (_, index) => 48 + (index % 5) * 24));
    const sheets = sheetRows(rows, 300, 600);
    expect(sheets[0]!.start).toBe(0);
    expect(sheets.at(-1)!.end).toBe(rows.length);
    sheets.slice(1).forEach((sheet, index) => expect(sheet.start).toBe(sheets[index]!.end));
    for (const { start, end } of sheets.slice(1)) {
      const height = rows[end - 1]!.start + rows[end - 1]!.size - rows[start]!.start;
      expect(height <= 600 || end - start === 1).toBe(true);
    }
  });
});

describe('printPlan', () => {
  it('zooms a board that fits at 75 % and cuts a wider one into slices at its own scale', () => {
    expect(printPlan({ headerWidth: 240, width: 900, perDay: 10, unitXs: [] })).toEqual({
      scale: 960 / 1140,
      slices: [{ start: 0, end: 90 }],
    });
    const wide = printPlan({ headerWidth: 240, width: 2800, perDay: 20, unitXs: [0, 140, 280, 420, 560, 700, 840] });
    expect(wide.scale).toBe(1);
    expect(wide.slices[0]).toEqual({ start: 0, end: 35 });
  });
});
