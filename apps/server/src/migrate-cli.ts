import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
