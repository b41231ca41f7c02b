import { describe, expect, it } from 'vitest';
import { eventSchema } from '@plotline/shared';
import { makeEvent, makeProjectDetail, makeTimeline } from '@/test/projects';
import { compactEvents } from './compact-events';

describe('compactEvents (docs/decisions.md D93)', () => {
  it('makes each event again with every field of the schema and the same values', () => {
    const detail = makeProjectDetail('owner', [
      makeTimeline('t', {
        events: [
          makeEvent('a', 't', '2025-03-01', { endDate: '2025-03-04T12:00:00.000Z', isMilestone: false, version: 3 }),
          makeEvent('b', 't', '2025-03-01', { isFreeze: true, objective: 'deployment', displayOrder: 2 }),
        ],
      }),
    ]);
    const arrived = detail.timelines[0]!.events;
    const before = structuredClone(arrived);
    const [first, second] = arrived;
    const compact = compactEvents(detail).timelines[0]!.events;
    expect(compact).toBe(arrived);
    expect(compact).toEqual(before);
    expect(compact[0]).not.toBe(first);
    expect(compact[1]).not.toBe(second);
    // A field added to the schema and not to compactEvents would be dropped from every event.
    for (const event of compact) expect(Object.keys(event).sort()).toEqual(Object.keys(eventSchema.shape).sort());
  });

  it("keeps an event's project and timeline ids as they came when they differ from the answer's", () => {
    const odd = makeEvent('a', 'elsewhere', '2025-03-01', { projectId: 'another' });
    const detail = compactEvents(makeProjectDetail('owner', [makeTimeline('t', { events: [odd] })]));
    expect(detail.timelines[0]!.events[0]).toMatchObject({ projectId: 'another', timelineId: 'elsewhere' });
  });
});
