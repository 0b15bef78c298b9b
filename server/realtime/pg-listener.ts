// A dedicated PostgreSQL connection that LISTENs on one channel and reconnects with backoff when it drops.
// Dedicated because LISTEN is per-session: a pooled connection would lose the subscription when returned (and a
// transaction pooler cannot hold one at all: the sidecar passes DATABASE_DIRECT_URL).
// Notifications sent while the connection is down never arrive (NOTIFY has no replay): onListen runs after every
// LISTEN, first in the delivery queue, so the caller can read what it missed from the outbox before anything newer.
import pg from 'pg';
import type { RealtimeLog } from './log';

export interface PgListenerOptions {
  databaseUrl: string;
  channel: string;
  /** Called in arrival order; the next notification waits for the previous handler (keeps events ordered). */
  onNotification: (payload: string) => Promise<void> | void;
  /**
   * Runs after each LISTEN is in place, before the notifications that arrive on it: `restored` is false the first
   * time, true after a drop (notifications may have been missed meanwhile).
   */
  onListen?: (restored: boolean) => Promise<void> | void;
  log: RealtimeLog;
  /** Backoff bounds in ms (tests shorten them). */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface PgListener {
  /** Resolves once the first LISTEN is in place; keeps retrying until then. */
  ready: Promise<void>;
  isListening(): boolean;
  close(): Promise<void>;
}

export function startPgListener(options: PgListenerOptions): PgListener {
  const { databaseUrl, channel, onNotification, log } = options;
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 10_000;

  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<void> = Promise.resolve();
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const enqueue = (work: () => Promise<void> | void) => {
    queue = queue
      .then(work)
      .catch((error: unknown) => log.error('realtime: notification handler failed', { error }));
  };
  let listenedBefore = false;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    // Exponential backoff with jitter so a fleet of sidecars does not stampede a recovering database.
    const delay = Math.min(maxDelay, minDelay * 2 ** attempt) * (0.75 + Math.random() * 0.5);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: 'renew-realtime-listen' });
    let dropped = false;
    const drop = (why: string, error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      c.end().catch(() => {});
      if (!closed) {
        log.warn(`realtime: LISTEN connection lost (${why}); reconnecting`, error ? { error } : undefined);
        scheduleReconnect();
      }
    };
    c.on('error', (error) => drop('error', error));
    c.on('end', () => drop('end'));
    c.on('notification', (message) => {
      const { payload } = message;
      if (message.channel === channel && payload) enqueue(() => onNotification(payload));
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      if (closed || dropped) return void c.end().catch(() => {});
      client = c;
      if (attempt > 0) log.info('realtime: LISTEN connection restored');
      const restored = listenedBefore;
      listenedBefore = true;
      if (options.onListen) enqueue(() => options.onListen!(restored));
      attempt = 0;
      markReady();
    } catch (error) {
      drop('connect failed', error);
    }
  };

  void connect();

  return {
    ready,
    isListening: () => client !== null,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
      await queue;
    },
  };
}
