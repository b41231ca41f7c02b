import { useState } from 'react';
import { useNavigate } from '@/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, RefreshCw } from 'lucide-react';
import { eventDays, localToday, type PlanningEvent } from '@plotline/shared';
import { useObjectiveMap } from '@/api/planning';
import { portfolioKeys, useClashes, useMovePortfolioEvent, type Clash, type DayWindow } from '@/api/portfolio';
import { usePortfolioLive } from '@/api/portfolio/portfolio-live';
import { useProjectsQuery } from '@/api/projects';
import { clashEventIds } from '@/components/planning/clashes/clash-text';
import { ClashesButton } from '@/components/planning/clashes/clashes-button';
import { dayMoveRequest, useDayMoves } from '@/components/planning/day-moves';
import { ZoomControl } from '@/components/planning/timeline/zoom-control';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { toastChangeFailure } from '@/lib/failure-toast';
import { useIsMobile } from '@/lib/use-media-query';
import { timelineEventLink } from '@/lib/view-params';
import { PortfolioBoard } from './components/portfolio-board';
import { ObjectiveFilter, OnlyMineFilter, ProjectFilter } from './components/portfolio-filters';
import { usePortfolioView } from './hooks/use-portfolio-view';
import { NO_FILTERS, type PortfolioFilters } from './utils/portfolio-rows';

const NO_IDS: readonly string[] = [];

/**
 * Portfolio View (issue 20, docs/decisions.md D45): every project the user can read on one time axis,
 * grouped by project, with the projects, objectives and "Only my projects" filters and the clashes
 * between projects. A click opens an event in its project's timeline view. Its live stream keeps it
 * current: a project the user loses leaves at once, a gained one appears (docs/decisions.md D76).
 */
export function PortfolioPage() {
  const view = usePortfolioView();
  usePortfolioLive();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const projects = useProjectsQuery();
  const { objectives } = useObjectiveMap();
  const [projectIds, setProjectIds] = useState<readonly string[]>(NO_IDS);
  const [filters, setFilters] = useState<PortfolioFilters>(NO_FILTERS);
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  // The clashes of the days loaded, not of the whole canvas: five years of 100,000 events would keep
  // the server busy for minutes (docs/decisions.md D53).
  const [span, setSpan] = useState<DayWindow | null>(null);
  const clashes = useClashes(span ?? { from: view.range.start, to: view.range.start }, projectIds, span !== null);
  const move = useMovePortfolioEvent();

  // One save per event at a time, like the timeline's drags (components/planning/day-moves.ts).
  const handleMove = useDayMoves((event: PlanningEvent, days: number) => {
    const request = dayMoveRequest(event, eventDays(event), days);
    return move
      .mutateAsync({ event, date: request.date, endDate: request.endDate })
      .then(({ movedEvents: _moved, ...saved }) => saved)
      .catch((error: unknown) => {
        toastChangeFailure('Failed to update event position', error);
        return null;
      });
  });

  const focusClash = (clash: Clash) => {
    const ids = clashEventIds(clash);
    setHighlighted(new Set(ids));
    const projectIds = clash.events.flatMap((event) => (event.projectId ? [event.projectId] : []));
    view.requestView('focus', clash.days.from, ids, projectIds);
  };

  return (
    <Page title="Portfolio View" description="Every project you can see, on one time axis." className="max-w-none">
      <div
        role="toolbar"
        aria-label="Portfolio tools"
        className="mb-4 flex flex-wrap items-end gap-2 rounded-xl border border-gray-200 bg-white p-3 shadow-sm md:[&>button]:h-10 md:[&>label]:h-10"
      >
        <Button variant="secondary" size="sm" onClick={() => view.requestView('today', localToday())}>
          <CalendarClock className="h-4 w-4" aria-hidden="true" /> Today
        </Button>
        <ZoomControl zoom={view.zoom} onZoomChange={view.setZoom} />
        <ProjectFilter projects={projects.data ?? []} selected={projectIds} onChange={setProjectIds} />
        <ObjectiveFilter
          objectives={objectives}
          selected={filters.objectives}
          onChange={(ids) => setFilters((current) => ({ ...current, objectives: ids }))}
        />
        <OnlyMineFilter
          checked={filters.onlyMine}
          onChange={(onlyMine) => setFilters((current) => ({ ...current, onlyMine }))}
        />
        <ClashesButton clashes={clashes.data?.clashes ?? []} total={clashes.data?.total} isLoading={clashes.isPending} onFocusClash={focusClash} />
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          aria-label="Refresh"
          onClick={() => void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          <span className="max-sm:sr-only">Refresh</span>
        </Button>
      </div>
      <PortfolioBoard
        view={view}
        projects={projects.data}
        projectsError={projects.error}
        onSpanChange={setSpan}
        projectIds={projectIds}
        filters={filters}
        objectives={objectives}
        isMobile={isMobile}
        highlighted={highlighted}
        onOpenEvent={(event) => navigate(timelineEventLink(event, view.zoom))}
        onMoveEvent={handleMove}
      />
    </Page>
  );
}
