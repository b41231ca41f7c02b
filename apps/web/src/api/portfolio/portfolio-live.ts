import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  PORTFOLIO_LIVE_EVENTS,
  type Clashes,
  type Portfolio,
  type PortfolioProjectRevision,
  type ProjectSummary,
} from '@plotline/shared';
import { openEventStream, parseLiveMessage } from '@/api/live/event-stream';
import { revokedParser } from '@/api/live/project-stream';
import { lazySchema } from '@/api/response-schemas';
import type { LazyResponseParser } from '@/lib/api-client';
import { projectKeys } from '@/api/projects';
import { clashesWithout, diffSnapshot, portfolioWithout, projectsWithout, windowKeyHolds } from './portfolio-live-fold';
import { portfolioKeys } from './portfolio-keys';

/*
 * The Portfolio View's live stream, GET /api/v1/portfolio/stream (docs/decisions.md D76): a project
 * the user lost leaves the view at once (rows, filters, clashes), a gained one appears, a changed
 * one is read again in the windows loaded. Every connection starts with a snapshot, so a reconnect
 * needs no resume: what differs from what is held is dropped or read again. The focus, minute and
 * Refresh reads stay as the fallback (D45).
 */

export const PORTFOLIO_STREAM_PATH = '/api/v1/portfolio/stream';

const snapshotParser = lazySchema((schemas) => schemas.portfolioSnapshotSchema);
const changeParser = lazySchema((schemas) => schemas.portfolioChangeSchema);
const addedParser = lazySchema((schemas) => schemas.portfolioAddedSchema);
const removedParser = lazySchema((schemas) => schemas.portfolioRemovedSchema);

export interface PortfolioStreamHandlers {
  /** hello and refetch: every project readable now. */
  onSnapshot: (projects: PortfolioProjectRevision[]) => void;
  onChange: (projectId: string, kind: string) => void;
  onAdded: (projectId: string) => void;
  onRemoved: (projectId: string) => void;
}

/** Opens the stream; the returned function closes it for good. */
export function openPortfolioStream(handlers: PortfolioStreamHandlers): () => void {
  return openEventStream({
    url: () => PORTFOLIO_STREAM_PATH,
    // The view shows no live badge: the stream only keeps it current.
    onStatus: () => undefined,
    listen(source, { setStatus, stop }) {
      const on = <T>(event: string, schema: LazyResponseParser<T>, handle: (data: T) => void) =>
        source.addEventListener(event, (message) => {
          const data = parseLiveMessage(schema, message);
          if (data) handle(data);
        });
      on(PORTFOLIO_LIVE_EVENTS.hello, snapshotParser, (data) => handlers.onSnapshot(data.projects));
      on(PORTFOLIO_LIVE_EVENTS.refetch, snapshotParser, (data) => handlers.onSnapshot(data.projects));
      on(PORTFOLIO_LIVE_EVENTS.change, changeParser, (data) => handlers.onChange(data.projectId, data.kind));
      on(PORTFOLIO_LIVE_EVENTS.added, addedParser, (data) => handlers.onAdded(data.projectId));
      on(PORTFOLIO_LIVE_EVENTS.removed, removedParser, (data) => handlers.onRemoved(data.projectId));
      on(PORTFOLIO_LIVE_EVENTS.revoked, revokedParser, () => {
        setStatus('off');
        stop();
      });
    },
  });
}

/** Kinds that change what the project list shows of a project (its name, colour, access). */
const LISTED_KINDS = new Set(['project.updated', 'sharing.changed', 'project.imported']);

/** The project leaves every cached portfolio answer, the clashes and the project list at once. */
export function dropProject(queryClient: QueryClient, projectId: string): void {
  queryClient.setQueriesData<Portfolio>({ queryKey: [...portfolioKeys.all, 'window'] }, (answer) => answer && portfolioWithout(answer, projectId));
  queryClient.setQueriesData<Clashes>({ queryKey: [...portfolioKeys.all, 'clashes'] }, (answer) => answer && clashesWithout(answer, projectId));
  queryClient.setQueryData<ProjectSummary[]>(projectKeys.list(), (projects) => projects && projectsWithout(projects, projectId));
  void queryClient.invalidateQueries({ queryKey: [...portfolioKeys.all, 'clashes'] });
}

/** The project's windows that are loaded are read again (only those naming it), and the clashes. */
export function rereadProject(queryClient: QueryClient, projectId: string, kind?: string): void {
  void queryClient.invalidateQueries({
    queryKey: [...portfolioKeys.all, 'window'],
    predicate: (query) => windowKeyHolds(query.queryKey, projectId),
  });
  void queryClient.invalidateQueries({ queryKey: [...portfolioKeys.all, 'clashes'] });
  if (kind === undefined || LISTED_KINDS.has(kind)) void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
}

/**
 * Projects the user can now read: the list gains their headers, and the windows naming them are read
 * again. A project lost and then gained again is named by the same page of ids as before, whose
 * cached answers `dropProject` rewrote without it (fresh, so they would not be asked for again).
 */
function addProjects(queryClient: QueryClient, projectIds: readonly string[]): void {
  void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
  void queryClient.invalidateQueries({
    queryKey: [...portfolioKeys.all, 'window'],
    predicate: (query) => projectIds.some((projectId) => windowKeyHolds(query.queryKey, projectId)),
  });
  void queryClient.invalidateQueries({ queryKey: [...portfolioKeys.all, 'clashes'] });
}

/** Folds the portfolio stream into the cache while the Portfolio View is open. */
export function usePortfolioLive(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openPortfolioStream({
        onSnapshot(projects) {
          const held = queryClient.getQueryData<ProjectSummary[]>(projectKeys.list());
          if (!held) return;
          const diff = diffSnapshot(held, projects);
          for (const projectId of diff.removed) dropProject(queryClient, projectId);
          for (const projectId of diff.changed) rereadProject(queryClient, projectId);
          if (diff.added.length > 0) addProjects(queryClient, diff.added);
        },
        onChange: (projectId, kind) => rereadProject(queryClient, projectId, kind),
        onAdded: (projectId) => addProjects(queryClient, [projectId]),
        onRemoved: (projectId) => dropProject(queryClient, projectId),
      }),
    [queryClient],
  );
}
