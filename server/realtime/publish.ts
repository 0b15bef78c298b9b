// Publishes a realtime event from any server process to the Socket.IO sidecar(s) through PostgreSQL
// NOTIFY, so it works on the embedded database with no extra service (docs/realtime.md).
// Call it after the write's transaction has committed: it notifies on its own connection, immediately. Product code
// publishes from the domain events' after-commit handlers (server/events/handlers.ts), not from routes.
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { createPayloadTableSql, notifySql, notifyStoredSql } from './sql';
import type { RealtimeEvent } from '@/lib/realtime-channels';
import type { RealtimeEventMap } from '@/lib/realtime/events';
import { NOTIFY_INLINE_LIMIT_BYTES, isConcurrentCreateError } from './payload-store';

export const REALTIME_PG_CHANNEL = 'renew_realtime';

/**
 * One event for one room. A union over the events (not one generic object), so `data` must be the payload of that
 * very `event` (lib/realtime/events.ts) even when the event name is itself a union.
 */
export type RealtimeMessage<E extends RealtimeEvent = RealtimeEvent> = {
  [K in E]: {
    /** Socket.IO room: a promotion's websocket_channel, user_{id} or team_{id}. */
    channel: string;
    event: K;
    data: RealtimeEventMap[K];
  };
}[E];

// The sidecar creates the table at start; a process publishing a large event before any sidecar ran (a test, a
// script) creates it too. Once per process.
let payloadTable: Promise<void> | undefined;
function ensurePayloadTable(): Promise<void> {
  payloadTable ??= createPayloadTableSql.run(db).then(
    () => undefined,
    (error: unknown) => {
      payloadTable = undefined;
      if (!isConcurrentCreateError(error)) throw error;
    },
  );
  return payloadTable;
}

async function send(json: string): Promise<void> {
  if (Buffer.byteLength(json, 'utf8') <= NOTIFY_INLINE_LIMIT_BYTES) {
    await notifySql.run(db, REALTIME_PG_CHANNEL, json);
    return;
  }
  // Too big for NOTIFY (8000-byte limit): park the body and notify its id, in one statement.
  await ensurePayloadTable();
  await notifyStoredSql.run(db, REALTIME_PG_CHANNEL, json);
}

/**
 * Best effort: failures are logged, never thrown. The caller's write has already succeeded, and failing its
 * request over a missed live update would make the client retry a change that was made. Clients refetch on
 * reconnect, which covers what a lost event would have carried.
 */
export async function publish(message: RealtimeMessage): Promise<void> {
  try {
    await send(JSON.stringify(message));
  } catch (error) {
    logger.error('realtime: publish failed', { channel: message.channel, event: message.event, error });
  }
}
