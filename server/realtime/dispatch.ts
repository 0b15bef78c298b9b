// Turns NOTIFY payloads into Socket.IO emits, each event once, in sequence. A payload is {seq, channel, event, data},
// or {seq} alone when the message was too large for NOTIFY (the row is read from the outbox, outbox.ts), or {revoke}
// from the database's session triggers (revocation.ts).
//
// After the LISTEN connection comes back (onListen(true)), the events committed while it was down are read from the
// outbox and emitted, skipping those already delivered. When the outbox cannot prove it still holds every one of them
// (swept after OUTBOX_RETENTION_SECONDS, or the read failed), every local socket is told to refetch ('resync'). Either
// way every socket's session is checked again: a revocation NOTIFY sent in the gap was lost too.
import type pg from 'pg';
import { RESYNC_EVENT, isRealtimeEvent } from '@/lib/realtime-channels';
import { LATEST_SEQ_SQL, OUTBOX_BOUNDS_SQL, REPLAY_SQL, SELECT_EVENT_SQL } from './outbox';
import { applyRevocation, asRevocation, recheckAllSockets } from './revocation';
import type { RealtimeIo } from './types';
import { VIEWED_AS_ROOM, viewedAsRoom, withheldFromViewedAs } from './viewed-as';
import type { RealtimeLog } from './log';
import { activeMetrics } from '@/server/observability/metrics';

interface Envelope {
  channel: string;
  event: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  const v = value as Partial<Envelope> | null;
  return typeof v === 'object' && v !== null && typeof v.channel === 'string' && typeof v.event === 'string';
}

/**
 * Delivered sequence numbers are remembered this far back. Replay starts below the oldest of them, so an event whose
 * id was handed out before later ones but committed after them (two publishers racing) is still found, and one
 * already delivered is not sent twice.
 */
const REMEMBERED = 5_000;

export interface Dispatcher {
  onNotification(payload: string): Promise<void>;
  onListen(restored: boolean): Promise<void>;
  /** Counters for tests and logs: events replayed from the outbox, and resyncs sent. */
  stats: { replayed: number; resyncs: number };
}

export function createDispatcher(io: RealtimeIo, pool: pg.Pool, log: RealtimeLog): Dispatcher {
  /** The highest sequence delivered or known at start; null until the first LISTEN has read it. */
  let lastSeq: number | null = null;
  const delivered = new Set<number>();
  const order: number[] = [];
  const stats = { replayed: 0, resyncs: 0 };

  const remember = (seq: number) => {
    delivered.add(seq);
    order.push(seq);
    if (order.length > REMEMBERED) delivered.delete(order.shift()!);
    if (lastSeq === null || seq > lastSeq) lastSeq = seq;
  };

  const emit = (seq: number | null, message: unknown) => {
    if (!isEnvelope(message)) return log.warn('realtime: dropped a malformed notification');
    if (seq !== null) remember(seq);
    // Only declared events: an arbitrary name could collide with Socket.IO's reserved ones ('connect', …) and throw.
    if (!isRealtimeEvent(message.event)) return log.warn('realtime: dropped an unknown event', { event: message.event });
    // local: every sidecar instance receives every NOTIFY, so broadcasting through the Redis adapter would
    // deliver each event once per instance.
    const started = process.hrtime.bigint();
    // Something private to the person (a message's words) goes past the sockets of an administrator viewing as them,
    // who get the event without it (viewed-as.ts).
    const withheld = withheldFromViewedAs(message.event, message.data);
    if (withheld === null) io.local.to(message.channel).emit(message.event, message.data);
    else {
      io.local.to(message.channel).except(VIEWED_AS_ROOM).emit(message.event, message.data);
      io.local.to(viewedAsRoom(message.channel)).emit(message.event, withheld);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    activeMetrics()?.fanOut.observe({ event: message.event }, seconds);
    // The request that caused the event, when one did (publish.ts adds its id): its access line and this one meet.
    const requestId = (message as { requestId?: unknown }).requestId;
    log.info('realtime: event delivered', {
      event: message.event, channel: message.channel, seq, ms: Math.round(seconds * 10_000) / 10,
      ...(typeof requestId === 'string' ? { requestId: requestId.slice(0, 128) } : {}),
    });
  };

  const resync = (why: string) => {
    stats.resyncs += 1;
    log.warn(`realtime: events may have been missed (${why}); telling every client to refetch`);
    io.local.emit(RESYNC_EVENT);
  };

  const replay = async () => {
    if (lastSeq === null) return resync('no sequence read before the drop');
    const floor = Math.min(lastSeq, ...order);
    try {
      const { rows } = await pool.query<{ id: string; payload: unknown }>(REPLAY_SQL, [floor]);
      const bounds = (await pool.query<{ oldest: string | null; last: string | null }>(OUTBOX_BOUNDS_SQL)).rows[0];
      const oldest = bounds?.oldest === null || bounds?.oldest === undefined ? null : Number(bounds.oldest);
      const last = bounds?.last === null || bounds?.last === undefined ? 0 : Number(bounds.last);
      const complete = oldest === null ? last <= floor : oldest <= floor + 1;
      let count = 0;
      for (const row of rows) {
        const seq = Number(row.id);
        if (delivered.has(seq)) continue;
        emit(seq, row.payload);
        count += 1;
      }
      stats.replayed += count;
      if (count > 0) log.info(`realtime: replayed ${count} event(s) committed while LISTEN was down`);
      if (!complete) {
        resync('the outbox no longer holds every event since the drop');
        // The refetch covers everything handed out so far: the next gap is measured from here.
        if (last > lastSeq) lastSeq = last;
      }
    } catch (error) {
      log.error('realtime: replay from the outbox failed', { error });
      resync('replay failed');
    }
  };

  return {
    stats,
    async onListen(restored) {
      if (!restored) {
        // Start at the outbox's newest event: sockets connect after this, and they load the page's data themselves.
        try {
          const { rows } = await pool.query<{ seq: string }>(LATEST_SEQ_SQL);
          const seq = Number(rows[0]?.seq ?? 0);
          if (lastSeq === null || seq > lastSeq) lastSeq = seq;
        } catch (error) {
          log.error('realtime: could not read the outbox sequence', { error });
        }
        return;
      }
      await replay();
      await recheckAllSockets(io, log);
    },
    async onNotification(payload) {
      let message: unknown;
      try {
        message = JSON.parse(payload);
      } catch {
        return log.warn('realtime: dropped a notification that is not JSON', { payload: payload.slice(0, 200) });
      }
      const revocation = asRevocation(message);
      if (revocation) return applyRevocation(io, revocation, log);
      const rawSeq = (message as { seq?: unknown } | null)?.seq;
      const seq = typeof rawSeq === 'number' && Number.isSafeInteger(rawSeq) ? rawSeq : null;
      if (seq === null) return emit(null, message);
      if (delivered.has(seq)) return; // replayed already
      if (!isEnvelope(message)) {
        // Too large for NOTIFY: the row holds it.
        const { rows } = await pool.query<{ payload: unknown }>(SELECT_EVENT_SQL, [seq]);
        if (rows.length === 0) return log.warn('realtime: outbox row is gone (older than the retention?)', { seq });
        message = rows[0]!.payload;
      }
      emit(seq, message);
    },
  };
}
