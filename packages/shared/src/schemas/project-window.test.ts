import { describe, expect, it } from 'vitest';
import { overlapsWindow, projectWindowOf, projectWindowQuerySchema } from './project-window.js';

describe('projectWindowQuerySchema', () => {
  it('takes either end, both or none', () => {
    expect(projectWindowQuerySchema.parse({})).toEqual({});
    expect(projectWindowQuerySchema.parse({ from: '2025-03-01' })).toEqual({ from: '2025-03-01' });
    expect(projectWindowQuerySchema.parse({ from: '2025-03-01', to: '2025-03-01' })).toEqual({ from: '2025-03-01', to: '2025-03-01' });
  });

  it.each(['2025-3-01', '2025-02-29', '2025-03-01T00:00:00Z', '', 'soon'])('refuses %j, naming the field', (value) => {
    const result = projectWindowQuerySchema.safeParse({ to: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['to'], message: 'must be a real date written YYYY-MM-DD' });
  });

  it('refuses from after to', () => {
    const result = projectWindowQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['from'], message: 'must be on or before to' });
  });

  it('reads no window as the whole project', () => {
    expect(projectWindowOf({})).toBeNull();
    expect(projectWindowOf({ to: '2025-01-01' })).toEqual({ from: undefined, to: '2025-01-01' });
  });
});

describe('overlapsWindow', () => {
  const window = { from: '2025-03-10', to: '2025-03-20' };
  it.each([
    ['2025-03-01', '2025-03-10', true], // ends on from
    ['2025-03-20', null, true], // starts on to
    ['2025-02-01', '2025-04-30', true], // spans the window
    ['2025-03-09', null, false],
    ['2025-02-01', '2025-03-09', false],
    ['2025-03-21', '2025-03-25', false],
    ['2025-03-05', '2025-03-01', false], // an end before the start counts as none
  ] as const)('%s – %s → %s', (start, end, expected) => {
    expect(overlapsWindow(start, end, window)).toBe(expected);
  });

  it('leaves an open end open', () => {
    expect(overlapsWindow('1999-01-01', null, { from: undefined, to: '2025-01-01' })).toBe(true);
    expect(overlapsWindow('2099-01-01', null, { from: '2025-01-01', to: undefined })).toBe(true);
  });
});
