import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseLog } from './client.ts';

/**
 * Messages between the app instances that share a database: PostgreSQL's LISTEN/NOTIFY. One
 * instance changes something it caches (the advisor catalog), tells the others, and they drop
 * their copy within the round trip instead of waiting for it to expire.
 */
export interface DatabaseNotifications {
  /** Sends `payload` to every listener of `channel`, this instance's included. */
  notify(channel: NotificationChannel, payload?: string): Promise<void>;
  /**
   * Calls `onMessage` for each message on `channel`. After the listening connection was lost and
   * came back it is called with `resync`: messages may have been missed meanwhile.
   */
  listen(channel: NotificationChannel, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channels we use: our own names, never a user's text (they are SQL identifiers). */
export const notificationChannels = { advisorsChanged: 'wayfinder_advisors_changed' } as const;
export type NotificationChannel = (typeof notificationChannels)[keyof typeof notificationChannels];

export const resyncPayload = 'resync';

/** PGlite: one process, one connection; its own listen API delivers what the same database notifies. */
export function pgliteNotifications(client: PGlite): DatabaseNotifications {
  return {
    async notify(channel, payload = '') {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      return client.listen(channel, onMessage);
    },
    async close() {},
  };
}

const reconnectDelaysMs = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * PostgreSQL: NOTIFY through the pool; LISTEN on one connection of its own (a pooled one would be
 * handed to other queries), opened on the first listen and reopened with back-off when it drops.
 */
export function postgresNotifications(pool: pg.Pool, connectionString: string, log: DatabaseLog): DatabaseNotifications {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let attempt = 0;

  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };

  async function connect(): Promise<pg.Client> {
    // Named, so that an operator (and the tests) can tell it apart in pg_stat_activity.
    const next = new pg.Client({ connectionString, application_name: 'wayfinder-notifications' });
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      log.warn({ err: error, source: 'database' }, 'the connection that listens for other instances ended; reconnecting');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`listen ${next.escapeIdentifier(channel)}`);
    return next;
  }

  let reconnectTimer: NodeJS.Timeout | undefined;
  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)];
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      if (closed) return;
      ensureClient().then(
        () => {
          attempt = 0;
          // Whatever was sent while we were away is lost: every listener starts afresh.
          for (const channel of listeners.keys()) deliver(channel, resyncPayload);
        },
        (error: unknown) => {
          log.warn({ err: error, source: 'database' }, 'cannot listen for other instances yet; trying again');
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = undefined;
    void which.end().catch(() => {});
    scheduleReconnect();
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (connected) => {
        connecting = undefined;
        if (closed) {
          void connected.end();
          throw new Error('notifications closed');
        }
        client = connected;
        return connected;
      },
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    );
    return connecting;
  }

  return {
    async notify(channel, payload = '') {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      const known = listeners.has(channel);
      const set = listeners.get(channel) ?? new Set();
      set.add(onMessage);
      listeners.set(channel, set);
      const connected = await ensureClient();
      if (!known) await connected.query(`listen ${connected.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onMessage);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
