// Publishes a realtime event from any server process to the Socket.IO sidecar(s) through the realtime outbox and
// PostgreSQL NOTIFY, so it works on the embedded database with no extra service (docs/realtime.md, outbox.ts).
// Call it after the write's transaction has committed: it notifies on its own connection, immediately. Product code
// publishes from the domain events' after-commit handlers (server/composition/after-commit.ts), not from routes.
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { withRequestId } from '@/server/observability/request-context';
import { createOutboxTableSql, publishInlineSql, publishStoredSql } from './sql';
import type { RealtimeEvent } from '@/lib/realtime-channels';
import type { RealtimeEventMap } from '@/lib/realtime/events';
import { NOTIFY_INLINE_LIMIT_BYTES, isConcurrentCreateError } from './outbox';

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

// The sidecar creates the outbox at start; a process publishing before any sidecar ran (a test, a script) creates it
// too. Once per process.
let outboxTable: Promise<void> | undefined;
function ensureOutboxTable(): Promise<void> {
  outboxTable ??= createOutboxTableSql.run(db).then(
    () => undefined,
    (error: unknown) => {
      outboxTable = undefined;
      if (!isConcurrentCreateError(error)) throw error;
    },
  );
  return outboxTable;
}

// {"seq":<up to 19 digits>, is what the inline NOTIFY adds to the message.
const SEQ_OVERHEAD_BYTES = 28;

async function send(channel: string, json: string): Promise<void> {
  await ensureOutboxTable();
  // One statement: the outbox row (the event's sequence) and its NOTIFY, sent on commit.
  const command = Buffer.byteLength(json, 'utf8') + SEQ_OVERHEAD_BYTES <= NOTIFY_INLINE_LIMIT_BYTES ? publishInlineSql : publishStoredSql;
  await command.run(db, REALTIME_PG_CHANNEL, channel, json);
}

/**
 * Best effort: failures are logged, never thrown. The caller's write has already succeeded, and failing its
 * request over a missed live update would make the client retry a change that was made. Clients refetch on
 * reconnect, which covers what a lost event would have carried.
 */
export async function publish(message: RealtimeMessage): Promise<void> {
  try {
    // The id of the request being served, if any: the sidecar's line for this event names it.
    await send(message.channel, JSON.stringify(withRequestId(message)));
  } catch (error) {
    logger.error('realtime: publish failed', { channel: message.channel, event: message.event, error });
  }
}
