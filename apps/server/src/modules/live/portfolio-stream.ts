import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  PORTFOLIO_LIVE_EVENTS,
  type PortfolioProjectRevision,
  type PortfolioRemoved,
  type ProjectChange,
  type Viewer,
} from '@plotline/shared';
import { SseStream, sseMessage } from './sse-stream.js';

/*
 * One user's portfolio stream (docs/decisions.md D76): every change the bus carries passes by it,
 * and it tells the user only about the projects they can read. `readable` holds those projects and
 * the revision the client is known to have seen of each. A project outside it is never named,
 * except once the database says the user can now read it (`added`).
 */

/** Whether the user can read the project now: its revision, or null. */
export type ProjectCheck = (projectId: string) => Promise<number | null>;

export interface PortfolioStreamChecks {
  /** Every project the user can read now, with its revision. */
  snapshot: () => Promise<PortfolioProjectRevision[]>;
  project: ProjectCheck;
  /** The credential and the user still valid: null, or the `revoked` message. */
  reader: () => Promise<string | null>;
}

/** Kinds after which the reader's access to the project is checked again (sharing, ownership, a new project). */
const ACCESS_CHANGING: ReadonlySet<ProjectChange['kind']> = new Set(['sharing.changed', 'project.imported', 'project.created']);

export class PortfolioStream extends SseStream {
  readonly #checks: PortfolioStreamChecks;
  readonly #readable = new Map<string, number>();

  constructor(options: {
    viewer: Viewer;
    response: ServerResponse;
    checks: PortfolioStreamChecks;
    log: FastifyBaseLogger;
    onClose: (stream: PortfolioStream) => void;
  }) {
    super({ ...options, onClose: (stream) => options.onClose(stream as PortfolioStream) });
    this.#checks = options.checks;
  }

  protected get logContext() {
    return { userId: this.viewer.id, stream: 'portfolio' };
  }

  protected recheck(): Promise<string | null> {
    return this.#checks.reader();
  }

  /** hello with the projects readable now (read after the stream was registered, so no change falls between). */
  start(projects: PortfolioProjectRevision[]): void {
    if (!this.isClosed) this.#sendSnapshot(PORTFOLIO_LIVE_EVENTS.hello, projects);
    this.openGate();
  }

  pushChange(change: ProjectChange): void {
    const { projectId } = change;
    const isOwn = change.actorId === this.viewer.id;
    // Cheap for a project the user cannot read: nothing queued unless access may have just been given.
    if (!this.#readable.has(projectId) && !ACCESS_CHANGING.has(change.kind) && !isOwn) return;
    this.enqueue(async () => {
      const seen = this.#readable.get(projectId);
      if (change.kind === 'project.deleted') {
        if (seen !== undefined) this.#remove(projectId, 'deleted');
        return;
      }
      // A change of one's own to a project not listed (a default project made with its first timeline) is checked too.
      if (seen === undefined || ACCESS_CHANGING.has(change.kind)) {
        const revision = await this.#checks.project(projectId);
        if (revision === null) {
          if (seen !== undefined) this.#remove(projectId, 'accessLost');
        } else if (seen === undefined) {
          this.#readable.set(projectId, revision);
          this.write(sseMessage(PORTFOLIO_LIVE_EVENTS.added, { projectId, revision } satisfies PortfolioProjectRevision));
        } else if (revision > seen) {
          this.#changed(change, revision);
        }
        return;
      }
      if (change.revision > seen) this.#changed(change, change.revision);
    });
  }

  /** The bus lost messages: the client compares what it holds with the projects readable now. */
  resync(): void {
    this.enqueue(async () => {
      this.#sendSnapshot(PORTFOLIO_LIVE_EVENTS.refetch, await this.#checks.snapshot());
    });
  }

  #sendSnapshot(event: string, projects: PortfolioProjectRevision[]): void {
    this.#readable.clear();
    for (const project of projects) this.#readable.set(project.projectId, project.revision);
    this.write(sseMessage(event, { projects }));
  }

  #changed(change: ProjectChange, revision: number): void {
    this.#readable.set(change.projectId, revision);
    this.write(sseMessage(PORTFOLIO_LIVE_EVENTS.change, { projectId: change.projectId, revision, kind: change.kind }));
  }

  #remove(projectId: string, reason: PortfolioRemoved['reason']): void {
    this.#readable.delete(projectId);
    this.write(sseMessage(PORTFOLIO_LIVE_EVENTS.removed, { projectId, reason } satisfies PortfolioRemoved));
  }
}
