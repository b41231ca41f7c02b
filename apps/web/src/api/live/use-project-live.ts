import type { Viewer } from '@plotline/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUserQuery } from '@/api/auth';
import { useReadOnlyView } from '@/lib/read-only-view';
import { createProjectLiveSync } from './project-live-sync';
import { openProjectStream, type LiveStatus } from './project-stream';

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
    const sync = createProjectLiveSync(queryClient, projectId);
    const close = openProjectStream(projectId, {
      onStatus: (status) => update({ status }),
      onHello: ({ revision, viewers, willReplay }) => {
        update({ viewers });
        sync.hello(revision, willReplay);
      },
      onChange: sync.receive,
      onPresence: (viewers) => update({ viewers }),
      onRefetch: sync.refetch,
      onRevoked: () => {
        update({ viewers: [] });
        sync.revoked();
      },
    });
    return () => {
      close();
      sync.dispose();
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
