import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ProjectDetail } from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { deferred, fail, mockFetch, ok, requestsWith, type MockResponse } from '@/test/fetch-mock';
import { makeDependency, makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID as P } from '@/test/projects';
import { createTestQueryClient } from '@/test/render';
import { useCreateDependency, useSaveDependsOn, useUpdateDependency } from './dependency-hooks';
import { useUpdateEvent } from './planning-hooks';
import { findEvent } from './project-cache';

const T = 't1';

function cachedProject(autoSchedule = false): ProjectDetail {
  return {
    ...makeProjectDetail('owner', [
      makeTimeline(T, {
        events: [
          makeEvent('a', T, '2025-08-01', { endDate: '2025-08-03T12:00:00.000Z' }),
          makeEvent('b', T, '2025-08-04'),
          makeEvent('c', T, '2025-08-10'),
        ],
      }),
    ]),
    autoSchedule,
    dependencies: [makeDependency('d1', 'a', 'b')],
  };
}

function renderHooks<R>(use: () => R, project = cachedProject()) {
  const client = createTestQueryClient();
  client.setQueryData(projectKeys.detail(P), project);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(use, { wrapper });
  const cached = () => client.getQueryData<ProjectDetail>(projectKeys.detail(P));
  return { result, cached };
}

const ids = (project: ProjectDetail | undefined) => project?.dependencies.map((dep) => dep.id);

describe('dependency hooks', () => {
  it('shows a new dependency as soon as it is asked for, then under the id the server gave it', async () => {
    const answer = deferred<MockResponse>();
    mockFetch({ [`POST /api/v1/projects/${P}/dependencies`]: () => answer.promise });
    const { result, cached } = renderHooks(() => useCreateDependency(P));
    act(() => result.current.mutate({ fromEventId: 'b', toEventId: 'c' }));
    expect(cached()?.dependencies[1]).toMatchObject({ fromEventId: 'b', toEventId: 'c', type: 'finish_to_start' });
    expect(cached()?.dependencies[1]?.id).toMatch(/^temp-/);
    answer.resolve(ok({ ...makeDependency('d2', 'b', 'c'), movedEvents: [] }));
    await waitFor(() => expect(ids(cached())).toEqual(['d1', 'd2']));
  });

  it('takes a refused dependency (a cycle) back', async () => {
    mockFetch({
      [`POST /api/v1/projects/${P}/dependencies`]: fail(409, 'DEPENDENCY_CYCLE', 'This dependency would create a cycle: "b" → "a" → "b"'),
      [`GET /api/v1/projects/${P}`]: ok(cachedProject()),
    });
    const { result, cached } = renderHooks(() => useCreateDependency(P));
    await act(async () => {
      await result.current.mutateAsync({ fromEventId: 'b', toEventId: 'a' }).catch(() => undefined);
    });
    expect(ids(cached())).toEqual(['d1']);
  });

  it('saves "Depends on" as the changes it makes: removes the unticked, adds the new', async () => {
    const fetchMock = mockFetch({
      [`DELETE /api/v1/projects/${P}/dependencies/d1`]: ok({ id: 'd1' }),
      [`POST /api/v1/projects/${P}/dependencies`]: ok({ ...makeDependency('d2', 'c', 'b'), movedEvents: [] }),
    });
    const { result, cached } = renderHooks(() => useSaveDependsOn(P));
    act(() => result.current(cachedProject(), 'b', ['c']));
    expect(cached()?.dependencies.map((dep) => dep.fromEventId)).toEqual(['c']);
    await waitFor(() => expect(ids(cached())).toEqual(['d2']));
    expect(requestsWith(fetchMock, 'DELETE')).toHaveLength(1);
    const [, init] = requestsWith(fetchMock, 'POST')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ fromEventId: 'c', toEventId: 'b' });
  });

  it('with auto-schedule on, a move shows the pushed successor at once and folds in the saved one', async () => {
    const answer = deferred<MockResponse>();
    mockFetch({ [`PUT /api/v1/projects/${P}/timelines/${T}/events/a`]: () => answer.promise });
    const { result, cached } = renderHooks(() => useUpdateEvent(P), cachedProject(true));
    act(() => result.current.mutate({ timelineId: T, eventId: 'a', version: 1, date: '2025-08-03', endDate: '2025-08-05' }));
    // a now ends on August 5: b must start on the 6th.
    expect(findEvent(cached()!, 'b')?.date).toBe('2025-08-06T12:00:00.000Z');
    answer.resolve(
      ok({
        ...makeEvent('a', T, '2025-08-03', { endDate: '2025-08-05T12:00:00.000Z', version: 2 }),
        movedEvents: [makeEvent('b', T, '2025-08-06', { version: 2 })],
      }),
    );
    await waitFor(() => expect(findEvent(cached()!, 'b')?.version).toBe(2));
    expect(findEvent(cached()!, 'a')).not.toHaveProperty('movedEvents');
  });

  it('with auto-schedule on, a longer lag shows the pushed successor at once and folds in the saved one', async () => {
    const answer = deferred<MockResponse>();
    mockFetch({ [`PUT /api/v1/projects/${P}/dependencies/d1`]: () => answer.promise });
    const { result, cached } = renderHooks(() => useUpdateDependency(P), cachedProject(true));
    act(() => result.current.mutate({ dependencyId: 'd1', type: 'finish_to_start', lagDays: 2, version: 1 }));
    // a ends on August 3: with 2 days of lag b must start on the 6th.
    expect(findEvent(cached()!, 'b')?.date).toBe('2025-08-06T12:00:00.000Z');
    expect(cached()?.dependencies[0]).toMatchObject({ id: 'd1', lagDays: 2 });
    answer.resolve(
      ok({ ...makeDependency('d1', 'a', 'b'), lagDays: 2, version: 2, movedEvents: [makeEvent('b', T, '2025-08-06', { version: 2 })] }),
    );
    await waitFor(() => expect(findEvent(cached()!, 'b')?.version).toBe(2));
    expect(cached()?.dependencies[0]).toMatchObject({ id: 'd1', lagDays: 2, version: 2 });
    expect(cached()?.dependencies[0]).not.toHaveProperty('movedEvents');
  });
});
