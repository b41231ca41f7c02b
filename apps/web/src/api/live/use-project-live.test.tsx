import { beforeEach, describe, expect, it } from 'vitest';
import { makeEvent } from '@/test/projects';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanningEvent, ProjectChange, ProjectDetail } from '@plotline/shared';
import { useProjectDetail, useUpdateEvent } from '@/api/planning';
import { useProjectsQuery } from '@/api/projects';
import { deferred, mockFetch, ok, type MockResponse } from '@/test/fetch-mock';
import { FakeEventSource } from '@/test/fake-event-source';
import { renderSignedIn } from '@/test/render';
import { makeUser } from '@/test/users';
import { markFirstPaint } from '@/lib/after-first-paint';
import { useProjectLive } from './use-project-live';

const ME = makeUser();
const OTHER = { id: 'u-other', name: 'Grace Hopper', picture: null };
const PROJECT_ID = 'p1';
const DETAIL_PATH = `/api/v1/projects/${PROJECT_ID}`;
const EVENT_PATH = (eventId: string) => `${DETAIL_PATH}/timelines/t1/events/${eventId}`;

const event = (id: string, title: string, version = 1): PlanningEvent =>
  makeEvent(id, 't1', '2025-08-01', { projectId: PROJECT_ID, title, displayOrder: id === 'e1' ? 0 : 1, version });

function makeDetail(
  events: PlanningEvent[] = [event('e1', 'Kickoff'), event('e2', 'Review')],
  revision = 10,
): ProjectDetail {
  return {
    id: PROJECT_ID,
    name: 'Apollo',
    description: '',
    color: '#3B82F6',
    ownerId: ME.id,
    ownerName: ME.name,
    isOwner: true,
    isShared: true,
    userAccessLevel: 'owner',
    effectiveLevel: 'owner',
    limitedBy: null,
    timelineCount: 1,
    eventCount: events.length,
    autoSchedule: false,
    isFreeze: false,
    version: 1,
    revision,
    createdAt: '',
    updatedAt: '',
    timelines: [
      {
        id: 't1',
        projectId: PROJECT_ID,
        name: 'Design',
        color: '#10B981',
        displayOrder: 0,
        version: 1,
        createdAt: '',
        updatedAt: '',
        events,
      },
    ],
    dependencies: [],
  };
}

const change = (revision: number, fields: Partial<ProjectChange>): ProjectChange => ({
  projectId: PROJECT_ID,
  revision,
  kind: 'event.updated',
  actorId: OTHER.id,
  at: '2025-08-01T10:00:00.000Z',
  ...fields,
});

/** A project view in miniature: the cached project, the live hook and one edit. */
function Harness() {
  const detail = useProjectDetail(PROJECT_ID);
  useProjectsQuery();
  const live = useProjectLive(PROJECT_ID);
  const updateEvent = useUpdateEvent(PROJECT_ID);
  const events = detail.data?.timelines.flatMap((timeline) => timeline.events) ?? [];
  return (
    <div>
      <p data-testid="status">{live.status}</p>
      <p data-testid="viewers">{live.viewers.map((viewer) => viewer.name).join(',')}</p>
      <ul>
        {events.map((item) => (
          <li key={item.id} data-testid={item.id}>
            {item.title} v{item.version}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => updateEvent.mutate({ timelineId: 't1', eventId: 'e1', version: 1, title: 'Mine' })}
      >
        Edit
      </button>
    </div>
  );
}

function setup(
  detailResponses: Array<ProjectDetail | (() => Promise<MockResponse>)>,
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  let detailCalls = 0;
  let listCalls = 0;
  const fetchMock = mockFetch({
    [`GET ${DETAIL_PATH}`]: () => {
      const next = detailResponses[Math.min(detailCalls, detailResponses.length - 1)]!;
      detailCalls += 1;
      return typeof next === 'function' ? next() : ok(next);
    },
    'GET /api/v1/projects': () => {
      listCalls += 1;
      return ok([]);
    },
    ...extra,
  });
  const { queryClient } = renderSignedIn(<Harness />, { user: ME });
  return { fetchMock, queryClient, detailCalls: () => detailCalls, listCalls: () => listCalls };
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

async function openLive() {
  await waitFor(() => expect(text('e1')).toBe('Kickoff v1'));
  const source = await waitFor(() => FakeEventSource.latest());
  act(() => {
    source.open();
    source.emit('hello', { revision: 10, viewers: [{ id: ME.id, name: ME.name, picture: null }, OTHER] });
  });
  return source;
}

// First in the file: the first paint is marked once per page (lib/after-first-paint.ts).
describe('useProjectLive before the first paint', () => {
  beforeEach(() => {
    FakeEventSource.install();
  });

  it('opens the stream only after the first paint, and a change made before it still reloads the project', async () => {
    const moved = makeDetail([event('e1', 'Kickoff'), event('e2', 'Review (moved)', 2)], 12);
    const { detailCalls } = setup([makeDetail(), moved]);
    await waitFor(() => expect(text('e1')).toBe('Kickoff v1'));
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(text('status')).toBe('connecting');

    act(() => markFirstPaint());
    const source = await waitFor(() => FakeEventSource.latest());
    act(() => {
      source.open();
      // Someone moved e2 while the page was painting: the stream says revision 12, the cache holds 10.
      source.emit('hello', { revision: 12, viewers: [] });
    });
    await waitFor(() => expect(text('e2')).toBe('Review (moved) v2'));
    expect(detailCalls()).toBe(2);
    expect(text('status')).toBe('live');
  });
});

describe('useProjectLive', () => {
  beforeEach(() => {
    FakeEventSource.install();
    markFirstPaint();
  });

  it('opens the stream with the session cookie and reports live and the other viewers', async () => {
    setup([makeDetail()]);
    expect(text('status')).toBe('connecting');
    const source = await openLive();
    expect(source.url).toBe(`${DETAIL_PATH}/stream`);
    expect(source.withCredentials).toBe(true);
    expect(text('status')).toBe('live');
    // Oneself is left out, and each person shows once even with two tabs open.
    act(() =>
      source.emit('presence', { viewers: [OTHER, { id: ME.id, name: ME.name, picture: null }, OTHER] }),
    );
    expect(text('viewers')).toBe('Grace Hopper');
  });

  it("applies another person's change to the cached project without a reload", async () => {
    const { detailCalls } = setup([makeDetail()]);
    const source = await openLive();
    act(() =>
      source.emit('change', change(11, { eventId: 'e2', event: event('e2', 'Review (moved)', 2) }), '11'),
    );
    await waitFor(() => expect(text('e2')).toBe('Review (moved) v2'));
    expect(detailCalls()).toBe(1);
  });

  it('queues changes while an edit is on its way and applies them once it settles, keeping the edit', async () => {
    const save = deferred<MockResponse>();
    const { detailCalls } = setup([makeDetail()], { [`PUT ${EVENT_PATH('e1')}`]: () => save.promise });
    const source = await openLive();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(text('e1')).toBe('Mine v1'));

    // Someone else edits another event while ours is pending.
    act(() => source.emit('change', change(11, { eventId: 'e2', event: event('e2', 'Theirs', 2) }), '11'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(text('e2')).toBe('Review v1');
    expect(text('e1')).toBe('Mine v1');

    act(() => save.resolve(ok(event('e1', 'Mine', 2))));
    await waitFor(() => expect(text('e2')).toBe('Theirs v2'));
    expect(text('e1')).toBe('Mine v2');

    // The echo of our own edit changes nothing.
    act(() =>
      source.emit(
        'change',
        change(12, { actorId: ME.id, eventId: 'e1', event: event('e1', 'Mine', 2) }),
        '12',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(text('e1')).toBe('Mine v2');
    expect(detailCalls()).toBe(1);
  });

  it('holds a structural change until the edit settles, then reloads the project', async () => {
    const save = deferred<MockResponse>();
    const reloaded = makeDetail([event('e2', 'Review'), event('e1', 'Mine', 2)], 12);
    const { detailCalls } = setup([makeDetail(), reloaded], {
      [`PUT ${EVENT_PATH('e1')}`]: () => save.promise,
    });
    const source = await openLive();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    act(() => source.emit('change', change(11, { kind: 'events.reordered', timelineId: 't1' }), '11'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A reload now would wipe the optimistic edit.
    expect(detailCalls()).toBe(1);
    expect(text('e1')).toBe('Mine v1');

    act(() => save.resolve(ok(event('e1', 'Mine', 2))));
    await waitFor(() => expect(detailCalls()).toBe(2));
    await waitFor(() => expect(text('e1')).toBe('Mine v2'));
    expect(text('e2')).toBe('Review v1');
    expect(detailCalls()).toBe(2);
  });

  it('asks again for a reload that an edit cancelled', async () => {
    const firstReload = deferred<MockResponse>();
    const save = deferred<MockResponse>();
    const reloaded = makeDetail([event('e1', 'Mine', 2), event('e2', 'Reordered')], 12);
    const { detailCalls } = setup([makeDetail(), () => firstReload.promise, reloaded], {
      [`PUT ${EVENT_PATH('e1')}`]: () => save.promise,
    });
    const source = await openLive();
    act(() => source.emit('change', change(11, { kind: 'events.reordered', timelineId: 't1' }), '11'));
    await waitFor(() => expect(detailCalls()).toBe(2));

    // The edit's optimistic update cancels the running reload.
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(text('e1')).toBe('Mine v1'));
    act(() => firstReload.resolve(ok(makeDetail(undefined, 11))));
    act(() => save.resolve(ok(event('e1', 'Mine', 2))));

    await waitFor(() => expect(detailCalls()).toBe(3));
    await waitFor(() => expect(text('e2')).toBe('Reordered v1'));
    expect(text('e1')).toBe('Mine v2');
  });

  it('reloads when the server cannot replay, and when the cache is older than the stream', async () => {
    const { detailCalls } = setup([makeDetail(), makeDetail(undefined, 14), makeDetail(undefined, 15)]);
    const source = await openLive();
    act(() => source.emit('refetch', { revision: 14 }));
    await waitFor(() => expect(detailCalls()).toBe(2));

    // A new connection that replays nothing, after changes we never saw.
    act(() => source.emit('hello', { revision: 15, viewers: [] }));
    await waitFor(() => expect(detailCalls()).toBe(3));
  });

  it('reloads the project list too when sharing or the project itself changes', async () => {
    const { listCalls, detailCalls } = setup([makeDetail(), makeDetail(undefined, 11)]);
    const source = await openLive();
    await waitFor(() => expect(listCalls()).toBe(1));
    act(() => source.emit('change', change(11, { kind: 'sharing.changed' }), '11'));
    await waitFor(() => expect(detailCalls()).toBe(2));
    expect(listCalls()).toBe(2);
    // An event change leaves the list alone.
    act(() => source.emit('change', change(12, { eventId: 'e2', event: event('e2', 'Theirs', 2) }), '12'));
    await waitFor(() => expect(text('e2')).toBe('Theirs v2'));
    expect(listCalls()).toBe(2);
  });

  it("says 'reconnecting' while EventSource retries after having been live, and 'off' once access is revoked", async () => {
    const { listCalls, detailCalls } = setup([makeDetail()]);
    const source = await openLive();
    await waitFor(() => expect(listCalls()).toBe(1));
    act(() => source.fail());
    expect(text('status')).toBe('reconnecting');
    act(() => source.open());
    expect(text('status')).toBe('live');

    act(() => source.emit('revoked', { message: 'You no longer have access to this project' }));
    expect(text('status')).toBe('off');
    expect(text('viewers')).toBe('');
    expect(source.isClosed).toBe(true);
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(detailCalls()).toBe(2);
  });

  it("says 'off' when the stream is refused before it ever opened (403/404)", async () => {
    setup([makeDetail()]);
    await waitFor(() => expect(text('e1')).toBe('Kickoff v1'));
    const source = await waitFor(() => FakeEventSource.latest());
    act(() => source.fail(FakeEventSource.CLOSED));
    expect(text('status')).toBe('off');
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
