// The raw SQL of publishing realtime events through PostgreSQL NOTIFY (docs/realtime.md, 006-sql-style.md).
import { Prisma } from '@/generated/prisma/client';
import { defineCommand, positional } from '@/server/platform/sql';
import { CREATE_PAYLOAD_TABLE_SQL } from './payload-store';

export const createPayloadTableSql = defineCommand({
  name: 'realtime.createPayloadTable',
  sql: () => positional(CREATE_PAYLOAD_TABLE_SQL),
  examples: [[]],
});

export const notifySql = defineCommand({
  name: 'realtime.notify',
  sql: (channel: string, json: string) => Prisma.sql`SELECT pg_notify(${channel}, ${json})`,
  examples: [['renew_realtime', '{}']],
});

/** Too big for NOTIFY (8000-byte limit): park the body and notify its id, in one statement. */
export const notifyStoredSql = defineCommand({
  name: 'realtime.notifyStored',
  sql: (channel: string, json: string) => Prisma.sql`WITH stored AS (INSERT INTO realtime_payloads (body) VALUES (${json}::jsonb) RETURNING id)
    SELECT pg_notify(${channel}, json_build_object('ref', id)::text) FROM stored`,
  examples: [['renew_realtime', '{}']],
});
