import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { eventDays, localToday, monthRange } from '@plotline/shared';
import {
  useHistoryTools,
  useIsSaving,
  useObjectiveMap,
  useProjectAccess,
  projectDetailQueryOptions,
  useProjectEdits,
  useProjectPaging,
} from '@/api/planning';
import { toastChangeFailure } from '@/lib/failure-toast';
import { useProjectLive } from '@/api/live';
import { useSelectProject, useViewProjectId } from '@/api/preferences';
import { useCreateNamedProject, useProjectsQuery } from '@/api/projects';
import { ProjectStatus } from '@/components/planning/loading-more';
import { dayMoveRequest, useDayMoves } from '@/components/planning/day-moves';
import { usePictureExport } from '@/api/planning/picture-export';
import { ExportMenu } from '@/components/planning/export-menu';
import { HistoryTools } from '@/components/planning/history/history-tools';
import type { EventRequest } from '@/components/planning/event-form';
import { Button } from '@/components/ui/button';
import { CreateProjectDialog, CreateTimelineDialog } from '@/components/planning/create-dialogs';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useReadOnlyView } from '@/lib/read-only-view';
import { usePrinting } from '@/lib/use-printing';
import { CalendarGrid } from './components/calendar-grid';
import { DayListSheet } from './components/day-list';
import { EditEventDialog } from './components/edit-event-dialog';
import { DeleteEventConfirm, type EventToDelete } from '@/components/planning/delete-event-confirm';
import { NoProjectsState, NoTimelinesState } from './components/empty-states';
import { FilterSummary, TimelineFilter } from './components/timeline-filter';
import { CALENDAR_GRID, useCalendarDevice } from './hooks/use-calendar-columns';
import { useCalendarDetail } from './hooks/use-calendar-window';
import {
  calendarEvents,
  isPartialSelection,
  openingDate,
  summarizeTimeline,
  visibleTimelines,
  type CalendarEvent,
} from './utils/calendar-events';
import { formatMonthTitle } from '@/lib/format';
import { layoutMonth, shiftMonth, type DayCell } from './utils/month-layout';

export function CalendarPage() {
  // The URL's project, or the one the shell is putting there (docs/decisions.md D94).
  const projectId = useViewProjectId();
  const selectProject = useSelectProject();
  const projects = useProjectsQuery();
  const createProject = useCreateNamedProject();
  const [isCreatingProject, setIsCreatingProject] = useState(false);
  const live = useProjectLive(projectId);
  const paging = useProjectPaging(projectId);

  const hasNoProjects = projects.data !== undefined && projects.data.length === 0;

  let content;
  if (projectId) {
    content = <ProjectCalendar key={projectId} projectId={projectId} />;
  } else if (projects.isPending) {
    content = <CenteredSpinner />;
  } else if (hasNoProjects) {
    content = <NoProjectsState onCreate={() => setIsCreatingProject(true)} />;
  } else {
    content = (
      <p className="rounded-xl border border-gray-200 bg-white p-6 text-sm text-gray-600">
        Choose a project to see its calendar.
      </p>
    );
  }

  return (
    <Page
      title="Calendar View"
      description={projects.data?.find((project) => project.id === projectId)?.name}
      actions={<ProjectStatus paging={paging} live={live} />}
    >
      {content}
      <CreateProjectDialog
        open={isCreatingProject}
        onOpenChange={setIsCreatingProject}
        isBlankIgnored
        // Remembered like a choice in the picker.
        onCreate={(name) => createProject(name).then((project) => selectProject(project.id))}
      />
    </Page>
  );
}

function CenteredSpinner() {
  return (
    <div className="flex justify-center py-16">
      <Spinner className="h-8 w-8" label="Loading calendar" />
    </div>
  );
}

interface MonthState {
  year: number;
  month: number;
}

function monthOf(date: string): MonthState {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

function ProjectCalendar({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const today = localToday();
  // A public link opens on the plan's next event (its data is in the cache already); the app on today.
  const isPublic = useReadOnlyView() !== null;
  const [visibleMonth, setVisibleMonth] = useState<MonthState>(() => {
    const cached = queryClient.getQueryData(projectDetailQueryOptions(projectId).queryKey);
    return monthOf(isPublic ? openingDate(cached?.timelines ?? [], today) : today);
  });
  // The month in view first, the rest paged in from it outwards (docs/decisions.md D60).
  const detail = useCalendarDetail(projectId, visibleMonth);
  const { objectives } = useObjectiveMap();
  const access = useProjectAccess(detail.data);
  const historyTools = useHistoryTools(projectId, detail.data, access.canEdit);
  const isSaving = useIsSaving(projectId);
  // Paper gets the desktop's seven columns and every event of a day (docs/decisions.md D71).
  const isPrinting = usePrinting();
  const screenDevice = useCalendarDevice();
  const device = isPrinting ? 'desktop' : screenDevice;
  const grid = CALENDAR_GRID[device];
  const [selectedIds, setSelectedIds] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<CalendarEvent | null>(null);
  const [sheetDay, setSheetDay] = useState<DayCell<CalendarEvent> | null>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const [isCreatingTimeline, setIsCreatingTimeline] = useState(false);

  const { updateEvent, deleteEvent, createTimeline } = useProjectEdits(projectId);
  const pictureExport = usePictureExport('calendar', monthRange(visibleMonth.year, visibleMonth.month));

  const timelines = useMemo(() => detail.data?.timelines ?? [], [detail.data]);
  // Forget selections of timelines that no longer exist.
  const liveSelection = useMemo(
    () =>
      selectedIds === null
        ? null
        : selectedIds.filter((id) => timelines.some((timeline) => timeline.id === id)),
    [selectedIds, timelines],
  );
  const events = useMemo(
    () => calendarEvents(timelines, liveSelection, objectives),
    [timelines, liveSelection, objectives],
  );
  const layout = useMemo(
    () =>
      layoutMonth({
        year: visibleMonth.year,
        month: visibleMonth.month,
        columns: grid.columns,
        events,
        ...(isPrinting ? { maxLines: Number.POSITIVE_INFINITY } : {}),
      }),
    [visibleMonth, grid.columns, events, isPrinting],
  );

  // Drops and Shift+Arrow presses alike; one save per event at a time (components/planning/day-moves.ts).
  const shiftEventBy = useDayMoves((event: CalendarEvent, days: number) =>
    updateEvent
      .mutateAsync(dayMoveRequest(event, event, days))
      .then((saved) => ({ ...event, ...eventDays(saved), version: saved.version }))
      .catch((error: unknown) => {
        toastChangeFailure('Failed to update event', error);
        return null;
      }),
  );

  function saveEvent(event: CalendarEvent, request: EventRequest) {
    updateEvent.mutate(
      { ...request, eventId: event.id, version: event.version },
      { onError: (error) => toastChangeFailure('Failed to update event', error) },
    );
  }

  function removeEvent(event: EventToDelete) {
    setEditing(null);
    deleteEvent(event);
  }

  if (detail.isPending) return <CenteredSpinner />;
  if (detail.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
      >
        {errorMessage(detail.error)}
      </div>
    );
  }

  const timelineDialog = (
    <CreateTimelineDialog open={isCreatingTimeline} onOpenChange={setIsCreatingTimeline} onCreate={createTimeline} />
  );

  if (timelines.length === 0) {
    return (
      <>
        <NoTimelinesState canAdmin={access.canAdmin} onCreate={() => setIsCreatingTimeline(true)} />
        {timelineDialog}
      </>
    );
  }

  const isPartial = isPartialSelection(liveSelection, timelines.length);
  const goTo = (delta: number) =>
    setVisibleMonth((current) => shiftMonth(current.year, current.month, delta));
  const title = formatMonthTitle(visibleMonth.year, visibleMonth.month);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="icon" aria-label="Previous month" onClick={() => goTo(-1)}>
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
          <h2 className="min-w-40 text-center text-lg font-semibold text-gray-900" aria-live="polite">
            {title}
          </h2>
          <Button variant="secondary" size="icon" aria-label="Next month" onClick={() => goTo(1)}>
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </Button>
          <Button variant="secondary" onClick={() => setVisibleMonth(monthOf(today))}>
            Today
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {isSaving ? (
            <span role="status" className="flex items-center gap-1.5 text-sm text-gray-500">
              <Spinner className="h-4 w-4" />
              Saving...
            </span>
          ) : null}
          <TimelineFilter timelines={timelines} selectedIds={liveSelection} onChange={setSelectedIds} />
          <ExportMenu {...pictureExport} />
          {/* Undo, Redo and History as on the timeline and the table (docs/decisions.md D57); not on a public link. */}
          {isPublic ? null : <HistoryTools {...historyTools} canEdit={access.canEdit} />}
        </div>
      </div>
      <CalendarGrid
        layout={layout}
        device={device}
        cellHeight={grid.cellHeight}
        isPrinting={isPrinting}
        today={today}
        canEdit={access.canEdit}
        onOpenEvent={(event) => {
          if (access.canEdit) setEditing(event);
        }}
        onShiftEvent={shiftEventBy}
        onOpenDaySheet={setSheetDay}
        onDeleteEvent={access.canDeleteEvent ? setDeleting : undefined}
      />
      {isPartial ? (
        <FilterSummary
          summaries={visibleTimelines(timelines, liveSelection).map(summarizeTimeline)}
          totalCount={timelines.length}
        />
      ) : null}
      <DayListSheet
        day={sheetDay}
        canEdit={access.canEdit}
        onOpenEvent={(event) => access.canEdit && setEditing(event)}
        onClose={() => setSheetDay(null)}
        placement={device === 'desktop' ? 'center' : 'bottom'}
      />
      <DeleteEventConfirm event={deleting} onClose={() => setDeleting(null)} onDelete={removeEvent} />
      <EditEventDialog
        event={editing}
        objectives={objectives}
        canDelete={access.canDeleteEvent}
        onClose={() => setEditing(null)}
        onSave={saveEvent}
        onDelete={removeEvent}
      />
      {timelineDialog}
    </div>
  );
}
