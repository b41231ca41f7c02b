import {
  PREFERENCE_CATEGORIES,
  preferenceValueSchema,
  type AllPreferences,
  type DeletedPreference,
  type PreferenceCategory,
  type PreferenceCategoryValues,
  type SavedPreference,
} from '@plotline/shared';
import type { AuthUser } from '../../auth/context.js';
import { nowIso, type Db } from '../../db/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { requireProjectAccess } from '../projects/project-access.js';
import * as queries from './preferences.queries.js';

/*
 * Per-user preferences (docs/decisions.md D25.10). Known keys are validated
 * with the shared schemas; ui.selected_project must stay a project the user can read, on write
 * and on every read (a share can be withdrawn after it was saved).
 */

const SELECTED_PROJECT = 'selected_project';

/** Readability by the projects module's one access rule; a 404 there means "not readable". */
async function canReadProject(db: Db, user: AuthUser, projectId: string): Promise<boolean> {
  try {
    await requireProjectAccess({ db, user, projectId, action: 'read' });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

interface UserOptions {
  db: Db;
  user: AuthUser;
}

function decode(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Rows → category object, dropping a selected project the user can no longer read. */
async function toValues(
  db: Db,
  user: AuthUser,
  rows: { category: string; key: string; value: string }[],
): Promise<Record<PreferenceCategory, PreferenceCategoryValues>> {
  const result: Record<PreferenceCategory, PreferenceCategoryValues> = { table: {}, timeline: {}, ui: {} };
  for (const row of rows) {
    if (!(PREFERENCE_CATEGORIES as readonly string[]).includes(row.category)) continue;
    const value = decode(row.value);
    if (row.category === 'ui' && row.key === SELECTED_PROJECT) {
      if (typeof value !== 'string' || !(await canReadProject(db, user, value))) continue;
    }
    result[row.category as PreferenceCategory][row.key] = value;
  }
  return result;
}

export async function getAllPreferences({ db, user }: UserOptions): Promise<AllPreferences> {
  return toValues(db, user, await queries.listPreferences(db, user.id));
}

export async function getCategoryPreferences({
  db,
  user,
  category,
}: UserOptions & { category: PreferenceCategory }): Promise<PreferenceCategoryValues> {
  const values = await toValues(db, user, await queries.listPreferences(db, user.id, category));
  return values[category];
}

export async function savePreference({
  db,
  user,
  category,
  key,
  value,
}: UserOptions & { category: PreferenceCategory; key: string; value: unknown }): Promise<SavedPreference> {
  const parsed = preferenceValueSchema(category, key).safeParse(value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: ['value', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const first = details[0] ?? { field: 'value', message: 'is invalid' };
    throw badRequest(`${first.field}: ${first.message}`, details);
  }
  const normalized = parsed.data;
  if (category === 'ui' && key === SELECTED_PROJECT) {
    if (normalized === null) {
      await queries.deletePreference(db, user.id, category, key);
      return { category, key, value: null };
    }
    // Unknown and unreadable projects answer alike (404), so existence is not revealed.
    await requireProjectAccess({ db, user, projectId: normalized as string, action: 'read' });
  }
  await queries.upsertPreference(db, {
    userId: user.id,
    category,
    key,
    value: JSON.stringify(normalized),
    updatedAt: nowIso(),
  });
  return { category, key, value: normalized };
}

export async function deletePreference({
  db,
  user,
  category,
  key,
}: UserOptions & { category: PreferenceCategory; key: string }): Promise<DeletedPreference> {
  return { category, key, deletedCount: await queries.deletePreference(db, user.id, category, key) };
}

export async function resetCategory({
  db,
  user,
  category,
}: UserOptions & { category: PreferenceCategory }): Promise<DeletedPreference> {
  return { category, key: null, deletedCount: await queries.deletePreference(db, user.id, category) };
}
