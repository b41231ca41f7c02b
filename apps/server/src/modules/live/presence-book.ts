import type { Viewer } from '@plotline/shared';

/*
 * Who has a stream open on which project. This instance's own viewers are counted exactly
 * (one person may have several tabs); other instances announce theirs over the bus and are
 * forgotten when their announcements stop (an instance that died cannot say goodbye).
 */

interface LocalEntry {
  viewer: Viewer;
  count: number;
}

interface RemoteEntry {
  viewers: Viewer[];
  expiresAt: number;
}

export class PresenceBook {
  readonly #local = new Map<string, Map<string, LocalEntry>>();
  readonly #remote = new Map<string, Map<string, RemoteEntry>>();

  /** Counts one more stream of this viewer; true when they were not here before. */
  addLocal(projectId: string, viewer: Viewer): boolean {
    let viewers = this.#local.get(projectId);
    if (!viewers) this.#local.set(projectId, (viewers = new Map()));
    const entry = viewers.get(viewer.id);
    if (entry) {
      entry.count += 1;
      entry.viewer = viewer;
      return false;
    }
    viewers.set(viewer.id, { viewer, count: 1 });
    return true;
  }

  /** Counts one stream less; true when it was the viewer's last one here. */
  removeLocal(projectId: string, viewerId: string): boolean {
    const viewers = this.#local.get(projectId);
    const entry = viewers?.get(viewerId);
    if (!viewers || !entry) return false;
    entry.count -= 1;
    if (entry.count > 0) return false;
    viewers.delete(viewerId);
    if (viewers.size === 0) this.#local.delete(projectId);
    return true;
  }

  localViewers(projectId: string): Viewer[] {
    return [...(this.#local.get(projectId)?.values() ?? [])].map((entry) => entry.viewer);
  }

  localProjects(): string[] {
    return [...this.#local.keys()];
  }

  /** Replaces what another instance said about a project; true when the combined list may have changed. */
  setRemote(projectId: string, instanceId: string, viewers: Viewer[], expiresAt: number): boolean {
    let instances = this.#remote.get(projectId);
    const before = instances?.get(instanceId);
    if (viewers.length === 0) {
      if (!before || !instances) return false;
      instances.delete(instanceId);
      if (instances.size === 0) this.#remote.delete(projectId);
      return true;
    }
    if (!instances) this.#remote.set(projectId, (instances = new Map()));
    instances.set(instanceId, { viewers, expiresAt });
    return !before || JSON.stringify(before.viewers) !== JSON.stringify(viewers);
  }

  /** Forgets announcements that were not refreshed in time; returns the projects that changed. */
  sweep(now: number): string[] {
    const changed: string[] = [];
    for (const [projectId, instances] of this.#remote) {
      for (const [instanceId, entry] of instances) {
        if (entry.expiresAt > now) continue;
        instances.delete(instanceId);
        if (!changed.includes(projectId)) changed.push(projectId);
      }
      if (instances.size === 0) this.#remote.delete(projectId);
    }
    return changed;
  }

  /** Everyone viewing the project on any instance, once each, by name. */
  viewers(projectId: string): Viewer[] {
    const byId = new Map<string, Viewer>();
    for (const viewer of this.localViewers(projectId)) byId.set(viewer.id, viewer);
    for (const entry of this.#remote.get(projectId)?.values() ?? []) {
      for (const viewer of entry.viewers) if (!byId.has(viewer.id)) byId.set(viewer.id, viewer);
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
}
