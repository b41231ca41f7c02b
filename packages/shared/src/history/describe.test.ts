import { describe, expect, it } from 'vitest';
import { classifyOperation, describeOperation, historyDate, historySummary } from './describe.js';
import type { HistoryChange } from './schemas.js';

const event = (before: object | null, after: object | null, entityId = 'e1'): HistoryChange => ({
  entity: 'event',
  entityId,
  before: before && { title: 'Cutover rehearsal', startDate: '2025-08-04', endDate: null, version: 1, ...before },
  after: after && { title: 'Cutover rehearsal', startDate: '2025-08-04', endDate: null, version: 2, ...after },
});

describe('history words', () => {
  it('writes dates month/day/year', () => {
    expect(historyDate('2025-08-04')).toBe('08/04/2025');
    expect(historyDate(null)).toBe('no date');
  });

  it('says a date move with the dates, and counts what auto-schedule pushed', () => {
    const moved = [event({}, { startDate: '2025-08-11' })];
    expect(classifyOperation('event.updated', moved)).toBe('event.moved');
    expect(historySummary('Ada', describeOperation('event.moved', moved))).toBe("Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025");
    const pushed = [...moved, event({ title: 'Go-live' }, { title: 'Go-live', startDate: '2025-08-12' }, 'e2')];
    expect(describeOperation('event.moved', pushed)).toBe("moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025 (auto-schedule moved 1 more event)");
  });

  it('names renames, edits, creations and deletions', () => {
    const renamed = [event({}, { title: 'Rehearsal' })];
    expect(classifyOperation('event.updated', renamed)).toBe('event.updated');
    expect(describeOperation('event.updated', renamed)).toBe("renamed 'Cutover rehearsal' to 'Rehearsal'");
    expect(describeOperation('event.updated', [event({}, { description: 'x', objective: 'testing' })])).toBe("edited 'Cutover rehearsal'");
    expect(describeOperation('event.created', [event(null, {})])).toBe("added 'Cutover rehearsal'");
    expect(describeOperation('event.deleted', [event({}, null)])).toBe("deleted 'Cutover rehearsal'");
    const timeline: HistoryChange = { entity: 'timeline', entityId: 't1', before: { name: 'Ops', version: 1 }, after: { name: 'Operations', version: 2 } };
    expect(classifyOperation('timeline.updated', [timeline])).toBe('timeline.renamed');
    expect(historySummary('Grace', describeOperation('timeline.renamed', [timeline]))).toBe("Grace renamed timeline 'Ops' to 'Operations'");
    const gone = { ...timeline, after: null };
    expect(describeOperation('timeline.deleted', [gone, event({}, null), event({}, null, 'e2')])).toBe("deleted timeline 'Ops' and its 2 events");
  });

  it('says bulk edits, imports and undo in one sentence', () => {
    const shifted = [event({}, { startDate: '2025-08-07' }), event({}, { startDate: '2025-08-07' }, 'e2')];
    expect(describeOperation('bulk.shift', shifted)).toBe('shifted 2 events by 3 days');
    expect(describeOperation('bulk.delete', [event({}, null)])).toBe('deleted 1 event');
    expect(classifyOperation('project.imported', [])).toBe('import');
    expect(describeOperation('import', [event(null, {})])).toBe('imported 1 event and 0 timelines');
    expect(describeOperation('undo', [], "moved 'X' from 08/04/2025 to 08/11/2025")).toBe("undid: moved 'X' from 08/04/2025 to 08/11/2025");
  });
});
