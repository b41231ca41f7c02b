import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime, humanLabel } from './format';

describe('humanLabel', () => {
  it('spells stored values as words', () => {
    expect(humanLabel('project_manager')).toBe('Project Manager');
    expect(humanLabel('owner')).toBe('Owner');
    expect(humanLabel('SysAdmin')).toBe('SysAdmin');
    expect(humanLabel('sysadmin')).toBe('SysAdmin');
  });
});

describe('formatShortDate', () => {
  it("reads 'Mon D, YYYY', and says so when there is no date or no valid one", () => {
    expect(formatShortDate('2099-03-03T12:00:00.000Z')).toBe('Mar 3, 2099');
    expect(formatShortDate(null)).toBe('Never');
    expect(formatShortDate('not a date')).toBe('—');
  });

  it('adds the time of day on a 24-hour clock for sessions', () => {
    const local = new Date(2026, 10, 24, 16, 5).toISOString();
    expect(formatShortDateTime(local)).toBe('Nov 24, 2026, 16:05');
    expect(formatShortDateTime(null)).toBe('Never');
  });
});
