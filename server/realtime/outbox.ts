// The realtime outbox: every published event is a row of realtime_events, and its id is the event's sequence number.
// publish() inserts the row and NOTIFYs in one statement (so a NOTIFY always has its row, and a failed insert sends
// nothing). The NOTIFY carries the sequence: {"seq": N, "channel", "event", "data"} when the whole message fits under
// PostgreSQL's 8000-byte NOTIFY limit, else {"seq": N} alone and every sidecar reads the row. A sidecar whose LISTEN
// connection dropped reads the rows it missed once it listens again (dispatch.ts), and rows older than the retention
// are swept, so a longer gap makes its clients refetch instead (docs/realtime.md "Delivery without loss").
// Shared by publish.ts (Prisma) and the sidecar (pg), so it holds SQL text and constants only.

/** Largest NOTIFY payload we send inline, in UTF-8 bytes; PostgreSQL's hard limit is 7999 (leaves headroom for the seq). */
export const NOTIFY_INLINE_LIMIT_BYTES = 7900;

/** How long an event stays in the outbox: a sidecar that lost its LISTEN for longer makes its clients refetch. */
export const OUTBOX_RETENTION_SECONDS = 300;

// Created on demand rather than by a migration: it is transport plumbing owned by server/realtime, not domain data.
// Logged (not UNLOGGED): the sequence must not restart after a crash, or sidecars would take new events for old ones.
export const CREATE_OUTBOX_TABLE_SQL = `CREATE TABLE IF NOT EXISTS realtime_events (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;

/** The highest sequence so far: where a sidecar starts (0 on an empty outbox). */
export const LATEST_SEQ_SQL = "SELECT coalesce((SELECT max(id) FROM realtime_events), 0)::text AS seq";

export const SELECT_EVENT_SQL = 'SELECT payload FROM realtime_events WHERE id = $1';

/** What a sidecar missed after `$1`, in order. */
export const REPLAY_SQL = 'SELECT id::text AS id, payload FROM realtime_events WHERE id > $1 ORDER BY id';

/**
 * Whether the rows after a sidecar's sequence are all still there: the oldest id kept, and the last id handed out.
 * Oldest above `seq + 1` (or no row left while ids were handed out after `seq`) means rows may have been swept before
 * that sidecar read them (or were never written: a rolled-back insert skips an id too), so its clients refetch.
 */
export const OUTBOX_BOUNDS_SQL = `SELECT (SELECT min(id) FROM realtime_events)::text AS oldest,
  pg_sequence_last_value('realtime_events_id_seq')::text AS last`;

export const SWEEP_OUTBOX_SQL = `DELETE FROM realtime_events WHERE created_at < now() - interval '${OUTBOX_RETENTION_SECONDS} seconds'`;

/** Two processes racing CREATE TABLE IF NOT EXISTS can collide on the catalog; the loser's table exists anyway. */
export function isConcurrentCreateError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === '42P07';
}
