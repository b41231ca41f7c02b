import { z } from 'zod';
import { DEPENDENCY_TYPES, MAX_LAG_DAYS } from '../scheduling/types.js';
import { idSchema } from './common.js';
import { strictBody, versionSchema } from './planning.js';

/*
 * The dependencies API (issue 16, docs/decisions.md D36): `POST/PUT/DELETE
 * /api/v1/projects/{id}/dependencies[/{dependencyId}]`. The wire dependency itself
 * (`dependencySchema`) is part of the project detail in planning.ts.
 */

const chainText = (titles: readonly string[]) => titles.map((title) => `"${title}"`).join(' → ');

/** Exact texts the server sends. */
export const DEPENDENCY_MESSAGES = {
  dependencyNotFound: 'Dependency not found',
  /** 404: the event is not in this project (or does not exist). */
  eventNotInProject: (field: 'fromEventId' | 'toEventId') => `${field}: event not found in this project`,
  selfDependency: 'must be a different event than fromEventId (an event cannot depend on itself)',
  exists: (fromTitle: string, toTitle: string) => `"${toTitle}" already depends on "${fromTitle}"`,
  /** The chain is the events' titles in order, the first repeated at the end. */
  cycle: (titles: readonly string[]) => `This dependency would create a cycle: ${chainText(titles)}`,
  /** An import file's dependencies that loop (the chain as above). */
  importCycle: (titles: readonly string[]) => `must not form a cycle (${chainText(titles)})`,
} as const;

const typeSchema = z.enum(DEPENDENCY_TYPES, { message: `must be one of ${DEPENDENCY_TYPES.join(', ')}` });
const lagDaysSchema = z
  .number({ message: 'must be a whole number of days' })
  .int('must be a whole number of days')
  .min(-MAX_LAG_DAYS, `must be at least -${MAX_LAG_DAYS}`)
  .max(MAX_LAG_DAYS, `must be at most ${MAX_LAG_DAYS}`);

export const dependencyParamsSchema = z.object({ id: idSchema, dependencyId: idSchema });

export const createDependencyBodySchema = strictBody({
  fromEventId: idSchema,
  toEventId: idSchema,
  type: typeSchema.optional().default('finish_to_start'),
  lagDays: lagDaysSchema.optional().default(0),
}).refine((body) => body.fromEventId !== body.toEventId, {
  message: DEPENDENCY_MESSAGES.selfDependency,
  path: ['toEventId'],
});
export type CreateDependencyBody = z.input<typeof createDependencyBodySchema>;

export const updateDependencyBodySchema = strictBody({
  type: typeSchema.optional(),
  lagDays: lagDaysSchema.optional(),
  version: versionSchema,
});
export type UpdateDependencyBody = z.input<typeof updateDependencyBodySchema>;

export const deletedDependencySchema = z.object({ id: z.string() });
