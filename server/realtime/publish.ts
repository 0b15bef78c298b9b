// Publishes a realtime event from any server process to the Socket.IO sidecar(s) through PostgreSQL
// NOTIFY, so it works on the embedded database with no extra service (docs/realtime.md).
import { db } from '@/server/db';
import type { RealtimeEvent } from '@/lib/realtime-channels';

export const REALTIME_PG_CHANNEL = 'renew_realtime';

export interface RealtimeMessage {
  /** Socket.IO room: a promotion's websocket_channel, user_{id} or team_{id}. */
  channel: string;
  event: RealtimeEvent;
  data: unknown;
}

export async function publish(message: RealtimeMessage): Promise<void> {
  await db.$executeRaw`SELECT pg_notify(${REALTIME_PG_CHANNEL}, ${JSON.stringify(message)})`;
}
