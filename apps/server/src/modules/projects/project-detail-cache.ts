import { createHash } from 'node:crypto';
import {
  dependencySchema,
  projectSummarySchema,
  timelineWithEventsSchema,
  type PlanningDependency,
  type ProjectSummary,
  type TimelineWithEvents,
} from '@plotline/shared';
import { z } from 'zod';
import { compressBody, type ContentEncoding } from '../../lib/compression.js';
import { compileStringify } from '../../lib/serializer.js';

/*
 * A project's timelines and events, serialized once per project revision. Every committed change
 * to a project, its timelines, events or sharing moves `projects.revision` (the live change feed),
 * so a body serialized at revision R stays true until the revision moves; each request still reads
 * the revision and the caller's access from the database, so a revoked share or a change made
 * through another instance is seen at once. Reading 10,000 events and encoding them costs a few
 * hundred milliseconds on a small machine; serving the cached body costs one indexed row read
 * (docs/performance.md). The cache is per process and bounded by bytes, least recently used first.
 * It keeps the compressed answers too, per caller summary and encoding (docs/decisions.md D35), so
 * a cached answer costs no compression.
 */

const stringifyTimelines = compileStringify(z.array(timelineWithEventsSchema));
const stringifyDependencies = compileStringify(z.array(dependencySchema));
const stringifySummary = compileStringify(projectSummarySchema);
const ENVELOPE_OPEN = Buffer.from('{"success":true,"data":');
const CLOSE_OBJECT = Buffer.from('}');
/** Compressed answers kept per revision: one per distinct caller summary (access level) and encoding. */
const MAX_ENCODED_VARIANTS = 8;

/** A project detail object, the summary's members then already-serialized contents (serializeContents), as UTF-8 JSON parts. */
export const detailParts = (summary: ProjectSummary, contentsJson: Buffer): Buffer[] => [
  Buffer.from(`${stringifySummary(summary).slice(0, -1)},`),
  contentsJson,
  CLOSE_OBJECT,
];

/** The `{ success, data }` envelope of a project detail around already-serialized contents (serializeContents). */
export function detailEnvelope(summary: ProjectSummary, contentsJson: Buffer): Buffer {
  return Buffer.concat([ENVELOPE_OPEN, ...detailParts(summary, contentsJson), CLOSE_OBJECT]);
}

/**
 * The detail's own members, `"timelines":[…],"dependencies":[…]`, as UTF-8 JSON; a windowed read
 * adds `"eventDates"` (docs/decisions.md D60).
 */
export const serializeContents = (
  timelines: TimelineWithEvents[],
  dependencies: PlanningDependency[],
  eventDates?: { first: string; last: string } | null,
): Buffer =>
  Buffer.from(
    `"timelines":${stringifyTimelines(timelines)},"dependencies":${stringifyDependencies(dependencies)}` +
      (eventDates === undefined ? '' : `,"eventDates":${JSON.stringify(eventDates)}`),
  );

/** What the loader reads in one consistent snapshot. */
export interface DetailSnapshot {
  revision: number;
  timelines: TimelineWithEvents[];
  /** Every dependency of the project, with isViolated (docs/decisions.md D36). */
  dependencies: PlanningDependency[];
  /** False when writes kept moving the revision while it was read: served once, never cached. */
  consistent: boolean;
}

interface Entry {
  revision: number;
  /** The timelines and dependencies as UTF-8 JSON (serializeContents), encoded once. */
  json: Buffer;
  timelineCount: number;
  eventCount: number;
  /** json plus the compressed variants that have finished. */
  bytes: number;
  /** Compressed envelopes by `${encoding} ${etag}`, oldest first. */
  encoded: Map<string, { body: Promise<Buffer>; bytes: number }>;
}

export interface CachedDetail {
  /** The revision the timelines were read at (never older than the one asked for). */
  revision: number;
  timelineCount: number;
  eventCount: number;
  /** Builds the response envelope around the caller's own summary (UTF-8 JSON). */
  body(summary: ProjectSummary): Buffer;
  /** The same envelope compressed, from the cache when this summary was compressed before (`etag` names it). */
  encodedBody(summary: ProjectSummary, etag: string, encoding: ContentEncoding): Promise<Buffer>;
}

export const DEFAULT_DETAIL_CACHE_BYTES = 64 * 2 ** 20;

export class ProjectDetailCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<Entry>>();
  readonly #budgetBytes: number;
  #bytes = 0;

  constructor(budgetBytes = DEFAULT_DETAIL_CACHE_BYTES) {
    this.#budgetBytes = budgetBytes;
  }

  /**
   * The detail at `revision` (the one the caller just read with its access check): from the cache,
   * or loaded once however many requests ask for it at the same time.
   */
  async get(projectId: string, revision: number, load: () => Promise<DetailSnapshot>): Promise<CachedDetail> {
    const entry = await this.#entry(projectId, revision, load);
    return {
      revision: entry.revision,
      timelineCount: entry.timelineCount,
      eventCount: entry.eventCount,
      body: (summary) => detailEnvelope(summary, entry.json),
      encodedBody: (summary, etag, encoding) => this.#encoded(projectId, entry, `${encoding} ${etag}`, () => compressBody(detailEnvelope(summary, entry.json), encoding)),
    };
  }

  #encoded(projectId: string, entry: Entry, key: string, compress: () => Promise<Buffer>): Promise<Buffer> {
    const known = entry.encoded.get(key);
    if (known) return known.body;
    const variant = { body: compress(), bytes: 0 };
    entry.encoded.set(key, variant);
    if (entry.encoded.size > MAX_ENCODED_VARIANTS) {
      const [oldestKey, oldest] = entry.encoded.entries().next().value!;
      entry.encoded.delete(oldestKey);
      this.#resize(projectId, entry, -oldest.bytes);
    }
    variant.body.then(
      (body) => {
        if (entry.encoded.get(key) !== variant) return;
        variant.bytes = body.length;
        this.#resize(projectId, entry, body.length);
      },
      () => entry.encoded.delete(key),
    );
    return variant.body;
  }

  /** Counts bytes a cached entry gained or lost (an entry no longer cached is not counted). */
  #resize(projectId: string, entry: Entry, delta: number): void {
    entry.bytes += delta;
    if (this.#entries.get(projectId) !== entry) return;
    this.#bytes += delta;
    this.#evict();
  }

  #evict(): void {
    for (const [id, oldest] of this.#entries) {
      if (this.#bytes <= this.#budgetBytes) break;
      this.#forget(id, oldest);
    }
  }

  async #entry(projectId: string, revision: number, load: () => Promise<DetailSnapshot>): Promise<Entry> {
    const cached = this.#entries.get(projectId);
    if (cached && cached.revision === revision) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.#entries.delete(projectId);
      this.#entries.set(projectId, cached);
      return cached;
    }
    const key = `${projectId}@${revision}`;
    let loading = this.#loading.get(key);
    if (!loading) {
      loading = load()
        .then((snapshot) => this.#store(projectId, snapshot))
        .finally(() => this.#loading.delete(key));
      this.#loading.set(key, loading);
    }
    return loading;
  }

  #store(projectId: string, snapshot: DetailSnapshot): Entry {
    const json = serializeContents(snapshot.timelines, snapshot.dependencies);
    const entry: Entry = {
      revision: snapshot.revision,
      json,
      bytes: json.length,
      encoded: new Map(),
      timelineCount: snapshot.timelines.length,
      eventCount: snapshot.timelines.reduce((sum, timeline) => sum + timeline.events.length, 0),
    };
    if (!snapshot.consistent) return entry;
    const previous = this.#entries.get(projectId);
    // A slower load of an older revision must not replace a newer one.
    if (previous && previous.revision > entry.revision) return entry;
    if (previous) this.#forget(projectId, previous);
    if (entry.bytes <= this.#budgetBytes) {
      this.#entries.set(projectId, entry);
      this.#bytes += entry.bytes;
      this.#evict();
    }
    return entry;
  }

  #forget(projectId: string, entry: Entry): void {
    this.#entries.delete(projectId);
    this.#bytes -= entry.bytes;
  }
}

/** A weak validator for one caller's view of one revision (the summary carries their access). */
export const detailEtag = (summary: ProjectSummary): string =>
  `W/"${summary.revision}-${createHash('sha1').update(JSON.stringify(summary)).digest('base64url').slice(0, 16)}"`;
