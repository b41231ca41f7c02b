import { EARLY_READS_GLOBAL } from '@plotline/shared';
import { afterFirstPaint } from './first-paint';

/*
 * The reads index.html started beside the session check (docs/decisions.md D83,
 * packages/shared/src/early-session.ts): apiRequest takes a matching one (a GET of the same path
 * and query) instead of fetching, once per load. They are all dropped when the session ends (a
 * 401 anywhere, a sign-out), so a later sign-in reads afresh; the ones not taken by the first
 * paint (the screen's reads have started by then) are dropped too, so a read much later never gets
 * an answer from the page's load.
 */

type EarlyRead = Promise<Response | null>;

const holder = window as unknown as Record<string, Record<string, EarlyRead> | undefined>;

/** Reads the entry is about to start once the early answers say their address (D83). */
interface Expected {
  matches: (url: string) => boolean;
  /** Settles once the read is started, or known not to be. */
  decided: Promise<void>;
}
let expected: Expected[] = [];

/**
 * The early answer to `GET url`, taken so no one gets it twice; undefined when there is none (or
 * for any other method). A GET an expected read may answer waits until that read is decided and
 * then takes it if it was started for `url` (null otherwise: the caller sends its own), so a view
 * that asks a moment before the entry starts the same read does not send it twice.
 */
export function takeEarlyRead(method: string, url: string): EarlyRead | undefined {
  const reads = holder[EARLY_READS_GLOBAL];
  if (method !== 'GET' || !reads) return undefined;
  if (!Object.hasOwn(reads, url)) {
    const waitFor = expected.find((read) => read.matches(url));
    return waitFor?.decided.then(() => takeEarlyRead(method, url) ?? null);
  }
  const read = reads[url];
  delete reads[url];
  return read;
}

/** An early read of an address `matches` accepts is being worked out; `decided` settles when it is started or given up. */
export function expectEarlyRead(matches: (url: string) => boolean, decided: Promise<void>): void {
  if (!holder[EARLY_READS_GLOBAL]) return;
  const read: Expected = { matches, decided };
  expected.push(read);
  void decided.finally(() => (expected = expected.filter((other) => other !== read)));
}

/**
 * The `data` of the early answer to `GET url` without taking it (read from a copy), for the entry
 * to start what follows from it (app/early-project-read.ts); undefined without one, or when it
 * failed.
 */
export async function peekEarlyRead(url: string): Promise<unknown> {
  const response = await holder[EARLY_READS_GLOBAL]?.[url];
  if (!response?.ok) return undefined;
  try {
    const payload = (await response.clone().json()) as { success?: unknown; data?: unknown };
    return payload.success === true ? payload.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether index.html started `GET url` and no one has taken its answer yet. */
export function hasEarlyRead(url: string): boolean {
  const reads = holder[EARLY_READS_GLOBAL];
  return reads !== undefined && Object.hasOwn(reads, url);
}

/** Starts `GET url` as one more early read (the same request apiRequest would send), unless the early reads are over or it is started already. */
export function startEarlyRead(url: string): void {
  const reads = holder[EARLY_READS_GLOBAL];
  if (!reads || Object.hasOwn(reads, url)) return;
  reads[url] = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' }).catch(() => null);
}

/** Drops every early answer not yet taken (the session is over, or was never there). */
export function discardEarlyReads(): void {
  delete holder[EARLY_READS_GLOBAL];
  expected = [];
}

afterFirstPaint(discardEarlyReads);
