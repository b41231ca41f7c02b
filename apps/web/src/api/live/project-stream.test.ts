import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import {
  openProjectStream,
  RECONNECT_DELAYS_MS,
  type LiveStatus,
  type ProjectStreamHandlers,
} from './project-stream';

function handlers() {
  const statuses: LiveStatus[] = [];
  const calls = {
    statuses,
    hello: vi.fn<ProjectStreamHandlers['onHello']>(),
    change: vi.fn<ProjectStreamHandlers['onChange']>(),
    refetch: vi.fn(),
    revoked: vi.fn(),
  };
  const value: ProjectStreamHandlers = {
    onStatus: (status) => statuses.push(status),
    onHello: calls.hello,
    onChange: calls.change,
    onPresence: () => {},
    onRefetch: calls.refetch,
    onRevoked: calls.revoked,
  };
  return { calls, value };
}

const change = (revision: number) => ({
  projectId: 'p',
  revision,
  kind: 'event.deleted',
  actorId: 'u',
  eventId: 'e',
  at: '2025-08-01T10:00:00.000Z',
});

describe('openProjectStream', () => {
  beforeEach(() => {
    FakeEventSource.install();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resumes with ?since= after the browser gave up on a stream that had worked', () => {
    const { calls, value } = handlers();
    const close = openProjectStream('p 1', value);
    const first = FakeEventSource.latest();
    expect(first.url).toBe('/api/v1/projects/p%201/stream');
    first.open();
    first.emit('hello', { revision: 4, viewers: [] });
    first.emit('change', change(5), '5');
    expect(calls.hello).toHaveBeenCalledWith({ revision: 4, viewers: [], willReplay: false });
    expect(calls.change).toHaveBeenCalledTimes(1);

    // A proxy's 502 while instances restart: EventSource closes for good.
    first.fail(FakeEventSource.CLOSED);
    expect(calls.statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe('/api/v1/projects/p%201/stream?since=5');
    second.open();
    second.emit('hello', { revision: 5, viewers: [] });
    expect(calls.hello).toHaveBeenLastCalledWith({ revision: 5, viewers: [], willReplay: true });
    expect(calls.statuses.at(-1)).toBe('live');
    close();
    expect(second.isClosed).toBe(true);
  });

  it('tells a hello after the browser reconnected without any change id that nothing will be replayed', () => {
    const { calls, value } = handlers();
    openProjectStream('p', value);
    const source = FakeEventSource.latest();
    source.open();
    source.emit('hello', { revision: 4, viewers: [] });
    source.fail();
    source.open();
    source.emit('hello', { revision: 6, viewers: [] });
    expect(calls.hello).toHaveBeenLastCalledWith({ revision: 6, viewers: [], willReplay: false });
  });

  it("gives up with 'off' after its own retries fail", () => {
    const { calls, value } = handlers();
    openProjectStream('p', value);
    FakeEventSource.latest().open();
    for (const delay of RECONNECT_DELAYS_MS) {
      FakeEventSource.latest().fail(FakeEventSource.CLOSED);
      expect(calls.statuses.at(-1)).toBe('reconnecting');
      vi.advanceTimersByTime(delay);
    }
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    expect(calls.statuses.at(-1)).toBe('off');
    expect(FakeEventSource.instances).toHaveLength(RECONNECT_DELAYS_MS.length + 1);
  });

  it('drops malformed messages and stops for good when access is revoked', () => {
    const { calls, value } = handlers();
    openProjectStream('p', value);
    const source = FakeEventSource.latest();
    source.open();
    source.emit('change', { revision: 'x' }, '1');
    expect(calls.change).not.toHaveBeenCalled();
    source.emit('revoked', { message: 'You no longer have access to this project' });
    expect(calls.revoked).toHaveBeenCalledWith('You no longer have access to this project');
    expect(calls.statuses.at(-1)).toBe('off');
    expect(source.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("reports 'off' without EventSource", () => {
    vi.stubGlobal('EventSource', undefined);
    const { calls, value } = handlers();
    openProjectStream('p', value);
    expect(calls.statuses).toEqual(['off']);
  });
});
