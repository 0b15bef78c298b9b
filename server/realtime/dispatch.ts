// Turns one NOTIFY payload into one Socket.IO emit. The payload is {channel, event, data}, or {ref} when publish()
// parked a large message in realtime_payloads (payload-store.ts), or {revoke} from the database's session
// triggers (revocation.ts).
import type pg from 'pg';
import { isRealtimeEvent } from '@/lib/realtime-channels';
import { SELECT_PAYLOAD_SQL } from './payload-store';
import { applyRevocation, asRevocation } from './revocation';
import type { RealtimeIo } from './types';
import type { RealtimeLog } from './log';

interface Envelope {
  channel: string;
  event: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  const v = value as Partial<Envelope> | null;
  return typeof v === 'object' && v !== null && typeof v.channel === 'string' && typeof v.event === 'string';
}

async function resolveRef(pool: pg.Pool, ref: unknown): Promise<unknown> {
  if (typeof ref !== 'number' && typeof ref !== 'string') return null;
  const { rows } = await pool.query<{ body: unknown }>(SELECT_PAYLOAD_SQL, [ref]);
  return rows[0]?.body ?? null;
}

export function createDispatcher(io: RealtimeIo, pool: pg.Pool, log: RealtimeLog) {
  return async (payload: string): Promise<void> => {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return log.warn('realtime: dropped a notification that is not JSON', { payload: payload.slice(0, 200) });
    }
    const revocation = asRevocation(message);
    if (revocation) return applyRevocation(io, revocation, log);
    if (typeof message === 'object' && message !== null && 'ref' in message) {
      message = await resolveRef(pool, (message as { ref: unknown }).ref);
      if (message === null) return log.warn('realtime: large payload row is gone (older than the retention?)');
    }
    if (!isEnvelope(message)) return log.warn('realtime: dropped a malformed notification');
    // Only declared events: an arbitrary name could collide with Socket.IO's reserved ones ('connect', …) and throw.
    if (!isRealtimeEvent(message.event)) return log.warn('realtime: dropped an unknown event', { event: message.event });
    // local: every sidecar instance receives every NOTIFY, so broadcasting through the Redis adapter would
    // deliver each event once per instance.
    io.local.to(message.channel).emit(message.event, message.data);
  };
}
