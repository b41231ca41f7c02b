import { z } from 'zod';
import { baselineSummarySchema } from './baselines.js';
import { dependencySchema, eventSchema, timelineSchema } from './planning.js';

/*
 * Live updates (issue 9): the change feed of a project and the Server-Sent Events the stream
 * `GET /api/v1/projects/:projectId/stream` sends. Every committed change to a project, its
 * timelines, events or sharing moves the project's `revision` by one and is published as one
 * ProjectChange after the transaction commits (never for a rolled-back one).
 */

export const CHANGE_KINDS = [
  'project.updated',
  'project.deleted',
  'timeline.created',
  'timeline.updated',
  'timeline.deleted',
  'timelines.reordered',
  'event.created',
  'event.updated',
  'event.deleted',
  'event.moved',
  'events.reordered',
  'sharing.changed',
  'project.imported',
  'dependency.created',
  'dependency.updated',
  'dependency.deleted',
  'bulk.shift',
  'bulk.move',
  'bulk.objective',
  'bulk.delete',
  'baseline.created',
  'baseline.renamed',
  'baseline.deleted',
  'events.changed',
  /** A new project, at revision 0: nothing to undo, no history entry (docs/decisions.md D76). */
  'project.created',
] as const;
export const changeKindSchema = z.enum(CHANGE_KINDS);
export type ChangeKind = z.infer<typeof changeKindSchema>;

/**
 * Events whose dates all moved by the same number of days, sent by id instead of whole (a bulk shift,
 * or an undo or redo that moved events; docs/decisions.md D72): the start and the end (when there is
 * one) each moved by `days`, `updatedAt` is the new one, and each event's version is `versions[i]`,
 * one more than before. A client holding event `eventIds[i]` at version `versions[i] - 1` folds it in
 * exactly; one holding another older version, or not holding it, reads the project again.
 */
export const shiftedEventsSchema = z.object({
  days: z.number().int(),
  eventIds: z.array(z.string()),
  versions: z.array(z.number().int()),
  updatedAt: z.string(),
});
export type ShiftedEvents = z.infer<typeof shiftedEventsSchema>;

export const projectChangeSchema = z.object({
  projectId: z.string(),
  /** The project's revision after this change. */
  revision: z.number().int(),
  kind: changeKindSchema,
  /** The user who made it. */
  actorId: z.string(),
  /** When the change concerns one timeline or one of its events. */
  timelineId: z.string().optional(),
  /** When it concerns one event. */
  eventId: z.string().optional(),
  /** The new wire event (event.created / event.updated / event.moved); left out when too large for the bus. */
  event: eventSchema.optional(),
  /** The new wire timeline without events (timeline.created / timeline.updated); left out when too large. */
  timeline: timelineSchema.optional(),
  /** When it concerns one dependency (dependency.*). */
  dependencyId: z.string().optional(),
  /** The new wire dependency (dependency.created / dependency.updated); left out when too large. */
  dependency: dependencySchema.optional(),
  /**
   * Successors auto-schedule pushed forward by this event change (event.updated / event.moved),
   * in the same revision; left out when too large for the bus (clients then refetch). docs/decisions.md D36.
   */
  movedEvents: z.array(eventSchema).optional(),
  /**
   * The changed events of a bulk.move / bulk.objective change (docs/decisions.md D48), or of an
   * events.changed undo or redo that did more than shift them; left out when too large for the bus.
   */
  events: z.array(eventSchema).optional(),
  /**
   * Events moved by a whole number of days, by id (bulk.shift, events.changed; D72), one group per
   * distinct number of days; left out when too large for the bus.
   */
  shifted: z.array(shiftedEventsSchema).optional(),
  /** The events a bulk.delete removed; left out when too large for the bus. */
  deletedEventIds: z.array(z.string()).optional(),
  /** When it concerns one baseline (baseline.*): the project's list of baselines changed (docs/decisions.md D49). */
  baselineId: z.string().optional(),
  /** The baseline as listed, without its dates (baseline.created / baseline.renamed). */
  baseline: baselineSummarySchema.optional(),
  /** Dependencies removed with the event(s) of an event.deleted / timeline.deleted / bulk.delete change. */
  deletedDependencyIds: z.array(z.string()).optional(),
  /** ISO time of the commit. */
  at: z.string(),
  /** The history operation this change belongs to: open History panels refresh (docs/decisions.md D46). */
  historyId: z.string().optional(),
});
export type ProjectChange = z.infer<typeof projectChangeSchema>;

export const viewerSchema = z.object({ id: z.string(), name: z.string(), picture: z.string().nullable() });
export type Viewer = z.infer<typeof viewerSchema>;

/** `event: hello` — the first message of every connection. */
export const liveHelloSchema = z.object({ revision: z.number().int(), viewers: z.array(viewerSchema) });
export type LiveHello = z.infer<typeof liveHelloSchema>;
/** `event: presence` — everyone with a stream open on the project (oneself included), across instances. */
export const livePresenceSchema = z.object({ viewers: z.array(viewerSchema) });
export type LivePresence = z.infer<typeof livePresenceSchema>;
/** `event: refetch` — what the client missed cannot be replayed; refetch the project. */
export const liveRefetchSchema = z.object({ revision: z.number().int() });
export type LiveRefetch = z.infer<typeof liveRefetchSchema>;
/** `event: revoked` — the user lost read access; the server closes the stream after it. */
export const liveRevokedSchema = z.object({ message: z.string() });
export type LiveRevoked = z.infer<typeof liveRevokedSchema>;

/** The stream's resume query (`?since=<revision>`); the Last-Event-ID header wins when both are sent. */
export const liveStreamQuerySchema = z.object({
  since: z.coerce
    .number({ message: 'must be a revision number' })
    .int('must be a revision number')
    .min(0, 'must be a revision number')
    .optional(),
});

/** Texts of `revoked` messages. */
export const LIVE_MESSAGES = {
  accessLost: 'You no longer have access to this project',
  projectDeleted: 'This project was deleted',
  signedOut: 'Your session has ended; sign in again',
  tooManyOfYours: (max: number) =>
    `Too many live-update streams: at most ${max} open at once per user. Close some tabs and try again.`,
  tooManyOnServer: 'The server has too many live-update streams open; try again shortly.',
} as const;

/** How long an EventSource waits before reconnecting (`retry:` of the stream). */
export const LIVE_RETRY_MS = 2000;
/** Default interval of the stream's `: heartbeat` comment (and of its access re-check). */
export const LIVE_HEARTBEAT_MS = 15_000;

/*
 * The portfolio's stream (issue 20, docs/decisions.md D76): `GET /api/v1/portfolio/stream`, one per
 * signed-in user, over every project they can read. It never names a project the user cannot read.
 */

/** A readable project and its revision now. */
export const portfolioProjectRevisionSchema = z.object({ projectId: z.string(), revision: z.number().int() });
export type PortfolioProjectRevision = z.infer<typeof portfolioProjectRevisionSchema>;

/**
 * `event: hello` (first) and `event: refetch` (the server may have missed changes): every project the
 * user can read now, with its revision. A client drops those it holds that are not listed and reads
 * again those whose revision differs from its own.
 */
export const portfolioSnapshotSchema = z.object({ projects: z.array(portfolioProjectRevisionSchema) });
export type PortfolioSnapshot = z.infer<typeof portfolioSnapshotSchema>;
/** `event: change`: a readable project's plan changed (read it again for the loaded days). */
export const portfolioChangeSchema = z.object({ projectId: z.string(), revision: z.number().int(), kind: changeKindSchema });
export type PortfolioChange = z.infer<typeof portfolioChangeSchema>;
/** `event: added`: the user can read this project now (shared with them, created, imported). */
export const portfolioAddedSchema = portfolioProjectRevisionSchema;
export type PortfolioAdded = z.infer<typeof portfolioAddedSchema>;
export const PORTFOLIO_REMOVAL_REASONS = ['accessLost', 'deleted'] as const;
/** `event: removed`: the user can no longer read this project (unshared, transferred away, deleted). */
export const portfolioRemovedSchema = z.object({ projectId: z.string(), reason: z.enum(PORTFOLIO_REMOVAL_REASONS) });
export type PortfolioRemoved = z.infer<typeof portfolioRemovedSchema>;

