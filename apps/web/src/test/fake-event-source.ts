import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource in jsdom (which has none): tests open, fail and feed
 * it by hand. The real one is exercised by the Playwright specs.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  get withCredentials(): boolean {
    return this.init?.withCredentials ?? false;
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  // Test controls -------------------------------------------------------------------------------

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** One server message: `event: <type>`, `data: <JSON>`, optional `id:`. */
  emit(type: string, data: unknown, id?: string): void {
    const message = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id ?? '' });
    for (const listener of this.listeners.get(type) ?? []) listener(message);
  }

  /** A dropped connection (EventSource retries: CONNECTING) or a refused one (CLOSED). */
  fail(readyState: number = FakeEventSource.CONNECTING): void {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }

  get isClosed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }

  /** Installs the fake as the global EventSource (undone by vi.unstubAllGlobals after each test). */
  static install(): typeof FakeEventSource {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    return FakeEventSource;
  }
}
