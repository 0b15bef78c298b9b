// The statements of the cluster-wide caches (./cluster-snapshot.ts, ./cluster-invalidation.ts) as typed definitions
// (docs/decisions/006-sql-style.md): tests/integration/sql-shapes.test.ts describes them against the migrated schema.
import { Prisma } from '@/generated/prisma/client';
import { col, defineCommand, defineQuery } from './sql';

export const snapshotRowSql = defineQuery({
  name: 'cluster.snapshotRow',
  columns: { value: col.jsonb<unknown>(), computed_at: col.timestamptz },
  sql: (key: string) => Prisma.sql`SELECT value, computed_at FROM aggregate_snapshots WHERE key = ${key}`,
  examples: [['k']],
});

/** A first claim: a pending row, inserted only when there is none. */
export const claimFirstSql = defineQuery({
  name: 'cluster.claimFirst',
  columns: { won: col.int },
  sql: (key: string, pending: string) => Prisma.sql`
    INSERT INTO aggregate_snapshots (key, value, computed_at) VALUES (${key}, ${pending}::jsonb, now())
    ON CONFLICT (key) DO NOTHING RETURNING 1 AS won`,
  examples: [['k', '{}']],
});

/** Takes over a pending row whose lease ran out (its winner died), if nobody changed it since it was read. */
export const claimPendingSql = defineQuery({
  name: 'cluster.claimPending',
  columns: { won: col.int },
  sql: (key: string, stamp: Date, leaseSeconds: number) => Prisma.sql`
    UPDATE aggregate_snapshots SET computed_at = now()
    WHERE key = ${key} AND computed_at = ${stamp} AND computed_at < now() - make_interval(secs => ${leaseSeconds}::float8)
    RETURNING 1 AS won`,
  examples: [['k', new Date(0), 60]],
});

/** Claims a stale value by moving its computed_at so that it reads as fresh for one lease. */
export const claimStaleSql = defineQuery({
  name: 'cluster.claimStale',
  columns: { won: col.int },
  sql: (key: string, stamp: Date, agoSeconds: number) => Prisma.sql`
    UPDATE aggregate_snapshots SET computed_at = now() - make_interval(secs => ${agoSeconds}::float8)
    WHERE key = ${key} AND computed_at = ${stamp}
    RETURNING 1 AS won`,
  examples: [['k', new Date(0), 0]],
});

export const storeSnapshotSql = defineCommand({
  name: 'cluster.storeSnapshot',
  sql: (key: string, value: string, computedAt: Date) => Prisma.sql`
    INSERT INTO aggregate_snapshots (key, value, computed_at) VALUES (${key}, ${value}::jsonb, ${computedAt})
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, computed_at = EXCLUDED.computed_at`,
  examples: [['k', '{}', new Date(0)]],
});

export const deleteSnapshotSql = defineCommand({
  name: 'cluster.deleteSnapshot',
  sql: (key: string) => Prisma.sql`DELETE FROM aggregate_snapshots WHERE key = ${key}`,
  examples: [['k']],
});

/** Frees a first claim whose computation failed (only while still pending). */
export const deletePendingSql = defineCommand({
  name: 'cluster.deletePending',
  sql: (key: string, pending: string) => Prisma.sql`DELETE FROM aggregate_snapshots WHERE key = ${key} AND value = ${pending}::jsonb`,
  examples: [['k', '{}']],
});

export const deleteSnapshotsByPrefixSql = defineCommand({
  name: 'cluster.deleteSnapshotsByPrefix',
  sql: (prefix: string) => Prisma.sql`DELETE FROM aggregate_snapshots WHERE starts_with(key, ${prefix})`,
  examples: [['k']],
});

export const notifyCacheSql = defineCommand({
  name: 'cluster.notifyCache',
  sql: (channel: string, topic: string) => Prisma.sql`SELECT pg_notify(${channel}, ${topic})`,
  examples: [['c', 't']],
});
