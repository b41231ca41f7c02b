import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { ProjectChange, Viewer } from '@plotline/shared';
import type { Db } from '../../db/index.js';
import type { ChangePublisher } from './changes.js';

/*
 * The bus every instance hears: committed project changes and presence announcements. One
 * process (SQLite, or a single PostgreSQL instance in tests) can use the in-memory bus; on
 * PostgreSQL every instance LISTENs on one channel over a dedicated connection, so a change made
 * through any instance reaches the streams of all of them.
 */

export const LIVE_CHANNEL = 'plotline_changes';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of it. */
export const MAX_PAYLOAD_BYTES = 7900;

export interface PresenceMessage {
  type: 'presence';
  instanceId: string;
  projectId: string;
  /** The viewers with a stream open on this instance (empty when the last one left). */
  viewers: Viewer[];
  /** Forget this instance's viewers after this long without a refresh (it may have died). */
  ttlMs: number;
}
/** A starting (or reconnected) instance asks the others to announce their viewers now. */
export interface PresenceSyncMessage {
  type: 'presence-sync';
  instanceId: string;
}
export type BroadcastMessage = PresenceMessage | PresenceSyncMessage;

export type BusMessage =
  | { type: 'change'; change: ProjectChange }
  | BroadcastMessage
  /** Local only: the bus was disconnected, so messages may have been lost meanwhile. */
  | { type: 'resync' };

export type BusListener = (message: BusMessage) => void;

export interface ChangeBus extends ChangePublisher {
  readonly kind: 'memory' | 'postgres';
  start(): Promise<void>;
  /** Messages outside any transaction (presence). */
  broadcast(message: BroadcastMessage): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
}

function createListeners(log: FastifyBaseLogger) {
  const listeners = new Set<BusListener>();
  return {
    add(listener: BusListener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(message: BusMessage) {
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          log.error({ err: error }, 'live bus listener failed');
        }
      }
    },
  };
}

/** One process: committed changes go straight to the listeners. */
export function createMemoryBus(log: FastifyBaseLogger): ChangeBus {
  const listeners = createListeners(log);
  return {
    kind: 'memory',
    async start() {},
    async stage() {},
    committed(changes) {
      for (const change of changes) listeners.emit({ type: 'change', change });
    },
    async broadcast(message) {
      listeners.emit(message);
    },
    subscribe: listeners.add,
    async close() {},
  };
}

/**
 * The change as bus text; entities that would not fit a NOTIFY are left out (clients then refetch).
 * An event change that auto-schedule widened (movedEvents) loses its event too, so a client never
 * folds in the event without the successors it pushed (docs/decisions.md D36).
 */
export function encodeChange(change: ProjectChange): string {
  const payload = JSON.stringify({ type: 'change', change } satisfies BusMessage);
  if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES) return payload;
  const { event: _event, timeline: _timeline, dependency: _dependency, movedEvents: _moved, deletedDependencyIds: _deleted, events: _events, shifted: _shifted, deletedEventIds: _gone, ...bare } = change;
  return JSON.stringify({ type: 'change', change: bare } satisfies BusMessage);
}

/** Presence as bus text; pictures, then viewers beyond what fits, are left out of an oversized one. */
export function encodePresence(message: BroadcastMessage): string {
  let payload = JSON.stringify(message);
  if (message.type !== 'presence' || Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES) return payload;
  const viewers = message.viewers.map((viewer) => ({ ...viewer, picture: null }));
  do {
    payload = JSON.stringify({ ...message, viewers });
    if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES) return payload;
    viewers.pop();
  } while (viewers.length > 0);
  return JSON.stringify({ ...message, viewers: [] });
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

/**
 * PostgreSQL LISTEN/NOTIFY. Changes are NOTIFYed inside the writing transaction: the server
 * delivers them only when it commits, drops them when it rolls back, and delivers notifications
 * of different transactions in commit order, which is revision order. Every instance (this one
 * too) receives them on its own dedicated LISTEN connection, which reconnects when lost and then
 * tells the listeners to resync (notifications sent while it was down are gone).
 */
export function createPostgresBus(options: { url: string; db: Db; log: FastifyBaseLogger }): ChangeBus {
  const { url, db, log } = options;
  const listeners = createListeners(log);
  let client: pg.Client | null = null;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== LIVE_CHANNEL || !notification.payload) return;
    let message: BusMessage;
    try {
      message = JSON.parse(notification.payload) as BusMessage;
    } catch {
      log.warn('live bus: ignoring a payload that is not JSON');
      return;
    }
    listeners.emit(message);
  };

  const lost = (which: pg.Client, error?: unknown) => {
    if (client !== which) return;
    client = null;
    if (!isClosed) log.warn({ err: error }, 'live bus: LISTEN connection lost; reconnecting');
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', onNotification);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    if (isClosed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
  }

  function scheduleReconnect(): void {
    if (isClosed || retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect()
        .then(() => {
          if (!isClosed) listeners.emit({ type: 'resync' });
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'live bus: reconnect failed; retrying');
          scheduleReconnect();
        });
    }, delay);
    retryTimer.unref();
  }

  return {
    kind: 'postgres',
    async start() {
      try {
        await connect();
      } catch (error) {
        // The app still serves requests; streams catch up (refetch) once the bus is back.
        log.error({ err: error }, 'live bus: cannot LISTEN; retrying in the background');
        scheduleReconnect();
      }
    },
    async stage(trx, changes) {
      // One statement per change keeps them in order (most writes record exactly one).
      for (const change of changes) {
        await sql`select pg_notify(${LIVE_CHANNEL}, ${encodeChange(change)})`.execute(trx);
      }
    },
    committed() {
      // Delivered by the server at commit, through LISTEN.
    },
    async broadcast(message) {
      try {
        await sql`select pg_notify(${LIVE_CHANNEL}, ${encodePresence(message)})`.execute(db);
      } catch (error) {
        log.warn({ err: error }, 'live bus: presence announcement failed');
      }
    },
    subscribe: listeners.add,
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
