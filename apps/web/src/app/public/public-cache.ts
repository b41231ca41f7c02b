import { QueryClient } from '@tanstack/react-query';
import {
  autoFitRange,
  PREFERENCE_CATEGORIES,
  toDatedItem,
  type CurrentUser,
  type ProjectDetail,
  type PublicProject,
} from '@plotline/shared';
import { authKeys } from '@/api/auth';
import { objectiveKeys } from '@/api/planning';
import { preferenceKeys } from '@/api/preferences';
import { projectKeys } from '@/api/projects';
import { TIME_RANGE_KEY } from '@/features/timeline/hooks/use-time-range';

/*
 * A public link's views read the project from the same query keys as the signed-in app
 * (docs/decisions.md D42), in a query client of their own that never asks the server: everything
 * they read is put there from the one public answer, and nothing goes stale.
 */

/** The project as the views read it: read access, and no owner (the public answer names no one). */
export function toReadOnlyDetail(project: PublicProject): ProjectDetail {
  const { expiresAt: _expiresAt, objectives: _objectives, ...rest } = project;
  return {
    ...rest,
    ownerId: '',
    ownerName: '',
    isOwner: false,
    isShared: false,
    userAccessLevel: 'read',
    effectiveLevel: 'read',
    limitedBy: null,
  };
}

/** Who the views think is looking: nobody in particular, with no rights. Never sent anywhere. */
const NO_TEXT = { id: '', email: '', firstName: '', lastName: '', name: '', createdAt: '', updatedAt: '' };
const READ_ONLY_VISITOR: CurrentUser = { ...NO_TEXT, picture: null, role: 'viewer', sysRole: 'Trial', status: 'active', organizationId: null, organizationRole: null, lastLoginAt: null };

export function createReadOnlyQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** Puts what the views read into `client`: the project, the list holding it, objectives, the visitor, preferences. */
export function seedReadOnlyCache(client: QueryClient, project: PublicProject): void {
  const detail = toReadOnlyDetail(project);
  const { timelines: _timelines, ...summary } = detail;
  client.setQueryData(projectKeys.detail(project.id), detail);
  client.setQueryData(projectKeys.list(), [summary]);
  client.setQueryData(objectiveKeys.all, project.objectives);
  client.setQueryData(authKeys.currentUser(), READ_ONLY_VISITOR);
  for (const category of PREFERENCE_CATEGORIES) client.setQueryData(preferenceKeys.category(category), {});
  // The timeline opens on the whole plan rather than on today's default range.
  const items = project.timelines.flatMap((timeline) => timeline.events.map(toDatedItem));
  client.setQueryData(preferenceKeys.category('timeline'), { [TIME_RANGE_KEY]: autoFitRange(items) });
}
