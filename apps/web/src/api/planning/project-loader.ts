import type { ProjectDetail } from '@plotline/shared';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from '@/api/projects/projects-queries';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { nextTask } from '@/lib/next-task';
import { fetchProjectDetail } from './planning-fetchers';
import { planningMutationKey } from './planning-keys';
import {
  cover,
  eventsIn,
  firstDensity,
  mergePage,
  nextDensity,
  nextPage,
  spanOf,
  type DayRange,
  type EventSpan,
} from './project-pages';

/*
 * Pages the rest of a project into its cached detail after the view's window painted
 * (docs/decisions.md D60). One page is on its way at a time; pages are merged in a task of their
 * own, at most one merge a second, and on a slow machine no sooner than five times the last merge's
 * own time after it (each makes the views derive their rows again), so input is never held up for
 * long. The cache keeps the shape every reader knows (ProjectDetail): while pages arrive it simply
 * holds fewer events.
 *
 * - A change of ours (a planning mutation) is never torn by a page: a page is merged only when no
 *   change is on its way, and a page asked for before one started is asked for again, since the
 *   server may have read it before the change and the change's rollback or answer would be undone.
 * - The live stream waits while a page is on its way (`isPageInFlight`, project-live-sync.ts), like
 *   it waits for a fetch: a change received meanwhile is applied after the merge, so a page read
 *   before someone's delete cannot bring the event back.
 */

export interface ProjectPaging {
  /** Pages are still being asked for. */
  isPaging: boolean;
  /** Paging stopped after repeated failures; what is held stays. */
  hasFailed: boolean;
}

const IDLE: ProjectPaging = { isPaging: false, hasFailed: false };
const RETRIES = 3;
/** Pages read within this long of the last merge wait and are merged with the next (one render, not several). */
const PUBLISH_EVERY_MS = 1000;
/**
 * ...nor within this many times as long as the last merge took (its views' render included): on a
 * slow or busy machine merges space out, so the views get most of the main thread (D67).
 */
const PUBLISH_SHARE = 5;

interface Held {
  page: ProjectDetail;
  ranges: DayRange[];
  epoch: number;
}

export class ProjectLoader {
  readonly #client: QueryClient;
  readonly #projectId: string;
  readonly #listeners = new Set<() => void>();
  #status: ProjectPaging = IDLE;
  #run: AbortController | null = null;
  #isInFlight = false;
  /** Moves whenever a change of ours is on its way; a page asked for before it moved is stale. */
  #epoch = 0;
  #focus: number | null = null;
  /** The cached detail holds every event (paged in to the end, or read at once). */
  #isWhole = false;

  constructor(client: QueryClient, projectId: string) {
    this.#client = client;
    this.#projectId = projectId;
    client.getMutationCache().subscribe(() => {
      if (this.#mutating() > 0) this.#epoch += 1;
      this.#notify();
    });
  }

  get status(): ProjectPaging {
    return this.#status;
  }

  /** A page is on its way or read and not merged yet: the live stream holds its changes meanwhile. */
  get isPageInFlight(): boolean {
    return this.#isInFlight;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The cached detail holds every event, or pages are still arriving for it. */
  get isCurrent(): boolean {
    return this.#isWhole || this.#status.isPaging;
  }

  /** The day the view looks at (null: the project's first): the missing days nearest it come next. */
  setFocus(day: number | null): void {
    this.#focus = day;
  }

  /** Nothing (more) to page in: `isWhole` when the whole project was read at once. */
  stop(isWhole = false): void {
    this.#run?.abort();
    this.#run = null;
    this.#isInFlight = false;
    this.#isWhole = isWhole;
    this.#setStatus(IDLE);
  }

  /**
   * Starts paging in what `first` (a windowed answer holding the days `covered`, about to be the
   * cached detail) left out.
   */
  begin(first: ProjectDetail, covered: DayRange[]): void {
    this.stop();
    const span = spanOf(first.eventDates);
    // No events: the answer is the whole project.
    if (!span) return this.stop(true);
    const run = new AbortController();
    this.#run = run;
    // Told with the answer, not before it: the query function has not returned yet, and a view told
    // now would draw "Loading more…" in a render of its own before the render that brings the window
    // (docs/decisions.md D106). The view reads the status in that render; the loop's start tells
    // anyone who has not rendered since.
    this.#setStatus({ isPaging: true, hasFailed: false }, false);
    const perDay = firstDensity(span, first.eventCount);
    // The detail is in the cache once the query function has returned: the loop starts after it, and
    // after the screen's first paint, whose reads and render it would otherwise share the link and
    // the main thread with (docs/decisions.md D92).
    afterFirstPaint(() => setTimeout(() => void this.#loop(run.signal, { covered, span, perDay }), 0));
  }

  async #loop(signal: AbortSignal, state: { covered: DayRange[]; span: EventSpan; perDay: number }) {
    if (!signal.aborted) this.#notify();
    const key = projectKeys.detail(this.#projectId);
    let failures = 0;
    /** Pages read but not merged yet, the days they hold and the epoch the first was asked in. */
    let held = null as Held | null;
    let publishedAt = 0;
    let publishEvery = PUBLISH_EVERY_MS;
    const publish = () => {
      if (!held) return;
      const { page, ranges } = held;
      publishedAt = Date.now();
      this.#client.setQueryData<ProjectDetail>(key, (detail) => (detail ? mergePage(detail, page) : detail));
      for (const range of ranges) state.covered = cover(state.covered, range);
      held = null;
      this.#setInFlight(false);
    };
    while (!signal.aborted) {
      if (this.#client.getQueryData(key) === undefined) return this.#finish(signal, false);
      const covered = held ? held.ranges.reduce(cover, state.covered) : state.covered;
      const request = nextPage({ ...state, covered, focus: this.#focus ?? state.span.first });
      if (!request) {
        publish();
        this.#isWhole = true;
        return this.#finish(signal, false);
      }
      const epoch: number = held?.epoch ?? this.#epoch;
      this.#setInFlight(true);
      let page: ProjectDetail;
      try {
        page = await fetchProjectDetail(this.#projectId, signal, request);
        await this.#whenIdle(signal);
      } catch {
        if (signal.aborted) return;
        failures += 1;
        if (failures >= RETRIES) {
          publish();
          return this.#finish(signal, true);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000 * failures));
        continue;
      }
      if (signal.aborted) return;
      failures = 0;
      if (epoch !== this.#epoch) {
        // A change of ours started since these pages were asked for: they are read again.
        held = null;
        this.#setInFlight(false);
        continue;
      }
      held = held ? { ...held, page: mergePage(held.page, page), ranges: [...held.ranges, request.range] } : { page, ranges: [request.range], epoch };
      state.perDay = nextDensity(state.perDay, request.range, state.span, eventsIn(page));
      const seen = spanOf(page.eventDates);
      if (seen) state.span = { first: Math.min(state.span.first, seen.first), last: Math.max(state.span.last, seen.last) };
      // Every view derives its rows again on each merge: at most one a second, at most a fifth of the time.
      if (Date.now() - publishedAt >= publishEvery) {
        publish();
        // The cache's observers are told, and the views render, in the tasks queued meanwhile.
        await nextTask();
        publishEvery = Math.max(PUBLISH_EVERY_MS, PUBLISH_SHARE * (Date.now() - publishedAt));
      } else await nextTask();
    }
  }

  #mutating(): number {
    return this.#client.isMutating({ mutationKey: planningMutationKey(this.#projectId) });
  }

  /** Resolves once no change of ours is on its way. */
  #whenIdle(signal: AbortSignal): Promise<void> {
    if (this.#mutating() === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        unsubscribe();
        resolve();
      };
      const unsubscribe = this.subscribe(() => {
        if (this.#mutating() === 0 || signal.aborted) done();
      });
    });
  }

  #finish(signal: AbortSignal, hasFailed: boolean): void {
    if (signal.aborted) return;
    this.#run = null;
    this.#setStatus({ isPaging: false, hasFailed });
  }

  #setInFlight(isInFlight: boolean) {
    this.#isInFlight = isInFlight;
    this.#notify();
  }

  #setStatus(status: ProjectPaging, tell = true) {
    if (status.isPaging === this.#status.isPaging && status.hasFailed === this.#status.hasFailed) return;
    this.#status = status;
    if (tell) this.#notify();
  }

  #notify() {
    for (const listener of [...this.#listeners]) listener();
  }
}

const loaders = new WeakMap<QueryClient, Map<string, ProjectLoader>>();

/** The one loader of a project in this query client. */
export function projectLoader(client: QueryClient, projectId: string): ProjectLoader {
  let byProject = loaders.get(client);
  if (!byProject) loaders.set(client, (byProject = new Map()));
  let loader = byProject.get(projectId);
  if (!loader) byProject.set(projectId, (loader = new ProjectLoader(client, projectId)));
  return loader;
}
