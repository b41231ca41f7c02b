import { describe, expect, it } from 'vitest';
import { foldRows } from './row-fold';

type Row = readonly string[];
const read = (row: Row) => row.map((id) => [id, `${id}@${row.length}`] as const);
const rowsOf = (rows: Record<string, Row>) => Object.entries(rows);

describe('foldRows', () => {
  const a: Row = ['a1', 'a2'];
  const b: Row = ['b1'];
  const c: Row = ['c1', 'c2', 'c3'];
  const first = foldRows(undefined, rowsOf({ a, b, c }), { read });

  it('maps every row’s ids the first time', () => {
    expect([...first.map]).toEqual([
      ['a1', 'a1@2'],
      ['a2', 'a2@2'],
      ['b1', 'b1@1'],
      ['c1', 'c1@3'],
      ['c2', 'c2@3'],
      ['c3', 'c3@3'],
    ]);
  });

  it('answers the previous fold itself when no row changed', () => {
    expect(foldRows(first, rowsOf({ a, b, c }), { read })).toBe(first);
  });

  it('reads only the changed rows again, and an id moved between two changed rows is kept', () => {
    let reads = 0;
    const counting = (row: Row) => {
      reads += 1;
      return read(row);
    };
    // a2 moves from a to b.
    const d: Row = ['d1'];
    const four = foldRows(first, rowsOf({ a, b, c, d }), { read });
    const next = foldRows(four, rowsOf({ a: ['a1'], b: ['b1', 'a2'], c, d }), { read: counting });
    expect(reads).toBe(2);
    expect(next.map.get('a2')).toBe('a2@2');
    expect(next.map.get('a1')).toBe('a1@1');
    expect(next.map.get('c3')).toBe('c3@3');
    expect(next.map.size).toBe(7);
    // The previous fold is left as it was.
    expect(first.map.get('a1')).toBe('a1@2');
  });

  it('drops the ids of a removed row and rebuilds when most rows changed', () => {
    const without = foldRows(first, rowsOf({ a, b }), { read });
    expect([...without.map.keys()]).toEqual(['a1', 'a2', 'b1']);
    const rebuilt = foldRows(first, rowsOf({ a: ['x'], b: ['y'], c }), { read });
    expect([...rebuilt.map.keys()].sort()).toEqual(['c1', 'c2', 'c3', 'x', 'y']);
  });

  it('compares sources with isSame when given', () => {
    const rows = [['r', { list: a, top: 0 }]] as const;
    const options = { read: (source: { list: Row; top: number }) => read(source.list), isSame: (x: { top: number }, y: { top: number }) => x.top === y.top };
    const once = foldRows(undefined, rows, options);
    expect(foldRows(once, [['r', { list: a, top: 0 }]], options)).toBe(once);
    expect(foldRows(once, [['r', { list: b, top: 1 }]], options).map.has('b1')).toBe(true);
  });
});
