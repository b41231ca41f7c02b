import { describe, expect, it } from 'vitest';
import { exportFileName } from './transfer';

describe('exportFileName', () => {
  it('is dated by the local calendar day, not the UTC one', () => {
    // 23:30 on March 10 in New York, already March 11 in UTC. The workers' time zone cannot be
    // changed at run time, so the instant is given as the Date methods would answer there.
    const lateEvening = {
      getFullYear: () => 2026,
      getMonth: () => 2,
      getDate: () => 10,
      toISOString: () => '2026-03-11T04:30:00.000Z',
    } as Date;
    expect(exportFileName(lateEvening)).toBe('migration_data_2026-03-10.json');
    expect(exportFileName(new Date(2026, 0, 5, 12))).toBe('migration_data_2026-01-05.json');
  });
});
