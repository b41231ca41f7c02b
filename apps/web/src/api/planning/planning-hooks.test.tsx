import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/projects';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { notifyManager, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { OVERLAY_CLEANUP_MS, type PlanningEvent, type ProjectDetail } from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { deferred, fail, mockFetch, ok, requestsWith, type MockResponse } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';
import { useCreateEvent, useProjectDetail, useUpdateEvent } from './planning-hooks';
import { withoutTemporary } from './project-cache';
import { useProjectChanges, useSavingIds } from './planning-changes';

const P = '0190f5b2-0000-7000-8000-0000000000a1';
const T = '0190f5b2-0000-7000-8000-0000000000b1';
const E = '0190f5b2-0000-7000-8000-0000000000c1';
const NEW = '0190f5b2-0000-7000-8000-0000000000c2';

const STAMP = '2025-01-01T00:00:00.000Z';
const event = (id: string, title: string, version = 1): PlanningEvent =>
  makeEvent(id, T, '2025-08-01', { projectId: P, title, version, createdAt: STAMP, updatedAt: STAMP });

const project = (events: PlanningEvent[], timelineId = T): ProjectDetail =>
  ({
    id: P,
    name: 'Apollo',
    description: '',
    color: '#3B82F6',
    ownerId: '0190f5b2-0000-7000-8000-0000000000d1',
    ownerName: 'Olive',
    isOwner: true,
    isShared: false,
    userAccessLevel: 'owner',
    effectiveLevel: 'owner',
    limitedBy: null,
    timelineCount: 1,
    eventCount: events.length,
    createdAt: STAMP,
    updatedAt: STAMP,
    version: 1,
    revision: 1,
    autoSchedule: false,
    isFreeze: false,
    dependencies: [],
    timelines: [
      {
        id: timelineId,
        projectId: P,
        name: 'Backend',
        color: '#EF4444',
        displayOrder: 0,
        version: 1,
        createdAt: STAMP,
        updatedAt: STAMP,
        events,
      },
    ],
  }) as ProjectDetail;

const cachedIds = (client: ReturnType<typeof createTestQueryClient>) =>
  client
    .getQueryData<ProjectDetail>(projectKeys.detail(P))
    ?.timelines.flatMap((t) => t.events.map((e) => e.id));

/** The hooks of `use` over a client whose cache holds the project with one event, 'Kickoff'. */
function renderPlanning<T>(use: () => T) {
  const client = createTestQueryClient();
  client.setQueryData(projectKeys.detail(P), project([event(E, 'Kickoff')]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(use, { wrapper });
  return { client, result };
}

const titlesIn = (client: ReturnType<typeof createTestQueryClient>) =>
  client.getQueryData<ProjectDetail>(projectKeys.detail(P))?.timelines[0]?.events.map((e) => e.title);

describe('withoutTemporary', () => {
  it('drops temporary timelines and events and keeps the same object when there are none', () => {
    const clean = project([event(E, 'Kept')]);
    expect(withoutTemporary(clean)).toBe(clean);
    const dirty = project([event(E, 'Kept'), event('temp-abc-1', 'Left over')]);
    expect(withoutTemporary(dirty).timelines[0]?.events.map((e) => e.id)).toEqual([E]);
    expect(withoutTemporary(project([], 'temp-abc-2')).timelines).toEqual([]);
    // A temporary row whose add is still on its way is kept.
    expect(withoutTemporary(dirty, new Set(['temp-abc-1']))).toBe(dirty);
  });
});

describe('temporary overlay cleanup (5 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // A view watches the project, as in the app, so a reload really fetches.
  const setup = () =>
    renderPlanning(() => ({ view: useProjectDetail(P), create: useCreateEvent(P), update: useUpdateEvent(P) }));

  it('removes a temporary row left behind by overlapping changes 5 s after they settle, then reloads', async () => {
    const created = deferred<MockResponse>();
    const updated = deferred<MockResponse>();
    const fetchMock = mockFetch({
      [`POST /api/v1/projects/${P}/timelines/${T}/events`]: () => created.promise,
      [`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`]: () => updated.promise,
      [`GET /api/v1/projects/${P}`]: ok(project([event(E, 'Kickoff'), event(NEW, 'Added')])),
    });
    const { client, result } = setup();

    // An add, then an edit started while the add is still on its way (its snapshot holds the temporary row).
    act(() => result.current.create.mutate({ timelineId: T, date: '2025-08-02', title: 'Added' }));
    await vi.advanceTimersByTimeAsync(0);
    const tempId = cachedIds(client)?.find((id) => id.startsWith('temp-'));
    expect(tempId).toBeDefined();
    act(() => result.current.update.mutate({ timelineId: T, eventId: E, version: 1, title: 'Renamed' }));
    await vi.advanceTimersByTimeAsync(0);

    // The add is answered: the server id replaces the temporary one.
    created.resolve(ok(event(NEW, 'Added')));
    await vi.advanceTimersByTimeAsync(0);
    expect(cachedIds(client)).toContain(NEW);
    // The edit fails: its rollback restores the cache it saw, temporary row included.
    updated.resolve(fail(400, 'VALIDATION_ERROR', 'title: too long'));
    await vi.advanceTimersByTimeAsync(0);
    expect(cachedIds(client)).toContain(tempId);
    const reloadsBefore = requestsWith(fetchMock, 'GET').length;

    await vi.advanceTimersByTimeAsync(OVERLAY_CLEANUP_MS - 100);
    expect(cachedIds(client)).toContain(tempId);
    await vi.advanceTimersByTimeAsync(100);
    expect(cachedIds(client)).not.toContain(tempId);
    // The project is reloaded so the server's version of the row shows.
    await vi.advanceTimersByTimeAsync(0);
    expect(requestsWith(fetchMock, 'GET').length).toBe(
      reloadsBefore + 1,
    );
    await vi.waitFor(() => expect(cachedIds(client)).toEqual([E, NEW]));
  });

  it('keeps the temporary row of an add that is still on its way, and reloads nothing when nothing is left over', async () => {
    const slow = deferred<MockResponse>();
    const fetchMock = mockFetch({
      [`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`]: ok(event(E, 'Renamed', 2)),
      [`POST /api/v1/projects/${P}/timelines/${T}/events`]: () => slow.promise,
    });
    const { client, result } = setup();

    act(() => result.current.update.mutate({ timelineId: T, eventId: E, version: 1, title: 'Renamed' }));
    await vi.advanceTimersByTimeAsync(0);
    act(() => result.current.create.mutate({ timelineId: T, date: '2025-08-02', title: 'Slow' }));
    await vi.advanceTimersByTimeAsync(0);
    const tempId = cachedIds(client)?.find((id) => id.startsWith('temp-'));

    // The edit settled long ago, but the add is still pending: its row stays.
    await vi.advanceTimersByTimeAsync(OVERLAY_CLEANUP_MS * 2);
    expect(cachedIds(client)).toContain(tempId);

    slow.resolve(ok(event(NEW, 'Slow')));
    await vi.advanceTimersByTimeAsync(OVERLAY_CLEANUP_MS);
    expect(cachedIds(client)).toEqual([E, NEW]);
    expect(requestsWith(fetchMock, 'GET')).toHaveLength(0);
  });
});

describe('a refused change', () => {
  it.each([
    [403, 'FORBIDDEN', 'You need edit permissions to change this project.'],
    [409, 'CONFLICT', 'This event was changed by someone else since you loaded it.'],
  ])('rolls back at once and reloads the project after a %i', async (status, code, message) => {
    const reloaded = deferred<MockResponse>();
    const fetchMock = mockFetch({
      [`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`]: fail(status, code, message),
      [`GET /api/v1/projects/${P}`]: () => reloaded.promise,
    });
    const { client, result } = renderPlanning(() => ({ view: useProjectDetail(P), update: useUpdateEvent(P) }));
    const titles = () => titlesIn(client);

    await act(async () => {
      await result.current.update
        .mutateAsync({ timelineId: T, eventId: E, version: 1, title: 'Mine' })
        .catch(() => {});
    });
    // Rolled back before the reload answers...
    expect(titles()).toEqual(['Kickoff']);
    expect(requestsWith(fetchMock, 'GET').length).toBeGreaterThan(0);
    // ...then the server's current version shows.
    reloaded.resolve(ok(project([event(E, 'Changed elsewhere', 2)])));
    await vi.waitFor(() => expect(titles()).toEqual(['Changed elsewhere']));
  });
});

describe('the one optimistic path (docs/decisions.md D32)', () => {
  const setup = () =>
    renderPlanning(() => ({
      create: useCreateEvent(P),
      update: useUpdateEvent(P),
      saving: useSavingIds(P),
      changes: useProjectChanges(P, { settledWithin: 10_000 }),
    }));
  const titles = titlesIn;
  /** The hooks, with the request `route` ('METHOD /path') held open until the test answers it. */
  const setupHeld = (route: string) => {
    const answer = deferred<MockResponse>();
    mockFetch({ [route]: () => answer.promise });
    return { answer, ...setup() };
  };

  it('writes the change into the cache before mutate() returns, with no await in between', () => {
    const { client, result } = setupHeld(`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`);
    // No act, no timer, no microtask: the very next line reads the change.
    result.current.update.mutate({ timelineId: T, eventId: E, version: 1, title: 'Renamed' });
    expect(titles(client)).toEqual(['Renamed']);
    result.current.create.mutate({ timelineId: T, date: '2025-08-02', title: 'Added' });
    expect(titles(client)).toEqual(['Renamed', 'Added']);
  });

  it('tells views of the write in a microtask, before any timer (and so before the next paint)', async () => {
    vi.useFakeTimers();
    try {
      const { client, result } = setupHeld(`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`);
      const seen: Array<string | undefined> = [];
      const observer = new QueryObserver<ProjectDetail>(client, { queryKey: projectKeys.detail(P), enabled: false });
      // Subscribed the way useQuery subscribes a component (its store-change callback is batched).
      const unsubscribe = observer.subscribe(
        notifyManager.batchCalls((update) => void seen.push(update.data?.timelines[0]?.events[0]?.title)),
      );
      result.current.update.mutate({ timelineId: T, eventId: E, version: 1, title: 'Renamed' });
      for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
      expect(seen).toContain('Renamed');
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });

  it('derives what is saving from the mutations: pending, then saved, then gone after the window', async () => {
    vi.useFakeTimers();
    try {
      const { answer, client, result } = setupHeld(`PUT /api/v1/projects/${P}/timelines/${T}/events/${E}`);
      act(() => result.current.update.mutate({ timelineId: T, eventId: E, version: 1, title: 'Renamed' }));
      await vi.advanceTimersByTimeAsync(0);
      expect([...result.current.saving]).toEqual([E]);
      expect(result.current.changes.map((c) => [c.kind, c.subjectId, c.status, c.variables.title])).toEqual([
        ['updateEvent', E, 'pending', 'Renamed'],
      ]);

      answer.resolve(ok(event(E, 'Renamed', 2)));
      await vi.advanceTimersByTimeAsync(0);
      expect(result.current.saving.size).toBe(0);
      expect(result.current.changes.map((c) => c.status)).toEqual(['success']);
      expect(titles(client)).toEqual(['Renamed']);

      await act(() => vi.advanceTimersByTimeAsync(9_999));
      expect(result.current.changes).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(result.current.changes).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rolls back a failed add and drops it from what is saving', async () => {
    const { answer, client, result } = setupHeld(`POST /api/v1/projects/${P}/timelines/${T}/events`);
    act(() => result.current.create.mutate({ timelineId: T, date: '2025-08-02', title: 'Added' }));
    const tempId = client
      .getQueryData<ProjectDetail>(projectKeys.detail(P))
      ?.timelines[0]?.events.find((e) => e.title === 'Added')?.id;
    expect(tempId).toMatch(/^temp-/);
    await vi.waitFor(() => expect(result.current.saving.has(tempId!)).toBe(true));
    answer.resolve(fail(400, 'VALIDATION_ERROR', 'title: bad'));
    await vi.waitFor(() => expect(titles(client)).toEqual(['Kickoff']));
    await vi.waitFor(() => expect(result.current.saving.size).toBe(0));
    expect(result.current.changes.map((c) => [c.kind, c.subjectId, c.status])).toEqual([['createEvent', tempId, 'error']]);
  });
});
