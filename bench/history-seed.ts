import type { Db } from '../apps/server/src/db/index.js';
import { newId } from '../apps/server/src/lib/ids.js';

/*
 * A long history for the benchmarks (bench/history.ts, bench/bulk.ts): `count` recorded operations
 * written straight into the history tables, 500 rows per INSERT, one event moved a day each, the
 * actors taking turns, one second apart and ending now.
 */
export async function seedOperations(
  db: Db,
  options: { projectId: string; timelineId: string; actors: readonly { id: string; name: string }[]; eventIds: readonly string[]; count: number },
): Promise<void> {
  const { projectId, timelineId, actors, eventIds, count } = options;
  const at = new Date(Date.now() - count * 1000);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const operations = [];
      const changes = [];
      for (let index = start; index < Math.min(count, start + 500); index += 1) {
        const id = newId();
        const actor = actors[index % actors.length]!;
        const eventId = eventIds[index % eventIds.length]!;
        const title = `Event ${(index % eventIds.length) + 1}`;
        const row = { id: eventId, projectId, timelineId, title, description: '', objective: 'testing', isMilestone: 0, displayOrder: 1, endDate: null };
        operations.push({
          id,
          projectId,
          actorId: actor.id,
          actorName: actor.name,
          at: new Date(at.getTime() + index * 1000).toISOString(),
          kind: 'event.moved',
          description: `moved '${title}' from 01/10/2026 to 01/11/2026`,
          changeCount: 1,
          targetId: null,
          undoneAt: null,
        });
        changes.push({
          operationId: id,
          position: 0,
          entity: 'event',
          entityId: eventId,
          beforeJson: JSON.stringify({ ...row, startDate: '2026-01-10', version: 1 }),
          afterJson: JSON.stringify({ ...row, startDate: '2026-01-11', version: 2 }),
        });
      }
      await trx.insertInto('historyOperations').values(operations).execute();
      await trx.insertInto('historyChanges').values(changes).execute();
    }
  });
}
