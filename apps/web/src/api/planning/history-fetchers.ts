import { api } from '@/lib/api-client';
import { projectPath } from './planning-fetchers';
import { lazySchema } from '@/api/response-schemas';

const historyPageParser = lazySchema((schemas) => schemas.historyPageSchema);
const undoResultParser = lazySchema((schemas) => schemas.undoResultSchema);

/* A project's history, undo and redo (docs/api.md "History and undo", docs/decisions.md D46 and D47). */

/** The history's filters: one person's changes, one event's changes (both optional). */
export interface HistoryFilters {
  actorId?: string | undefined;
  eventId?: string | undefined;
}

export const HISTORY_PAGE_SIZE = 30;

export const fetchHistory = (projectId: string, filters: HistoryFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get(`${projectPath(projectId)}/history`, {
    query: { cursor, limit: HISTORY_PAGE_SIZE, actorId: filters.actorId, eventId: filters.eventId },
    schema: historyPageParser,
    signal,
  });

/** Whether the caller's Undo and Redo would find an operation now (`canUndo`, `canRedo`): one entry asked for. */
export const fetchUndoStatus = (projectId: string, signal?: AbortSignal) =>
  api.get(`${projectPath(projectId)}/history`, { query: { limit: 1 }, schema: historyPageParser, signal });

/** POST …/undo or …/redo: the caller's own latest undoable (redoable) operation in the project. */
export const postUndoRedo = (projectId: string, direction: 'undo' | 'redo') =>
  api.post(`${projectPath(projectId)}/${direction}`, {}, { schema: undoResultParser });
