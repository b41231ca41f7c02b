import type { z } from 'zod';
import { eventDays } from '../dates.js';
import { BUILTIN_OBJECTIVE_MAP, DEFAULT_OBJECTIVE, type ObjectiveMap } from '../objectives.js';
import { countLabel } from '../plural.js';
import { calendarDateSchema, descriptionSchema, nameSchema, titleSchema } from '../schemas/common.js';
import { PLANNING_MESSAGES } from '../planning-messages.js';
import { CsvSyntaxError, formatCsv, parseCsv } from './rfc4180.js';

/*
 * The table's CSV export and import (docs/decisions.md D43): one row per event, columns in the
 * order below, the objective by its name, dates as YYYY-MM-DD (End Date empty for a single day),
 * Milestone and Freeze true or false. The web previews a file with parseEventCsv before anything is saved and
 * the server runs the same function again on import, so both name the same problems.
 */

export const EVENT_CSV_COLUMNS = ['Timeline', 'Title', 'Start Date', 'End Date', 'Objective', 'Description', 'Milestone', 'Freeze'] as const;
export type EventCsvColumn = (typeof EVENT_CSV_COLUMNS)[number];
/** Columns a file may leave out (older files, other tools): they read as empty. */
const OPTIONAL_COLUMNS: readonly EventCsvColumn[] = ['End Date', 'Objective', 'Description', 'Milestone', 'Freeze'];

/** Most event rows one CSV import may hold. */
export const CSV_IMPORT_MAX_ROWS = 10_000;

/** One event as a CSV row holds it (objective as its key). */
export interface CsvEvent {
  timeline: string;
  title: string;
  startDate: string;
  endDate: string | null;
  objective: string;
  description: string;
  isMilestone: boolean;
  isFreeze: boolean;
}

export interface CsvExportTimeline {
  name: string;
  events: ReadonlyArray<{
    title: string;
    description: string;
    date: string;
    endDate: string | null;
    objective: string;
    /** Until every event carries it (docs/decisions.md D36), a missing flag is written as false. */
    isMilestone?: boolean;
    /** As isMilestone (docs/decisions.md D44). */
    isFreeze?: boolean;
  }>;
}

/** The CSV file of a project's timelines, in the order given (the caller orders timelines and events). */
export function eventsToCsv(timelines: readonly CsvExportTimeline[], objectives: ObjectiveMap = BUILTIN_OBJECTIVE_MAP): string {
  const records: string[][] = [[...EVENT_CSV_COLUMNS]];
  for (const timeline of timelines) {
    for (const event of timeline.events) {
      const { start, end } = eventDays(event);
      records.push([
        timeline.name,
        event.title,
        start,
        end ?? '',
        objectives[event.objective]?.name ?? event.objective,
        event.description,
        event.isMilestone ? 'true' : 'false',
        event.isFreeze ? 'true' : 'false',
      ]);
    }
  }
  return formatCsv(records);
}

export interface CsvRowProblem {
  column: EventCsvColumn | null;
  message: string;
}

export interface CsvRowResult {
  /** 1-based line of the file where the row starts. */
  line: number;
  /** The row's fields by column, as written in the file. */
  cells: Record<EventCsvColumn, string>;
  /** The event, when the row has no problems. */
  event: CsvEvent | null;
  problems: CsvRowProblem[];
}

export interface ParsedEventCsv {
  /** Problems with the file as a whole (syntax, header); when there are any, rows is empty. */
  fileErrors: string[];
  rows: CsvRowResult[];
}

/** "Line 4, Start Date: must be a real date (YYYY-MM-DD)". */
export const describeCsvProblem = (line: number, problem: CsvRowProblem): string =>
  `Line ${line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`;

const firstIssue = (result: z.ZodSafeParseResult<unknown>): string | null =>
  result.success ? null : (result.error.issues[0]?.message ?? 'is not valid');

const DATE_MESSAGE = 'must be a real date (YYYY-MM-DD)';

function objectiveKey(value: string, objectives: ObjectiveMap): string | null {
  const wanted = value.trim().toLowerCase();
  if (wanted === '') return DEFAULT_OBJECTIVE;
  const match = Object.values(objectives).find((o) => o.name.toLowerCase() === wanted || o.id.toLowerCase() === wanted);
  return match ? match.id : null;
}

/** A true/false column; empty reads as false. */
function readFlag(column: 'Milestone' | 'Freeze', cells: Record<EventCsvColumn, string>, problems: CsvRowProblem[]): boolean {
  const flag = cells[column].trim().toLowerCase();
  if (flag !== '' && flag !== 'true' && flag !== 'false') problems.push({ column, message: 'must be true or false' });
  return flag === 'true';
}

function readRow(line: number, cells: Record<EventCsvColumn, string>, objectives: ObjectiveMap): CsvRowResult {
  const problems: CsvRowProblem[] = [];
  const check = <T>(column: EventCsvColumn, schema: z.ZodType<T>, value: string, message?: string): T | null => {
    const result = schema.safeParse(value);
    const issue = firstIssue(result);
    if (issue === null) return (result as { data: T }).data;
    problems.push({ column, message: message ?? issue });
    return null;
  };
  const timeline = check('Timeline', nameSchema, cells.Timeline);
  const title = check('Title', titleSchema, cells.Title);
  const startDate = check('Start Date', calendarDateSchema, cells['Start Date'].trim(), DATE_MESSAGE);
  const endText = cells['End Date'].trim();
  const endDate = endText === '' ? null : check('End Date', calendarDateSchema, endText, DATE_MESSAGE);
  if (startDate && endDate && endDate < startDate) problems.push({ column: 'End Date', message: 'must not be before Start Date' });
  const objective = objectiveKey(cells.Objective, objectives);
  if (objective === null) {
    const names = Object.values(objectives).map((o) => o.name).join(', ');
    problems.push({ column: 'Objective', message: `"${cells.Objective}" is not an objective (${names})` });
  }
  const description = check('Description', descriptionSchema, cells.Description);
  const isMilestone = readFlag('Milestone', cells, problems);
  const isFreeze = readFlag('Freeze', cells, problems);
  if (isMilestone && endText !== '') problems.push({ column: 'End Date', message: PLANNING_MESSAGES.milestoneEndDate });
  const event =
    problems.length === 0
      ? {
          timeline: timeline!,
          title: title!,
          startDate: startDate!,
          // A one-day range is written without an end date, as the views store it.
          endDate: endDate === startDate ? null : endDate,
          objective: objective!,
          description: description!,
          isMilestone,
          isFreeze,
        }
      : null;
  return { line, cells, event, problems };
}

/** CSV text → each row with its event or its problems, and the file's own problems. */
export function parseEventCsv(text: string, objectives: ObjectiveMap = BUILTIN_OBJECTIVE_MAP): ParsedEventCsv {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { fileErrors: [error.message], rows: [] };
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { fileErrors: ['The file is empty: the first line must name the columns'], rows: [] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const fileErrors: string[] = [];
  const positions = new Map<EventCsvColumn, number>();
  for (const column of EVENT_CSV_COLUMNS) {
    const index = names.indexOf(column.toLowerCase());
    if (index >= 0) positions.set(column, index);
    else if (!OPTIONAL_COLUMNS.includes(column)) fileErrors.push(`Missing column: ${column}`);
  }
  const unknown = header.fields.filter((name, index) => ![...positions.values()].includes(index) && name.trim() !== '');
  if (unknown.length > 0) fileErrors.push(`Unknown ${unknown.length === 1 ? 'column' : 'columns'}: ${unknown.join(', ')} (expected ${EVENT_CSV_COLUMNS.join(', ')})`);
  if (body.length === 0) fileErrors.push('The file has no event rows');
  if (body.length > CSV_IMPORT_MAX_ROWS) fileErrors.push(`The file has ${countLabel(body.length, 'row')}; at most ${CSV_IMPORT_MAX_ROWS} can be imported at once`);
  if (fileErrors.length > 0) return { fileErrors, rows: [] };
  const rows = body.map(({ fields, line }) => {
    const cells = Object.fromEntries(
      EVENT_CSV_COLUMNS.map((column) => {
        const index = positions.get(column);
        return [column, index === undefined ? '' : (fields[index] ?? '')];
      }),
    ) as Record<EventCsvColumn, string>;
    const result = readRow(line, cells, objectives);
    if (fields.length !== header.fields.length) {
      result.problems.unshift({ column: null, message: `has ${countLabel(fields.length, 'field')}; the header has ${header.fields.length}` });
      result.event = null;
    }
    return result;
  });
  return { fileErrors, rows };
}
