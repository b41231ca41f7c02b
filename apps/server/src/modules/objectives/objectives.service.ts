import { BUILTIN_OBJECTIVE_MAP, type ObjectiveMap } from '@plotline/shared';
import type { Db } from '../../db/index.js';
import * as queries from './objectives.queries.js';

/**
 * Built-ins first, then the server's rows (the table holds the built-ins too, and may override or
 * add to them). Read on every call so a change shows at once.
 */
export async function getObjectiveMap({ db }: { db: Db }): Promise<ObjectiveMap> {
  const map: ObjectiveMap = { ...BUILTIN_OBJECTIVE_MAP };
  for (const row of await queries.listObjectiveRows(db)) map[row.id] = { ...row };
  return map;
}
