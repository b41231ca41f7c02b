import { describe, expect, it } from 'vitest';
import type { PortfolioProject } from '@/api/portfolio';
import { canEditProject, filterPortfolio, portfolioRows } from './portfolio-rows';

const project = (id: string, isOwner: boolean, objectives: string[]): PortfolioProject =>
  ({
    id,
    name: id,
    isOwner,
    effectiveLevel: isOwner ? 'owner' : 'read',
    timelines: [
      {
        id: `${id}-t`,
        name: 'T',
        events: objectives.map((objective, index) => ({ id: `${id}-${index}`, objective })),
      },
    ],
  }) as unknown as PortfolioProject;

const PROJECTS = [project('mine', true, ['testing', 'deployment']), project('shared', false, ['deployment'])];

describe('portfolio rows', () => {
  it('keeps only the owned projects for "Only my projects"', () => {
    expect(filterPortfolio(PROJECTS, { objectives: [], onlyMine: true }).map((p) => p.id)).toEqual(['mine']);
  });

  it('keeps only the chosen objectives, every timeline still listed', () => {
    const [mine, shared] = filterPortfolio(PROJECTS, { objectives: ['testing'], onlyMine: false });
    expect(mine?.timelines[0]?.events.map((event) => event.objective)).toEqual(['testing']);
    expect(shared?.timelines[0]?.events).toEqual([]);
  });

  it('lists a header per project and its timelines unless collapsed', () => {
    const rows = portfolioRows(PROJECTS, new Set(['shared']));
    expect(rows.map((row) => row.key)).toEqual(['project-mine', 'timeline-mine-t', 'project-shared']);
    expect(rows[2]).toMatchObject({ kind: 'project', isCollapsed: true });
  });

  it('lets an owner move events and a reader not', () => {
    expect(PROJECTS.map(canEditProject)).toEqual([true, false]);
  });
});
