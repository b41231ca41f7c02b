import type { Kysely } from 'kysely';

/*
 * Personal API tokens get a scope and always expire (docs/decisions.md D21): `scope` is `read` or
 * `read_write`; tokens made before this migration keep what they could do (`read_write`) and, if
 * they had no expiry, now expire 365 days after the migration ran (the longest a new token lives).
 * The timestamp comes from code, like every timestamp (portable across both dialects).
 */
const MAX_EXPIRY_MS = 365 * 24 * 60 * 60 * 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('api_tokens')
    .addColumn('scope', 'varchar(16)', (c) => c.notNull().defaultTo('read_write'))
    .execute();
  const expiresAt = new Date(Date.now() + MAX_EXPIRY_MS).toISOString();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on the untyped schema
  await (db as Kysely<any>).updateTable('api_tokens').set({ expires_at: expiresAt }).where('expires_at', 'is', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_tokens').dropColumn('scope').execute();
}
