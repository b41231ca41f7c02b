import { z } from 'zod';
import { dayNumber } from '../dates.js';
import { idSchema } from './common.js';
import { dependencySchema, eventSchema, projectSummarySchema, timelineSchema, type ProjectDetail } from './planning.js';
import { isWindowDate, WINDOW_DATE_MESSAGE } from '../project-window.js';
import { CLASH_KINDS, PORTFOLIO_MAX_PROJECT_IDS, PORTFOLIO_MAX_SPAN_DAYS, PORTFOLIO_MESSAGES } from '../portfolio/constants.js';

/*
 * The portfolio (issue 20, docs/decisions.md D44): every project the caller can read, windowed,
 * and the clashes between them. `GET /api/v1/portfolio?from&to&projectIds` and
 * `GET /api/v1/portfolio/clashes?from&to&projectIds`.
 */

const requiredWindowDate = (description: string) =>
  z.string({ message: 'is required' }).refine(isWindowDate, { message: WINDOW_DATE_MESSAGE }).describe(description);

/** "id1,id2" → the distinct ids; each must be an id. */
const projectIdsSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const ids = value.split(',').map((id) => id.trim());
    if (ids.some((id) => !idSchema.safeParse(id).success)) {
      ctx.addIssue({ code: 'custom', message: PORTFOLIO_MESSAGES.projectIds });
      return z.NEVER;
    }
    if (ids.length > PORTFOLIO_MAX_PROJECT_IDS) {
      ctx.addIssue({ code: 'custom', message: PORTFOLIO_MESSAGES.tooManyProjectIds });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .describe('Comma-separated project ids (default: every project the caller can read); ids the caller cannot read are left out');

export const portfolioQuerySchema = z
  .object({
    from: requiredWindowDate('First day of the window, YYYY-MM-DD'),
    to: requiredWindowDate(`Last day of the window, YYYY-MM-DD (at most ${PORTFOLIO_MAX_SPAN_DAYS} days counting both ends)`),
    projectIds: projectIdsSchema,
  })
  .superRefine((query, ctx) => {
    if (!isWindowDate(query.from) || !isWindowDate(query.to)) return;
    if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['from'], message: PORTFOLIO_MESSAGES.fromAfterTo });
    else if (dayNumber(query.to) - dayNumber(query.from) + 1 > PORTFOLIO_MAX_SPAN_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: PORTFOLIO_MESSAGES.span });
    }
  });
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>;

/**
 * An event as the portfolio sends it (docs/decisions.md D74): what the board draws, its tooltip
 * says and a drag saves (`version`). Its project and timeline are the ones it is listed under;
 * the creation and change times are not sent (the board never shows them), which makes a window
 * about 40 % smaller.
 */
export const portfolioEventSchema = eventSchema.omit({ projectId: true, timelineId: true, createdAt: true, updatedAt: true });
export type PortfolioEvent = z.infer<typeof portfolioEventSchema>;

/** A timeline with only its events overlapping the window, by date, then displayOrder. */
export const portfolioTimelineSchema = timelineSchema.extend({ events: z.array(portfolioEventSchema) });

/**
 * One project of the portfolio answer: its summary (counts are the whole project's), its timelines
 * with only the events overlapping the window, and the dependencies whose both ends are in the answer.
 */
export const portfolioAnswerProjectSchema = projectSummarySchema.extend({
  timelines: z.array(portfolioTimelineSchema),
  dependencies: z.array(dependencySchema),
});

/** `GET /api/v1/portfolio`'s answer. */
export const portfolioSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Ordered by name. */
  projects: z.array(portfolioAnswerProjectSchema),
});
export type PortfolioAnswer = z.infer<typeof portfolioSchema>;

/** A portfolio project as the web app holds it: a windowed project detail, each event whole again (expandPortfolio). */
export type PortfolioProject = ProjectDetail;
export interface Portfolio {
  from: string;
  to: string;
  projects: PortfolioProject[];
}

export type ClashKind = (typeof CLASH_KINDS)[number];

/**
 * An event of a clash. For a project the caller cannot read (only its freezes ever appear): the ids
 * and the project's name are null and the title is ANOTHER_PROJECTS_FREEZE.
 */
export const clashEventSchema = z.object({
  eventId: z.string().nullable(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  timelineId: z.string().nullable(),
  title: z.string(),
  /** ISO timestamp at 12:00:00.000Z, as on events. */
  date: z.string(),
  /** ISO timestamp at 12:00:00.000Z, or null for a single day. */
  endDate: z.string().nullable(),
});
export type ClashEvent = z.infer<typeof clashEventSchema>;

/**
 * A group of clashes (docs/decisions.md D55): one per freeze with the deployments on it, one per
 * cluster of overlapping deployments of different projects, one per run of overloaded days of a
 * timeline.
 */
export const clashSchema = z.object({
  kind: z.enum(CLASH_KINDS),
  /** The calendar days the clash covers, both ends counted ('YYYY-MM-DD'). */
  days: z.object({ from: z.string(), to: z.string() }),
  /**
   * freeze: the freeze first, then the deployments on it; deployment and overload: by start. The
   * involved projects' events come first when `projectIds` was given. At most CLASH_EVENT_LIMIT.
   */
  events: z.array(clashEventSchema),
  /** How many events the clash has, listed or not. */
  eventCount: z.number().int(),
});
export type Clash = z.infer<typeof clashSchema>;

export const clashesSchema = z.object({
  /** By first day, then kind; at most CLASH_LIMIT. */
  clashes: z.array(clashSchema),
  /** How many clashes there are, listed or not. */
  total: z.number().int(),
  /** Some clashes were left out (total > clashes.length). */
  truncated: z.boolean(),
});
export type Clashes = z.infer<typeof clashesSchema>;
