import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { ArrowUp, Table2 } from 'lucide-react';
import { INITIAL_RENDER_DELAY_MS } from '@plotline/shared';
import { downloadExport, useObjectiveMap, type CreateEventVars } from '@/api/planning';
import { toastChangeFailure } from '@/lib/failure-toast';
import { useProjectView } from '@/api/project-view';
import { useViewProjectId } from '@/api/preferences';
import { BulkActionBar, useEventSelection } from '@/components/planning/selection';
import { ProjectStatus } from '@/components/planning/loading-more';
import { BaselineMenu } from '@/components/planning/baselines/baseline-menu';
import { BaselineSummary } from '@/components/planning/baselines/baseline-summary';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
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
import { TableGrid } from './components/table-grid';
import { TableSummary } from './components/table-summary';
import { TableToolbar } from './components/table-toolbar';
import { HistoryTools } from '@/components/planning/history/history-tools';
import { useColumnWidths } from './hooks/use-column-widths';
import { useRowStates } from './hooks/use-row-states';
import { useSlipColumn } from './hooks/use-slip-column';
import { STORAGE_KEYS, isBoolean, isStringArray, useStoredState } from './hooks/use-stored-state';
import { useTableChanges } from './hooks/use-table-changes';
import { visibleColumns } from './utils/column-widths';
import { predecessorsByEvent } from './utils/predecessors';
import {
  EMPTY_FILTERS,
  eventCountLabel,
  createProjectFlattener,
  filterRows,
  groupByTimeline,
  summarize,
  type TableFilters,
  type TableRow,
  type TimelineGroup,
} from './utils/table-rows';
import { createItemsBuilder } from './utils/virtual-items';

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
  const columns = visibleColumns(!isHeadersMode, compare.baselineId !== null);
  const [addAt, setAddAt] = useState<{ timelineId: string; afterEventId: string | null } | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'timeline' | 'event' | null>(null);
  const [timelineToDelete, setTimelineToDelete] = useState<TimelineGroup | null>(null);
  const [eventToDelete, setEventToDelete] = useState<TableRow | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [showBackToTop, setShowBackToTop] = useState(false);

  const [flatten] = useState(createProjectFlattener);
  const allRows = useMemo(() => flatten(project, objectives), [flatten, project, objectives]);
  const filteredRows = useMemo(() => filterRows(allRows, filters), [allRows, filters]);
  const slip = useSlipColumn(filteredRows, compare.comparison?.slips);
  const rows = slip.rows;
  const groups = useMemo(() => groupByTimeline(project, rows, filters), [project, rows, filters]);
  // A row keeps its item while its event object lives (docs/decisions.md D84).
  const [buildItems] = useState(createItemsBuilder);
  const items = useMemo(
    () => buildItems(groups, { isHeadersMode, collapsed, addAt }),
    [buildItems, groups, isHeadersMode, collapsed, addAt],
  );
  const summary = useMemo(() => summarize(rows, groups.length), [rows, groups.length]);
  const predecessors = useMemo(() => predecessorsByEvent(project), [project]);
  const timelines = useMemo(
    () => project?.timelines.map((timeline) => ({ id: timeline.id, name: timeline.name })) ?? [],
    [project],
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

  function addEvent(request: CreateEventVars) {
    setAddAt(null);
    changes.addEvent(request);
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

  /** A "Depends on" title leads to a row that filters or a collapsed timeline hide: show it. */
  function revealEvent(eventId: string) {
    const row = allRows.find((candidate) => candidate.id === eventId);
    if (!row) return;
    if (!rows.includes(row)) setFilters(EMPTY_FILTERS);
    setCollapsedList((current) => current.filter((id) => id !== row.timelineId));
  }

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
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-sm text-gray-500">
          No events found matching your criteria.
        </p>
      ) : (
        <div className="relative min-h-0 flex-1">
          <TableGrid
            scrollClassName="max-h-[calc(100vh-15rem)] min-h-40 overflow-auto rounded-xl border border-gray-200 bg-white"
            onScrolledPastThird={setShowBackToTop}
            items={items}
            columns={columns}
            widths={widths}
            isHeadersMode={isHeadersMode}
            objectives={objectives}
            permissions={access}
            scrollRef={scrollRef}
            rowStates={rowStates}
            predecessors={predecessors}
            slips={compare.comparison?.slips}
            slipSort={slip.sort}
            onSortSlip={slip.toggleSort}
            onRevealEvent={revealEvent}
            onResize={setWidth}
            onToggleCollapse={(timelineId) =>
              setCollapsedList((current) =>
                current.includes(timelineId) ? current.filter((id) => id !== timelineId) : [...current, timelineId],
              )
            }
            onSaveCell={changes.saveCell}
            onRequestAdd={(timelineId, afterEventId) => {
              if (changes.requireAdminForAdd()) setAddAt({ timelineId, afterEventId });
            }}
            onCancelAdd={() => setAddAt(null)}
            // The inline add row's submit (components/inline-add-form.tsx).
            onSubmitAdd={addEvent}
            onDeleteEvent={(row) => {
              if (access.canDeleteEvent) setEventToDelete(row);
              else toast.error('You need delete permissions to delete events.');
            }}
            onDeleteTimeline={setTimelineToDelete}
            onReorderTimelines={changes.reorderTimelines}
            onRecolorTimeline={changes.recolorTimeline}
            selectedIds={selection.ids}
            onToggleSelect={selection.toggle}
            onSelectShown={(select, eventIds) =>
              select ? selection.select(eventIds, 'add') : selection.select([...selection.ids].filter((id) => !eventIds.includes(id)), 'replace')
            }
          />
          {showBackToTop ? (
            <Button
              size="icon"
              aria-label="Back to top"
              className="absolute right-4 bottom-4 z-30 rounded-full shadow-lg"
              onClick={() => scrollRef.current?.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              <ArrowUp className="h-4 w-4" aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      )}

      {project && hasTimelines ? <TableSummary summary={summary} /> : null}

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
