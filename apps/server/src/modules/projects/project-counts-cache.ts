import type { ContentCounts } from './projects.queries.js';

/*
 * Timeline and event counts of projects, per project revision, for the project list. Counting a
 * project of 10,000 events is an index scan on every list request; every committed change to a
 * project's timelines or events moves its revision (modules/live/changes.ts), so counts taken at
 * revision R or later stay right until the revision moves. Per process, bounded by entries.
 */

interface Entry extends ContentCounts {
  revision: number;
}

export const DEFAULT_COUNT_CACHE_ENTRIES = 50_000;

export class ProjectCountsCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;

  constructor(maxEntries = DEFAULT_COUNT_CACHE_ENTRIES) {
    this.#maxEntries = maxEntries;
  }

  /**
   * Counts of `projects` (each with the revision just read): cached ones as they are, the others
   * counted by `count` in one go.
   */
  async countsFor(
    projects: readonly { id: string; revision: number }[],
    count: (ids: string[]) => Promise<Map<string, ContentCounts>>,
  ): Promise<Map<string, ContentCounts>> {
    const result = new Map<string, ContentCounts>();
    const missing: { id: string; revision: number }[] = [];
    for (const project of projects) {
      const entry = this.#entries.get(project.id);
      if (entry && entry.revision === project.revision)
        result.set(project.id, { timelineCount: entry.timelineCount, eventCount: entry.eventCount });
      else missing.push(project);
    }
    if (missing.length === 0) return result;
    // Counted after the revision was read, so they are at least that fresh: stored under it.
    const counted = await count(missing.map((project) => project.id));
    for (const { id, revision } of missing) {
      const counts = counted.get(id) ?? { timelineCount: 0, eventCount: 0 };
      result.set(id, counts);
      this.#remember(id, { revision, ...counts });
    }
    return result;
  }

  #remember(id: string, entry: Entry): void {
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}
