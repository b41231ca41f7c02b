import { useMutationState } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { toChangeState, type ChangeState } from '@/api/optimistic';
import { planningMutationKey } from './planning-queries';

/*
 * What is on its way to the server, read from the mutation cache (docs/decisions.md D32): views ask
 * here instead of keeping their own "saving" overlays.
 *
 *   useSavingIds(projectId).has(event.id)        an event or timeline with a change on its way
 *                                                (a temporary id of an add included)
 *   useProjectChanges(projectId, { settledWithin: ms })
 *                                                each change still pending, or answered (accepted
 *                                                or refused) less than `ms` ago, oldest first:
 *                                                { kind, subjectId, status, variables, settledAt, … }
 *
 * The change itself is already in the cached project (useProjectDetail) from the moment
 * `mutate()` returns; these tell the view how to mark it.
 */

export type PlanningChangeKind =
  | 'createTimeline'
  | 'updateTimeline'
  | 'deleteTimeline'
  | 'reorderTimelines'
  | 'createEvent'
  | 'updateEvent'
  | 'deleteEvent'
  | 'moveEvent'
  | 'bulkEvents'
  | 'createDependency'
  | 'updateDependency'
  | 'deleteDependency'
  | 'updateProject';

/** Made per call by the planning mutations: the id an added row carries until the server's replaces it. */
export interface PlanningExtra {
  tempId: string;
}

/** A planning mutation's key: the project's key (what `useIsSaving` counts) and the change's kind. */
export const planningChangeKey = (projectId: string, kind: PlanningChangeKind) =>
  [...planningMutationKey(projectId), kind] as const;

export interface PlanningChange extends ChangeState<Record<string, unknown>, PlanningExtra> {
  kind: PlanningChangeKind;
  /** The event, timeline or dependency the change is about (an add's temporary id); null for a reorder or a project setting. */
  subjectId: string | null;
}

function subjectOf(kind: PlanningChangeKind, variables: Record<string, unknown>, extra?: PlanningExtra) {
  const id = (name: string) => (typeof variables[name] === 'string' ? (variables[name] as string) : null);
  switch (kind) {
    case 'createTimeline':
    case 'createEvent':
    case 'createDependency':
      return extra?.tempId ?? null;
    case 'updateDependency':
    case 'deleteDependency':
      return id('dependencyId');
    case 'updateTimeline':
    case 'deleteTimeline':
      return id('timelineId');
    case 'updateEvent':
    case 'deleteEvent':
    case 'moveEvent':
      return id('eventId');
    case 'reorderTimelines':
    case 'updateProject':
    case 'bulkEvents':
      return null;
  }
}

/** The project's changes still pending, or answered less than `settledWithin` ms ago (0: pending only). */
export function useProjectChanges(
  projectId: string,
  { settledWithin = 0 }: { settledWithin?: number } = {},
): PlanningChange[] {
  const all = useMutationState({
    filters: {
      mutationKey: planningMutationKey(projectId),
      predicate: (mutation) =>
        mutation.state.status === 'pending' || (settledWithin > 0 && mutation.state.status !== 'idle'),
    },
    select: (mutation): PlanningChange => {
      const state = toChangeState<Record<string, unknown>, PlanningExtra>(mutation);
      const kind = state.mutationKey[2] as PlanningChangeKind;
      return { ...state, kind, subjectId: subjectOf(kind, state.variables ?? {}, state.extra) };
    },
  });
  // Answers older than the window drop out when it ends: `now` moves on at the next expiry.
  const [now, setNow] = useState(() => Date.now());
  const shown = useMemo(
    () => all.filter((change) => change.status === 'pending' || (change.settledAt ?? 0) + settledWithin > now),
    [all, now, settledWithin],
  );
  const nextExpiry = Math.min(
    ...shown.flatMap((change) => (change.settledAt === undefined ? [] : [change.settledAt + settledWithin])),
  );
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextExpiry - Date.now()));
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return shown;
}

/** Ids of the events and timelines with a change on its way (see the top of this file). */
export function useSavingIds(projectId: string): ReadonlySet<string> {
  const changes = useProjectChanges(projectId);
  return useMemo(
    () => new Set(changes.flatMap((change) => (change.subjectId ? [change.subjectId] : []))),
    [changes],
  );
}
