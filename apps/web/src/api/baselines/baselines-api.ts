import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useListChange } from '../list-change';
import { lazySchema } from '@/api/response-schemas';

const baselineSummaryListParser = lazySchema((schemas) => schemas.baselineSummarySchema.array());
const baselineDetailParser = lazySchema((schemas) => schemas.baselineDetailSchema);
const baselineSummaryParser = lazySchema((schemas) => schemas.baselineSummarySchema);
const deletedBaselineParser = lazySchema((schemas) => schemas.deletedBaselineSchema);

/* Baselines (docs/api.md, "Baselines"; docs/decisions.md D49): the list, one baseline's dates, and the admin's changes. */

const baselinesPath = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}/baselines`;
const baselinePath = (projectId: string, baselineId: string) => `${baselinesPath(projectId)}/${encodeURIComponent(baselineId)}`;

export const baselineKeys = {
  /** Everything of one project's baselines: what a live baseline.* change invalidates. */
  project: (projectId: string) => ['baselines', projectId] as const,
  list: (projectId: string) => [...baselineKeys.project(projectId), 'list'] as const,
  detail: (projectId: string, baselineId: string) => [...baselineKeys.project(projectId), 'detail', baselineId] as const,
};

export const baselinesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: baselineKeys.list(projectId),
    queryFn: ({ signal }) => api.get(baselinesPath(projectId), { schema: baselineSummaryListParser, signal }),
  });

/** A baseline's dates never change once saved (only its name can), so it is read once. */
export const baselineQueryOptions = (projectId: string, baselineId: string) =>
  queryOptions({
    queryKey: baselineKeys.detail(projectId, baselineId),
    queryFn: ({ signal }) => api.get(baselinePath(projectId, baselineId), { schema: baselineDetailParser, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useBaselinesQuery(projectId: string | null, enabled = true) {
  return useQuery({ ...baselinesQueryOptions(projectId ?? ''), enabled: Boolean(projectId) && enabled });
}

export function useBaselineQuery(projectId: string | null, baselineId: string | null) {
  return useQuery({ ...baselineQueryOptions(projectId ?? '', baselineId ?? ''), enabled: Boolean(projectId && baselineId) });
}

/** Save, rename and delete: the project's baselines (the list and a renamed one's name) are read again once the server has the change. */
const useBaselineChange = <TVars, TResult>(projectId: string, mutationFn: (vars: TVars) => Promise<TResult>) =>
  useListChange([baselineKeys.project(projectId)], mutationFn);

export const useSaveBaseline = (projectId: string) =>
  useBaselineChange(projectId, (name: string) => api.post(baselinesPath(projectId), { name }, { schema: baselineSummaryParser }));

export const useRenameBaseline = (projectId: string) =>
  useBaselineChange(projectId, ({ baselineId, name }: { baselineId: string; name: string }) =>
    api.put(baselinePath(projectId, baselineId), { name }, { schema: baselineSummaryParser }),
  );

export const useDeleteBaseline = (projectId: string) =>
  useBaselineChange(projectId, (baselineId: string) => api.delete(baselinePath(projectId, baselineId), { schema: deletedBaselineParser }));
