import { describe, expect, it } from 'vitest';
import type { PortfolioProject } from '@/api/portfolio';
import { canEditProject, filterPortfolio, listedProjects, portfolioRows, PROJECT_PAGE_SIZE, projectPages } from './portfolio-rows';

const project = (id: string, isOwner: boolean, objectives: string[]): PortfolioProject =>
  ({
    id,
    name: id,
    isOwner,
    effectiveLevel: isOwner ? 'owner' : 'read',
    timelineCount: 1,
    timelines: [
      {
        id: `${id}-t`,
        name: 'T',
        events: objectives.map((objective, index) => ({ id: `${id}-${index}`, objective })),
      },
    ],
  }) as unknown as PortfolioProject;

const PROJECTS = [project('mine', true, ['testing', 'deployment']), project('shared', false, ['deployment'])];
const LOADED = new Map(PROJECTS.map((p) => [p.id, p]));
const ALL = new Set(PROJECTS.map((p) => p.id));

describe('portfolio rows', () => {
  it('lists the chosen projects by name, only the owned ones for "Only my projects"', () => {
    const reversed = [...PROJECTS].reverse();
    expect(listedProjects(reversed, [], false).map((p) => p.id)).toEqual(['mine', 'shared']);
    expect(listedProjects(reversed, [], true).map((p) => p.id)).toEqual(['mine']);
    expect(listedProjects(reversed, ['shared'], false).map((p) => p.id)).toEqual(['shared']);
  });

  it('asks for the projects page by page', () => {
    const many = Array.from({ length: PROJECT_PAGE_SIZE + 1 }, (_, index) => project(`p${index}`, true, []));
    expect(projectPages(many).map((page) => page.length)).toEqual([PROJECT_PAGE_SIZE, 1]);
  });

  it('keeps only the chosen objectives, every timeline still listed', () => {
    const [mine, shared] = filterPortfolio(PROJECTS, { objectives: ['testing'], onlyMine: false });
    expect(mine?.timelines[0]?.events.map((event) => event.objective)).toEqual(['testing']);
    expect(shared?.timelines[0]?.events).toEqual([]);
  });

  it('lists a header per project and its timelines unless collapsed', () => {
    const rows = portfolioRows(PROJECTS, LOADED, ALL, new Set(['shared']));
    expect(rows.map((row) => row.key)).toEqual(['project-mine', 'timeline-mine-t', 'project-shared']);
    expect(rows[2]).toMatchObject({ kind: 'project', isCollapsed: true });
  });

  it('holds a pending row per timeline while a page loads, and drops a project its page answered without', () => {
    const rows = portfolioRows(PROJECTS, new Map([['mine', PROJECTS[0]!]]), new Set(['mine']), new Set());
    expect(rows.map((row) => row.key)).toEqual(['project-mine', 'timeline-mine-t', 'project-shared', 'pending-shared-0']);
    const gone = portfolioRows(PROJECTS, new Map([['mine', PROJECTS[0]!]]), ALL, new Set());
    expect(gone.map((row) => row.key)).toEqual(['project-mine', 'timeline-mine-t']);
  });

  it('lets an owner move events and a reader not', () => {
    expect(PROJECTS.map(canEditProject)).toEqual([true, false]);
  });
});
