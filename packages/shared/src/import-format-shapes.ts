import { z } from 'zod';
import type { DependencyType } from './scheduling/types.js';
import { baselineDetailSchema } from './schemas/baselines.js';
import { dependencySchema, projectSummarySchema, timelineWithEventsSchema } from './schemas/planning.js';

/*
 * The import format's vocabulary: the normalised shapes the parser (import-format.ts) produces,
 * its errors and limits, the texts of a finished import, and the request, result and export-file
 * schemas the API declares.
 */

export const IMPORT_ERRORS = {
  projectsNotArray: 'Projects must be an array',
  invalidMigrationData: 'Invalid migration data format',
  invalidInput: 'Invalid import data format',
  unrecognized: 'Unrecognized data format.',
  empty: 'No valid timeline data found in import file.',
} as const;

/** Texts of a server rejection after which the web retries in the older `migrationData` form. */
export const IMPORT_FALLBACK_TRIGGERS = [
  IMPORT_ERRORS.projectsNotArray,
  IMPORT_ERRORS.invalidMigrationData,
] as const;

export const shouldRetryImportInOlderFormat = (message: string): boolean =>
  IMPORT_FALLBACK_TRIGGERS.some((trigger) => message.includes(trigger));

export interface ImportEvent {
  title: string;
  description: string;
  /** Calendar date 'YYYY-MM-DD'. */
  date: string;
  /** Calendar date, or null for a single-day event. */
  endDate: string | null;
  objective: string;
  displayOrder: number;
  /** A milestone is single-day (endDate null). Older files have none: false. */
  isMilestone: boolean;
  /** A freeze (docs/decisions.md D44). Older files have none: false. */
  isFreeze: boolean;
  /** The event's id in the file, which the file's dependencies name; the server gives it a new one. */
  fileId: string | null;
}

/** A dependency between two events of the same imported project, named by their ids in the file. */
export interface ImportDependency {
  fromEventId: string;
  toEventId: string;
  type: DependencyType;
  lagDays: number;
}

export interface ImportTimeline {
  name: string;
  color: string;
  displayOrder: number;
  events: ImportEvent[];
}

/** An event as a baseline in the file saved it, named by its id in the file. */
export interface ImportBaselineEvent {
  fileEventId: string;
  title: string;
  /** Calendar date 'YYYY-MM-DD'. */
  date: string;
  endDate: string | null;
}

/** A saved baseline (docs/decisions.md D57): its name, when it was saved (null: now) and its events. */
export interface ImportBaseline {
  name: string;
  createdAt: string | null;
  events: ImportBaselineEvent[];
}

export interface ImportProject {
  name: string;
  description: string;
  color: string;
  /** Older files have neither: false and []. */
  autoSchedule: boolean;
  /** Every event of the project is a freeze (docs/decisions.md D44). Older files have none: false. */
  isFreeze: boolean;
  timelines: ImportTimeline[];
  dependencies: ImportDependency[];
  /** Older files have none: []. */
  baselines: ImportBaseline[];
}

export interface ParsedImport {
  projects: ImportProject[];
  /** True only when the input asked for replace mode (`replace: true`). */
  replace: boolean;
  /** Which shape the input had; the web may show it, tests assert it. */
  format: 'projects' | 'migrationData' | 'export' | 'legacy';
}

export interface ImportCounts {
  projects: number;
  timelines: number;
  events: number;
}

/** A rejected import. `path` points at the first bad item, e.g. `projects[0].timelines[2].events[5].date`. */
export class ImportFormatError extends Error {
  constructor(
    message: string,
    public readonly path?: string,
  ) {
    super(path ? `${path}: ${message}` : message);
    this.name = 'ImportFormatError';
  }
}

/**
 * How much one import may hold (docs/api.md, "Import limits"). The defaults are sized for an
 * account of 200,000 events; the server reads its own from the environment (IMPORT_MAX_*).
 */
export interface ImportLimits {
  projects: number;
  timelines: number;
  events: number;
  /** Dependencies across all projects; as many as `events` when left out. */
  dependencies?: number;
}

export const IMPORT_LIMIT_DEFAULTS: ImportLimits = { projects: 1_000, timelines: 20_000, events: 200_000 };

export const importLimitMessage = (what: keyof ImportLimits, max: number): string =>
  `Too many ${what}: an import holds at most ${max.toLocaleString('en-US')} ${what}`;

/** An import over one of its limits; the server answers it with 413 naming the limit. */
export class ImportLimitError extends ImportFormatError {
  constructor(
    public readonly limit: keyof ImportLimits,
    public readonly max: number,
  ) {
    super(importLimitMessage(limit, max));
    this.name = 'ImportLimitError';
  }
}

export function countImport(projects: ImportProject[]): ImportCounts {
  let timelines = 0;
  let events = 0;
  for (const project of projects) {
    timelines += project.timelines.length;
    for (const timeline of project.timelines) events += timeline.events.length;
  }
  return { projects: projects.length, timelines, events };
}

/** The success text of an import. */
export function importResultMessage(counts: ImportCounts, replaced: boolean): string {
  const what = `${counts.projects} project${counts.projects === 1 ? '' : 's'}, ${counts.timelines} timeline${
    counts.timelines === 1 ? '' : 's'
  } and ${counts.events} event${counts.events === 1 ? '' : 's'}`;
  return replaced
    ? `Import complete: all previous data was removed and replaced with ${what}.`
    : `Import complete: ${what} added to the existing data.`;
}

/** Request body of POST /api/v1/import, described for OpenAPI; parseImportData (import-format.ts) does the checking. */
export const importRequestSchema = z.unknown().meta({
  description:
    '{ projects: [...], replace?: boolean }, or the older { migrationData: <projects form, export file or legacy data>, replace?: boolean }',
});

export const importResultSchema = z.object({
  projectsImported: z.number().int(),
  timelinesImported: z.number().int(),
  eventsImported: z.number().int(),
  /** True when replace mode removed the user's own projects first. */
  replaced: z.boolean(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One project of an export file: the project with its timelines and their events (wire dates at noon UTC). */
export const exportProjectSchema = projectSummarySchema
  .pick({
    id: true,
    name: true,
    description: true,
    color: true,
    ownerId: true,
    isOwner: true,
    autoSchedule: true,
    isFreeze: true,
    version: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    timelines: z.array(timelineWithEventsSchema),
    /** Between events of this project, named by the ids the file gives them (isViolated is not kept). */
    dependencies: z.array(dependencySchema.omit({ isViolated: true })),
    /** Every baseline of the project with its saved events (docs/decisions.md D57); optional on import. */
    baselines: z.array(baselineDetailSchema),
  });
export type ExportProject = z.infer<typeof exportProjectSchema>;
/** GET /api/v1/export answers with exactly the export file: `{ success: true, data: [projects] }`. */
export const exportFileSchema = z.object({ success: z.literal(true), data: z.array(exportProjectSchema) });
