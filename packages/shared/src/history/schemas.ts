import { z } from 'zod';
import { idSchema } from '../schemas/common.js';
import { HISTORY_ENTITIES, HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX } from './constants.js';

/*
 * History and undo (issue 21, docs/decisions.md D46). Every `withProjectChanges` call on the server
 * is one operation: who, when, what kind, and each entity row it changed before and after (the
 * stored fields in camelCase; null when the row did not exist before or no longer exists after).
 */

export const historyEntitySchema = z.enum(HISTORY_ENTITIES);
export type HistoryEntity = z.infer<typeof historyEntitySchema>;

export const historySnapshotSchema = z.record(z.string(), z.unknown());
/** A stored row as history keeps it: an event has title, startDate, endDate, timelineId, …; a share has userId and permissionLevel. */
export type HistorySnapshot = Record<string, unknown>;

export const historyChangeSchema = z.object({
  entity: historyEntitySchema,
  entityId: z.string(),
  before: historySnapshotSchema.nullable(),
  after: historySnapshotSchema.nullable(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyOperationSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }),
  /** ISO time of the commit. */
  at: z.string(),
  /** 'event.moved', 'timeline.renamed', 'bulk.shift', 'import', 'undo', 'redo', … (HISTORY_KINDS). */
  kind: z.string(),
  /** The words: "Ada moved 'Cutover rehearsal' from 08/04/2025 to 08/11/2025". */
  summary: z.string(),
  /** The first HISTORY_CHANGES_LISTED of its changes, each row before and after. */
  changes: z.array(historyChangeSchema),
  /** How many rows the operation changed in all (it lists the first HISTORY_CHANGES_LISTED). */
  changeCount: z.number().int().nonnegative(),
  /** Set while the operation stands undone (its redo clears it). */
  undoneAt: z.string().nullable(),
});
export type HistoryOperation = z.infer<typeof historyOperationSchema>;

export const historyQuerySchema = z.object({
  /** nextCursor of the previous page. */
  cursor: idSchema.optional(),
  limit: z.coerce
    .number({ message: `must be a whole number from 1 to ${HISTORY_PAGE_MAX}` })
    .int(`must be a whole number from 1 to ${HISTORY_PAGE_MAX}`)
    .min(1, `must be a whole number from 1 to ${HISTORY_PAGE_MAX}`)
    .max(HISTORY_PAGE_MAX, `must be a whole number from 1 to ${HISTORY_PAGE_MAX}`)
    .default(HISTORY_PAGE_DEFAULT),
  /** Only this person's operations. */
  actorId: idSchema.optional(),
  /** Only operations that changed this event. */
  eventId: idSchema.optional(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyPageSchema = z.object({
  entries: z.array(historyOperationSchema),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** Whether the caller's Undo would find an operation now (false for readers); `?limit=1` asks cheaply. */
  canUndo: z.boolean(),
  /** Whether the caller's Redo would find an operation now. */
  canRedo: z.boolean(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const undoBodySchema = z.object({}).strict();
export const undoResultSchema = z.object({ operation: historyOperationSchema });
