import { EARLY_READ_PATHS, VIEW_PATHS } from '@plotline/shared';
import { projectDetailUrl } from '@/api/planning/project-urls';
import { chooseProject, readSelectedProject } from '@/api/preferences/project-choice';
import { expectEarlyRead, peekEarlyRead, startEarlyRead } from '@/lib/early-reads';
import { getProjectId } from '@/lib/project-search';
import { firstTimelineWindow } from '@/lib/timeline-first-window';

/*
 * The timeline's first project read, started by the early script (src/early.ts, docs/decisions.md
 * D83, D109) ahead of the entry: once the early answers are in (the project list, the ui and timeline preferences; usually before the entry has
 * run), the project the shell will select and the window the board will ask for are known, so that
 * read is sent now instead of after the shell and the view have rendered. It goes in with the early
 * reads, so the view's own read (the same address) takes its answer once.
 */

type Values = Record<string, unknown>;
const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A windowed project read (`projectDetailUrl` with a window), what the timeline's first read asks. */
const isProjectWindowRead = (url: string) => /^\/api\/v1\/projects\/[^/?]+\?from=/.test(url);

/**
 * Starts the read once the early answers are in. Until it is started (or given up), a project
 * window read the app asks meanwhile waits for it instead of going out as a second request.
 */
export function startEarlyProjectRead(location: Pick<Location, 'pathname' | 'search'>, width: number): Promise<void> {
  if (location.pathname !== VIEW_PATHS.timeline) return Promise.resolve();
  const decided = startWhenKnown(location, width).catch(() => {});
  expectEarlyRead(isProjectWindowRead, decided);
  return decided;
}

async function startWhenKnown(location: Pick<Location, 'pathname' | 'search'>, width: number): Promise<void> {
  const [projects, ui, timeline] = await Promise.all(
    [EARLY_READ_PATHS.projects, EARLY_READ_PATHS.uiPreferences, EARLY_READ_PATHS.timelinePreferences].map(peekEarlyRead),
  );
  if (!Array.isArray(projects) || !isValues(ui) || !isValues(timeline)) return;
  const summaries = projects.filter((project): project is { id: string } => isValues(project) && typeof project.id === 'string');
  const search = new URLSearchParams(location.search);
  const inUrl = getProjectId(search);
  const choice = chooseProject(summaries, inUrl, readSelectedProject(ui));
  const projectId = choice?.projectId ?? (summaries.some((project) => project.id === inUrl) ? inUrl : null);
  if (!projectId) return;
  const { from, to } = firstTimelineWindow(search, timeline, width);
  startEarlyRead(projectDetailUrl(projectId, { from, to }));
}
