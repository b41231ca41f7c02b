import { toWireDate, type PlanningEvent } from '@plotline/shared';
import type { EventRow } from '../../db/schema.js';

/** Database row → wire event: calendar dates become noon-UTC timestamps. */
export const toEventResponse = (row: EventRow): PlanningEvent => ({
  id: row.id,
  projectId: row.projectId,
  timelineId: row.timelineId,
  title: row.title,
  description: row.description,
  date: toWireDate(row.startDate),
  endDate: row.endDate ? toWireDate(row.endDate) : null,
  objective: row.objective,
  isMilestone: row.isMilestone === 1,
  isFreeze: row.isFreeze === 1,
  displayOrder: row.displayOrder,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
