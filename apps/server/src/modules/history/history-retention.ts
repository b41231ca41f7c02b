import type { FastifyInstance } from 'fastify';
import { nowIso, type Db } from '../../db/index.js';
import { purgeDeletedBaselines } from '../baselines/baselines.service.js';
import * as queries from './history.queries.js';

/*
 * HISTORY_RETENTION_DAYS (docs/operations.md "History"): unset keeps every operation; N deletes
 * operations older than N days (with their changes) once at start and then every hour. Undo can
 * reach only what history still holds.
 */

const HOUR_MS = 60 * 60 * 1000;

export async function pruneHistory(db: Db, days: number, now = Date.parse(nowIso())): Promise<number> {
  const before = new Date(now - days * 24 * HOUR_MS).toISOString();
  // A deleted baseline is kept only while the history that could undo its deletion is (D57).
  await purgeDeletedBaselines(db, before);
  return queries.deleteOperationsBefore(db, before);
}

export function startHistoryRetention(app: FastifyInstance, days: number | null): void {
  if (days === null) return;
  const run = () =>
    pruneHistory(app.db, days).then(
      (deleted) => {
        if (deleted > 0)
          app.log.info({ deleted, days }, 'history: deleted operations past HISTORY_RETENTION_DAYS');
      },
      (error: unknown) => app.log.error({ err: error }, 'history: pruning failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), HOUR_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
