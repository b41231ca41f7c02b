import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import type { HistoryOperation, ProjectDetail } from '@plotline/shared';
import { authKeys } from '@/api/auth';
import { markFirstPaint } from '@/lib/after-first-paint';
import { projectKeys } from '@/api/projects';
import { deferred, fail, mockFetch, ok, requestsWith, type MockResponse } from '@/test/fetch-mock';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID as P } from '@/test/projects';
import { createTestQueryClient } from '@/test/render';
import { makeUser } from '@/test/users';
import { useHistoryList, useUndoRedo } from './history-hooks';
import { useUpdateEvent } from './planning-hooks';

const ME = makeUser();
const GRACE = { id: 'grace', name: 'Grace Hopper' };
const HISTORY = `GET /api/v1/projects/${P}/history`;
const UNDO = `POST /api/v1/projects/${P}/undo`;

function project(revision = 1): ProjectDetail {
  return {
    ...makeProjectDetail('owner', [
      makeTimeline('t1', { events: [makeEvent('e1', 't1', '2025-08-04', { title: 'Cutover rehearsal' }), makeEvent('e2', 't1', '2025-08-20', { title: 'Go-live' })] }),
    ]),
    revision,
  };
}

function operation(id: string, overrides: Partial<HistoryOperation> = {}): HistoryOperation {
  return {
    id,
    projectId: P,
    actor: { id: ME.id, name: ME.name },
    at: '2025-08-01T10:00:00.000Z',
    kind: 'event.moved',
    summary: `Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025`,
    changes: [],
    changeCount: 0,
    undoneAt: null,
    ...overrides,
  };
}

function renderHooks<R, Props = { revision: number }>(use: (props: Props) => R, initialProps?: Props) {
  const client = createTestQueryClient();
  client.setQueryData(authKeys.currentUser(), ME);
  client.setQueryData(projectKeys.detail(P), project());
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(<Toaster />);
  const hook = renderHook(use, { wrapper, initialProps });
  return { ...hook, client };
}

const search = (call: unknown) => new URL(String((call as [string])[0]), 'http://localhost').searchParams;

describe('useUndoRedo', () => {
  it('undoes, says what it undid and marks the project and its history to be read again', async () => {
    const fetchMock = mockFetch({ [UNDO]: ok({ operation: operation('op1', { undoneAt: '2025-08-01T10:05:00.000Z' }) }) });
    const { result, client } = renderHooks(() => useUndoRedo(P, 1));
    act(() => result.current.run('undo'));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(screen.getByText(`Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025`)).toBeInTheDocument();
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(1);
    await waitFor(() => expect(client.getQueryState(projectKeys.detail(P))?.isInvalidated).toBe(true));
  });

  it('shows a refused undo with its reason and changes nothing in the cache', async () => {
    mockFetch({ [UNDO]: fail(409, 'UNDO_CONFLICT', `'Cutover rehearsal' was changed by Grace since`) });
    const { result, client } = renderHooks(() => useUndoRedo(P, 1));
    act(() => result.current.run('undo'));
    expect(await screen.findByText('Could not undo')).toBeInTheDocument();
    expect(screen.getByText(`'Cutover rehearsal' was changed by Grace since`)).toBeInTheDocument();
    expect(client.getQueryData(projectKeys.detail(P))).toEqual(project());
    expect(result.current.isExhausted.undo).toBe(false);
  });

  it('turns Undo off after a 404 until the project has a new revision', async () => {
    mockFetch({ [UNDO]: fail(404, 'NOTHING_TO_UNDO', 'Nothing to undo') });
    const { result, rerender } = renderHooks(({ revision }) => useUndoRedo(P, revision), { revision: 1 });
    act(() => result.current.run('undo'));
    await waitFor(() => expect(result.current.isExhausted).toEqual({ undo: true, redo: false }));
    rerender({ revision: 2 });
    expect(result.current.isExhausted.undo).toBe(false);
  });

  // The first test to ask for the status: the first paint is marked once per page (lib/after-first-paint.ts).
  it("asks the server at each revision whether Undo and Redo have something, before any press (D57), once the screen has painted (D92)", async () => {
    const fetchMock = mockFetch({
      [HISTORY]: ({ url }) => {
        expect(new URL(url, 'http://localhost').searchParams.get('limit')).toBe('1');
        const revision = requestsWith(fetchMock, 'GET').length;
        return ok({ entries: [], nextCursor: null, canUndo: revision > 1, canRedo: false });
      },
    });
    const { result, rerender } = renderHooks(({ revision }) => useUndoRedo(P, revision), { revision: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsWith(fetchMock, 'GET')).toHaveLength(0);
    act(() => markFirstPaint());
    await waitFor(() => expect(result.current.isExhausted).toEqual({ undo: true, redo: true }));
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
    rerender({ revision: 2 });
    await waitFor(() => expect(result.current.isExhausted).toEqual({ undo: false, redo: true }));
    expect(requestsWith(fetchMock, 'GET')).toHaveLength(2);
  });

  it('asks nothing for a reader', async () => {
    const fetchMock = mockFetch({});
    const { result } = renderHooks(() => useUndoRedo(P, 1, false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsWith(fetchMock, 'GET')).toHaveLength(0);
    expect(result.current.isExhausted).toEqual({ undo: false, redo: false });
  });

  it('waits for a change on its way before asking (Ctrl+Z right after a drag undoes the drag)', async () => {
    const save = deferred<MockResponse>();
    const fetchMock = mockFetch({
      [`PUT /api/v1/projects/${P}/timelines/t1/events/e1`]: () => save.promise,
      [UNDO]: ok({ operation: operation('op1') }),
    });
    const { result } = renderHooks(() => ({ undo: useUndoRedo(P, 1), update: useUpdateEvent(P) }));
    act(() => result.current.update.mutate({ timelineId: 't1', eventId: 'e1', version: 1, title: 'Moved' }));
    act(() => result.current.undo.run('undo'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsWith(fetchMock, 'POST')).toHaveLength(0);
    save.resolve(ok(makeEvent('e1', 't1', '2025-08-04', { title: 'Moved', version: 2 })));
    await waitFor(() => expect(requestsWith(fetchMock, 'POST')).toHaveLength(1));
  });
});

describe('useHistoryList', () => {
  it('reads nothing until opened, then pages with the cursor, filters, and knows who to filter by', async () => {
    const fetchMock = mockFetch({
      [HISTORY]: ({ url }) => {
        const params = new URL(url, 'http://localhost').searchParams;
        if (params.get('cursor') === 'c2') return ok({ entries: [operation('op1', { summary: 'Older change' })], nextCursor: null, canUndo: false, canRedo: false });
        if (params.get('actorId')) return ok({ entries: [], nextCursor: null, canUndo: false, canRedo: false });
        return ok({ entries: [operation('op2', { summary: 'Newer change', actor: GRACE })], nextCursor: 'c2', canUndo: false, canRedo: false });
      },
    });
    const { result } = renderHooks(() => useHistoryList(P, project()));
    expect(requestsWith(fetchMock, 'GET')).toHaveLength(0);
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(result.current.entries.map((entry) => entry.summary)).toEqual(['Newer change']));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.entries.map((entry) => entry.summary)).toEqual(['Newer change', 'Older change']));
    expect(search(fetchMock.mock.calls.at(-1)).get('cursor')).toBe('c2');
    expect(result.current.people).toEqual([{ id: ME.id, name: 'Ada Lovelace (you)' }, GRACE]);
    expect(result.current.events.map((event) => event.name)).toEqual(['Cutover rehearsal', 'Go-live']);

    act(() => result.current.setFilters({ actorId: 'grace', eventId: 'e2' }));
    await waitFor(() => expect(result.current.entries).toEqual([]));
    expect(search(fetchMock.mock.calls.at(-1)).get('actorId')).toBe('grace');
    expect(search(fetchMock.mock.calls.at(-1)).get('eventId')).toBe('e2');
    // Everyone seen before stays a choice while a filter narrows the list.
    expect(result.current.people.map((person) => person.id)).toEqual([ME.id, GRACE.id]);
  });

  it('reads the history again when the project moves to a new revision', async () => {
    const fetchMock = mockFetch({ [HISTORY]: ok({ entries: [], nextCursor: null, canUndo: false, canRedo: false }) });
    const { result, rerender } = renderHooks(({ revision }) => useHistoryList(P, project(revision)), { revision: 1 });
    act(() => result.current.setOpen(true));
    await waitFor(() => expect(requestsWith(fetchMock, 'GET')).toHaveLength(1));
    rerender({ revision: 2 });
    await waitFor(() => expect(requestsWith(fetchMock, 'GET')).toHaveLength(2));
  });
});
