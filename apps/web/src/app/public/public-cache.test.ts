import { describe, expect, it } from 'vitest';
import { BUILTIN_OBJECTIVE_MAP, type PublicProject, withoutPeople } from '@plotline/shared';
import { projectKeys } from '@/api/projects';
import { preferenceKeys } from '@/api/preferences';
import { makeProjectDetail } from '@/test/projects';
import { createReadOnlyQueryClient, seedReadOnlyCache, toReadOnlyDetail } from './public-cache';

/* A public link's views read the app's query keys from the one public answer (docs/decisions.md D42). */

function publicProject(): PublicProject {
  return { ...withoutPeople(makeProjectDetail('owner')), expiresAt: '2030-01-01T00:00:00.000Z', objectives: BUILTIN_OBJECTIVE_MAP };
}

describe('the read-only cache', () => {
  it('reads the project with read access and no owner', () => {
    const detail = toReadOnlyDetail(publicProject());
    expect(detail).toMatchObject({ ownerId: '', ownerName: '', isOwner: false, userAccessLevel: 'read', effectiveLevel: 'read', limitedBy: null });
    expect(detail).not.toHaveProperty('expiresAt');
    expect(detail).not.toHaveProperty('objectives');
  });

  it('seeds the detail, the list and the timeline range so the views never ask the server', () => {
    const project = publicProject();
    const client = createReadOnlyQueryClient();
    seedReadOnlyCache(client, project);
    expect(client.getQueryData(projectKeys.detail(project.id))).toMatchObject({ id: project.id, effectiveLevel: 'read' });
    expect(client.getQueryData(projectKeys.list())).toHaveLength(1);
    expect(client.getQueryData(preferenceKeys.category('timeline'))).toHaveProperty('time_range');
    expect(client.getDefaultOptions().queries?.staleTime).toBe(Infinity);
  });
});
