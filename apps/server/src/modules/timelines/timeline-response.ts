import type { Timeline } from '@plotline/shared';
import type { TimelineRow } from '../../db/schema.js';

export const toTimelineResponse = (row: TimelineRow): Timeline => ({
  id: row.id,
  projectId: row.projectId,
  name: row.name,
  color: row.color,
  displayOrder: row.displayOrder,
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
