import type { Viewer } from '@plotline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUserQuery } from '@/api/auth';
import { useReadOnlyView } from '@/lib/read-only-view';
import { afterFirstPaint } from '@/lib/after-first-paint';
import type { LiveStatus } from '@/lib/live-status';

export interface ProjectLive {
  status: LiveStatus;
  /** The other people with the project open (oneself left out), each once. */
  viewers: Viewer[];
}

interface LiveState {
  projectId: string | null;
  status: LiveStatus;
  viewers: Viewer[];
}

/**
 * Follows the project's change stream while a project view is open: changes by others (and the
 * echo of our own) land in the cached project, so every view shows them without a reload.
 */
export function useProjectLive(requestedProjectId: string | null): ProjectLive {
  // A public link's view has no session to stream with (docs/decisions.md D42): it is read on each visit.
  const projectId = useReadOnlyView() ? null : requestedProjectId;
  const queryClient = useQueryClient();
  const currentUserId = useCurrentUserQuery().data?.id;
  const [state, setState] = useState<LiveState>({ projectId, status: 'connecting', viewers: [] });

  useEffect(() => {
    if (!projectId) return;
    const update = (next: Partial<Omit<LiveState, 'projectId'>>) =>
      setState((current) => {
        const base: LiveState =
          current.projectId === projectId
            ? current
            : { projectId, status: 'connecting', viewers: NO_VIEWERS };
        return { ...base, ...next };
      });
    // The stream's code and connection wait for the first paint (docs/decisions.md D85); its hello
    // still brings in a change made meanwhile (project-live-connection.ts).
    let close: (() => void) | null = null;
    let isClosed = false;
    afterFirstPaint(() => {
      if (isClosed) return;
      import('./project-live-connection').then(
        ({ connectProjectLive }) => {
          if (isClosed) return;
          close = connectProjectLive(queryClient, projectId, {
            onStatus: (status) => update({ status }),
            onViewers: (viewers) => update({ viewers }),
          });
        },
        () => update({ status: 'off' }),
      );
    });
    return () => {
      isClosed = true;
      close?.();
    };
  }, [projectId, queryClient]);

  const isCurrent = state.projectId === projectId;
  const viewers = isCurrent ? state.viewers : NO_VIEWERS;
  const others = useMemo(() => {
    const seen = new Set<string>(currentUserId ? [currentUserId] : []);
    return viewers.filter((viewer) => !seen.has(viewer.id) && Boolean(seen.add(viewer.id)));
  }, [viewers, currentUserId]);

  if (!projectId) return { status: 'off', viewers: NO_VIEWERS };
  return { status: isCurrent ? state.status : 'connecting', viewers: others };
}

const NO_VIEWERS: Viewer[] = [];
