// The raw SQL of the domain events outbox (docs/decisions/015-outbox.md, 006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from '@/server/platform/sql';

/** The batch's rows, from one JSON array of {id, type, payload}: one statement however many events. */
export const insertOutboxSql = defineCommand({
  name: 'events.insertOutbox',
  sql: (rows: string) => Prisma.sql`INSERT INTO event_outbox (id, event_type, payload)
    SELECT (r->>'id')::uuid, r->>'type', r->'payload' FROM jsonb_array_elements(${rows}::jsonb) r`,
  examples: [['[{"id":"00000000-0000-0000-0000-000000000001","type":"activity.logged","payload":{}}]']],
});

export const markOutboxProcessedSql = defineCommand({
  name: 'events.markOutboxProcessed',
  sql: (ids: string[]) => Prisma.sql`UPDATE event_outbox SET processed_at = now(), last_error = NULL WHERE id = ANY(${ids}::uuid[])`,
  examples: [[['00000000-0000-0000-0000-000000000001']]],
});

export const markOutboxFailedSql = defineCommand({
  name: 'events.markOutboxFailed',
  sql: (id: string, error: string) => Prisma.sql`UPDATE event_outbox SET last_error = ${error} WHERE id = ${id}::uuid`,
  examples: [['00000000-0000-0000-0000-000000000001', 'boom']],
});

/**
 * The key of one apply handler's write for one event, inserted in that write's transaction. A row back: this
 * transaction applies it. No row: it was applied before (or a concurrent processor holds it, and this insert waited
 * for its commit), so the write is skipped.
 */
export const claimApplySql = defineQuery({
  name: 'events.claimApply',
  columns: { handler: col.text },
  sql: (eventId: string, handler: string) => Prisma.sql`INSERT INTO event_outbox_applied (event_id, handler) VALUES (${eventId}::uuid, ${handler})
    ON CONFLICT DO NOTHING RETURNING handler`,
  examples: [['00000000-0000-0000-0000-000000000001', 'teams.workCompletion']],
});

/**
 * The drain's batch: due, unprocessed rows, oldest first, each taken by one drain (SKIP LOCKED) and pushed back by its
 * backoff (1, 2, 4 … 64 minutes) so a failing row does not spin. After 10 attempts a row is left for the operator.
 */
export const claimDueOutboxSql = defineQuery({
  name: 'events.claimDueOutbox',
  columns: { id: col.text, event_type: col.text, payload: col.jsonb<unknown>(), attempts: col.int },
  sql: (limit: number) => Prisma.sql`UPDATE event_outbox o
       SET attempts = o.attempts + 1, available_at = now() + interval '1 minute' * power(2, least(o.attempts, 6))
      FROM (SELECT id FROM event_outbox WHERE processed_at IS NULL AND available_at <= now() AND attempts < 10
             ORDER BY available_at LIMIT ${limit}::int FOR UPDATE SKIP LOCKED) due
     WHERE o.id = due.id
    RETURNING o.id::text AS id, o.event_type, o.payload, o.attempts`,
  examples: [[100]],
});

/** One row as stored, whatever its state: the drain's unit, and what a test processes twice. */
export const outboxRowSql = defineQuery({
  name: 'events.outboxRow',
  columns: { id: col.text, event_type: col.text, payload: col.jsonb<unknown>(), attempts: col.int },
  sql: (id: string) => Prisma.sql`SELECT id::text AS id, event_type, payload, attempts FROM event_outbox WHERE id = ${id}::uuid`,
  examples: [['00000000-0000-0000-0000-000000000001']],
});

/** Processed rows are kept a day (the applied keys with them), then deleted. */
export const pruneOutboxSql = defineCommand({
  name: 'events.pruneOutbox',
  sql: () => Prisma.sql`DELETE FROM event_outbox WHERE processed_at < now() - interval '1 day'`,
  examples: [[]],
});
