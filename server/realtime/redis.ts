// Optional Redis adapter: with several sidecar instances, client-originated broadcasts and cross-instance room
// queries (fetchSockets, socketsJoin) need it. Server-published events do not: each instance LISTENs itself.
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { RealtimeIo } from './types';
import type { RealtimeLog } from './log';

// node-redis retries an unreachable server forever; at startup a wrong REDIS_URL should fail loudly instead.
const STARTUP_TIMEOUT_MS = 5_000;

/** The part of a node-redis client watch() needs (the full generic client types do not unify across duplicate()). */
interface EventSource {
  on(event: 'error' | 'ready', listener: (error?: unknown) => void): unknown;
}

/** Logs an outage once (node-redis emits an error per retry, several a second) and its end. */
function watch(client: EventSource, name: string, log: RealtimeLog): void {
  let down = false;
  client.on('error', (error: unknown) => {
    if (!down) log.warn(`realtime: redis ${name} connection failed; retrying`, { error });
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info(`realtime: redis ${name} connection restored`);
    down = false;
  });
}

/** Attaches the adapter and returns how to disconnect its clients. */
export async function attachRedisAdapter(io: RealtimeIo, redisUrl: string, log: RealtimeLog): Promise<() => Promise<void>> {
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  watch(pub, 'publisher', log);
  watch(sub, 'subscriber', log);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.all([pub.connect(), sub.connect()]),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`cannot reach Redis (REDIS_URL) within ${STARTUP_TIMEOUT_MS / 1000} s`)), STARTUP_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    for (const client of [pub, sub]) {
      try {
        client.destroy();
      } catch {
        // never opened: nothing to destroy
      }
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
  io.adapter(createAdapter(pub, sub, { key: 'renew-realtime' }));
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()]);
  };
}
