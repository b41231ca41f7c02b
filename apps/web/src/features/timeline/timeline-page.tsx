import { useMemo, useState } from 'react';
import { eventDays, type PlanningEvent, type TimelineWithEvents } from '@plotline/shared';
import { useObjectiveMap, useProjectEdits } from '@/api/planning';
import { toastChangeFailure } from '@/lib/failure-toast';
import { useStableHandlers } from '@/lib/use-stable-handlers';
import { useProjectView } from '@/api/project-view';
import { BulkActionBar, useEventSelection } from '@/components/planning/selection';
import { useSelectProject, useViewProjectId } from '@/api/preferences';
import { useCreateNamedProject, useProjectsQuery } from '@/api/projects';
import { ProjectStatus } from '@/components/planning/loading-more';
// The form's pure parts by their modules: the barrel would bring the form itself into the first paint.
import type { EventLinks, EventRequest } from '@/components/planning/event-form/event-form-schema';
import { eventFormDefaults } from '@/components/planning/event-form/event-form-defaults';
import { dependsOnOptions, predecessorIds } from '@/components/planning/event-form/depends-on';
import { dayMoveRequest, useDayMoves } from '@/components/planning/day-moves';
import { HistoryTools } from '@/components/planning/history/history-tools';
import { BaselineMenu } from '@/components/planning/baselines/baseline-menu';
import { BaselineSummary } from '@/components/planning/baselines/baseline-summary';
import { Page } from '@/components/ui/page';
import { lazyWhenOpen } from '@/components/lazy/lazy-when-open';
import { Spinner } from '@/components/ui/spinner';
import { ErrorBanner } from '@/components/ui/error-banner';
import { errorMessage } from '@/lib/api-client';
import { DependencyControls } from './components/dependency-controls';
import { TimelineBoard, type TimelineBoardProps } from './components/timeline-board';
import { NoProjectState, NoTimelinesState } from './components/timeline-empty-states';
import { TimelineToolbar } from './components/timeline-toolbar';
import { useTimelineDependencies } from './hooks/use-dependencies';
import { useIsMobile } from './hooks/use-media-query';
import { useTimelineView } from './hooks/use-timeline-view';
import { useTimelineWindow } from './hooks/use-timeline-window';
import { useLinkedEvent, useProjectClashes } from './hooks/use-linked-event';
import { ClashesButton } from '@/components/planning/clashes/clashes-button';
import { isFreezeProject } from '@/components/planning/timeline/freeze';
import { useTransferActions } from './hooks/use-transfer-actions';
import { useFirstPaintMark } from '@/lib/after-first-paint';

// The page's dialogs load when first opened (docs/decisions.md D59).
const EventFormDialog = lazyWhenOpen(() => import('./components/event-form-dialog').then((m) => m.EventFormDialog));
const DeleteEventConfirm = lazyWhenOpen(
  () => import('@/components/planning/delete-event-confirm').then((m) => m.DeleteEventConfirm),
  (props) => props.event !== null,
);
const CreateProjectDialog = lazyWhenOpen(() => import('@/components/planning/create-dialogs').then((m) => m.CreateProjectDialog));
const CreateTimelineDialog = lazyWhenOpen(() => import('@/components/planning/create-dialogs').then((m) => m.CreateTimelineDialog));

export function TimelinePage() {
  // The URL's project, or the one the shell is putting there (docs/decisions.md D94).
  const projectId = useViewProjectId();
  const projects = useProjectsQuery();
  const view = useTimelineView();
  // The days in view first, the rest paged in nearest them first (docs/decisions.md D60).
  const firstWindow = useTimelineWindow(view);
  const { detail, isPending, project, summary, paging, access, isSaving, live, historyTools, compare, baselineTools, bulk } = useProjectView(
    projectId,
    firstWindow.window,
    firstWindow.focus,
  );
  const selection = useEventSelection(projectId);
  const { objectives: objectiveMap } = useObjectiveMap();
  const isMobile = useIsMobile();
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [addTarget, setAddTarget] = useState<TimelineWithEvents | null>(null);
  const [editTarget, setEditTarget] = useState<PlanningEvent | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<PlanningEvent | null>(null);
  const [isCreatingTimeline, setIsCreatingTimeline] = useState(false);
  const [isCreatingProject, setIsCreatingProject] = useState(false);

  const pid = projectId ?? '';
  const { updateTimeline, createTimeline, reorderTimelines, createEvent, updateEvent, deleteEvent } = useProjectEdits(pid);
  const transfer = useTransferActions(setBannerError);
  const dependencies = useTimelineDependencies(pid, project, access);
  const baselineGhosts = useMemo(
    () =>
      compare.baseline && compare.comparison
        ? { saved: new Map(compare.baseline.events.map((event) => [event.eventId, event])), removed: compare.comparison.removed }
        : null,
    [compare.baseline, compare.comparison],
  );
  const createProject = useCreateNamedProject();
  const selectProject = useSelectProject();
  // A link from the portfolio or a clash: `?event=` is focused once drawn (docs/decisions.md D45).
  useLinkedEvent(project, view, dependencies.focusEvent);
  const clashes = useProjectClashes(projectId, view.range, dependencies.focusEvent, detail.isSuccess);

  const timelines = useMemo(() => project?.timelines ?? [], [project]);
  // While the detail loads, the list's count: the toolbar and the bars above the board are drawn from the start (D94, D97).
  const timelineCount = project ? timelines.length : (summary?.timelineCount ?? 0);
  const hasTimelines = timelineCount > 0 && (project !== undefined || isPending);
  // The list holds every project the user can read: when it is empty, a `?project=` left in the URL
  // (e.g. of a project just deleted) names nothing, and the welcome state shows instead of its 404.
  const hasNoProjects = projects.isSuccess && projects.data.length === 0;
  const loadError = hasNoProjects
    ? null
    : (detail.error ?? (projects.error && !projectId ? projects.error : null));
  // Dismiss hides the load error it was shown for (and retries); a new failure shows again.
  const [dismissedLoadError, setDismissedLoadError] = useState<unknown>(null);
  const visibleLoadError = loadError && loadError !== dismissedLoadError ? loadError : null;
  const shownError = bannerError ?? (visibleLoadError ? errorMessage(visibleLoadError) : null);

  // Drops and Alt+Arrow presses alike; one save per event at a time (components/planning/day-moves.ts).
  const handleMove = useDayMoves((event: PlanningEvent, days: number) =>
    updateEvent.mutateAsync(dayMoveRequest(event, eventDays(event), days)).catch((error: unknown) => {
      toastChangeFailure('Failed to update event position', error);
      return null;
    }),
  );

  function handleReorder(timelineIds: string[]) {
    reorderTimelines.mutate(
      { timelineIds },
      {
        onError: (error) => {
          toastChangeFailure('Failed to reorder timelines', error);
          void detail.refetch();
        },
      },
    );
  }

  // "Depends on" is saved as dependencies once the event has its server id (docs/decisions.md D38).
  function handleAddEvent(request: EventRequest, links: EventLinks) {
    createEvent.mutate(request, {
      onSuccess: (created) => dependencies.saveDependsOn(created.id, links.dependsOn),
      onError: (error) => toastChangeFailure('Failed to add event', error),
    });
  }

  function handleEditEvent(request: EventRequest, links: EventLinks) {
    if (!editTarget) return;
    updateEvent.mutate(
      { ...request, eventId: editTarget.id, version: editTarget.version },
      { onError: (error) => toastChangeFailure('Failed to update event', error) },
    );
    dependencies.saveDependsOn(editTarget.id, links.dependsOn);
  }

  // The same functions every render: the memoized board renders again only for its data (docs/decisions.md D105).
  const boardHandlers = useStableHandlers<Pick<TimelineBoardProps, 'onRecolor' | 'onRename' | 'onReorder' | 'onMoveEvent'>>({
    onRecolor: (timeline, color) =>
      updateTimeline.mutate(
        { timelineId: timeline.id, version: timeline.version, color },
        { onError: (error) => toastChangeFailure('Failed to update timeline color', error) },
      ),
    onRename: (timeline, name) =>
      updateTimeline.mutate(
        { timelineId: timeline.id, version: timeline.version, name },
        { onError: (error) => toastChangeFailure('Failed to update timeline name', error) },
      ),
    onReorder: handleReorder,
    onMoveEvent: handleMove,
  });

  const isLoading = (Boolean(projectId) && isPending) || (!projectId && projects.isPending);
  // The board marks its first paint once it has rows; a page without any marks it here (D82). Not
  // while the shell is still putting the chosen project in the URL: that page is not the first
  // paint, and what waits for it (the schemas, the popups, D82) and the early project read's
  // answer (D83) would otherwise go before the board.
  const isChoosingProject = !projectId && projects.isSuccess && !hasNoProjects;
  useFirstPaintMark(hasNoProjects || (!isLoading && !isChoosingProject && (!project || project.timelines.length === 0)));

  let body;
  if (hasNoProjects) {
    body = <NoProjectState onCreate={() => setIsCreatingProject(true)} />;
  } else if (isLoading) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner label="Loading timelines" className="h-8 w-8" />
      </div>
    );
  } else if (!project) {
    body = projectId ? null : (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-sm text-gray-500">
        Select a project to see its timelines.
      </p>
    );
  } else if (timelines.length === 0) {
    body = <NoTimelinesState canAdmin={access.canAdmin} onCreate={() => setIsCreatingTimeline(true)} />;
  } else {
    body = (
      <TimelineBoard
        timelines={timelines}
        view={view}
        objectives={objectiveMap}
        isMobile={isMobile}
        canEdit={access.canEdit}
        canAdmin={access.canAdmin}
        canDeleteEvent={access.canDeleteEvent}
        {...boardHandlers}
        onAddEvent={setAddTarget}
        onEditEvent={setEditTarget}
        onDeleteEvent={setDeleteTarget}
        dependencies={dependencies.board}
        baseline={baselineGhosts}
        isFreezeProject={isFreezeProject(project)}
        selection={selection}
      />
    );
  }

  return (
    <Page
      title="Timeline View"
      // While the detail loads, what the project list says: the page keeps its layout (D94).
      description={(project ?? summary)?.name}
      actions={<ProjectStatus paging={paging} live={live} />}
      className="max-w-none"
    >
      <TimelineToolbar
        range={view.range}
        onRangeChange={view.setRange}
        onAutoFit={() => view.requestView('fit')}
        zoom={view.zoom}
        onZoomChange={view.setZoom}
        onToday={() => view.requestView('today')}
        onRefresh={() => void detail.refetch()}
        isRefreshing={detail.isFetching}
        onExport={() => void transfer.exportData()}
        isExporting={transfer.isExporting}
        onImportFile={(file) => void transfer.importFile(file)}
        isImporting={transfer.isImporting}
        isSaving={isSaving}
        isMobile={isMobile}
        canAddTimeline={access.canAdmin && timelineCount > 0}
        onAddTimeline={() => setIsCreatingTimeline(true)}
        hasProject={Boolean(project)}
        historyTools={projectId ? <HistoryTools {...historyTools} canEdit={access.canEdit} /> : null}
        baselineTools={projectId ? <BaselineMenu tools={baselineTools} canAdmin={access.canAdmin} compare={compare} /> : null}
        clashTools={projectId ? <ClashesButton {...clashes} /> : null}
      />
      <BaselineSummary compare={compare} />
      {hasTimelines ? (
        <DependencyControls
          conflicts={dependencies.conflicts}
          onFocusEvent={dependencies.focusEvent}
          showCritical={dependencies.showCritical}
          onShowCriticalChange={dependencies.setShowCritical}
          autoSchedule={(project ?? summary)?.autoSchedule ?? false}
          onAutoScheduleChange={dependencies.setAutoSchedule}
          canAdmin={access.canAdmin}
          isLoading={!project}
        />
      ) : null}
      {hasTimelines ? (
        <BulkActionBar
          project={project}
          objectives={objectiveMap}
          selection={selection}
          {...bulk}
          hint={isMobile ? 'Select all, or press Space on a focused event.' : 'Shift- or Ctrl-click events, or drag across empty board, to select several.'}
        />
      ) : null}
      {transfer.isImporting ? (
        <div
          role="status"
          className="mb-4 flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-700"
        >
          <Spinner className="h-4 w-4" /> Importing data...
          <div className="ml-2 h-1.5 flex-1 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-500" />
          </div>
        </div>
      ) : null}
      {shownError ? (
        <ErrorBanner
          className="mb-4"
          message={shownError}
          onDismiss={() => {
            if (bannerError) {
              setBannerError(null);
              return;
            }
            setDismissedLoadError(visibleLoadError);
            void (projectId ? detail.refetch() : projects.refetch());
          }}
        />
      ) : null}
      {body}
      <EventFormDialog
        open={addTarget !== null}
        onOpenChange={(open) => !open && setAddTarget(null)}
        title={`Add New Event to ${addTarget?.name ?? ''}`}
        defaults={eventFormDefaults(null, { timelineId: addTarget?.id ?? '' })}
        dependsOn={addTarget && project ? dependsOnOptions(project) : undefined}
        objectives={objectiveMap}
        submitLabel="Add Event"
        onSubmit={handleAddEvent}
      />
      <EventFormDialog
        open={editTarget !== null}
        onOpenChange={(open) => !open && setEditTarget(null)}
        title="Edit Event"
        defaults={eventFormDefaults(editTarget, { objectives: objectiveMap, dependsOn: predecessorIds(project, editTarget?.id) })}
        dependsOn={editTarget && project ? dependsOnOptions(project, editTarget.id) : undefined}
        objectives={objectiveMap}
        submitLabel="Save Changes"
        onSubmit={handleEditEvent}
      />
      <DeleteEventConfirm event={deleteTarget} onClose={() => setDeleteTarget(null)} onDelete={deleteEvent} />
      <CreateTimelineDialog open={isCreatingTimeline} onOpenChange={setIsCreatingTimeline} onCreate={createTimeline} />
      <CreateProjectDialog
        open={isCreatingProject}
        onOpenChange={setIsCreatingProject}
        // Remembered like a choice in the picker.
        onCreate={(name) => createProject(name).then((created) => selectProject(created.id))}
      />
    </Page>
  );
}
