import { describe, expect, it } from 'vitest';
import type { ChangeKind, ProjectChange, ProjectDetail, Timeline } from '@plotline/shared';
import { findEvent, wireDate } from '@/api/planning/project-cache';
import { makeDependency, makeEvent } from '@/test/projects';
import { applyProjectChange } from './apply-project-change';

const event = makeEvent;

const timeline = (id: string, displayOrder: number, overrides: Partial<Timeline> = {}): Timeline => ({
  id,
  projectId: 'p',
  name: id.toUpperCase(),
  color: '#3B82F6',
  displayOrder,
  version: 1,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const project = (): ProjectDetail => ({
  id: 'p',
  name: 'Apollo',
  description: '',
  color: '#3B82F6',
  ownerId: 'u1',
  ownerName: 'Ada',
  isOwner: true,
  isShared: true,
  userAccessLevel: 'owner',
  effectiveLevel: 'owner',
  limitedBy: null,
  timelineCount: 2,
  eventCount: 3,
  autoSchedule: false,
  isFreeze: false,
  version: 1,
  revision: 10,
  createdAt: '',
  updatedAt: '',
  timelines: [
    {
      ...timeline('a', 0),
      events: [event('e1', 'a', '2025-08-01'), event('e2', 'a', '2025-08-05', { version: 3 })],
    },
    { ...timeline('b', 1), events: [event('e3', 'b', '2025-08-03')] },
  ],
  dependencies: [],
});

const change = (kind: ChangeKind, fields: Partial<ProjectChange> = {}): ProjectChange => ({
  projectId: 'p',
  revision: 11,
  kind,
  actorId: 'u2',
  at: '2025-08-01T10:00:00.000Z',
  ...fields,
});

const eventIds = (detail: ProjectDetail) => detail.timelines.map((t) => t.events.map((e) => e.id));

describe('applyProjectChange', () => {
  it('folds a bulk change of many events in at once, moving events between timelines (D48)', () => {
    const moved = [event('e1', 'b', '2025-08-01', { version: 2 }), event('e2', 'b', '2025-08-05', { version: 4 })];
    const result = applyProjectChange(project(), change('bulk.move', { timelineId: 'b', events: moved }));
    expect(result.needsRefetch).toBe(false);
    expect(eventIds(result.detail)).toEqual([[], ['e1', 'e3', 'e2']]);
    expect(result.detail.revision).toBe(11);
    // An older copy than the cache holds is left alone; a bulk change without its events refetches.
    const stale = applyProjectChange(project(), change('bulk.shift', { events: [event('e2', 'a', '2025-09-01', { version: 2 })] }));
    expect(findEvent(stale.detail, 'e2')?.date).toBe(wireDate('2025-08-05'));
    expect(applyProjectChange(project(), change('bulk.objective')).needsRefetch).toBe(true);
  });

  it('folds a bulk shift sent by id in exactly: dates by the days, the new versions and time; the cache keeps its shape (D72)', () => {
    const start = project();
    start.timelines[0]!.events[1] = event('e2', 'a', '2025-08-05', { version: 3, endDate: wireDate('2025-08-09') });
    const at = '2025-08-02T09:00:00.000Z';
    const shifted = [{ days: 7, eventIds: ['e1', 'e2'], versions: [2, 4], updatedAt: at }];
    const result = applyProjectChange(start, change('bulk.shift', { shifted, movedEvents: [] }));
    expect(result.needsRefetch).toBe(false);
    const [e1, e2] = start.timelines[0]!.events;
    expect(result.detail).toEqual({
      ...start,
      revision: 11,
      timelines: [
        {
          ...start.timelines[0],
          events: [
            { ...e1, date: wireDate('2025-08-08'), version: 2, updatedAt: at },
            { ...e2, date: wireDate('2025-08-12'), endDate: wireDate('2025-08-16'), version: 4, updatedAt: at },
          ],
        },
        start.timelines[1],
      ],
    });

    // The undo's events.changed takes them back: the plan is the start again, one version on.
    const undone = applyProjectChange(result.detail, change('events.changed', { revision: 12, shifted: [{ days: -7, eventIds: ['e1', 'e2'], versions: [3, 5], updatedAt: at }] }));
    expect(undone.needsRefetch).toBe(false);
    expect(undone.detail.timelines[0]!.events.map((e) => [e.date, e.endDate, e.version])).toEqual([
      [e1!.date, null, 3],
      [e2!.date, e2!.endDate, 5],
    ]);
  });

  it('a shift by id: a copy already as new stays, a pushed successor wins over its shifted copy, a copy further behind or unknown reloads (D72)', () => {
    const at = '2025-08-02T09:00:00.000Z';
    const same = applyProjectChange(project(), change('bulk.shift', { shifted: [{ days: 3, eventIds: ['e2'], versions: [3], updatedAt: at }] }));
    expect(same.needsRefetch).toBe(false);
    expect(findEvent(same.detail, 'e2')?.date).toBe(wireDate('2025-08-05'));
    const pushed = event('e1', 'a', '2025-08-20', { version: 3 });
    const both = applyProjectChange(project(), change('bulk.shift', { shifted: [{ days: 3, eventIds: ['e1'], versions: [2], updatedAt: at }], movedEvents: [pushed] }));
    expect(eventIds(both.detail)).toEqual([['e2', 'e1'], ['e3']]);
    expect(findEvent(both.detail, 'e1')).toEqual(pushed);
    expect(applyProjectChange(project(), change('bulk.shift', { shifted: [{ days: 3, eventIds: ['e2'], versions: [5], updatedAt: at }] })).needsRefetch).toBe(true);
    expect(applyProjectChange(project(), change('events.changed', { shifted: [{ days: 3, eventIds: ['e9'], versions: [2], updatedAt: at }] })).needsRefetch).toBe(true);
    expect(applyProjectChange(project(), change('events.changed')).needsRefetch).toBe(true);
  });

  it('removes the events of a bulk delete with their dependencies', () => {
    const detail = { ...project(), dependencies: [makeDependency('d1', 'e1', 'e3')] };
    const result = applyProjectChange(detail, change('bulk.delete', { deletedEventIds: ['e1', 'e3'] }));
    expect(eventIds(result.detail)).toEqual([['e2'], []]);
    expect(result.detail.dependencies).toEqual([]);
    expect(applyProjectChange(project(), change('bulk.delete')).needsRefetch).toBe(true);
  });

  it('inserts a created event into its timeline in date order and moves the revision on', () => {
    const created = event('e4', 'a', '2025-08-03', { displayOrder: 2 });
    const result = applyProjectChange(
      project(),
      change('event.created', { eventId: 'e4', timelineId: 'a', event: created }),
    );
    expect(result.needsRefetch).toBe(false);
    expect(eventIds(result.detail)).toEqual([['e1', 'e4', 'e2'], ['e3']]);
    expect(result.detail.revision).toBe(11);
  });

  it('orders events of the same day by displayOrder', () => {
    const first = project();
    const created = event('e0', 'b', '2025-08-03', { displayOrder: -1 });
    const result = applyProjectChange(first, change('event.created', { event: created }));
    expect(eventIds(result.detail)[1]).toEqual(['e0', 'e3']);
  });

  it('applies an updated event with a newer version', () => {
    const updated = event('e1', 'a', '2025-08-09', { title: 'Renamed', version: 2 });
    const result = applyProjectChange(project(), change('event.updated', { event: updated }));
    expect(result.needsRefetch).toBe(false);
    expect(eventIds(result.detail)).toEqual([['e2', 'e1'], ['e3']]);
    expect(result.detail.timelines[0]?.events[1]).toMatchObject({ title: 'Renamed', version: 2 });
  });

  it('skips an event whose cached version is already as new (the echo of our own change) or newer', () => {
    const before = project();
    const echo = applyProjectChange(
      before,
      change('event.updated', { event: event('e2', 'a', '2025-08-20', { version: 3 }) }),
    );
    expect(echo.needsRefetch).toBe(false);
    expect(echo.detail.timelines).toBe(before.timelines);
    // The revision still moves on, so the next change is not taken for a gap.
    expect(echo.detail.revision).toBe(11);

    const older = applyProjectChange(
      before,
      change('event.updated', { event: event('e2', 'a', '2025-08-20', { version: 2 }) }),
    );
    expect(older.detail.timelines[0]?.events[1]?.date).toBe(wireDate('2025-08-05'));
  });

  it('skips a created event that is already cached (our own create, settled before its echo)', () => {
    const before = project();
    const result = applyProjectChange(
      before,
      change('event.created', { event: event('e1', 'a', '2025-08-01') }),
    );
    expect(result.detail.timelines).toBe(before.timelines);
  });

  it('moves an event to another timeline', () => {
    const moved = event('e1', 'b', '2025-08-01', { version: 2 });
    const result = applyProjectChange(project(), change('event.moved', { event: moved }));
    expect(eventIds(result.detail)).toEqual([['e2'], ['e1', 'e3']]);
    expect(result.detail.timelines[1]?.events[0]?.timelineId).toBe('b');
  });

  it('removes a deleted event, and a delete of an unknown one changes nothing', () => {
    const result = applyProjectChange(project(), change('event.deleted', { eventId: 'e2', timelineId: 'a' }));
    expect(result.needsRefetch).toBe(false);
    expect(eventIds(result.detail)).toEqual([['e1'], ['e3']]);
    const again = applyProjectChange(result.detail, change('event.deleted', { revision: 12, eventId: 'e2' }));
    expect(eventIds(again.detail)).toEqual([['e1'], ['e3']]);
  });

  it('inserts a created timeline by displayOrder with no events', () => {
    const created = timeline('c', 1);
    const result = applyProjectChange(
      project(),
      change('timeline.created', { timelineId: 'c', timeline: created }),
    );
    expect(result.needsRefetch).toBe(false);
    // After the timelines of the same order, as the server lists them.
    expect(result.detail.timelines.map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(result.detail.timelines[2]?.events).toEqual([]);

    const first = applyProjectChange(project(), change('timeline.created', { timeline: timeline('z', -1) }));
    expect(first.detail.timelines.map((t) => t.id)).toEqual(['z', 'a', 'b']);
  });

  it('updates a timeline with a newer version and keeps its events and place', () => {
    const renamed = timeline('a', 0, { name: 'Design', color: '#EF4444', version: 2 });
    const result = applyProjectChange(project(), change('timeline.updated', { timeline: renamed }));
    expect(result.detail.timelines[0]).toMatchObject({
      id: 'a',
      name: 'Design',
      color: '#EF4444',
      version: 2,
    });
    expect(eventIds(result.detail)).toEqual([['e1', 'e2'], ['e3']]);

    const stale = applyProjectChange(
      project(),
      change('timeline.updated', { timeline: timeline('a', 0, { name: 'Old' }) }),
    );
    expect(stale.detail.timelines[0]?.name).toBe('A');
  });

  it('removes a deleted timeline with its events', () => {
    const result = applyProjectChange(project(), change('timeline.deleted', { timelineId: 'a' }));
    expect(result.needsRefetch).toBe(false);
    expect(result.detail.timelines.map((t) => t.id)).toEqual(['b']);
  });

  it.each<ChangeKind>([
    'timelines.reordered',
    'events.reordered',
    'project.imported',
    'sharing.changed',
    'project.updated',
    'project.deleted',
  ])('asks for a refetch on %s and leaves the cache alone', (kind) => {
    const before = project();
    const result = applyProjectChange(before, change(kind, { timelineId: 'a' }));
    expect(result).toEqual({ detail: before, needsRefetch: true });
  });

  it.each<ChangeKind>([
    'event.created',
    'event.updated',
    'event.moved',
    'timeline.created',
    'timeline.updated',
  ])('asks for a refetch when %s comes without its entity (too large for the bus)', (kind) => {
    const result = applyProjectChange(project(), change(kind, { eventId: 'e1', timelineId: 'a' }));
    expect(result.needsRefetch).toBe(true);
  });

  it('asks for a refetch when a delete names nothing', () => {
    expect(applyProjectChange(project(), change('event.deleted')).needsRefetch).toBe(true);
    expect(applyProjectChange(project(), change('timeline.deleted')).needsRefetch).toBe(true);
  });

  it('asks for a refetch when an event belongs to a timeline the cache does not have', () => {
    const result = applyProjectChange(
      project(),
      change('event.created', { event: event('e9', 'unknown', '2025-08-01') }),
    );
    expect(result.needsRefetch).toBe(true);
  });

  it('asks for a refetch when an unknown timeline is updated', () => {
    const result = applyProjectChange(
      project(),
      change('timeline.updated', { timeline: timeline('x', 5, { version: 4 }) }),
    );
    expect(result.needsRefetch).toBe(true);
  });

  it('asks for a refetch when revisions were skipped', () => {
    const result = applyProjectChange(project(), change('event.deleted', { revision: 13, eventId: 'e1' }));
    expect(result.needsRefetch).toBe(true);
    expect(findIds(result.detail)).toContain('e1');
  });

  it('applies a change the cache already counts (a replay) by version, without a refetch', () => {
    const replay = applyProjectChange(
      project(),
      change('event.updated', { revision: 9, event: event('e1', 'a', '2025-08-02', { version: 2 }) }),
    );
    expect(replay.needsRefetch).toBe(false);
    expect(replay.detail.revision).toBe(10);
    expect(replay.detail.timelines[0]?.events[0]?.date).toBe(wireDate('2025-08-02'));
  });

  it('ignores a change of another project', () => {
    const before = project();
    const result = applyProjectChange(before, change('event.deleted', { projectId: 'other', eventId: 'e1' }));
    expect(result).toEqual({ detail: before, needsRefetch: false });
  });
});

const findIds = (detail: ProjectDetail) => eventIds(detail).flat();

describe('live dependency changes (docs/decisions.md D38)', () => {
  const linked = (): ProjectDetail => ({ ...project(), dependencies: [makeDependency('d1', 'e1', 'e3')] });

  it('adds a created dependency and keeps a newer copy over an older one', () => {
    const created = applyProjectChange(linked(), change('dependency.created', { dependency: makeDependency('d2', 'e3', 'e2') }));
    expect(created.needsRefetch).toBe(false);
    expect(created.detail.dependencies.map((d) => d.id)).toEqual(['d1', 'd2']);
    const stale = applyProjectChange(
      { ...linked(), dependencies: [makeDependency('d1', 'e1', 'e3', { version: 3 })] },
      change('dependency.updated', { dependency: makeDependency('d1', 'e1', 'e3', { version: 2 }) }),
    );
    expect(stale.detail.dependencies[0]?.version).toBe(3);
  });

  it('removes a deleted dependency, and the dependencies of a deleted event', () => {
    expect(applyProjectChange(linked(), change('dependency.deleted', { dependencyId: 'd1' })).detail.dependencies).toEqual([]);
    expect(applyProjectChange(linked(), change('event.deleted', { eventId: 'e3' })).detail.dependencies).toEqual([]);
  });

  it("folds in the successors auto-schedule moved with an event's change, in one revision", () => {
    const result = applyProjectChange(
      linked(),
      change('event.updated', {
        event: event('e1', 'a', '2025-08-04', { version: 2 }),
        movedEvents: [event('e3', 'b', '2025-08-05', { version: 2 })],
      }),
    );
    expect(result.needsRefetch).toBe(false);
    expect(findEvent(result.detail, 'e3')?.date).toBe(wireDate('2025-08-05'));
    expect(result.detail.revision).toBe(11);
  });

  it("folds in the successors a dependency's new lag pushed, with the dependency, in one revision", () => {
    const result = applyProjectChange(
      linked(),
      change('dependency.updated', {
        dependency: makeDependency('d1', 'e1', 'e3', { version: 2, lagDays: 3 }),
        movedEvents: [event('e3', 'b', '2025-08-09', { version: 2 })],
      }),
    );
    expect(result.needsRefetch).toBe(false);
    expect(findEvent(result.detail, 'e3')?.date).toBe(wireDate('2025-08-09'));
    expect(result.detail.dependencies[0]).toMatchObject({ lagDays: 3, version: 2 });
    expect(result.detail.revision).toBe(11);
  });
});
