import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One real PostgreSQL server for the whole server suite; each test file gets its own database. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
