import type { Db } from '../../db/index.js';

/** SQL of the preferences module. Values are JSON text. */

export function listPreferences(db: Db, userId: string, category?: string) {
  let query = db.selectFrom('preferences').select(['category', 'key', 'value']).where('userId', '=', userId);
  if (category !== undefined) query = query.where('category', '=', category);
  return query.orderBy('category').orderBy('key').execute();
}

export async function upsertPreference(
  db: Db,
  row: { userId: string; category: string; key: string; value: string; updatedAt: string },
): Promise<void> {
  await db
    .insertInto('preferences')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['userId', 'category', 'key'])
        .doUpdateSet({ value: row.value, updatedAt: row.updatedAt }),
    )
    .execute();
}

export async function deletePreference(
  db: Db,
  userId: string,
  category: string,
  key?: string,
): Promise<number> {
  let query = db.deleteFrom('preferences').where('userId', '=', userId).where('category', '=', category);
  if (key !== undefined) query = query.where('key', '=', key);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
