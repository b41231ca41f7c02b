import { isEndBeforeStart, toCalendarDate } from './dates.js';
import { fileIdOf } from './import-format-dependencies.js';
import { ImportFormatError, type ImportBaseline, type ImportBaselineEvent } from './import-format-shapes.js';
import { MAX_BASELINES_PER_PROJECT } from './constants.js';
import { nameSchema, titleSchema } from './schemas/common.js';

/*
 * The baselines of one imported project (docs/decisions.md D57). Export files carry them; older
 * files have none, which is fine. Each keeps its name and the time it was saved; its events name
 * the events of the file by the ids the file gives them (the server maps them to the new ids) or
 * events gone from the plan since, which stay "removed since baseline" under a new id.
 */

const fail = (path: string, message: string): never => {
  throw new ImportFormatError(message, path);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A calendar date as the import format accepts it ('YYYY-MM-DD', with a time, or an ISO timestamp). */
export function importDate(value: unknown, path: string): string {
  const date = typeof value === 'string' ? toCalendarDate(value) : null;
  if (date === null) fail(path, 'must be a real date (YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or an ISO timestamp)');
  return date as string;
}

function parseText(schema: typeof nameSchema | typeof titleSchema, value: unknown, path: string): string {
  const result = schema.safeParse(value);
  if (!result.success) fail(path, result.error.issues[0]?.message ?? 'is invalid');
  return result.data as string;
}

function parseEvent(raw: unknown, path: string): ImportBaselineEvent {
  if (!isPlainObject(raw)) return fail(path, 'must be an object');
  const fileEventId = fileIdOf(raw.eventId);
  if (fileEventId === null) fail(`${path}.eventId`, 'is required (the id of the event the baseline saved)');
  const date = importDate(raw.date ?? raw.startDate, `${path}.date`);
  let endDate: string | null = null;
  if (raw.endDate !== undefined && raw.endDate !== null && raw.endDate !== '') {
    endDate = importDate(raw.endDate, `${path}.endDate`);
    if (isEndBeforeStart(date, endDate)) fail(`${path}.endDate`, 'must not be before date');
    if (endDate === date) endDate = null;
  }
  return { fileEventId: fileEventId as string, title: parseText(titleSchema, raw.title, `${path}.title`), date, endDate };
}

function parseOne(raw: unknown, path: string): ImportBaseline {
  if (!isPlainObject(raw)) return fail(path, 'must be an object');
  const name = parseText(nameSchema, raw.name, `${path}.name`);
  let createdAt: string | null = null;
  if (raw.createdAt !== undefined && raw.createdAt !== null) {
    const time = typeof raw.createdAt === 'string' ? Date.parse(raw.createdAt) : Number.NaN;
    if (Number.isNaN(time)) fail(`${path}.createdAt`, 'must be an ISO timestamp');
    createdAt = new Date(time).toISOString();
  }
  if (raw.events !== undefined && raw.events !== null && !Array.isArray(raw.events)) fail(`${path}.events`, 'must be an array');
  const events = ((raw.events as unknown[] | undefined) ?? []).map((event, index) => parseEvent(event, `${path}.events[${index}]`));
  const seen = new Set<string>();
  events.forEach((event, index) => {
    if (seen.has(event.fileEventId)) fail(`${path}.events[${index}].eventId`, `must be unique within the baseline ("${event.fileEventId}" appears twice)`);
    seen.add(event.fileEventId);
  });
  return { name, createdAt, events };
}

/** `baselines` of a project in the file: none, or at most MAX_BASELINES_PER_PROJECT valid ones. */
export function parseBaselines(raw: unknown, path: string): ImportBaseline[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return fail(path, 'must be an array');
  if (raw.length > MAX_BASELINES_PER_PROJECT) fail(path, `must hold at most ${MAX_BASELINES_PER_PROJECT} baselines`);
  return raw.map((baseline, index) => parseOne(baseline, `${path}[${index}]`));
}
