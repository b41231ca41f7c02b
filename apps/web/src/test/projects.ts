import { toWireDate, type AccessLevel, type PlanningEvent, type ProjectDetail, type TimelineWithEvents } from '@plotline/shared';

export const TEST_PROJECT_ID = '0190f5b2-0000-7000-8000-0000000000a1';

/** An event as the API answers it: single-day on `date` (a calendar date or wire timestamp), titled by its id, version 1. */
export function makeEvent(id: string, timelineId: string, date: string, overrides: Partial<PlanningEvent> = {}): PlanningEvent {
  return {
    id,
    projectId: 'p',
    timelineId,
    title: id,
    description: '',
    date: date.length === 10 ? toWireDate(date) : date,
    endDate: null,
    objective: 'preparation',
    displayOrder: 0,
    version: 1,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

/** A project as GET /api/v1/projects/:id answers it, seen with `level`; counts follow the timelines. */
export function makeProjectDetail(level: AccessLevel, timelines: TimelineWithEvents[] = []): ProjectDetail {
  return {
    id: TEST_PROJECT_ID,
    name: 'Apollo',
    description: '',
    color: '#3B82F6',
    ownerId: 'o',
    ownerName: 'Olive',
    isOwner: level === 'owner',
    isShared: false,
    userAccessLevel: level,
    effectiveLevel: level,
    limitedBy: null,
    timelineCount: timelines.length,
    eventCount: timelines.reduce((sum, timeline) => sum + timeline.events.length, 0),
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    version: 1,
    revision: 1,
    timelines,
  };
}
