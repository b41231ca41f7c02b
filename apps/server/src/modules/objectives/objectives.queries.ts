import type { Db } from '../../db/index.js';

/* SQL of the objectives module. */

export const listObjectiveRows = (db: Db) =>
  db.selectFrom('objectives').select(['id', 'name', 'color', 'description']).orderBy('displayOrder').orderBy('id').execute();
