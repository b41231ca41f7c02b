import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial.js';
import * as projectRevision from './migrations/0002-project-revision.js';
import * as organizationInvitations from './migrations/0003-organization-invitations.js';
import * as apiTokenScope from './migrations/0004-api-token-scope.js';
import * as dependencies from './migrations/0005-dependencies.js';
import * as calendarFeedsPublicLinks from './migrations/0006-calendar-feeds-public-links.js';
import * as portfolioFreeze from './migrations/0007-portfolio-freeze.js';
import * as history from './migrations/0008-history.js';
import * as baselines from './migrations/0009-baselines.js';
import * as baselineHistory from './migrations/0010-baseline-history.js';
import * as portfolioWindow from './migrations/0011-portfolio-window.js';

/*
 * Migrations are listed here (not read from disk) so the bundled server carries them.
 * Append new ones in order; never edit a released one.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-project-revision': projectRevision,
  '0003-organization-invitations': organizationInvitations,
  '0004-api-token-scope': apiTokenScope,
  '0005-dependencies': dependencies,
  '0006-calendar-feeds-public-links': calendarFeedsPublicLinks,
  '0007-portfolio-freeze': portfolioFreeze,
  '0008-history': history,
  '0009-baselines': baselines,
  '0010-baseline-history': baselineHistory,
  '0011-portfolio-window': portfolioWindow,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema migrates
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Migrations name columns in snake_case themselves, so they run without the CamelCasePlugin.
  const plain = db.withoutPlugins();
  const migrator = new Migrator({ db: plain, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
