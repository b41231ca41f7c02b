import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  /** The reason phrase; jsdom's Response leaves it empty unless given. */
  statusText?: string;
  body?: unknown;
}

type Handler = MockResponse | ((request: { url: string; method: string; body: unknown }) => MockResponse | Promise<MockResponse>);

export const ok = (data: unknown): MockResponse => ({ status: 200, body: { success: true, data } });
/** A success that also carries the message the screen shows (invitations, approvals). */
export const okWithMessage = (data: unknown, message: string): MockResponse => ({
  status: 200,
  body: { success: true, message, data },
});
export const fail = (status: number, code: string, message?: string): MockResponse => ({
  status,
  body: { success: false, code, ...(message === undefined ? {} : { message }) },
});

/**
 * Stubs global fetch with handlers keyed by 'METHOD /path' (query string ignored).
 * Unmatched requests answer 404 so a missing stub shows up as a failure, not a hang.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[`${method} ${path}`];
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const result: MockResponse = handler === undefined
      ? fail(404, 'NOT_FOUND', `No mock for ${method} ${path}`)
      : typeof handler === 'function'
        ? await handler({ url, method, body })
        : handler;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status ?? 200,
      ...(result.statusText === undefined ? {} : { statusText: result.statusText }),
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Resolves when called; for holding a request open to observe a busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The requests `fetchMock` received with `method` (GET when none was given): `expect(...).toHaveLength(0)` says none was sent. */
export function requestsWith(fetchMock: ReturnType<typeof mockFetch>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET').toUpperCase() === method);
}
