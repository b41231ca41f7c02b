import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ArrowUp, Table2, X } from 'lucide-react';
import { INITIAL_RENDER_DELAY_MS, isEndBeforeStart, PENDING_EDIT_OVERLAY_MS, PLANNING_MESSAGES, pluralize } from '@plotline/shared';
import {
  downloadExport,
  useCreateEvent,
  useCreateTimeline,
  useDeleteEvent,
  useDeleteTimeline,
  useIsSaving,
  useObjectiveMap,
  useProjectAccess,
  useProjectDetail,
  useReorderTimelines,
  useUpdateEvent,
  useUpdateTimeline,
} from '@/api/planning';
import { toastChangeFailure, toastFailure } from '@/lib/failure-toast';
import { useProjectLive } from '@/api/live';
import { LiveIndicator } from '@/components/live/live-indicator';
import type { EventRequest } from '@/components/planning/event-form';
import { errorMessage } from '@/lib/api-client';
import { useSelectedProjectId } from '@/lib/project-param';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { AddEventDialog } from './components/add-event-dialog';
import { CreateTimelineDialog } from './components/create-timeline-dialog';
import { ImportDialog } from './components/import-dialog';
import { TableGrid, type RowOverlay } from './components/table-grid';
import { TableToolbar } from './components/table-toolbar';
import type { EditableColumn } from './components/cell-editor';
import { useColumnWidths } from './hooks/use-column-widths';
import { STORAGE_KEYS, isBoolean, isStringArray, useStoredState } from './hooks/use-stored-state';
import { visibleColumns } from './utils/column-widths';
import {
  EMPTY_FILTERS,
  buildVirtualItems,
  eventCountLabel,
  createProjectFlattener,
  filterRows,
  groupByTimeline,
  moveTimeline,
  summarize,
  toTableRow,
  type TableFilters,
  type TableRow,
  type TimelineGroup,
} from './utils/table-rows';

function without<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** The view's h1, like the timeline's and the calendar's (every page has one heading). */
const TABLE_VIEW_TITLE = 'Table View';

/** The table view. */
export function TablePage() {
  const [projectId] = useSelectedProjectId();
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
  const projectQuery = useProjectDetail(projectId);
  const { objectives, refetch: refetchObjectives } = useObjectiveMap();
  const project = projectQuery.data;
  const access = useProjectAccess(project);
  const isSaving = useIsSaving(projectId);
  const live = useProjectLive(projectId);

  const [filters, setFilters] = useState<TableFilters>(EMPTY_FILTERS);
  const [isHeadersMode, setIsHeadersMode] = useStoredState(STORAGE_KEYS.headersMode, true, isBoolean);
  const [collapsedList, setCollapsedList] = useStoredState<string[]>(
    STORAGE_KEYS.collapsed,
    [],
    isStringArray,
  );
  const collapsed = useMemo(() => new Set(collapsedList), [collapsedList]);
  const mode = isHeadersMode ? 'headers' : 'standard';
  const { widths, setWidth, reset } = useColumnWidths(mode);
  const columns = visibleColumns(!isHeadersMode);
  const [addAt, setAddAt] = useState<{ timelineId: string; afterEventId: string | null } | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'timeline' | 'event' | null>(null);
  const [timelineToDelete, setTimelineToDelete] = useState<TimelineGroup | null>(null);
  const [eventToDelete, setEventToDelete] = useState<TableRow | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [showBackToTop, setShowBackToTop] = useState(false);
  const [rowStates, setRowStates] = useState<ReadonlyMap<string, RowOverlay>>(new Map());
  const setRowState = (eventId: string, state: RowOverlay) =>
    setRowStates((current) => new Map(current).set(eventId, state));
  // An edited cell shows its new value in the same frame as Enter; the cache's optimistic update
  // follows a moment later (mutations apply it asynchronously) and the entry goes when it settles.
  const [pendingRows, setPendingRows] = useState<ReadonlyMap<string, TableRow>>(new Map());

  const createTimeline = useCreateTimeline(projectId);
  const updateTimeline = useUpdateTimeline(projectId);
  const reorderTimelines = useReorderTimelines(projectId);
  const deleteTimeline = useDeleteTimeline(projectId);
  const createEvent = useCreateEvent(projectId);
  const updateEvent = useUpdateEvent(projectId);
  const deleteEvent = useDeleteEvent(projectId);

  const [flatten] = useState(createProjectFlattener);
  const allRows = useMemo(() => flatten(project, objectives), [flatten, project, objectives]);
  const rows = useMemo(() => filterRows(allRows, filters), [allRows, filters]);
  const groups = useMemo(() => groupByTimeline(project, rows, filters), [project, rows, filters]);
  const items = useMemo(
    () => buildVirtualItems(groups, { isHeadersMode, collapsed, addAt }),
    [groups, isHeadersMode, collapsed, addAt],
  );
  const summary = useMemo(() => summarize(rows, groups.length), [rows, groups.length]);
  const timelines = useMemo(
    () => project?.timelines.map((timeline) => ({ id: timeline.id, name: timeline.name })) ?? [],
    [project],
  );

  // A load error shows until dismissed; a later, different error shows again.
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const loadError =
    projectQuery.error && projectQuery.error !== dismissedError ? errorMessage(projectQuery.error) : null;
  const shownError = bannerError ?? loadError;

  if (!hasSettled || projectQuery.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center" role="status" aria-label="Loading table">
        <Spinner />
      </div>
    );
  }

  function requireAdminForAdd(): boolean {
    if (access.canAdmin) return true;
    toast.error('You need admin permissions to add events');
    return false;
  }

  function saveCell(row: TableRow, column: EditableColumn, value: string) {
    const base = { timelineId: row.timelineId, eventId: row.id, version: row.event.version };
    let change: Partial<{
      date: string;
      endDate: string | null;
      title: string;
      description: string;
      objective: string;
    }>;
    switch (column) {
      case 'title':
        if (!value.trim()) return;
        change = { title: value.trim() };
        break;
      case 'startDate':
        if (!value) return;
        if (isEndBeforeStart(value, row.endDate)) return void toast.error(PLANNING_MESSAGES.endBeforeStart);
        change = { date: value };
        break;
      case 'endDate':
        if (isEndBeforeStart(row.startDate, value)) return void toast.error(PLANNING_MESSAGES.endBeforeStart);
        change = { endDate: value || null };
        break;
      case 'description':
        change = { description: value };
        break;
      case 'objective':
        change = { objective: value };
        break;
    }
    setRowState(row.id, 'saving');
    const pending = toTableRow(
      { ...row.event, ...change },
      { id: row.timelineId, name: row.timelineName, color: row.timelineColor },
      objectives,
    );
    setPendingRows((current) => new Map(current).set(row.id, pending));
    const settlePending = () =>
      setPendingRows((current) => (current.get(row.id) === pending ? without(current, row.id) : current));
    updateEvent.mutate(
      { ...base, ...change },
      {
        onSettled: settlePending,
        onSuccess: () => {
          setRowState(row.id, 'saved');
          // The 'saved' mark fades after the spec's 10 seconds; a newer edit of the row replaces it.
          setTimeout(
            () =>
              setRowStates((current) =>
                current.get(row.id) === 'saved' ? without(current, row.id) : current,
              ),
            PENDING_EDIT_OVERLAY_MS,
          );
        },
        onError: (error) => {
          setRowStates((current) => without(current, row.id));
          toastChangeFailure('Failed to update event', error);
        },
      },
    );
  }

  function addEvent(request: EventRequest) {
    if (!requireAdminForAdd()) return;
    setAddAt(null);
    createEvent.mutate(request, { onError: (error) => toastChangeFailure('Failed to add event', error) });
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

  const onScroll = () => {
    const element = scrollRef.current;
    if (element) setShowBackToTop(element.scrollTop > element.scrollHeight / 3);
  };

  const hasTimelines = (project?.timelines.length ?? 0) > 0;

  return (
    <div className="flex h-full flex-col gap-3 p-3 sm:p-4">
      <PageHeader title={TABLE_VIEW_TITLE} description={project?.name} />
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
          else toast.error('You need admin permissions to create timelines in this project.');
        }}
        onAddEvent={() => {
          if (requireAdminForAdd()) setDialog('event');
        }}
        onRefresh={refresh}
        onResetWidths={reset}
        onToggleMode={() => setIsHeadersMode((current) => !current)}
        onExport={() => {
          downloadExport().catch((error: unknown) => toastChangeFailure('Failed to export data', error));
        }}
        onImport={onImport}
        liveIndicator={<LiveIndicator {...live} />}
      />

      {shownError ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <span>Error: {shownError}</span>
          <button
            type="button"
            aria-label="Dismiss error"
            className="rounded p-0.5 hover:bg-red-100"
            onClick={() => {
              setBannerError(null);
              setDismissedError(projectQuery.error);
            }}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}

      {!project ? null : !hasTimelines ? (
        <EmptyState
          icon={<Table2 className="h-6 w-6" aria-hidden="true" />}
          title="No Timelines Yet"
          description={
            access.canAdmin
              ? 'Ready to create your first timeline!'
              : 'You need admin permissions to create timelines in this project.'
          }
          action={
            access.canAdmin ? (
              <Button onClick={() => setDialog('timeline')}>Create Your First Timeline</Button>
            ) : undefined
          }
        />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-sm text-gray-500">
          No events found matching your criteria.
        </p>
      ) : (
        <div className="relative min-h-0 flex-1">
          <TableGrid
            scrollClassName="max-h-[calc(100vh-15rem)] min-h-40 overflow-auto rounded-xl border border-gray-200 bg-white"
            onScroll={onScroll}
            items={items}
            columns={columns}
            widths={widths}
            isHeadersMode={isHeadersMode}
            objectives={objectives}
            permissions={access}
            scrollRef={scrollRef}
            onResize={setWidth}
            onToggleCollapse={(timelineId) =>
              setCollapsedList((current) =>
                current.includes(timelineId)
                  ? current.filter((id) => id !== timelineId)
                  : [...current, timelineId],
              )
            }
            onSaveCell={saveCell}
            onRequestAdd={(timelineId, afterEventId) => {
              if (requireAdminForAdd()) setAddAt({ timelineId, afterEventId });
            }}
            onCancelAdd={() => setAddAt(null)}
            onSubmitAdd={addEvent}
            onDeleteEvent={(row) => {
              if (access.canDeleteEvent) setEventToDelete(row);
              else toast.error('You need delete permissions to delete events.');
            }}
            onDeleteTimeline={setTimelineToDelete}
            rowStates={rowStates}
            pendingRows={pendingRows}
            onReorderTimeline={(draggedId, targetId) => {
              if (!project) return;
              const timelineIds = moveTimeline(
                project.timelines.map((timeline) => timeline.id),
                draggedId,
                targetId,
              );
              reorderTimelines.mutate(
                { timelineIds },
                {
                  onError: (error) => {
                    toastChangeFailure('Failed to reorder timelines', error);
                    void projectQuery.refetch();
                  },
                },
              );
            }}
            onRecolorTimeline={(group, color) =>
              updateTimeline.mutate(
                { timelineId: group.timelineId, version: group.version, color },
                { onError: (error) => toastChangeFailure('Failed to save changes', error) },
              )
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

      {project && hasTimelines ? (
        <footer
          aria-label="Summary"
          className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600"
        >
          <span>
            <strong className="text-gray-900">{summary.totalEvents}</strong> total {pluralize(summary.totalEvents, 'event')}
          </span>
          <span>
            <strong className="text-gray-900">{summary.timelineCount}</strong>{' '}
            {pluralize(summary.timelineCount, 'timeline')}
          </span>
          {summary.perObjective.map((entry) => (
            <span key={entry.objective} className="inline-flex items-center gap-1.5">
              <span
                className="h-2.5 w-2.5 rounded-full"
                style={{ backgroundColor: entry.color }}
                aria-hidden="true"
              />
              {entry.name}: {entry.count}
            </span>
          ))}
        </footer>
      ) : null}

      <CreateTimelineDialog
        open={dialog === 'timeline'}
        onOpenChange={(open) => setDialog(open ? 'timeline' : null)}
        onCreate={(name, color) => {
          setDialog(null);
          createTimeline.mutate(
            { name, color },
            {
              // A 409 here is a name already taken, not a stale version: the server's message says so.
              onError: (error) => {
                toastFailure(`Failed to create timeline: ${errorMessage(error)}`, error);
              },
            },
          );
        }}
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
      <ConfirmDialog
        open={timelineToDelete !== null}
        onOpenChange={(open) => {
          if (!open) setTimelineToDelete(null);
        }}
        title={`Delete timeline "${timelineToDelete?.name ?? ''}"?`}
        description={`${eventCountLabel(timelineToDelete?.rows.length ?? 0)} will be permanently deleted with the timeline. This action cannot be undone.`}
        confirmLabel="Delete Timeline"
        isDestructive
        onConfirm={() => {
          if (!timelineToDelete) return;
          deleteTimeline.mutate(
            { timelineId: timelineToDelete.timelineId },
            { onError: (error) => toastChangeFailure('Failed to delete timeline', error) },
          );
        }}
      />
      <ConfirmDialog
        open={eventToDelete !== null}
        onOpenChange={(open) => {
          if (!open) setEventToDelete(null);
        }}
        title="Delete Event"
        description="Are you sure you want to delete this event?"
        confirmLabel="Delete"
        isDestructive
        onConfirm={() => {
          if (!eventToDelete) return;
          deleteEvent.mutate(
            { timelineId: eventToDelete.timelineId, eventId: eventToDelete.id },
            { onError: (error) => toastChangeFailure('Failed to delete event', error) },
          );
        }}
      />
    </div>
  );
}
