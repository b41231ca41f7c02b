import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Table2 } from 'lucide-react';
import { INITIAL_RENDER_DELAY_MS } from '@plotline/shared';
import { downloadExport, useObjectiveMap, type CreateEventVars } from '@/api/planning';
import { toastChangeFailure } from '@/lib/failure-toast';
import { useStableHandlers } from '@/lib/use-stable-handlers';
import { useProjectView } from '@/api/project-view';
import { useViewProjectId } from '@/api/preferences';
import { BulkActionBar, useEventSelection } from '@/components/planning/selection';
import { ProjectStatus } from '@/components/planning/loading-more';
import { BaselineMenu } from '@/components/planning/baselines/baseline-menu';
import { BaselineSummary } from '@/components/planning/baselines/baseline-summary';
import { errorMessage } from '@/lib/api-client';
import { ConfirmFor } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { AddEventDialog } from './components/add-event-dialog';
import { CsvTools } from './components/csv-tools';
import { CreateTimelineDialog } from '@/components/planning/create-dialogs';
import { DeleteEventConfirm } from '@/components/planning/delete-event-confirm';
import { NO_TIMELINE_RIGHTS, NoTimelinesState } from '@/components/planning/planning-empty-states';
import { ErrorBanner } from '@/components/ui/error-banner';
import { ImportDialog } from './components/import-dialog';
import { TableRowsArea, type GridHandlers, type GridSettings } from './components/table-rows-area';
import { TableToolbar } from './components/table-toolbar';
import { HistoryTools } from '@/components/planning/history/history-tools';
import { useColumnWidths } from './hooks/use-column-widths';
import { useRowStates } from './hooks/use-row-states';
import { STORAGE_KEYS, isBoolean, isStringArray, useStoredState } from './hooks/use-stored-state';
import { useTableChanges } from './hooks/use-table-changes';
import { visibleColumns } from './utils/column-widths';
import {
  EMPTY_FILTERS,
  eventCountLabel,
  createProjectFlattener,
  matchesFilters,
  type TableFilters,
  type TableRow,
  type TimelineGroup,
} from './utils/table-rows';

/** The view's h1, like the timeline's and the calendar's (every page has one heading). */
const TABLE_VIEW_TITLE = 'Table View';

/** The table view. */
export function TablePage() {
  // The URL's project, or the one the shell is putting there (docs/decisions.md D94).
  const projectId = useViewProjectId();
  const [hasSettled, setHasSettled] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasSettled(true), INITIAL_RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!projectId) {
    return (
      <div className="p-4 sm:p-6">
        <PageHeader title={TABLE_VIEW_TITLE} className="mb-4" />
        <EmptyState
          icon={<Table2 className="h-6 w-6" aria-hidden="true" />}
          title="Welcome to Table View!"
          description="Choose a project in the project picker, or create one, to see its events in a table."
        />
      </div>
    );
  }
  // The import dialog lives above the project's table: Replace All deletes the open project, and
  // the dialog must stay to say how the import went while the table switches to another one.
  return (
    <>
      <ProjectTable
        key={projectId}
        projectId={projectId}
        hasSettled={hasSettled}
        onImport={() => setIsImportOpen(true)}
      />
      <ImportDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
    </>
  );
}

function ProjectTable({
  projectId,
  hasSettled,
  onImport,
}: {
  projectId: string;
  hasSettled: boolean;
  onImport: () => void;
}) {
  // Each timeline's earliest events first, from the top; the rest paged in after (docs/decisions.md D60).
  const { detail: projectQuery, isPending, project, summary: listed, paging, access, isSaving, live, historyTools, compare, baselineTools, bulk } =
    useProjectView(projectId, 'first', null);
  const selection = useEventSelection(projectId);
  const { objectives, refetch: refetchObjectives } = useObjectiveMap();
  const changes = useTableChanges(projectId, project, access);
  const rowStates = useRowStates(projectId);

  const [filters, setFilters] = useState<TableFilters>(EMPTY_FILTERS);
  const [isHeadersMode, setIsHeadersMode] = useStoredState(STORAGE_KEYS.headersMode, true, isBoolean);
  const [collapsedList, setCollapsedList] = useStoredState<string[]>(STORAGE_KEYS.collapsed, [], isStringArray);
  const collapsed = useMemo(() => new Set(collapsedList), [collapsedList]);
  const mode = isHeadersMode ? 'headers' : 'standard';
  const { widths, setWidth, reset } = useColumnWidths(mode);
  const hasBaseline = compare.baselineId !== null;
  const columns = useMemo(() => visibleColumns(!isHeadersMode, hasBaseline), [isHeadersMode, hasBaseline]);
  const [addAt, setAddAt] = useState<{ timelineId: string; afterEventId: string | null } | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'timeline' | 'event' | null>(null);
  const [timelineToDelete, setTimelineToDelete] = useState<TimelineGroup | null>(null);
  const [eventToDelete, setEventToDelete] = useState<TableRow | null>(null);

  // The filtered, grouped rows, their items and summary are made in components below, each its
  // own step of a page's background render (components/table-rows-area.tsx, docs/decisions.md D105).
  const [flatten] = useState(createProjectFlattener);
  const allRows = useMemo(() => flatten(project, objectives), [flatten, project, objectives]);
  const timelines = useMemo(
    () => project?.timelines.map((timeline) => ({ id: timeline.id, name: timeline.name })) ?? [],
    [project],
  );

  function addEvent(request: CreateEventVars) {
    setAddAt(null);
    changes.addEvent(request);
  }

  // The grid's handlers keep their identity, so a render of this page that changes none of the
  // grid's data (a page of events arriving before its background render, docs/decisions.md D86)
  // stops at the memoized rows area (docs/decisions.md D105).
  const gridHandlers = useStableHandlers<GridHandlers>({
    /** A "Depends on" title leads to a row that filters or a collapsed timeline hide: show it. */
    onRevealEvent: (eventId) => {
      const row = allRows.find((candidate) => candidate.id === eventId);
      if (!row) return;
      if (!matchesFilters(row, filters)) setFilters(EMPTY_FILTERS);
      setCollapsedList((current) => current.filter((id) => id !== row.timelineId));
    },
    onResize: setWidth,
    onToggleCollapse: (timelineId) =>
      setCollapsedList((current) =>
        current.includes(timelineId) ? current.filter((id) => id !== timelineId) : [...current, timelineId],
      ),
    onSaveCell: changes.saveCell,
    onRequestAdd: (timelineId, afterEventId) => {
      if (changes.requireAdminForAdd()) setAddAt({ timelineId, afterEventId });
    },
    onCancelAdd: () => setAddAt(null),
    // The inline add row's submit (components/inline-add-form.tsx).
    onSubmitAdd: addEvent,
    onDeleteEvent: (row) => {
      if (access.canDeleteEvent) setEventToDelete(row);
      else toast.error('You need delete permissions to delete events.');
    },
    onDeleteTimeline: setTimelineToDelete,
    onReorderTimelines: changes.reorderTimelines,
    onRecolorTimeline: changes.recolorTimeline,
    onToggleSelect: selection.toggle,
    onSelectShown: (select, eventIds) =>
      select ? selection.select(eventIds, 'add') : selection.select([...selection.ids].filter((id) => !eventIds.includes(id)), 'replace'),
  });
  const grid = useMemo<GridSettings>(
    () => ({ ...gridHandlers, columns, widths, isHeadersMode, objectives, permissions: access, rowStates, selectedIds: selection.ids }),
    [gridHandlers, columns, widths, isHeadersMode, objectives, access, rowStates, selection.ids],
  );

  // A load error shows until dismissed; a later, different error shows again.
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const loadError =
    projectQuery.error && projectQuery.error !== dismissedError ? errorMessage(projectQuery.error) : null;
  const shownError = bannerError ?? loadError;

  if (!hasSettled || isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center" role="status" aria-label="Loading table">
        <Spinner />
      </div>
    );
  }

  function refresh() {
    setBannerError(null);
    projectQuery.refetch().then(
      (result) => {
        if (result.error) setBannerError(errorMessage(result.error));
      },
      (error: unknown) => setBannerError(errorMessage(error)),
    );
    refetchObjectives();
  }

  const hasTimelines = (project?.timelines.length ?? 0) > 0;

  return (
    <div className="flex h-full flex-col gap-3 p-3 sm:p-4">
      {/* While the detail loads, the name the project list gives (docs/decisions.md D94). */}
      <PageHeader title={TABLE_VIEW_TITLE} description={(project ?? listed)?.name} />
      <TableToolbar
        filters={filters}
        onFiltersChange={setFilters}
        timelines={timelines}
        objectives={objectives}
        isSaving={isSaving}
        isHeadersMode={isHeadersMode}
        isRefreshing={projectQuery.isFetching}
        canAdmin={access.canAdmin}
        onCreateTimeline={() => {
          if (access.canAdmin) setDialog('timeline');
          else toast.error(NO_TIMELINE_RIGHTS);
        }}
        onAddEvent={() => {
          if (changes.requireAdminForAdd()) setDialog('event');
        }}
        onRefresh={refresh}
        onResetWidths={reset}
        onToggleMode={() => setIsHeadersMode((current) => !current)}
        onExport={() => {
          downloadExport().catch((error: unknown) => toastChangeFailure('Failed to export data', error));
        }}
        onImport={onImport}
        csvTools={<CsvTools project={project} objectives={objectives} canAdmin={access.canAdmin} />}
        liveIndicator={<ProjectStatus paging={paging} live={live} />}
        historyTools={<HistoryTools {...historyTools} canEdit={access.canEdit} className="h-9 max-sm:w-9 max-sm:px-0" />}
        baselineTools={<BaselineMenu tools={baselineTools} canAdmin={access.canAdmin} compare={compare} />}
      />
      <BaselineSummary compare={compare} className="" />

      {project && hasTimelines ? (
        <BulkActionBar project={project} objectives={objectives} selection={selection} {...bulk} hint="Tick rows, or press Space on a row, to select several." />
      ) : null}

      {shownError ? (
        <ErrorBanner
          message={`Error: ${shownError}`}
          onDismiss={() => {
            setBannerError(null);
            setDismissedError(projectQuery.error);
          }}
        />
      ) : null}

      {!project ? null : !hasTimelines ? (
        <NoTimelinesState
          canAdmin={access.canAdmin}
          onCreate={() => setDialog('timeline')}
          icon={<Table2 className="h-6 w-6" aria-hidden="true" />}
          title="No Timelines Yet"
          description="Ready to create your first timeline!"
        />
      ) : (
        <TableRowsArea
          project={project}
          allRows={allRows}
          filters={filters}
          collapsed={collapsed}
          addAt={addAt}
          slips={compare.comparison?.slips}
          grid={grid}
        />
      )}

      <CreateTimelineDialog
        open={dialog === 'timeline'}
        onOpenChange={(open) => setDialog(open ? 'timeline' : null)}
        onCreate={changes.createTimeline}
      />
      <AddEventDialog
        open={dialog === 'event'}
        onOpenChange={(open) => setDialog(open ? 'event' : null)}
        timelines={timelines}
        objectives={objectives}
        onAdd={(request) => {
          setDialog(null);
          addEvent(request);
        }}
      />
      <ConfirmFor
        item={timelineToDelete}
        onClose={() => setTimelineToDelete(null)}
        title={(group) => `Delete timeline "${group.name}"?`}
        description={(group) => `${eventCountLabel(group.rows.length)} will be permanently deleted with the timeline. This action cannot be undone.`}
        confirmLabel="Delete Timeline"
        isDestructive
        onConfirm={changes.deleteTimeline}
      />
      <DeleteEventConfirm event={eventToDelete} onClose={() => setEventToDelete(null)} onDelete={changes.deleteEvent} />
    </div>
  );
}
