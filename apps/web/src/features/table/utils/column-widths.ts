/** Column ids in display order; the timeline column exists only in standard mode. */
export const COLUMN_IDS = ['timeline', 'objective', 'title', 'startDate', 'endDate', 'duration', 'description'] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];
export type ColumnWidths = Record<ColumnId, number>;

export const MIN_COLUMN_WIDTH = 80;
export const COLUMN_WIDTH_SAVE_DEBOUNCE_MS = 1000;

export const COLUMN_LABELS: Record<ColumnId, string> = {
  timeline: 'Timeline',
  objective: 'Objective',
  title: 'Title',
  startDate: 'Start Date',
  endDate: 'End Date',
  duration: 'Duration',
  description: 'Description',
};

const WITH_TIMELINE: ColumnWidths = {
  timeline: 200,
  objective: 140,
  title: 320,
  startDate: 130,
  endDate: 130,
  duration: 100,
  description: 350,
};

/** Spec part 2, section 9: headers mode widens title and description instead of a timeline column. */
export function defaultColumnWidths(hasTimelineColumn: boolean): ColumnWidths {
  return hasTimelineColumn ? { ...WITH_TIMELINE } : { ...WITH_TIMELINE, title: 350, description: 400 };
}

export function visibleColumns(hasTimelineColumn: boolean): ColumnId[] {
  return hasTimelineColumn ? [...COLUMN_IDS] : COLUMN_IDS.filter((id) => id !== 'timeline');
}

export const clampWidth = (width: number): number => Math.max(MIN_COLUMN_WIDTH, Math.round(width));

/**
 * Widths from a saved value (server preference or local copy): unknown keys and non-numbers are
 * dropped, anything too narrow is raised to the minimum, missing columns take the default.
 */
export function parseColumnWidths(value: unknown, hasTimelineColumn: boolean): ColumnWidths {
  const widths = defaultColumnWidths(hasTimelineColumn);
  if (!value || typeof value !== 'object') return widths;
  for (const id of COLUMN_IDS) {
    const candidate = (value as Record<string, unknown>)[id];
    if (typeof candidate === 'number' && Number.isFinite(candidate)) widths[id] = clampWidth(candidate);
  }
  return widths;
}

export const totalWidth = (widths: ColumnWidths, columns: ColumnId[]): number => columns.reduce((sum, id) => sum + widths[id], 0);

export type TableMode = 'headers' | 'standard';
export type SavedColumnWidths = Partial<Record<TableMode, ColumnWidths>>;

/** The saved preference holds one set of widths per mode, since their defaults differ. */
export function widthsForMode(saved: unknown, mode: TableMode): ColumnWidths {
  const value = saved && typeof saved === 'object' ? (saved as Record<string, unknown>)[mode] : undefined;
  return parseColumnWidths(value, mode === 'standard');
}
