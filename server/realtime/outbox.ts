// Side table for payloads too large for NOTIFY. PostgreSQL refuses NOTIFY payloads of 8000 bytes or more, so a
// large event is stored here and only {"ref": id} travels through NOTIFY; every sidecar fetches the row by id.
// Rows are not deleted on read because each sidecar instance needs them; a sweep removes rows older than a minute.
// Shared by publish.ts (Prisma) and the sidecar (pg), so it holds SQL text and constants only.

/** Largest NOTIFY payload we send inline, in UTF-8 bytes; PostgreSQL's hard limit is 7999 (leaves headroom). */
export const NOTIFY_INLINE_LIMIT_BYTES = 7900;

/** How long a stored payload stays readable; a sidecar that has not fetched it by then was down anyway. */
export const PAYLOAD_RETENTION_SECONDS = 60;

// UNLOGGED: the rows live for a minute and are worthless after a crash, so skipping the WAL is pure gain.
// Created on demand rather than by a migration: it is transport plumbing owned by server/realtime, not domain data.
export const CREATE_PAYLOAD_TABLE_SQL = `CREATE UNLOGGED TABLE IF NOT EXISTS realtime_payloads (
  id bigserial PRIMARY KEY,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;

export const SELECT_PAYLOAD_SQL = 'SELECT body FROM realtime_payloads WHERE id = $1';

export const SWEEP_PAYLOADS_SQL = `DELETE FROM realtime_payloads WHERE created_at < now() - interval '${PAYLOAD_RETENTION_SECONDS} seconds'`;

/** Two processes racing CREATE TABLE IF NOT EXISTS can collide on the catalog; the loser's table exists anyway. */
export function isConcurrentCreateError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === '42P07';
}
