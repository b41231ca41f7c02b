import type { AccessLevel, ProjectDetail, TimelineWithEvents } from '@plotline/shared';

export const TEST_PROJECT_ID = '0190f5b2-0000-7000-8000-0000000000a1';

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
