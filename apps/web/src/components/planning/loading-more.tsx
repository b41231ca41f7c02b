import { LiveIndicator, type LiveIndicatorProps } from '@/components/live/live-indicator';
import { Spinner } from '@/components/ui/spinner';

export const LOADING_MORE = 'Loading more…';
export const LOADING_FAILED = 'Some events could not be loaded';

/** What useProjectPaging (api/planning) says. */
export interface ProjectPaging {
  isPaging: boolean;
  hasFailed: boolean;
}

/**
 * A quiet status while the rest of a project is paged in after its first window
 * (docs/decisions.md D60). The region stays mounted, so its changes are announced.
 */
export function LoadingMore({ paging }: { paging: ProjectPaging }) {
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-gray-600">
      {paging.isPaging ? (
        <>
          <Spinner className="h-3 w-3" />
          {LOADING_MORE}
        </>
      ) : paging.hasFailed ? (
        LOADING_FAILED
      ) : null}
    </span>
  );
}

/** A project view's header status: Loading more… beside the live indicator. */
export function ProjectStatus({ paging, live }: { paging: ProjectPaging; live: LiveIndicatorProps }) {
  return (
    <span className="flex items-center gap-3">
      <LoadingMore paging={paging} />
      <LiveIndicator {...live} />
    </span>
  );
}
