import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase as SqliteDialectDatabase } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DbKind = Config['database']['kind'];

// PostgreSQL hands back the same shapes SQLite stores, so services see one representation:
// bigint counts as numbers, timestamptz as ISO strings, date as 'YYYY-MM-DD'.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** Checks the database answers; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement it runs; preparing costs more than running
 * most of ours (docs/performance.md). The app issues a few hundred distinct SQL texts, so prepared
 * statements are kept by text, least recently used out first. The driver runs one statement at a
 * time on its one connection, so a statement is never in use twice at once.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

export function openDatabase(database: Config['database']): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
    const sqlite = new SqliteDatabase(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
    return {
      db,
      kind: 'sqlite',
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: () => db.destroy(),
    };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** ISO timestamp of now; the one clock the data layer uses. */
export const nowIso = (): string => new Date().toISOString();
