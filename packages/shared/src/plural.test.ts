import { describe, expect, it } from 'vitest';
import { countLabel, dayCountLabel, pluralize } from './plural.js';

describe('pluralize', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(pluralize(1, 'day')).toBe('day');
    expect(pluralize(-1, 'day')).toBe('day');
    expect(pluralize(0, 'day')).toBe('days');
    expect(pluralize(2, 'day')).toBe('days');
    expect(pluralize(2, 'person', 'people')).toBe('people');
  });

  it('says counts and durations in words', () => {
    expect(dayCountLabel(1)).toBe('1 day');
    expect(dayCountLabel(14)).toBe('14 days');
    expect(countLabel(0, 'event')).toBe('0 events');
    expect(countLabel(1, 'timeline')).toBe('1 timeline');
  });
});
