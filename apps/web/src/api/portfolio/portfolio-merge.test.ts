import { describe, expect, it } from 'vitest';
import type { PlanningEvent, Portfolio, PortfolioProject } from '@plotline/shared';
import { mergePortfolio } from './portfolio-merge';

const event = (id: string, date: string, version = 1): PlanningEvent => ({
  id,
  projectId: 'p1',
  timelineId: 't1',
  title: id,
  description: '',
  date: `${date}T12:00:00.000Z`,
  endDate: null,
  objective: 'development',
  isMilestone: false,
  isFreeze: false,
  displayOrder: 0,
  version,
  createdAt: '',
  updatedAt: '',
});

const project = (id: string, revision: number, events: PlanningEvent[]): PortfolioProject =>
  ({
    id,
    name: id,
    revision,
    timelines: [{ id: 't1', projectId: id, name: 'T', color: '#000000', displayOrder: 0, version: 1, createdAt: '', updatedAt: '', events }],
    dependencies: [],
  }) as unknown as PortfolioProject;

const answer = (projects: PortfolioProject[]): Portfolio => ({ from: '', to: '', projects });

describe('mergePortfolio', () => {
  it('joins the windows: an event in two windows once, in its freshest copy, by date', () => {
    const merged = mergePortfolio([
      answer([project('p1', 1, [event('a', '2026-01-05'), event('b', '2026-01-30')])]),
      answer([project('p1', 2, [event('b', '2026-01-30', 2), event('c', '2026-02-10')])]),
    ]);
    expect(merged).toHaveLength(1);
    const events = merged[0]?.timelines[0]?.events ?? [];
    expect(events.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(events[1]?.version).toBe(2);
  });

  it('drops a project that one window no longer lists (access lost)', () => {
    const merged = mergePortfolio([
      answer([project('p1', 1, []), project('p2', 1, [])]),
      answer([project('p1', 1, [])]),
    ]);
    expect(merged.map((p) => p.id)).toEqual(['p1']);
  });

  it('is empty without answers', () => {
    expect(mergePortfolio([])).toEqual([]);
  });
});
