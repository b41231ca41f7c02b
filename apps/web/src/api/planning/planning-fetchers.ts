import {
  EARLY_READ_PATHS,
  type BulkEventsBody,
  type CreateEventBody,
  type CreateTimelineBody,
  type MoveEventBody,
  type ObjectiveMap,
  type ProjectDetail,
  type UpdateEventBody,
  type UpdateTimelineBody,
} from '@plotline/shared';
import { api } from '@/lib/api-client';
import { lazySchema } from '@/api/response-schemas';
import { compactEvents } from './compact-events';
import { projectDetailUrl, projectPath, type DetailWindow } from './project-urls';

export { projectDetailUrl, projectPath } from './project-urls';

const projectDetailParser = lazySchema((schemas) => schemas.projectDetailSchema);
const objectiveMapParser = lazySchema((schemas) => schemas.objectiveMapSchema);
const timelineParser = lazySchema((schemas) => schemas.timelineSchema);
const deletedTimelineParser = lazySchema((schemas) => schemas.deletedTimelineSchema);
const timelineListParser = lazySchema((schemas) => schemas.timelineSchema.array());
const eventParser = lazySchema((schemas) => schemas.eventSchema);
/**
 * An update's or a move's answer: the event, plus the successors auto-schedule pushed forward in the
 * same change (`movedEvents`, docs/decisions.md D38), folded into the cache by the hooks.
 */
const eventAnswerParser = lazySchema((schemas) => schemas.eventSchema.extend({ movedEvents: schemas.eventSchema.array().optional() }));
const deletedEventParser = lazySchema((schemas) => schemas.deletedEventSchema);
const bulkEventsResultParser = lazySchema((schemas) => schemas.bulkEventsResultSchema);

const timelinePath = (projectId: string, timelineId: string) =>
  `${projectPath(projectId)}/timelines/${encodeURIComponent(timelineId)}`;
const eventPath = (projectId: string, timelineId: string, eventId: string) =>
  `${timelinePath(projectId, timelineId)}/events/${encodeURIComponent(eventId)}`;

/** The whole project, or with `window` only the events overlapping it plus `eventDates` (docs/decisions.md D35, D60). */
export function fetchProjectDetail(projectId: string, signal?: AbortSignal, window?: DetailWindow): Promise<ProjectDetail> {
  return api.get(projectDetailUrl(projectId, window), { schema: projectDetailParser, signal }).then(compactEvents);
}

export function fetchObjectives(signal?: AbortSignal): Promise<ObjectiveMap> {
  // The address index.html reads early (D106): the same request, so its answer is taken.
  return api.get(EARLY_READ_PATHS.objectives, { schema: objectiveMapParser, signal });
}

export const createTimeline = (projectId: string, body: CreateTimelineBody) =>
  api.post(`${projectPath(projectId)}/timelines`, body, { schema: timelineParser });

export const updateTimeline = (projectId: string, timelineId: string, body: UpdateTimelineBody) =>
  api.put(timelinePath(projectId, timelineId), body, { schema: timelineParser });

export const deleteTimeline = (projectId: string, timelineId: string) =>
  api.delete(timelinePath(projectId, timelineId), { schema: deletedTimelineParser });

export const reorderTimelines = (projectId: string, timelineIds: string[]) =>
  api.put(`/api/v1/dragdrop/projects/${encodeURIComponent(projectId)}/timelines/reorder`, { timelineIds }, {
    schema: timelineListParser,
  });

export const createEvent = (projectId: string, timelineId: string, body: CreateEventBody) =>
  api.post(`${timelinePath(projectId, timelineId)}/events`, body, { schema: eventParser });

export const updateEvent = (projectId: string, timelineId: string, eventId: string, body: UpdateEventBody) =>
  api.put(eventPath(projectId, timelineId, eventId), body, { schema: eventAnswerParser });

export const deleteEvent = (projectId: string, timelineId: string, eventId: string) =>
  api.delete(eventPath(projectId, timelineId, eventId), { schema: deletedEventParser });

export const moveEvent = (eventId: string, body: MoveEventBody) =>
  api.put(`/api/v1/dragdrop/events/${encodeURIComponent(eventId)}/move`, body, { schema: eventAnswerParser });

/** Many events at once, all or nothing (docs/decisions.md D48). */
export const bulkChangeEvents = (projectId: string, body: BulkEventsBody) =>
  api.post(`${projectPath(projectId)}/events/bulk`, body, { schema: bulkEventsResultParser });
