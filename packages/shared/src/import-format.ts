import type { z } from 'zod';
import { DEFAULT_COLOR, LEGACY_IMPORT_PROJECT_NAME } from './constants.js';
import { isEndBeforeStart } from './dates.js';
import { DEFAULT_OBJECTIVE } from './objectives.js';
import {
  colorSchema,
  descriptionSchema,
  nameSchema,
  titleSchema,
} from './schemas/common.js';
import { importDate, parseBaselines } from './import-format-baselines.js';
import { fileIdOf, parseDependencies } from './import-format-dependencies.js';
import { objectiveKeySchema } from './schemas/planning.js';
import { PLANNING_MESSAGES } from './planning-messages.js';
import { hasNoNul, NO_NUL } from './text-rules.js';
import {
  IMPORT_ERRORS,
  ImportFormatError,
  ImportLimitError,
  type ImportEvent,
  type ImportLimits,
  type ImportProject,
  type ImportTimeline,
  type ParsedImport,
} from './import-format-shapes.js';

export * from './import-format-shapes.js';

/*
 * Import-format parsing (its shapes, errors and limits: import-format-shapes.ts). The web parses the
 * chosen file with it before sending, and the server parses the request body with it again, so
 * both sides accept exactly the same shapes and report exactly the same errors:
 *   - `{ projects: [...], replace? }`                 the current request form
 *   - `{ migrationData: <any form below>, replace? }` the older request form
 *   - `{ success, data: [projects] }`                 an export file
 *   - legacy flat data without projects: timelines keyed by name, or an array of timelines
 *     (bare or under `timelines`), each with events; it lands in one project 'Imported Migration Project'.
 * Ids in the input are ignored: the server gives everything new ids.
 */

const NO_IMPORT_LIMITS: ImportLimits = { projects: Infinity, timelines: Infinity, events: Infinity };

/**
 * Counts items as the parser meets their arrays, before parsing what is in them, so an import
 * far over a limit is refused without first building millions of objects.
 */
class ImportBudget {
  readonly #limits: ImportLimits;
  readonly #used: Required<ImportLimits> = { projects: 0, timelines: 0, events: 0, dependencies: 0 };

  constructor(limits: ImportLimits) {
    this.#limits = limits;
  }

  take(what: keyof ImportLimits, count: number): void {
    this.#used[what] += count;
    const max = this.#limits[what] ?? this.#limits.events;
    if (this.#used[what] > max) throw new ImportLimitError(what, max);
  }
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (path: string, message: string): never => {
  throw new ImportFormatError(message, path);
};

/** The first of several spellings a field has had across versions of the format. */
function pick(source: Plain, ...keys: string[]): unknown {
  for (const key of keys) {
    if (source[key] !== undefined) return source[key];
  }
  return undefined;
}

function check<T extends z.ZodType>(schema: T, value: unknown, path: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) fail(path, result.error.issues[0]?.message ?? 'is invalid');
  return (result as { data: z.output<T> }).data;
}

function optionalText(value: unknown, path: string): string {
  if (value === undefined || value === null) return '';
  return check(descriptionSchema, value, path);
}

function optionalColor(value: unknown, path: string): string {
  if (value === undefined || value === null || value === '') return DEFAULT_COLOR;
  return check(colorSchema, value, path);
}

function orderOr(value: unknown, fallback: number, path: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) value = Number(value);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > 1_000_000_000) {
    fail(path, 'must be a whole number of 0 or more');
  }
  return value as number;
}

/** An optional true/false field (older files have none: false), read under its camelCase or snake_case name. */
function optionalFlag(source: Plain, name: string, snakeName: string, path: string): boolean {
  const value = pick(source, name, snakeName);
  if (value !== undefined && value !== null && typeof value !== 'boolean') fail(`${path}.${name}`, 'must be true or false');
  return value === true;
}

const calendarDate = importDate;

// Until objectiveKeySchema refuses NUL itself (PostgreSQL cannot store it).
const importObjectiveSchema = objectiveKeySchema.refine(hasNoNul, NO_NUL);

function parseEvent(raw: unknown, index: number, path: string): ImportEvent {
  if (!isPlainObject(raw)) fail(path, 'must be an object');
  const source = raw as Plain;
  const title = check(titleSchema, source.title, `${path}.title`);
  const date = calendarDate(pick(source, 'date', 'startDate', 'start_date'), `${path}.date`);
  const rawEnd = pick(source, 'endDate', 'end_date');
  let endDate: string | null = null;
  if (rawEnd !== undefined && rawEnd !== null && rawEnd !== '') {
    endDate = calendarDate(rawEnd, `${path}.endDate`);
    if (isEndBeforeStart(date, endDate)) fail(`${path}.endDate`, 'must not be before date');
    // A one-day range is a single-day event, which the wire contract spells as null.
    if (endDate === date) endDate = null;
  }
  const isMilestone = optionalFlag(source, 'isMilestone', 'is_milestone', path);
  if (isMilestone && endDate !== null) fail(`${path}.endDate`, PLANNING_MESSAGES.milestoneEndDate);
  const rawObjective = pick(source, 'objective', 'objective_id', 'objectiveId');
  const objective =
    rawObjective === undefined || rawObjective === null
      ? DEFAULT_OBJECTIVE
      : check(importObjectiveSchema, rawObjective, `${path}.objective`) || DEFAULT_OBJECTIVE;
  return {
    title,
    description: optionalText(source.description, `${path}.description`),
    date,
    endDate,
    objective,
    displayOrder: orderOr(pick(source, 'displayOrder', 'display_order'), index + 1, `${path}.displayOrder`),
    isMilestone,
    isFreeze: optionalFlag(source, 'isFreeze', 'is_freeze', path),
    fileId: fileIdOf(source.id),
  };
}

function parseEvents(raw: unknown, path: string, budget: ImportBudget): ImportEvent[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) fail(path, 'must be an array');
  budget.take('events', (raw as unknown[]).length);
  return (raw as unknown[]).map((event, index) => parseEvent(event, index, `${path}[${index}]`));
}

function parseTimeline(
  raw: unknown,
  index: number,
  path: string,
  budget: ImportBudget,
  nameFromKey?: string,
): ImportTimeline {
  // Legacy data may key a timeline by name and hold its events directly.
  const source: Plain = Array.isArray(raw)
    ? { events: raw }
    : isPlainObject(raw)
      ? raw
      : fail(path, 'must be an object');
  const name = check(nameSchema, source.name ?? nameFromKey, `${path}.name`);
  return {
    name,
    color: optionalColor(source.color, `${path}.color`),
    displayOrder: orderOr(pick(source, 'displayOrder', 'display_order'), index + 1, `${path}.displayOrder`),
    events: parseEvents(source.events, `${path}.events`, budget),
  };
}

function parseTimelines(raw: unknown, path: string, budget: ImportBudget): ImportTimeline[] {
  if (raw === undefined || raw === null) return [];
  let timelines: ImportTimeline[];
  if (Array.isArray(raw)) {
    budget.take('timelines', raw.length);
    timelines = raw.map((timeline, index) => parseTimeline(timeline, index, `${path}[${index}]`, budget));
  } else if (isPlainObject(raw)) {
    const entries = Object.entries(raw);
    budget.take('timelines', entries.length);
    timelines = entries.map(([name, timeline], index) =>
      parseTimeline(timeline, index, `${path}[${JSON.stringify(name)}]`, budget, name),
    );
  } else {
    return fail(path, 'must be an array');
  }
  // Timeline names are unique within a project (docs/decisions.md D25.3): reject, never merge silently.
  const seen = new Set<string>();
  timelines.forEach((timeline, index) => {
    if (seen.has(timeline.name))
      fail(`${path}[${index}].name`, `must be unique within the project ("${timeline.name}" appears twice)`);
    seen.add(timeline.name);
  });
  return timelines;
}

function parseProject(raw: unknown, index: number, path: string, budget: ImportBudget): ImportProject {
  if (!isPlainObject(raw)) fail(path, 'must be an object');
  const source = raw as Plain;
  const name = check(nameSchema, source.name, `${path}.name`);
  const description = optionalText(source.description, `${path}.description`);
  const color = optionalColor(source.color, `${path}.color`);
  const autoSchedule = optionalFlag(source, 'autoSchedule', 'auto_schedule', path);
  const isFreeze = optionalFlag(source, 'isFreeze', 'is_freeze', path);
  const timelines = parseTimelines(source.timelines, `${path}.timelines`, budget);
  const events = timelines.flatMap((timeline) => timeline.events);
  const dependencies = parseDependencies(source.dependencies, `${path}.dependencies`, events, (count) => budget.take('dependencies', count));
  const baselines = parseBaselines(source.baselines, `${path}.baselines`);
  return { name, description, color, autoSchedule, isFreeze, timelines, dependencies, baselines };
}

function parseProjects(raw: unknown[], path: string, budget: ImportBudget): ImportProject[] {
  budget.take('projects', raw.length);
  return raw.map((project, index) => parseProject(project, index, `${path}[${index}]`, budget));
}

const looksLikeTimeline = (value: unknown): boolean =>
  Array.isArray(value) || (isPlainObject(value) && Array.isArray(value.events));

/** Legacy flat data: timelines (array or keyed by name), no projects. */
function parseLegacy(raw: unknown, budget: ImportBudget): ImportProject[] | null {
  let timelines: unknown;
  if (Array.isArray(raw)) {
    if (!raw.every((item) => isPlainObject(item) && (item.name !== undefined || Array.isArray(item.events))))
      return null;
    timelines = raw;
  } else if (
    isPlainObject(raw) &&
    raw.timelines !== undefined &&
    (Array.isArray(raw.timelines) || isPlainObject(raw.timelines))
  ) {
    timelines = raw.timelines;
  } else if (
    isPlainObject(raw) &&
    Object.keys(raw).length > 0 &&
    Object.values(raw).every(looksLikeTimeline)
  ) {
    timelines = raw;
  } else {
    return null;
  }
  budget.take('projects', 1);
  const parsed = parseTimelines(timelines, 'timelines', budget);
  if (parsed.length === 0) return [];
  return [{ name: LEGACY_IMPORT_PROJECT_NAME, description: '', color: DEFAULT_COLOR, autoSchedule: false, isFreeze: false, timelines: parsed, dependencies: [], baselines: [] }];
}

function parseShape(
  raw: unknown,
  budget: ImportBudget,
): { projects: ImportProject[]; format: ParsedImport['format'] } | null {
  if (isPlainObject(raw) && 'projects' in raw) {
    if (!Array.isArray(raw.projects)) throw new ImportFormatError(IMPORT_ERRORS.projectsNotArray);
    return { projects: parseProjects(raw.projects, 'projects', budget), format: 'projects' };
  }
  if (isPlainObject(raw) && Array.isArray(raw.data) && ('success' in raw || raw.data.every(isPlainObject))) {
    return { projects: parseProjects(raw.data, 'data', budget), format: 'export' };
  }
  const legacy = parseLegacy(raw, budget);
  return legacy ? { projects: legacy, format: 'legacy' } : null;
}

function decode(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    throw new ImportFormatError(IMPORT_ERRORS.invalidInput);
  }
}

/**
 * Parses and validates import data into the normalised structure the server inserts.
 * Throws ImportFormatError with the spec's texts, or with the path of the first bad item, and
 * ImportLimitError past `limits` (the server passes its configured ones; the web checks the file's
 * shape only and leaves the limits to the server). Every string in the input is decoded at most once.
 */
export function parseImportData(input: unknown, limits: ImportLimits = NO_IMPORT_LIMITS): ParsedImport {
  const budget = new ImportBudget(limits);
  const raw = decode(input);
  if (typeof raw !== 'object' || raw === null) throw new ImportFormatError(IMPORT_ERRORS.invalidInput);
  const replace = isPlainObject(raw) && raw.replace === true;

  let parsed: ReturnType<typeof parseShape>;
  if (isPlainObject(raw) && 'migrationData' in raw && !('projects' in raw)) {
    let inner: unknown;
    try {
      inner = decode(raw.migrationData);
    } catch {
      throw new ImportFormatError(IMPORT_ERRORS.invalidMigrationData);
    }
    if (typeof inner !== 'object' || inner === null)
      throw new ImportFormatError(IMPORT_ERRORS.invalidMigrationData);
    const shape = parseShape(inner, budget);
    if (!shape) throw new ImportFormatError(IMPORT_ERRORS.invalidMigrationData);
    parsed = { projects: shape.projects, format: 'migrationData' };
  } else {
    parsed = parseShape(raw, budget);
  }
  if (!parsed) throw new ImportFormatError(IMPORT_ERRORS.unrecognized);
  if (parsed.projects.length === 0) throw new ImportFormatError(IMPORT_ERRORS.empty);
  return { projects: parsed.projects, replace, format: parsed.format };
}
