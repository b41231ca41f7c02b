import {
  bulkEventsResultSchema,
  deletedEventSchema,
  deletedTimelineSchema,
  eventSchema,
  objectiveMapSchema,
  projectDetailSchema,
  timelineSchema,
  type BulkEventsBody,
  type CreateEventBody,
  type CreateTimelineBody,
  type MoveEventBody,
  type ObjectiveMap,
  type ProjectDetail,
  type UpdateEventBody,
  type UpdateTimelineBody,
} from '@plotline/shared';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const projectPath = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}`;
const timelinePath = (projectId: string, timelineId: string) =>
  `${projectPath(projectId)}/timelines/${encodeURIComponent(timelineId)}`;
const eventPath = (projectId: string, timelineId: string, eventId: string) =>
  `${timelinePath(projectId, timelineId)}/events/${encodeURIComponent(eventId)}`;

/** The whole project, or with `window` only the events overlapping it plus `eventDates` (docs/decisions.md D35, D60). */
export function fetchProjectDetail(
  projectId: string,
  signal?: AbortSignal,
  window?: { from?: string | undefined; to?: string | undefined },
): Promise<ProjectDetail> {
  const query = new URLSearchParams();
  if (window?.from) query.set('from', window.from);
  if (window?.to) query.set('to', window.to);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return api.get(`${projectPath(projectId)}${search}`, { schema: projectDetailSchema, signal });
}

export function fetchObjectives(signal?: AbortSignal): Promise<ObjectiveMap> {
  return api.get('/api/v1/objectives', { schema: objectiveMapSchema, signal });
}

export const createTimeline = (projectId: string, body: CreateTimelineBody) =>
  api.post(`${projectPath(projectId)}/timelines`, body, { schema: timelineSchema });

export const updateTimeline = (projectId: string, timelineId: string, body: UpdateTimelineBody) =>
  api.put(timelinePath(projectId, timelineId), body, { schema: timelineSchema });

export const deleteTimeline = (projectId: string, timelineId: string) =>
  api.delete(timelinePath(projectId, timelineId), { schema: deletedTimelineSchema });

export const reorderTimelines = (projectId: string, timelineIds: string[]) =>
  api.put(`/api/v1/dragdrop/projects/${encodeURIComponent(projectId)}/timelines/reorder`, { timelineIds }, {
    schema: timelineSchema.array(),
  });

export const createEvent = (projectId: string, timelineId: string, body: CreateEventBody) =>
  api.post(`${timelinePath(projectId, timelineId)}/events`, body, { schema: eventSchema });

/**
 * An update's or a move's answer: the event, plus the successors auto-schedule pushed forward in the
 * same change (`movedEvents`, docs/decisions.md D38), folded into the cache by the hooks.
 */
const eventAnswerSchema = eventSchema.extend({ movedEvents: z.array(eventSchema).optional() });

export const updateEvent = (projectId: string, timelineId: string, eventId: string, body: UpdateEventBody) =>
  api.put(eventPath(projectId, timelineId, eventId), body, { schema: eventAnswerSchema });

export const deleteEvent = (projectId: string, timelineId: string, eventId: string) =>
  api.delete(eventPath(projectId, timelineId, eventId), { schema: deletedEventSchema });

export const moveEvent = (eventId: string, body: MoveEventBody) =>
  api.put(`/api/v1/dragdrop/events/${encodeURIComponent(eventId)}/move`, body, { schema: eventAnswerSchema });

/** Many events at once, all or nothing (docs/decisions.md D48). */
export const bulkChangeEvents = (projectId: string, body: BulkEventsBody) =>
  api.post(`${projectPath(projectId)}/events/bulk`, body, { schema: bulkEventsResultSchema });
