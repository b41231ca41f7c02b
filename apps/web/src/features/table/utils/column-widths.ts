import {
  DEFAULT_COLUMN_WIDTHS,
  DEFAULT_COLUMN_WIDTHS_HEADERS_MODE,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  TABLE_COLUMN_KEYS,
  type TableColumnKey,
} from '@plotline/shared';

export { COLUMN_WIDTH_SAVE_DEBOUNCE_MS, MIN_COLUMN_WIDTH } from '@plotline/shared';

/** Column ids in display order; the timeline column exists only in standard mode. */
export const COLUMN_IDS = TABLE_COLUMN_KEYS;
export type ColumnId = TableColumnKey;
export type ColumnWidths = Record<ColumnId, number>;
/** What the `table.column_widths` preference holds: only the widths the user changed. */
export type SavedColumnWidths = Partial<ColumnWidths>;
export type TableMode = 'headers' | 'standard';

export const COLUMN_LABELS: Record<ColumnId, string> = {
  timeline: 'Timeline',
  objective: 'Objective',
  title: 'Title',
  startDate: 'Start Date',
  endDate: 'End Date',
  duration: 'Duration',
  slip: 'Slip',
  dependsOn: 'Depends on',
  description: 'Description',
};

/** Headers mode widens title and description instead of a timeline column. */
export function defaultColumnWidths(hasTimelineColumn: boolean): ColumnWidths {
  return hasTimelineColumn
    ? { ...DEFAULT_COLUMN_WIDTHS }
    : { ...DEFAULT_COLUMN_WIDTHS, ...DEFAULT_COLUMN_WIDTHS_HEADERS_MODE };
}

/** The timeline column in standard mode only; Slip only while a baseline is compared (docs/decisions.md D49). */
export function visibleColumns(hasTimelineColumn: boolean, hasSlipColumn = false): ColumnId[] {
  return COLUMN_IDS.filter((id) => (id !== 'timeline' || hasTimelineColumn) && (id !== 'slip' || hasSlipColumn));
}

export const clampWidth = (width: number): number =>
  Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));

/** The saved widths from a stored value (server or local copy): unknown keys and non-numbers dropped, out-of-range clamped. */
export function parseSavedWidths(value: unknown): SavedColumnWidths {
  const saved: SavedColumnWidths = {};
  if (!value || typeof value !== 'object') return saved;
  for (const id of COLUMN_IDS) {
    const candidate = (value as Record<string, unknown>)[id];
    if (typeof candidate === 'number' && Number.isFinite(candidate)) saved[id] = clampWidth(candidate);
  }
  return saved;
}

/** The widths to draw: the mode's defaults overridden by what the user changed. */
export function widthsForMode(saved: unknown, mode: TableMode): ColumnWidths {
  return { ...defaultColumnWidths(mode === 'standard'), ...parseSavedWidths(saved) };
}

export const totalWidth = (widths: ColumnWidths, columns: ColumnId[]): number =>
  columns.reduce((sum, id) => sum + widths[id], 0);
