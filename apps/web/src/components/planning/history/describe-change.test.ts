import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';

const event = (fields: Record<string, unknown>) => ({ title: 'Cutover', startDate: '2025-08-04', endDate: null, objective: 'testing', displayOrder: 1, version: 1, ...fields });

describe('describeChange', () => {
  it('names what was added and deleted', () => {
    expect(describeChange({ entity: 'event', entityId: 'e1', before: null, after: event({}) })).toBe(`Added event 'Cutover'`);
    expect(describeChange({ entity: 'timeline', entityId: 't1', before: { name: 'Design' }, after: null })).toBe(`Deleted timeline 'Design'`);
    expect(describeChange({ entity: 'dependency', entityId: 'd1', before: null, after: { fromEventId: 'a' } })).toBe('Added a dependency');
    expect(describeChange({ entity: 'event', entityId: 'e1', before: {}, after: null })).toBe('Deleted an event');
  });

  it('lists the fields an update changed, with the values worth showing', () => {
    const before = event({});
    const after = event({ startDate: '2025-08-11', endDate: '2025-08-13', title: 'Cutover dry run', objective: 'deployment', description: 'New', displayOrder: 2, version: 2 });
    expect(describeChange({ entity: 'event', entityId: 'e1', before, after })).toBe(
      `Changed event 'Cutover dry run': dates 08/04/2025 → 08/11/2025–08/13/2025, title 'Cutover' → 'Cutover dry run', objective Testing → Deployment, description`,
    );
  });

  it('says only that it changed when nothing it names did', () => {
    expect(describeChange({ entity: 'event', entityId: 'e1', before: event({}), after: event({ version: 2 }) })).toBe(`Changed event 'Cutover'`);
  });
});
