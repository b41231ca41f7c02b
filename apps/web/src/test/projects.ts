import {
  toWireDate,
  type AccessLevel,
  type PlanningDependency,
  type PlanningEvent,
  type ProjectDetail,
  type ProjectSummary,
  type TimelineWithEvents,
} from '@plotline/shared';

export const TEST_PROJECT_ID = '0190f5b2-0000-7000-8000-0000000000a1';
const STAMP = '2025-01-01T00:00:00.000Z';

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
    isMilestone: false,
    isFreeze: false,
    displayOrder: 0,
    version: 1,
    createdAt: '',
    updatedAt: '',
    ...overrides,
  };
}

/** A timeline as the API answers it: "Design", green, first, version 1, no events unless given. */
export function makeTimeline(id: string, overrides: Partial<TimelineWithEvents> = {}): TimelineWithEvents {
  return {
    id,
    projectId: TEST_PROJECT_ID,
    name: 'Design',
    color: '#10B981',
    displayOrder: 0,
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    events: [],
    ...overrides,
  };
}

/** A project as the project list answers it: "Apollo", owned by Ada Lovelace, empty. */
export function makeProjectSummary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: TEST_PROJECT_ID,
    name: 'Apollo',
    description: '',
    color: '#3B82F6',
    ownerId: 'owner',
    ownerName: 'Ada Lovelace',
    isOwner: true,
    isShared: false,
    userAccessLevel: 'owner',
    effectiveLevel: 'owner',
    limitedBy: null,
    timelineCount: 0,
    eventCount: 0,
    autoSchedule: false,
    isFreeze: false,
    version: 1,
    revision: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** A project as GET /api/v1/projects/:id answers it, seen with `level`; counts follow the timelines. */
export function makeProjectDetail(level: AccessLevel, timelines: TimelineWithEvents[] = []): ProjectDetail {
  const summary = makeProjectSummary({
    ownerId: 'o',
    ownerName: 'Olive',
    isOwner: level === 'owner',
    userAccessLevel: level,
    effectiveLevel: level,
    timelineCount: timelines.length,
    eventCount: timelines.reduce((sum, timeline) => sum + timeline.events.length, 0),
    revision: 1,
  });
  return { ...summary, timelines, dependencies: [] };
}

/** A dependency as the project answers it: finish-to-start, no lag, version 1, kept. */
export function makeDependency(
  id: string,
  fromEventId: string,
  toEventId: string,
  overrides: Partial<PlanningDependency> = {},
): PlanningDependency {
  return { id, fromEventId, toEventId, type: 'finish_to_start', lagDays: 0, version: 1, isViolated: false, ...overrides };
}
