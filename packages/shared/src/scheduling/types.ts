/**
 * Scheduling types shared by the dependency rules, the server and the web app (issue 16).
 * The rule set these types feed is described in docs/decisions.md D37.
 */

/** The four dependency types; `finish_to_start` is the default. */
export const DEPENDENCY_TYPES = [
  'finish_to_start',
  'start_to_start',
  'finish_to_finish',
  'start_to_finish',
] as const;
export type DependencyType = (typeof DEPENDENCY_TYPES)[number];

/** An event as the scheduling rules see it: YYYY-MM-DD dates, end inclusive, `endDate` null = single day. */
export interface ScheduleEvent {
  id: string;
  startDate: string;
  endDate: string | null;
}

/** "from" is the predecessor, "to" the successor; `lagDays` is an integer and may be negative. */
export interface ScheduleDependency {
  id: string;
  fromEventId: string;
  toEventId: string;
  type: DependencyType;
  lagDays: number;
}

/** Lags beyond ten years are surely typos; the bound also keeps date arithmetic in range. */
export const MAX_LAG_DAYS = 3650;
