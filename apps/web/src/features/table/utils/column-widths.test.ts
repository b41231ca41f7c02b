import { describe, expect, it } from 'vitest';
import {
  MIN_COLUMN_WIDTH,
  clampWidth,
  defaultColumnWidths,
  parseSavedWidths,
  visibleColumns,
  widthsForMode,
} from './column-widths';

describe('column widths', () => {
  it('has the spec defaults with and without the timeline column', () => {
    expect(defaultColumnWidths(true)).toEqual({
      timeline: 200,
      objective: 140,
      title: 320,
      startDate: 130,
      endDate: 130,
      duration: 100,
      slip: 90,
      dependsOn: 180,
      description: 350,
    });
    expect(defaultColumnWidths(false)).toMatchObject({ title: 350, description: 400, objective: 140 });
    expect(visibleColumns(false)).not.toContain('timeline');
    expect(visibleColumns(true)[0]).toBe('timeline');
    // Slip only while a baseline is compared (docs/decisions.md D49).
    expect(visibleColumns(true)).not.toContain('slip');
    expect(visibleColumns(false, true)).toEqual(['objective', 'title', 'startDate', 'endDate', 'duration', 'slip', 'dependsOn', 'description']);
  });

  it('never goes below the minimum of 80 (nor above the server maximum)', () => {
    expect(MIN_COLUMN_WIDTH).toBe(80);
    expect(clampWidth(20)).toBe(80);
    expect(clampWidth(181.6)).toBe(182);
    expect(clampWidth(5000)).toBe(2000);
  });

  it('applies only the widths the user changed over the mode defaults, ignoring junk', () => {
    const saved = { title: 500, bogus: 3, description: 'wide', objective: 10 };
    expect(parseSavedWidths(saved)).toEqual({ title: 500, objective: 80 });
    expect(widthsForMode(saved, 'standard')).toMatchObject({
      title: 500,
      description: 350,
      objective: 80,
      timeline: 200,
    });
    expect(widthsForMode(saved, 'headers')).toMatchObject({ title: 500, description: 400 });
    expect(widthsForMode(null, 'headers')).toEqual(defaultColumnWidths(false));
    expect(parseSavedWidths('nope')).toEqual({});
  });
});
