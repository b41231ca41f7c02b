import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectChange } from '@plotline/shared';
import { createMemoryBus, encodeChange, MAX_PAYLOAD_BYTES } from './change-bus.js';
import { LiveHub } from './live-hub.js';
import type { StreamAccess } from './live-stream.js';

/*
 * The hub's ordering rules without HTTP or a database: a fake response records what a stream
 * writes, and the access check is a promise the test resolves when it wants.
 */

class FakeResponse extends EventEmitter {
  readonly chunks: string[] = [];
  writableEnded = false;
  destroyed = false;
  writableLength = 0;
  socket = null;
  writeHead(): this {
    return this;
  }
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): this {
    this.writableEnded = true;
    this.emit('close');
    return this;
  }
  /** `event` names and ids in the order written. */
  get events(): string[] {
    return this.chunks
      .filter((chunk) => chunk.startsWith('event: '))
      .map((chunk) => {
        const event = /^event: (\S+)/.exec(chunk)?.[1] ?? '';
        const id = /\nid: (\d+)/.exec(chunk)?.[1];
        return id ? `${event}#${id}` : event;
      });
  }
}

const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const PROJECT = 'p1';
const change = (revision: number, extra: Partial<ProjectChange> = {}): ProjectChange => ({
  projectId: PROJECT,
  revision,
  kind: 'event.updated',
  actorId: 'u1',
  at: new Date(0).toISOString(),
  ...extra,
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live hub', () => {
  const hubs: LiveHub[] = [];
  afterEach(async () => {
    for (const hub of hubs.splice(0)) await hub.close();
  });

  async function setup(options: ConstructorParameters<typeof LiveHub>[2] = {}) {
    const bus = createMemoryBus(silent);
    const hub = new LiveHub(bus, silent, { heartbeatMs: 60_000, ...options });
    hubs.push(hub);
    await hub.start();
    const publish = (...changes: ProjectChange[]) => bus.committed(changes);
    function open(since?: number) {
      const response = new FakeResponse();
      let resolveCheck: (access: StreamAccess) => void = () => undefined;
      const check = () =>
        new Promise<StreamAccess>((resolve) => {
          resolveCheck = resolve;
        });
      hub.open({
        projectId: PROJECT,
        viewer: { id: 'u1', name: 'Ada', picture: null },
        since,
        response: response as unknown as ServerResponse,
        headers: {},
        check,
      });
      return { response, allow: (revision: number) => resolveCheck({ isAllowed: true, revision }) };
    }
    return { hub, publish, open };
  }

  it('sends hello first even when a change arrives while the stream is still reading the revision', async () => {
    const { publish, open } = await setup();
    const stream = open();
    publish(change(6));
    await tick();
    expect(stream.response.events).toEqual([]);
    stream.allow(5);
    await tick();
    expect(stream.response.events).toEqual(['hello#5', 'change#6']);
  });

  it('puts changes that arrive out of order back in revision order', async () => {
    const { publish, open } = await setup();
    publish(change(1));
    const stream = open();
    stream.allow(1);
    await tick();
    publish(change(3), change(2), change(4));
    await tick();
    expect(stream.response.events).toEqual(['hello#1', 'change#2', 'change#3', 'change#4']);
  });

  it('tells streams to refetch when a missing revision never arrives', async () => {
    const { publish, open } = await setup({ gapWaitMs: 10 });
    publish(change(1));
    const stream = open();
    stream.allow(1);
    await tick();
    publish(change(3));
    await tick();
    expect(stream.response.events).toEqual(['hello#1']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    publish(change(4));
    await tick();
    expect(stream.response.events).toEqual(['hello#1', 'refetch#3', 'change#4']);
  });

  it('replays from its ring only while it holds every change since the client’s revision', async () => {
    const { publish, open } = await setup({ ringSize: 3 });
    publish(change(1), change(2), change(3), change(4), change(5));
    const fromThree = open(3);
    fromThree.allow(5);
    const fromOne = open(1);
    fromOne.allow(5);
    await tick();
    expect(fromThree.response.events).toEqual(['hello', 'change#4', 'change#5']);
    expect(fromOne.response.events).toEqual(['hello', 'refetch#5']);
  });

  it('leaves an entity that would not fit a PostgreSQL NOTIFY out of the bus payload', () => {
    const timeline = {
      id: 't1',
      projectId: PROJECT,
      name: 'x'.repeat(MAX_PAYLOAD_BYTES),
      color: '#3B82F6',
      displayOrder: 1,
      version: 1,
      createdAt: '',
      updatedAt: '',
    };
    const encoded = encodeChange(change(2, { kind: 'timeline.updated', timelineId: 't1', timeline }));
    expect(Buffer.byteLength(encoded)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(JSON.parse(encoded)).toEqual({ type: 'change', change: change(2, { kind: 'timeline.updated', timelineId: 't1' }) });
  });
});
