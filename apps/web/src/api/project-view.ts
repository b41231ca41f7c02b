import type { BulkEventsBody } from '@plotline/shared';
import { useBaselineCompare, useBaselineTools } from './baselines';
import { useProjectLive } from './live';
import {
  useBulkChangeEvents,
  useHistoryTools,
  useIsSaving,
  useProjectAccess,
  useProjectDetail,
  useProjectFocus,
  useProjectPaging,
  useShownProject,
  type ProjectView,
} from './planning';
import { useProjectsQuery } from './projects';

/**
 * What a project's planning view (the timeline, the table) sets up the same way: the project's
 * detail as the view loads it (`load`: a window of days or each timeline's first events; `focus`:
 * the day later pages are paged in nearest to, docs/decisions.md D60), the project list's entry for
 * it (`summary`, there before the detail: D94), its paging and live stream,
 * the user's rights, the saving state, Undo/Redo/History, the compared baseline, and the bulk bar's
 * sending and rights (docs/decisions.md D48).
 */
export function useProjectView(projectId: string | null, load: ProjectView | null, focus: number | null) {
  const detail = useProjectDetail(projectId, load);
  useProjectFocus(projectId, focus);
  const paging = useProjectPaging(projectId);
  // The first read and a page folded in are rendered in the background, sliced (docs/decisions.md D86, D101).
  const project = useShownProject(detail.data);
  // Until the project is drawn the view keeps its loading layout, also while its first read is drawn in the background.
  const isPending = detail.isPending || (detail.data !== undefined && project === undefined);
  // The project list's entry: its name and the user's rights are known before the detail arrives,
  // so the page is laid out as it will be once it has (no shift when the project comes in).
  const projects = useProjectsQuery();
  const summary = projects.data?.find((entry) => entry.id === projectId);
  const access = useProjectAccess(project ?? summary);
  const isSaving = useIsSaving(projectId);
  const live = useProjectLive(projectId);
  const historyTools = useHistoryTools(projectId ?? '', project, access.canEdit);
  const compare = useBaselineCompare(projectId, project);
  const baselineTools = useBaselineTools(projectId ?? '', compare);
  const bulkChange = useBulkChangeEvents(projectId ?? '');
  const bulk = {
    onApply: (body: BulkEventsBody) => bulkChange.mutateAsync(body),
    canEdit: access.canEdit,
    canDelete: access.canDeleteEvent,
  };
  return { detail, isPending, project, summary, paging, access, isSaving, live, historyTools, compare, baselineTools, bulk };
}
