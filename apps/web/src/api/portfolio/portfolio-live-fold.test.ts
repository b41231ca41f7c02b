import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Clash, Clashes, Portfolio, PortfolioProject, ProjectSummary } from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { clashesWithout, diffSnapshot, portfolioWithout, windowKeyHolds } from './portfolio-live-fold';
import { dropProject } from './portfolio-live';
import { portfolioKeys } from './portfolio-keys';
import { mergePortfolio } from './portfolio-merge';

const project = (id: string) => ({ id, name: id, revision: 1, timelines: [], dependencies: [] }) as unknown as PortfolioProject;
const answer = (...ids: string[]): Portfolio => ({ from: '2026-01-01', to: '2026-03-31', projects: ids.map(project) });
const clash = (...projectIds: string[]): Clash => ({
  kind: 'deployment',
  days: { from: '2026-02-01', to: '2026-02-02' },
  events: projectIds.map((projectId) => ({ eventId: `e-${projectId}`, projectId, projectName: projectId, timelineId: 't', title: 'x', date: '', endDate: null })),
  eventCount: projectIds.length,
});
const summary = (id: string, revision: number) => ({ id, revision }) as ProjectSummary;

describe('portfolio live fold (docs/decisions.md D76)', () => {
  it('drops a lost project from a window answer, leaving an answer without it untouched', () => {
    const held = answer('a', 'b');
    expect(portfolioWithout(held, 'a').projects.map((p) => p.id)).toEqual(['b']);
    const other = answer('b');
    expect(portfolioWithout(other, 'a')).toBe(other);
  });

  it('drops the clashes a lost project is part of and counts them out of the total', () => {
    const held: Clashes = { clashes: [clash('a', 'b'), clash('b', 'c'), clash('c', 'a')], total: 5, truncated: true };
    const left = clashesWithout(held, 'a');
    expect(left.clashes).toEqual([clash('b', 'c')]);
    expect(left.total).toBe(3);
    expect(clashesWithout(left, 'a')).toBe(left);
  });

  it("says what a snapshot removed, added and moved against the held list", () => {
    const diff = diffSnapshot([summary('a', 1), summary('b', 4), summary('c', 2)], [
      { projectId: 'b', revision: 5 },
      { projectId: 'c', revision: 2 },
      { projectId: 'd', revision: 0 },
    ]);
    expect(diff).toEqual({ removed: ['a'], added: ['d'], changed: ['b'] });
  });

  it('reads again only the windows whose page names the project (or that ask for every project)', () => {
    const window = { from: '2026-01-01', to: '2026-03-31' };
    expect(windowKeyHolds(portfolioKeys.window(window, ['a', 'b']), 'b')).toBe(true);
    expect(windowKeyHolds(portfolioKeys.window(window, ['ab', 'c']), 'a')).toBe(false);
    expect(windowKeyHolds(portfolioKeys.window(window, []), 'a')).toBe(true);
  });

  it('takes a lost project out of every cached window, the clashes and the project list at once', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = { from: '2026-01-01', to: '2026-03-31' };
    const second = { from: '2026-04-01', to: '2026-06-30' };
    queryClient.setQueryData(portfolioKeys.window(first, ['a', 'b']), answer('a', 'b'));
    queryClient.setQueryData(portfolioKeys.window(second, ['a', 'b']), answer('a', 'b'));
    queryClient.setQueryData(portfolioKeys.clashes(first, []), { clashes: [clash('a', 'b')], total: 1, truncated: false });
    queryClient.setQueryData(projectKeys.list(), [summary('a', 1), summary('b', 1)]);

    dropProject(queryClient, 'a');

    const windows = [first, second].map((window) => queryClient.getQueryData<Portfolio>(portfolioKeys.window(window, ['a', 'b']))!);
    expect(mergePortfolio(windows).map((p) => p.id)).toEqual(['b']);
    expect(queryClient.getQueryData<Clashes>(portfolioKeys.clashes(first, []))?.clashes).toEqual([]);
    expect(queryClient.getQueryData<ProjectSummary[]>(projectKeys.list())?.map((p) => p.id)).toEqual(['b']);
  });
});
