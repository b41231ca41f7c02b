import { useMemo } from 'react';
import { PENDING_EDIT_OVERLAY_MS } from '@plotline/shared';
import { useProjectChanges } from '@/api/planning';
import type { RowOverlay } from '../components/event-row';

/**
 * How each event row is marked, read from the project's changes (docs/decisions.md D32): 'saving'
 * while a change to it is on its way, 'saved' for PENDING_EDIT_OVERLAY_MS after an edit was
 * accepted, nothing once the latest change to it was refused (its rollback already shows).
 */
export function useRowStates(projectId: string): ReadonlyMap<string, RowOverlay> {
  const changes = useProjectChanges(projectId, { settledWithin: PENDING_EDIT_OVERLAY_MS });
  return useMemo(() => {
    const latest = new Map<string, (typeof changes)[number]>();
    // Oldest first: a later change to the same row replaces an earlier one.
    for (const change of changes) if (change.subjectId) latest.set(change.subjectId, change);
    const states = new Map<string, RowOverlay>();
    for (const [id, change] of latest) {
      if (change.status === 'pending') states.set(id, 'saving');
      else if (change.status === 'success' && change.kind === 'updateEvent') states.set(id, 'saved');
    }
    return states;
  }, [changes]);
}
