import type { ProjectWindow } from '@plotline/shared';

/*
 * One project's part of a portfolio window (its timelines with the events overlapping the window,
 * and the dependencies among them), serialized once per project revision and window
 * (docs/decisions.md D66). Every committed change to a project's timelines, events or
 * dependencies moves `projects.revision` (as for the project detail cache, D15), so a part read at
 * revision R stays true until it moves; access is still decided on every request before a part is
 * looked up. The web app asks for fixed blocks of days (D45), so the same windows come back on
 * every refetch and scroll back. Per process, bounded by bytes, least recently used out first.
 */

export const DEFAULT_PORTFOLIO_CACHE_BYTES = 64 * 2 ** 20;

interface Entry {
  revision: number;
  json: Buffer;
}

const keyOf = (projectId: string, window: ProjectWindow) => `${projectId} ${window.from} ${window.to}`;

export class PortfolioWindowCache {
  readonly #entries = new Map<string, Entry>();
  readonly #budgetBytes: number;
  #bytes = 0;

  constructor(budgetBytes = DEFAULT_PORTFOLIO_CACHE_BYTES) {
    this.#budgetBytes = budgetBytes;
  }

  /** The project's part at `revision` (the one just read with the caller's access), if kept. */
  get(projectId: string, revision: number, window: ProjectWindow): Buffer | undefined {
    const key = keyOf(projectId, window);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#delete(key, entry);
    if (entry.revision !== revision) return undefined;
    // Map order is insertion order: re-inserting marks it most recently used.
    this.#entries.set(key, entry);
    this.#bytes += entry.json.length;
    return entry.json;
  }

  /** Keeps a part read after `revision` was (so at least that fresh). */
  set(projectId: string, revision: number, window: ProjectWindow, json: Buffer): void {
    const key = keyOf(projectId, window);
    const previous = this.#entries.get(key);
    if (previous) {
      // A slower read of an older revision must not replace a newer one.
      if (previous.revision > revision) return;
      this.#delete(key, previous);
    }
    if (json.length > this.#budgetBytes) return;
    this.#entries.set(key, { revision, json });
    this.#bytes += json.length;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.#budgetBytes) break;
      this.#delete(oldestKey, oldest);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.json.length;
  }
}
