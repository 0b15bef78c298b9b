// The raw SQL of publishing realtime events through the outbox and PostgreSQL NOTIFY (docs/realtime.md, 006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { defineCommand, positional } from '@/server/platform/sql';
import { CREATE_OUTBOX_TABLE_SQL } from './outbox';

/**
 * The statement's own transaction commits without waiting for its WAL flush (synchronous_commit off, for this
 * transaction only: set_config's `true`). A crash may lose the last fraction of a second of outbox rows, which only a
 * LISTEN gap at that very moment would have needed (and a crash makes every client reconnect and refetch anyway); a
 * publish no longer waits a disk flush, 8-13 ms on a busy disk against 0.8 ms measured. Selected FROM, so it runs first.
 */
const ASYNC_COMMIT = Prisma.sql`SELECT set_config('synchronous_commit', 'off', true)`;

export const createOutboxTableSql = defineCommand({
  name: 'realtime.createOutboxTable',
  sql: () => positional(CREATE_OUTBOX_TABLE_SQL),
  examples: [[]],
});

/**
 * The event's outbox row and its NOTIFY, in one statement: {"seq": id, ...the message} (`json` is the message's JSON
 * object, so its opening brace is swapped for the seq's).
 */
export const publishInlineSql = defineCommand({
  name: 'realtime.publishInline',
  sql: (pgChannel: string, channel: string, json: string) => Prisma.sql`WITH e AS (
      INSERT INTO realtime_events (channel, payload) SELECT ${channel}, ${json}::jsonb FROM (${ASYNC_COMMIT}) async RETURNING id)
    SELECT pg_notify(${pgChannel}, '{"seq":' || e.id || ',' || substr(${json}::text, 2)) FROM e`,
  examples: [['renew_realtime', 'user_1', '{"channel":"user_1","event":"userUpdated","data":{}}']],
});

/** Too big for NOTIFY (8000-byte limit): only the sequence travels, and every sidecar reads the row. */
export const publishStoredSql = defineCommand({
  name: 'realtime.publishStored',
  sql: (pgChannel: string, channel: string, json: string) => Prisma.sql`WITH e AS (
      INSERT INTO realtime_events (channel, payload) SELECT ${channel}, ${json}::jsonb FROM (${ASYNC_COMMIT}) async RETURNING id)
    SELECT pg_notify(${pgChannel}, json_build_object('seq', e.id)::text) FROM e`,
  examples: [['renew_realtime', 'user_1', '{"channel":"user_1","event":"userUpdated","data":{}}']],
});
