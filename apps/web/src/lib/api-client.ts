import { discardEarlyReads, takeEarlyRead } from './early-reads';

/*
 * The one way the web app talks to the server: same-origin fetch with the session cookie,
 * JSON in and out, the `{ success, data }` envelope unwrapped and every failure turned into an
 * ApiError. Callers branch on `status`/`code`, never on message text.
 */

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

/** Codes the client itself produces (the server's codes are ERROR_STATUS keys in @plotline/shared). */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  /** The server's own message, when it sent one (`message` falls back to 'An error occurred'). */
  readonly serverMessage: string | undefined;
  /** True once the global handler has told the user (a 403 toast): callers need not toast again. */
  isNotified = false;

  /** The HTTP reason phrase ('Internal Server Error'); empty over HTTP/2 and for network errors. */
  readonly statusText: string;

  constructor(options: {
    status: number;
    code: string;
    message?: string | undefined;
    details?: unknown;
    statusText?: string | undefined;
  }) {
    super(options.message || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = options.status;
    this.statusText = options.statusText ?? '';
    this.code = options.code;
    this.details = options.details;
    this.serverMessage = options.message || undefined;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }

  get isNetworkError(): boolean {
    return this.code === CLIENT_ERROR_CODES.network;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_ERROR_MESSAGE;
}

/** Session-wide reactions (docs/decisions.md D25.2), installed once by the app providers. */
export interface ApiClientHandlers {
  /** A 401: the session is over; the app clears the current user and shows the login screen. */
  onUnauthorized?: (error: ApiError) => void;
  /** A 403: the app shows the server's message and keeps the user signed in. */
  onForbidden?: (error: ApiError) => void;
  /** An answer used before its schema was loaded failed the check once it was (docs/decisions.md D82). */
  onLateInvalidResponse?: (error: ApiError) => void;
}

let handlers: ApiClientHandlers = {};

export function setApiClientHandlers(next: ApiClientHandlers): void {
  handlers = next;
}

/** Anything with a Zod-like `parse` (the shared schemas), so responses are checked and typed. */
export interface ResponseParser<T> {
  parse: (data: unknown) => T;
}

/**
 * A parser whose code may not be loaded yet (api/response-schemas.ts, docs/decisions.md D82):
 * `current` once it is; until then the answer is trusted and checked when `whenLoaded` resolves.
 */
export interface LazyResponseParser<T> {
  readonly current: ResponseParser<T> | undefined;
  whenLoaded(): Promise<ResponseParser<T>>;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData and Blob bodies go through untouched. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Validates and types `data`; without it `data` is trusted as T. */
  schema?: ResponseParser<T> | LazyResponseParser<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Skip the global 401/403 reactions. Auth calls use this: their 401 means "not signed in",
   * which the caller handles itself.
   */
  skipSessionHandling?: boolean;
  /**
   * Receives the whole success envelope, for the calls whose envelope carries more than `data`
   * (the `message` of an invitation or approval, which the screen shows).
   */
  onEnvelope?: (envelope: Record<string, unknown>) => void;
  /** A file answer (a rendered PNG or PDF): a success comes back as a Blob; failures are read as usual. */
  asBlob?: boolean;
  /**
   * The answer to this same request, already on its way (index.html's early session check,
   * docs/decisions.md D81): read instead of fetching; when it resolves to null the request is sent.
   */
  sent?: Promise<Response | null>;
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toApiError(status: number, payload: unknown, statusText: string): ApiError {
  if (isRecord(payload) && payload.success === false) {
    return new ApiError({
      status,
      statusText,
      code: typeof payload.code === 'string' ? payload.code : CLIENT_ERROR_CODES.http,
      message: typeof payload.message === 'string' ? payload.message : undefined,
      details: payload.details,
    });
  }
  return new ApiError({ status, statusText, code: CLIENT_ERROR_CODES.http });
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal, skipSessionHandling = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(body);
  }

  const url = buildUrl(path, query);
  // An answer index.html started (D81's session check, D83's early reads); null sends the request.
  const sent = options.sent ?? takeEarlyRead(method, url);
  let response: Response;
  try {
    let early = (await sent) ?? null;
    // An early 401 may be a session since ended or replaced (a sign-in after it): ask again.
    if (early?.status === 401 && !options.sent) early = null;
    response =
      early ??
      (await fetch(url, {
        method,
        headers,
        body: requestBody,
        credentials: 'include',
        signal,
      }));
  } catch (cause) {
    // An abort is the caller's own doing (TanStack Query cancels); let it through unchanged.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: 'Network error. Please check your connection.' });
  }

  if (options.asBlob && response.ok) return (await response.blob()) as T;
  let payload: unknown = undefined;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok || (isRecord(payload) && payload.success === false)) {
    const error = toApiError(response.status, payload, response.statusText);
    // No session: what was read early for it is not to be shown after (D83).
    if (error.isUnauthorized) discardEarlyReads();
    if (!skipSessionHandling) {
      if (error.isUnauthorized) handlers.onUnauthorized?.(error);
      if (error.isForbidden && handlers.onForbidden) {
        handlers.onForbidden(error);
        error.isNotified = true;
      }
    }
    throw error;
  }

  if (response.status === 204 || payload === undefined) return undefined as T;
  if (!isRecord(payload) || payload.success !== true) {
    throw new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  options.onEnvelope?.(payload);
  const data = payload.data;
  if (!schema) return data as T;
  const invalid = () =>
    new ApiError({ status: response.status, code: CLIENT_ERROR_CODES.invalidResponse, message: 'Unexpected response from the server' });
  const parser = 'parse' in schema ? schema : schema.current;
  if (!parser) {
    // Before the schemas are in (the first paint): trusted now, checked when they arrive (D82),
    // each answer in a task of its own, so the checks of a first load do not make one long task (D91).
    void (schema as LazyResponseParser<T>).whenLoaded().then((late) =>
      setTimeout(() => {
        try {
          late.parse(data);
        } catch {
          handlers.onLateInvalidResponse?.(invalid());
        }
      }),
    );
    return data as T;
  }
  try {
    return parser.parse(data);
  } catch {
    throw invalid();
  }
}

/** `data` plus the envelope's `message` ('' when it has none): the text a screen shows after the call. */
export async function apiRequestWithMessage<T = unknown>(
  path: string,
  options: Omit<ApiRequestOptions<T>, 'onEnvelope'> = {},
): Promise<{ data: T; message: string }> {
  let message = '';
  const data = await apiRequest<T>(path, {
    ...options,
    onEnvelope: (envelope) => {
      if (typeof envelope.message === 'string') message = envelope.message;
    },
  });
  return { data, message };
}

/** Shorthands; every one returns the unwrapped `data`. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<ApiRequestOptions<T>, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
