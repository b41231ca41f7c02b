import { describe, expect, it } from 'vitest';
import type { PlanningEvent, TimelineWithEvents } from '@plotline/shared';
import { makeEvent, makeTimeline } from '@/test/projects';
import {
  calendarEvents,
  isPartialSelection,
  openingDate,
  summarizeTimeline,
  toggleTimeline,
  visibleTimelines,
} from './calendar-events';

const objectives = { testing: { id: 'testing', name: 'Testing', color: '#F59E0B', description: '' } };

function event(id: string, date: string, endDate: string | null, objective = 'testing'): PlanningEvent {
  return makeEvent(id, 't', `${date}T12:00:00.000Z`, { endDate: endDate ? `${endDate}T12:00:00.000Z` : null, objective });
}

function timeline(id: string, events: PlanningEvent[]): TimelineWithEvents {
  return makeTimeline(id, { projectId: 'p', name: `Timeline ${id}`, color: '#123456', createdAt: '', updatedAt: '', events });
}

const timelines = [
  timeline('a', [event('a1', '2026-03-02', '2026-03-09'), event('a2', '2026-02-20', null, 'gone')]),
  timeline('b', [event('b1', '2026-03-05', null)]),
  timeline('c', []),
];

describe('calendar events', () => {
  it('derives calendar dates and colours; unknown objectives show Unknown in grey', () => {
    const [a1, a2] = calendarEvents(timelines, null, objectives);
    expect(a1).toMatchObject({
      start: '2026-03-02',
      end: '2026-03-09',
      objectiveName: 'Testing',
      objectiveColor: '#F59E0B',
      timelineColor: '#123456',
    });
    expect(a2).toMatchObject({ end: null, objectiveName: 'Unknown', objectiveColor: '#6B7280' });
  });

  it('shows everything when nothing or all is selected, else only the selection', () => {
    expect(visibleTimelines(timelines, null)).toHaveLength(3);
    expect(visibleTimelines(timelines, [])).toHaveLength(3);
    expect(calendarEvents(timelines, ['b'], objectives).map((item) => item.id)).toEqual(['b1']);
  });

  it('shows the summary only for some-but-not-all selections', () => {
    expect(isPartialSelection(null, 3)).toBe(false);
    expect(isPartialSelection([], 3)).toBe(false);
    expect(isPartialSelection(['a', 'b', 'c'], 3)).toBe(false);
    expect(isPartialSelection(['a'], 3)).toBe(true);
  });

  it('summarizes totals, earliest start and latest end', () => {
    expect(summarizeTimeline(timelines[0]!)).toMatchObject({
      eventCount: 2,
      earliestStart: '2026-02-20',
      latestEnd: '2026-03-09',
    });
    expect(summarizeTimeline(timelines[2]!)).toMatchObject({
      eventCount: 0,
      earliestStart: null,
      latestEnd: null,
    });
  });

  it('toggles from the all-selected start', () => {
    expect(toggleTimeline(null, ['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(toggleTimeline(['a'], ['a', 'b', 'c'], 'b')).toEqual(['a', 'b']);
  });
});

describe('a public link opens the calendar on', () => {
  const timeline = (events: PlanningEvent[]): TimelineWithEvents => makeTimeline('t', { events });

  it("the project's first upcoming event, across timelines", () => {
    const timelines = [
      timeline([event('old', '2025-01-10', null), event('later', '2025-11-03', null)]),
      timeline([event('next', '2025-09-15', '2025-09-20')]),
    ];
    expect(openingDate(timelines, '2025-08-01')).toBe('2025-09-15');
  });

  it('today when an event is under way', () => {
    expect(openingDate([timeline([event('running', '2025-07-20', '2025-08-20'), event('next', '2025-09-01', null)])], '2025-08-01')).toBe('2025-08-01');
  });

  it('the first event when every event is over, and today without events', () => {
    expect(openingDate([timeline([event('b', '2025-03-01', null), event('a', '2025-02-01', '2025-02-03')])], '2025-08-01')).toBe('2025-02-01');
    expect(openingDate([], '2025-08-01')).toBe('2025-08-01');
  });
});
