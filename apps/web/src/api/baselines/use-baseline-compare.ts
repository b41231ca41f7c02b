import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { compareWithBaseline, type ProjectDetail } from '@plotline/shared';
import { toastChangeFailure } from '@/lib/failure-toast';
import { useBaselineQuery, useBaselinesQuery, useDeleteBaseline, useRenameBaseline, useSaveBaseline } from './baselines-api';

/*
 * The state the baseline UI (components/planning/baselines, shapes in baseline-tools.ts) is handed
 * by the timeline and the table (docs/decisions.md D49).
 */

/** The baseline being compared with travels in the URL (`?baseline=<id>`), so a reload or a link keeps it. */
export const BASELINE_SEARCH_PARAM = 'baseline';

/** The URL's baseline against the cached project: each event's slip, the removed events and the counts. */
export function useBaselineCompare(projectId: string | null, project: ProjectDetail | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const baselineId = searchParams.get(BASELINE_SEARCH_PARAM) || null;
  const setBaselineId = useCallback(
    (next: string | null) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(BASELINE_SEARCH_PARAM, next);
        else params.delete(BASELINE_SEARCH_PARAM);
        return params;
      }),
    [setSearchParams],
  );
  const query = useBaselineQuery(projectId, baselineId);
  const baseline = query.data ?? null;
  const comparison = useMemo(
    () => (baseline && project ? compareWithBaseline(project.timelines.flatMap((timeline) => timeline.events), baseline.events) : null),
    [baseline, project],
  );
  return { baselineId, setBaselineId, baseline, comparison, error: query.error as unknown };
}

/**
 * What the Baseline menu does: the project's baselines, read once the menu is first opened, and
 * the admin's save, rename and delete, each telling its own failure; the promises reject then, so
 * a dialog stays open. Deleting the baseline being compared stops the comparison.
 */
export function useBaselineTools(projectId: string, compare: { baselineId: string | null; setBaselineId: (id: string | null) => void }) {
  const [isWanted, setIsWanted] = useState(false);
  const list = useBaselinesQuery(projectId, isWanted);
  const save = useSaveBaseline(projectId);
  const rename = useRenameBaseline(projectId);
  const remove = useDeleteBaseline(projectId);
  const failed = (what: string) => (error: unknown) => {
    toastChangeFailure(what, error);
    throw error;
  };
  return {
    baselines: list.data ?? [],
    isLoading: list.isPending,
    load: () => setIsWanted(true),
    save: (name: string) =>
      save.mutateAsync(name).then((saved) => {
        toast.success(`Baseline “${saved.name}” saved`);
      }, failed('Failed to save the baseline')),
    rename: (baselineId: string, name: string) =>
      rename.mutateAsync({ baselineId, name }).then(() => undefined, failed('Failed to rename the baseline')),
    remove: (baselineId: string) =>
      remove.mutateAsync(baselineId).then(() => {
        if (compare.baselineId === baselineId) compare.setBaselineId(null);
      }, failed('Failed to delete the baseline')),
  };
}
