import type { BaselineComparison, BaselineDetail, BaselineEvent, BaselineSummary } from '@plotline/shared';

/*
 * What the baseline UI is handed by the views (they get it from api/baselines: useBaselineCompare,
 * useBaselineTools), so these components hold no server state of their own (docs/decisions.md D49).
 */

/** The comparison the URL asks for (`?baseline=<id>`). */
export interface BaselineCompare {
  baselineId: string | null;
  setBaselineId: (baselineId: string | null) => void;
  /** The baseline's dates, once loaded. */
  baseline: BaselineDetail | null;
  /** Each event's slip, the removed events and the counts; null until both sides are loaded. */
  comparison: BaselineComparison<BaselineEvent> | null;
  /** The baseline could not be read (deleted since, or no access). */
  error: unknown;
}

/** The project's baselines and the admin's changes; promises reject on failure (already told). */
export interface BaselineTools {
  baselines: readonly BaselineSummary[];
  isLoading: boolean;
  /** Reads the list (the menu asks when it first opens). */
  load: () => void;
  save: (name: string) => Promise<void>;
  rename: (baselineId: string, name: string) => Promise<void>;
  remove: (baselineId: string) => Promise<void>;
}
