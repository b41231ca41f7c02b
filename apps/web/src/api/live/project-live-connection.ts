import type { Viewer } from '@plotline/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveStatus } from '@/lib/live-status';
import { createProjectLiveSync } from './project-live-sync';
import { openProjectStream } from './project-stream';

export interface ProjectLiveListener {
  onStatus: (status: LiveStatus) => void;
  onViewers: (viewers: Viewer[]) => void;
}

/**
 * A project's stream wired to its cached detail (project-live-sync.ts): a chunk of its own, which
 * useProjectLive fetches after the first paint (docs/decisions.md D85). The hello's revision tells
 * the sync whether the cache missed a change made before the stream opened (then it refetches), so
 * opening it late loses nothing. The returned function closes the stream and stops the sync.
 */
export function connectProjectLive(queryClient: QueryClient, projectId: string, listener: ProjectLiveListener): () => void {
  const sync = createProjectLiveSync(queryClient, projectId);
  const close = openProjectStream(projectId, {
    onStatus: listener.onStatus,
    onHello: ({ revision, viewers, willReplay }) => {
      listener.onViewers(viewers);
      sync.hello(revision, willReplay);
    },
    onChange: sync.receive,
    onPresence: listener.onViewers,
    onRefetch: sync.refetch,
    onRevoked: () => {
      listener.onViewers([]);
      sync.revoked();
    },
  });
  return () => {
    close();
    sync.dispose();
  };
}
