import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  addDays,
  overlapsWindow,
  projectWindowQuerySchema,
  type PlanningEvent,
  type ProjectDetail,
} from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { markFirstPaint } from '@/lib/after-first-paint';
import { createProjectLiveSync } from '@/api/live/project-live-sync';
import { deferred, fail, mockFetch, ok, type MockResponse } from '@/test/fetch-mock';
import { makeEvent, makeProjectDetail, makeTimeline, TEST_PROJECT_ID as P } from '@/test/projects';
import { createTestQueryClient } from '@/test/render';
import { useProjectPaging } from './paging-hooks';
import { useProjectDetail, useUpdateEvent } from './planning-hooks';
import type { ProjectView } from './project-detail-load';
import { PAGE_EVENTS } from './project-pages';

/*
 * The project is read by window first and the rest paged in (docs/decisions.md D60), against a
 * fake server that answers `?from&to` as the real one does: the events overlapping the window and
 * the whole project's first and last day.
 */

const TIMELINES = ['t1', 't2', 't3'];
const DAYS = 600;
const PER_DAY = 12;
const TOTAL = DAYS * PER_DAY;
const FIRST_DAY = '2025-01-01';
/** Four events a day on each timeline: several pages. */
function seed(): PlanningEvent[] {
  return Array.from({ length: TOTAL }, (_, index) =>
    makeEvent(`e${index}`, TIMELINES[index % 3]!, addDays(FIRST_DAY, Math.floor(index / PER_DAY)), {
      projectId: P,
      displayOrder: index,
    }),
  );
}

function fakeServer(events: PlanningEvent[]) {
  const state = { events, revision: 1 };
  const day = (event: PlanningEvent) => event.date.slice(0, 10);
  const answer = (url: string): ProjectDetail => {
    const query = new URL(url, 'http://localhost').searchParams;
    const from = query.get('from') ?? undefined;
    const to = query.get('to') ?? undefined;
    // The server's own check of the window.
    if (!projectWindowQuerySchema.safeParse({ from, to }).success) throw new Error(`bad window ${url}`);
    const isWindowed = from !== undefined || to !== undefined;
    const shown = isWindowed
      ? state.events.filter((event) => overlapsWindow(day(event), null, { from, to }))
      : state.events;
    const detail = makeProjectDetail(
      'owner',
      TIMELINES.map((id) => makeTimeline(id, { events: shown.filter((event) => event.timelineId === id) })),
    );
    const days = state.events.map(day).sort();
    return {
      ...detail,
      id: P,
      eventCount: state.events.length,
      revision: state.revision,
      ...(isWindowed
        ? { eventDates: days.length ? { first: days[0]!, last: days[days.length - 1]! } : null }
        : {}),
    };
  };
  return { state, answer };
}

function renderLoading(
  handlers: Record<string, (request: { url: string; body: unknown }) => MockResponse | Promise<MockResponse>>,
  window: ProjectView = { from: '2025-06-01', to: '2025-06-10' },
) {
  const fetchMock = mockFetch(handlers);
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({ detail: useProjectDetail(P, window), paging: useProjectPaging(P), update: useUpdateEvent(P) }),
    { wrapper },
  );
  const held = () =>
    client
      .getQueryData<ProjectDetail>(projectKeys.detail(P))
      ?.timelines.flatMap((timeline) => timeline.events) ?? [];
  const urls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { client, result, held, urls };
}

afterEach(() => vi.unstubAllGlobals());

describe('windowed loading of a project', () => {
  // First in the file: the first paint is marked once per page (lib/after-first-paint.ts).
  it('pages the rest in only after the screen’s first paint (docs/decisions.md D92)', async () => {
    const server = fakeServer(seed());
    let requests = 0;
    const { result } = renderLoading({
      [`GET /api/v1/projects/${P}`]: ({ url }) => {
        requests += 1;
        return ok(server.answer(url));
      },
    });
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(1);
    expect(result.current.paging.isPaging).toBe(true);
    act(() => markFirstPaint());
    await waitFor(() => expect(requests).toBeGreaterThan(1));
    await waitFor(() => expect(result.current.paging.isPaging).toBe(false), { timeout: 5000 });
  });

  it('says it is paging in the render that brings the window, not in a render of its own before it (docs/decisions.md D106)', async () => {
    const server = fakeServer(seed());
    mockFetch({ [`GET /api/v1/projects/${P}`]: ({ url }) => ok(server.answer(url)) });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const renders: Array<{ hasWindow: boolean; isPaging: boolean }> = [];
    const { result } = renderHook(
      () => {
        const detail = useProjectDetail(P, { from: '2025-06-01', to: '2025-06-10' });
        const paging = useProjectPaging(P);
        renders.push({ hasWindow: detail.data !== undefined, isPaging: paging.isPaging });
        return paging;
      },
      { wrapper },
    );
    await waitFor(() => expect(renders.some((render) => render.hasWindow)).toBe(true));
    // The render that brings the window already says "Loading more…"; none said it before.
    expect(renders.find((render) => render.hasWindow)).toEqual({ hasWindow: true, isPaging: true });
    expect(renders.filter((render) => !render.hasWindow && render.isPaging)).toEqual([]);
    await waitFor(() => expect(result.current.isPaging).toBe(false), { timeout: 5000 });
  });

  it('asks for the view’s window first, paints it, then pages the rest in until every event is held', async () => {
    const server = fakeServer(seed());
    const gate = deferred<void>();
    let requests = 0;
    const { result, held, urls } = renderLoading({
      [`GET /api/v1/projects/${P}`]: async ({ url }) => {
        requests += 1;
        if (requests === 2) await gate.promise;
        return ok(server.answer(url));
      },
    });

    await waitFor(() => expect(requests).toBe(2));
    const first = urls()[0]!;
    expect(first.searchParams.get('from')).toBe('2025-06-01');
    expect(first.searchParams.get('to')).toBe('2025-06-10');
    // The window's ten days, painted while the next page is on its way.
    expect(result.current.detail.data!.timelines.flatMap((timeline) => timeline.events)).toHaveLength(
      10 * PER_DAY,
    );
    expect(result.current.paging.isPaging).toBe(true);
    gate.resolve();

    await waitFor(() => expect(result.current.paging.isPaging).toBe(false), { timeout: 5000 });
    const all = held();
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all.map((event) => event.id)).size).toBe(TOTAL);
    for (const timeline of result.current.detail.data!.timelines) {
      const dates = timeline.events.map((event) => event.date);
      expect(dates).toEqual([...dates].sort());
    }
    // Every later request is a window too, each of about a page of events.
    const pages = urls().slice(1);
    expect(pages.length).toBeGreaterThan(1);
    for (const url of pages) expect(url.searchParams.has('from') || url.searchParams.has('to')).toBe(true);
    expect(pages.length).toBeLessThan(TOTAL / PAGE_EVENTS + 8);
  });

  it('reads the earliest events first for a view that starts at the top (the table)', async () => {
    const server = fakeServer(seed());
    const { result, held, urls } = renderLoading(
      {
        [`GET /api/v1/projects/${P}`]: ({ url }) => {
          try {
            return ok(server.answer(url));
          } catch {
            return fail(400, 'VALIDATION_ERROR');
          }
        },
      },
      'first',
    );
    await waitFor(() => expect(result.current.detail.data).toBeDefined());
    const [probe, first] = urls();
    // A window before any event (timelines, counts and eventDates), then the first days.
    expect(probe!.searchParams.has('from')).toBe(false);
    expect(probe!.searchParams.get('to')! < FIRST_DAY).toBe(true);
    expect(first!.searchParams.get('to')! >= FIRST_DAY).toBe(true);
    expect(result.current.detail.data!.timelines[0]!.events[0]!.id).toBe('e0');
    await waitFor(() => expect(result.current.paging.isPaging).toBe(false), { timeout: 5000 });
    expect(held()).toHaveLength(TOTAL);
  });

  it('keeps an edit made while a page is on its way, and asks for that page again', async () => {
    const server = fakeServer(seed());
    const held = deferred<void>();
    let requests = 0;
    const {
      result,
      held: cached,
      urls,
    } = renderLoading({
      [`GET /api/v1/projects/${P}`]: async ({ url }) => {
        requests += 1;
        const answer = server.answer(url);
        // The second request (the first page after the window) is read now and answered later.
        if (requests === 2) await held.promise;
        return ok(answer);
      },
      [`PUT /api/v1/projects/${P}/timelines/t1/events/e1812`]: ({ body }) => {
        const index = server.state.events.findIndex((event) => event.id === 'e1812');
        const saved = { ...server.state.events[index]!, ...(body as { title: string }), version: 2 };
        server.state.events[index] = saved;
        server.state.revision += 1;
        return ok(saved);
      },
    });
    await waitFor(() => expect(requests).toBe(2));
    const loaded = cached().find((event) => event.id === 'e1812')!;
    // e1812 is on 2025-06-01 (day 151), in the window, on t1.
    expect(loaded.title).toBe('e1812');
    await act(async () => {
      await result.current.update.mutateAsync({
        timelineId: 't1',
        eventId: 'e1812',
        version: 1,
        title: 'Renamed while paging',
      });
    });
    held.resolve();
    await waitFor(() => expect(result.current.paging.isPaging).toBe(false), { timeout: 5000 });
    expect(cached()).toHaveLength(TOTAL);
    expect(cached().find((event) => event.id === 'e1812')).toMatchObject({
      title: 'Renamed while paging',
      version: 2,
    });
    // The page read before the edit was asked for again.
    const pages = urls().map(String);
    expect(pages.filter((url) => url === pages[1])).toHaveLength(2);
  });

  it('holds the live stream’s changes while a page is on its way and applies them after it', async () => {
    const server = fakeServer(seed());
    const gate = deferred<void>();
    let requests = 0;
    const { client, result, held } = renderLoading({
      [`GET /api/v1/projects/${P}`]: async ({ url }) => {
        requests += 1;
        const answer = server.answer(url);
        if (requests === 2) await gate.promise;
        return ok(answer);
      },
    });
    const sync = createProjectLiveSync(client, P);
    await waitFor(() => expect(requests).toBe(2));
    // Someone deletes an event the page on its way was read with (outside the window, so not held yet).
    const page = new URL(
      String((globalThis.fetch as ReturnType<typeof vi.fn>).mock.calls[1]![0]),
      'http://localhost',
    );
    const range = {
      from: page.searchParams.get('from') ?? undefined,
      to: page.searchParams.get('to') ?? undefined,
    };
    const victim = server.state.events.find((event) =>
      overlapsWindow(event.date.slice(0, 10), null, range),
    )!.id;
    expect(held().some((event) => event.id === victim)).toBe(false);
    server.state.events = server.state.events.filter((event) => event.id !== victim);
    sync.receive({
      projectId: P,
      revision: 2,
      kind: 'event.deleted',
      actorId: 'u2',
      at: '2025-08-01T10:00:00.000Z',
      eventId: victim,
    });
    gate.resolve();
    await waitFor(() => expect(result.current.paging.isPaging).toBe(false), { timeout: 5000 });
    expect(held().some((event) => event.id === victim)).toBe(false);
    expect(held()).toHaveLength(TOTAL - 1);
    sync.dispose();
  });
});
