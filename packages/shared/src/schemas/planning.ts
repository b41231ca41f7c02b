import { z } from 'zod';
import { DEFAULT_COLOR } from '../constants.js';
import { isEndBeforeStart } from '../dates.js';
import { DEFAULT_OBJECTIVE } from '../objectives.js';
import { DEPENDENCY_TYPES } from '../scheduling/types.js';
import { ACCESS_LEVELS, DEFAULT_SHARE_LEVEL, ORGANIZATION_ROLES, SHARE_LEVELS } from '../roles.js';
import {
  calendarDateSchema,
  colorSchema,
  descriptionSchema,
  idSchema,
  nameSchema,
  titleSchema,
} from './common.js';
import { PLANNING_MESSAGES } from '../planning-messages.js';
import { hasNoNul, NO_NUL } from '../text-rules.js';

/*
 * The planning API: projects, timelines,
 * events, drag and drop, objectives and sharing. Request bodies are strict (an unknown field is a
 * 400 naming it, so ownerId/version/projectId cannot be mass-assigned); responses list exactly
 * the fields the wire carries. Every entity carries `version`; PUT bodies send back the version
 * the client saw and a stale one is answered with 409 CONFLICT.
 */

/** Unknown keys are refused with a message naming them (mass assignment, typos). */
export const strictBody = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}` : undefined,
  });

export const versionSchema = z
  .number({ message: 'is required (the version you loaded)' })
  .int('must be an integer')
  .min(1, 'must be at least 1')
  // Versions live in 32-bit integer columns; a larger number can never match and must not reach SQL.
  .max(2_147_483_647, 'must be at most 2147483647');

/** An objective key; unknown keys are stored as preparation (normalizeObjective). */
export const objectiveKeySchema = z.string().trim().max(64, 'must be at most 64 characters').refine(hasNoNul, NO_NUL);

/** `null`, '' or absent mean a single-day event. */
const optionalEndDateSchema = z
  .union([z.literal('').transform(() => null), z.null(), calendarDateSchema])
  .optional();

// ---------------------------------------------------------------------------------------------
// Path parameters

export const projectParamsSchema = z.object({ id: idSchema });
export const timelineParamsSchema = z.object({ id: idSchema, timelineId: idSchema });
export const eventParamsSchema = z.object({ id: idSchema, timelineId: idSchema, eventId: idSchema });
export const moveEventParamsSchema = z.object({ eventId: idSchema });
export const permissionParamsSchema = z.object({ id: idSchema, userId: idSchema });
export const timelineNameParamsSchema = z.object({ name: nameSchema });

// ---------------------------------------------------------------------------------------------
// Responses

export const eventSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  timelineId: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO timestamp at 12:00:00.000Z. */
  date: z.string(),
  /** ISO timestamp at 12:00:00.000Z, or null for a single-day event. */
  endDate: z.string().nullable(),
  objective: z.string(),
  /** A milestone is always single-day (endDate null); docs/decisions.md D36. */
  isMilestone: z.boolean(),
  /** A freeze: no deployment should overlap it, in any project (portfolio clashes, docs/decisions.md D44). */
  isFreeze: z.boolean(),
  displayOrder: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanningEvent = z.infer<typeof eventSchema>;

/**
 * The answer of an event update or move: the event, plus the successors auto-schedule pushed
 * forward in the same transaction (empty when the project's autoSchedule is off or nothing had to move).
 */
export const scheduledEventSchema = eventSchema.extend({ movedEvents: z.array(eventSchema) });
export type ScheduledEvent = z.infer<typeof scheduledEventSchema>;

/** "from" is the predecessor, "to" the successor (packages/shared/src/scheduling). */
export const dependencySchema = z.object({
  id: z.string(),
  fromEventId: z.string(),
  toEventId: z.string(),
  type: z.enum(DEPENDENCY_TYPES),
  lagDays: z.number().int(),
  version: z.number().int(),
  /** The successor starts (or finishes, by type) before its predecessor allows (isDependencyViolated). */
  isViolated: z.boolean(),
});
export type PlanningDependency = z.infer<typeof dependencySchema>;

/**
 * The answer of a dependency's creation or change: the dependency, plus the successor (and its own
 * successors) auto-schedule pushed forward in the same transaction (empty when autoSchedule is off
 * or nothing had to move), like an event update's `scheduledEventSchema`.
 */
export const scheduledDependencySchema = dependencySchema.extend({ movedEvents: z.array(eventSchema) });
export type ScheduledDependency = z.infer<typeof scheduledDependencySchema>;

export const timelineSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  color: z.string(),
  displayOrder: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** A timeline with its events ordered by date, then displayOrder. */
export const timelineWithEventsSchema = timelineSchema.extend({ events: z.array(eventSchema) });
export type TimelineWithEvents = z.infer<typeof timelineWithEventsSchema>;

/** Their role in the project owner's organization; null when they are not a member of it. */
const organizationRoleInOwnersSchema = z.enum(ORGANIZATION_ROLES).nullable();

/** The organization role that lowers a share level (permissions.ts, effectiveAccess). */
export const accessLimitSchema = z.object({ organizationRole: organizationRoleInOwnersSchema });

export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  isOwner: z.boolean(),
  /** The project has at least one share entry (then organization roles also count). */
  isShared: z.boolean(),
  userAccessLevel: z.enum(ACCESS_LEVELS),
  /** What the user can actually do: the share level lowered by their organization role (effectiveAccess). */
  effectiveLevel: z.enum(ACCESS_LEVELS),
  /** Why effectiveLevel is below userAccessLevel, or null when it is not. */
  limitedBy: accessLimitSchema.nullable(),
  timelineCount: z.number().int(),
  eventCount: z.number().int(),
  /** Moving an event pushes its successors forward (docs/decisions.md D36). */
  autoSchedule: z.boolean(),
  /** Every day of every event of this project is a freeze (docs/decisions.md D44). */
  isFreeze: z.boolean(),
  version: z.number().int(),
  /** Moves with every committed change to the project, its timelines, events or sharing (live updates). */
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /projects/:id: the summary plus timelines ordered by displayOrder, each with its events, and the dependencies. */
export const projectDetailSchema = projectSummarySchema.extend({
  timelines: z.array(timelineWithEventsSchema),
  dependencies: z.array(dependencySchema),
  /**
   * Only in a windowed answer (`?from&to`): the first day any event starts and the last day any
   * ends (YYYY-MM-DD), over the whole project, so a client can page in the rest by date range
   * (docs/decisions.md D60); null when the project has no events.
   */
  eventDates: z
    .object({ first: z.string(), last: z.string() })
    .nullable()
    .optional()
    .describe('Windowed answers only: the first and last day of the whole project’s events, null without events'),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const objectiveSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  description: z.string(),
});
/** GET /objectives: keyed by id (built-ins plus server rows, which may override them). */
export const objectiveMapSchema = z.record(z.string(), objectiveSchema);

export const deletedProjectSchema = z.object({
  id: z.string(),
  deletedTimelineCount: z.number().int(),
  deletedEventCount: z.number().int(),
});
export const deletedTimelineSchema = z.object({ id: z.string(), deletedEventCount: z.number().int() });
export const deletedEventSchema = z.object({ id: z.string() });

/** A person as the sharing calls show them. */
export const projectPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});

/** A user the owner may share with, and their organization role, which caps what a share lets them do. */
export const shareableUserSchema = projectPersonSchema.extend({ organizationRole: organizationRoleInOwnersSchema });
export type ShareableUser = z.infer<typeof shareableUserSchema>;

export const permissionEntrySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userPicture: z.string().nullable(),
  permissionLevel: z.enum(SHARE_LEVELS),
  /** As on shareable users: with permissionLevel it gives what the entry is worth (effectiveAccess). */
  organizationRole: organizationRoleInOwnersSchema,
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

export const projectPermissionsSchema = z.object({
  owner: projectPersonSchema,
  permissions: z.array(permissionEntrySchema),
});
export type ProjectPermissions = z.infer<typeof projectPermissionsSchema>;

export const revokedShareSchema = z.object({ projectId: z.string(), userId: z.string() });

// ---------------------------------------------------------------------------------------------
// Request bodies

export const createProjectBodySchema = strictBody({
  name: nameSchema,
  description: descriptionSchema.optional().default(''),
  color: colorSchema.optional().default(DEFAULT_COLOR),
});
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

export const updateProjectBodySchema = strictBody({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  color: colorSchema.optional(),
  autoSchedule: z.boolean({ message: 'must be true or false' }).optional(),
  isFreeze: z.boolean({ message: 'must be true or false' }).optional(),
  version: versionSchema,
});
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;

export const createTimelineBodySchema = strictBody({
  name: nameSchema,
  color: colorSchema.optional().default(DEFAULT_COLOR),
});
export type CreateTimelineBody = z.input<typeof createTimelineBodySchema>;

export const updateTimelineBodySchema = strictBody({
  name: nameSchema.optional(),
  color: colorSchema.optional(),
  version: versionSchema,
}).refine((body) => body.name !== undefined || body.color !== undefined, {
  message: 'Provide name and/or color',
  path: ['name'],
});
export type UpdateTimelineBody = z.input<typeof updateTimelineBodySchema>;

const endNotBeforeStart = (body: { date?: string | undefined; endDate?: string | null | undefined }) =>
  !isEndBeforeStart(body.date, body.endDate);
const END_BEFORE_START = { message: 'must not be before date', path: ['endDate'] };
/** A milestone is one day: it carries no end date (docs/decisions.md D36). */
const milestoneHasNoEnd = (body: { isMilestone?: boolean | undefined; endDate?: string | null | undefined }) =>
  !(body.isMilestone === true && body.endDate);
const MILESTONE_WITH_END = { message: PLANNING_MESSAGES.milestoneEndDate, path: ['endDate'] };
/** isMilestone and isFreeze: true or false. */
const flagSchema = z.boolean({ message: 'must be true or false' });

export const createEventBodySchema = strictBody({
  date: calendarDateSchema,
  endDate: optionalEndDateSchema,
  title: titleSchema,
  description: descriptionSchema.optional().default(''),
  objective: objectiveKeySchema.optional().default(DEFAULT_OBJECTIVE),
  isMilestone: flagSchema.optional().default(false),
  isFreeze: flagSchema.optional().default(false),
})
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine(milestoneHasNoEnd, MILESTONE_WITH_END);
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** Any subset of the event fields plus the version the client saw. */
export const updateEventBodySchema = strictBody({
  date: calendarDateSchema.optional(),
  endDate: optionalEndDateSchema,
  title: titleSchema.optional(),
  description: descriptionSchema.optional(),
  objective: objectiveKeySchema.optional(),
  isMilestone: flagSchema.optional(),
  isFreeze: flagSchema.optional(),
  version: versionSchema,
})
  .refine(endNotBeforeStart, END_BEFORE_START)
  .refine(milestoneHasNoEnd, MILESTONE_WITH_END);
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

const uniqueIds = () =>
  z
    .array(idSchema, { message: 'must be a list of ids' })
    .min(1, 'must not be empty')
    .max(10_000, 'must hold at most 10000 ids')
    .refine((ids) => new Set(ids).size === ids.length, { message: 'must not contain duplicates' });

export const reorderTimelinesBodySchema = strictBody({ timelineIds: uniqueIds() });
export type ReorderTimelinesBody = z.input<typeof reorderTimelinesBodySchema>;

export const reorderEventsBodySchema = strictBody({ eventIds: uniqueIds() });
export type ReorderEventsBody = z.input<typeof reorderEventsBodySchema>;

export const moveEventBodySchema = strictBody({
  targetTimelineId: idSchema,
  /** 0-based position among the target timeline's events; past the end appends. */
  newPosition: z
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be at least 0')
    .max(1_000_000, 'must be at most 1000000')
    .optional(),
  /** Optional: when sent, a stale version is answered with 409. */
  version: versionSchema.optional(),
});
export type MoveEventBody = z.input<typeof moveEventBodySchema>;

export const timelineByNameBodySchema = strictBody({
  name: nameSchema,
  color: colorSchema.optional().default(DEFAULT_COLOR),
});
export type TimelineByNameBody = z.input<typeof timelineByNameBodySchema>;

export const shareProjectBodySchema = strictBody({
  userId: idSchema,
  permissionLevel: z
    .enum(SHARE_LEVELS, { message: `must be one of ${SHARE_LEVELS.join(', ')}` })
    .optional()
    .default(DEFAULT_SHARE_LEVEL),
});
export type ShareProjectBody = z.input<typeof shareProjectBodySchema>;
