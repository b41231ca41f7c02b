import { z } from 'zod';
import { DEFAULT_VIEW_CHOICES } from '../constants.js';
import { THEME_CHOICES } from '../theme.js';
import { ZOOM_LEVELS } from '../timeline-scale.js';
import { calendarDateSchema, idSchema } from './common.js';

/*
 * Per-user preferences (docs/decisions.md D25.10). Three categories of
 * keyed JSON values. Known keys have a schema the server enforces and the web reuses; unknown keys
 * are allowed (the web may add settings) within a key pattern and a size cap.
 */

export const PREFERENCE_CATEGORIES = ['table', 'timeline', 'ui'] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];

export const PREFERENCE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
/** Largest stored value, measured as its JSON text in UTF-8 bytes. */
export const PREFERENCE_VALUE_MAX_BYTES = 10 * 1024;

export const preferenceCategorySchema = z.enum(PREFERENCE_CATEGORIES, {
  message: `must be one of ${PREFERENCE_CATEGORIES.join(', ')}`,
});

export const preferenceKeySchema = z
  .string()
  .regex(
    PREFERENCE_KEY_PATTERN,
    'must start with a lowercase letter and hold only a-z, 0-9 and _ (at most 64)',
  );

export const preferenceCategoryParamsSchema = z.object({ category: preferenceCategorySchema });
export const preferenceKeyParamsSchema = z.object({
  category: preferenceCategorySchema,
  key: preferenceKeySchema,
});

/** PUT body: `{ value }`; `null` is a value (for selected_project it clears the choice). */
export const preferenceValueBodySchema = z.object({
  value: z.unknown().refine((value) => value !== undefined, { message: 'is required' }),
});

// Table column widths.
export const TABLE_COLUMN_KEYS = [
  'timeline',
  'objective',
  'title',
  'startDate',
  'endDate',
  'duration',
  // Issue 21: days the end moved since the compared baseline; shown only while comparing (docs/decisions.md D49).
  'slip',
  // Issue 16: the predecessors' titles (read-only; docs/decisions.md D37).
  'dependsOn',
  'description',
] as const;
export type TableColumnKey = (typeof TABLE_COLUMN_KEYS)[number];
export const MIN_COLUMN_WIDTH = 80;
export const MAX_COLUMN_WIDTH = 2000;
export const COLUMN_WIDTH_SAVE_DEBOUNCE_MS = 1000;
/** Defaults with the timeline column. */
export const DEFAULT_COLUMN_WIDTHS: Record<TableColumnKey, number> = {
  timeline: 200,
  objective: 140,
  title: 320,
  startDate: 130,
  endDate: 130,
  duration: 100,
  slip: 90,
  dependsOn: 180,
  description: 350,
};
/** Defaults in timeline-headers mode (no timeline column): wider title and description. */
export const DEFAULT_COLUMN_WIDTHS_HEADERS_MODE: Omit<Record<TableColumnKey, number>, 'timeline'> = {
  objective: 140,
  title: 350,
  startDate: 130,
  endDate: 130,
  duration: 100,
  slip: 90,
  dependsOn: 180,
  description: 400,
};

const columnWidthSchema = z
  .number({ message: `must be a number between ${MIN_COLUMN_WIDTH} and ${MAX_COLUMN_WIDTH}` })
  .min(MIN_COLUMN_WIDTH, `must be a number between ${MIN_COLUMN_WIDTH} and ${MAX_COLUMN_WIDTH}`)
  .max(MAX_COLUMN_WIDTH, `must be a number between ${MIN_COLUMN_WIDTH} and ${MAX_COLUMN_WIDTH}`);

export const columnWidthsSchema = z.strictObject(
  Object.fromEntries(TABLE_COLUMN_KEYS.map((key) => [key, columnWidthSchema.optional()])) as Record<
    TableColumnKey,
    z.ZodOptional<typeof columnWidthSchema>
  >,
  { message: `must be an object with widths for ${TABLE_COLUMN_KEYS.join(', ')}` },
);
export type ColumnWidths = z.infer<typeof columnWidthsSchema>;

export const zoomLevelSchema = z.enum(ZOOM_LEVELS, { message: `must be one of ${ZOOM_LEVELS.join(', ')}` });

export const timeRangeSchema = z
  .object(
    { start: calendarDateSchema, end: calendarDateSchema },
    { message: 'must be an object {start, end}' },
  )
  .refine((range) => range.end >= range.start, { message: 'must not be before start', path: ['end'] });
export type TimeRange = z.infer<typeof timeRangeSchema>;

export const defaultViewSchema = z.enum(DEFAULT_VIEW_CHOICES, {
  message: `must be one of ${DEFAULT_VIEW_CHOICES.join(', ')}`,
});

/** Light, Dark or System (docs/decisions.md D41). */
export const themeSchema = z.enum(THEME_CHOICES, { message: `must be one of ${THEME_CHOICES.join(', ')}` });

/** A project id the user can read, or null to clear the choice. */
export const selectedProjectSchema = idSchema.nullable();

/** Schemas of the known keys; a value stored under one of these always satisfies it. */
export const KNOWN_PREFERENCES = {
  table: { column_widths: columnWidthsSchema },
  // The zoom level and the first day in view (docs/decisions.md D39).
  timeline: { time_range: timeRangeSchema, zoom: zoomLevelSchema, visible_start: calendarDateSchema },
  ui: { default_view: defaultViewSchema, selected_project: selectedProjectSchema, theme: themeSchema },
} as const satisfies Record<PreferenceCategory, Record<string, z.ZodType>>;

/** Any JSON value, for keys without their own schema. */
export const jsonValueSchema: z.ZodType<unknown> = z.unknown().superRefine((value, ctx) => {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON value' });
    return;
  }
  if (new TextEncoder().encode(text).length > PREFERENCE_VALUE_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: `must be at most ${PREFERENCE_VALUE_MAX_BYTES} bytes of JSON` });
  }
});

/** The schema a value under category/key must satisfy (size cap included). */
export function preferenceValueSchema(category: PreferenceCategory, key: string): z.ZodType<unknown> {
  const known = (KNOWN_PREFERENCES[category] as Record<string, z.ZodType>)[key];
  return known ? jsonValueSchema.pipe(known) : jsonValueSchema;
}

export const preferenceCategoryValuesSchema = z.record(z.string(), z.unknown());
export type PreferenceCategoryValues = z.infer<typeof preferenceCategoryValuesSchema>;

export const allPreferencesSchema = z.object({
  table: preferenceCategoryValuesSchema,
  timeline: preferenceCategoryValuesSchema,
  ui: preferenceCategoryValuesSchema,
});
export type AllPreferences = z.infer<typeof allPreferencesSchema>;

export const savedPreferenceSchema = z.object({
  category: preferenceCategorySchema,
  key: z.string(),
  value: z.unknown(),
});
export type SavedPreference = z.infer<typeof savedPreferenceSchema>;

export const deletedPreferenceSchema = z.object({
  category: preferenceCategorySchema,
  key: z.string().nullable(),
  deletedCount: z.number().int(),
});
export type DeletedPreference = z.infer<typeof deletedPreferenceSchema>;
