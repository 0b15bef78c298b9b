// The one-time move from pg-boss 10's job schema to pg-boss 12's. pg-boss 12 cannot migrate a schema that pg-boss 10
// made (its version 24: "the oldest supported starting version is 25"), and 11 never migrated it either: its notes say
// to install the new schema beside the old one and move the jobs. So:
//   1. before any pg-boss 12 instance starts, the first process to see a version-24 `pgboss` schema renames it to
//      `pgboss_v10` (under the provisioning lock), and pg-boss 12 installs a fresh `pgboss`;
//   2. the first worker, once its queues exist, moves the jobs still waiting there (created, retry, and active ones:
//      their pg-boss 10 worker is gone) onto the new queues under their own ids and payloads, then renames the old
//      schema to `pgboss_v10_moved`, which an operator may drop (docs/jobs-and-mail.md "Upgrading from pg-boss 10").
// Jobs run at least once, so a job that was active when the old worker stopped runs again, as after a crash.
import pg from 'pg';
import type { JobInsert, PgBoss } from 'pg-boss';
import { logger } from '@/server/platform/logger';
import { BOSS_SCHEMA } from './boss';
import { withProvisionLock } from './provision';

/** pg-boss 10's schema version. */
const V10_SCHEMA_VERSION = 24;
export const RETIRED_SCHEMA = `${BOSS_SCHEMA}_v10`;
export const MOVED_SCHEMA = `${BOSS_SCHEMA}_v10_moved`;
const MOVE_BATCH = 1000;

async function query<T extends pg.QueryResultRow>(connectionString: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString, application_name: 'renew-jobs-provision' });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

async function schemaVersion(connectionString: string): Promise<number | null> {
  const [table] = await query<{ found: boolean }>(connectionString, 'SELECT to_regclass($1) IS NOT NULL AS found', [`${BOSS_SCHEMA}.version`]);
  if (!table?.found) return null;
  try {
    const [row] = await query<{ version: number }>(connectionString, `SELECT version FROM ${BOSS_SCHEMA}.version`);
    return row?.version ?? null;
  } catch (error) {
    // Two processes starting together: the other one set the schema aside between the two reads (CI saw "relation
    // pgboss.version does not exist" here). There is no version under that name now; the caller's check under the lock
    // settles the rest.
    const code = (error as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return null;
    throw error;
  }
}

/** Step 1, before pg-boss starts: a pg-boss 10 schema is set aside (once, whatever number of processes start). */
export async function retirePgBoss10Schema(connectionString: string): Promise<boolean> {
  if ((await schemaVersion(connectionString)) !== V10_SCHEMA_VERSION) return false;
  return withProvisionLock(connectionString, async () => {
    if ((await schemaVersion(connectionString)) !== V10_SCHEMA_VERSION) return false; // another process did it
    await query(connectionString, `ALTER SCHEMA ${BOSS_SCHEMA} RENAME TO ${RETIRED_SCHEMA}`);
    logger.warn('Set the pg-boss 10 job schema aside; pg-boss 12 installs its own and the worker moves the waiting jobs', { schema: RETIRED_SCHEMA });
    return true;
  });
}

interface V10Job {
  id: string; name: string; data: object | null; priority: number; retry_limit: number; retry_delay: number;
  retry_backoff: boolean; start_after: Date; singleton_key: string | null; expire_seconds: number;
}

/** Step 2, in the worker once its queues exist: moves the jobs still waiting in the old schema, then marks it moved. */
export async function movePgBoss10Jobs(boss: PgBoss, connectionString: string, queues: readonly string[]): Promise<number> {
  const exists = async () => (await query<{ found: boolean }>(connectionString, 'SELECT to_regnamespace($1) IS NOT NULL AS found', [RETIRED_SCHEMA]))[0]!.found;
  if (!(await exists())) return 0;
  return withProvisionLock(connectionString, async () => {
    if (!(await exists())) return 0;
    const jobs = await query<V10Job>(connectionString, `
      SELECT id::text, name, data, priority, retry_limit, retry_delay, retry_backoff, start_after, singleton_key,
             EXTRACT(EPOCH FROM expire_in)::int AS expire_seconds
      FROM ${RETIRED_SCHEMA}.job WHERE state IN ('created', 'retry', 'active') AND name = ANY($1) ORDER BY created_on`, [queues]);
    let moved = 0;
    for (const name of new Set(jobs.map((j) => j.name))) {
      const rows: JobInsert[] = jobs.filter((j) => j.name === name).map((j) => ({
        id: j.id, data: j.data ?? {}, priority: j.priority, retryLimit: j.retry_limit, retryDelay: j.retry_delay,
        retryBackoff: j.retry_backoff, startAfter: j.start_after, expireInSeconds: Math.max(1, j.expire_seconds),
        ...(j.singleton_key ? { singletonKey: j.singleton_key } : {}),
      }));
      for (let i = 0; i < rows.length; i += MOVE_BATCH) {
        moved += (await boss.insert(name, rows.slice(i, i + MOVE_BATCH), { returnId: true }))?.length ?? 0;
      }
    }
    await query(connectionString, `ALTER SCHEMA ${RETIRED_SCHEMA} RENAME TO ${MOVED_SCHEMA}`);
    logger.warn('Moved the waiting jobs of the pg-boss 10 schema', { moved, waiting: jobs.length, schema: MOVED_SCHEMA });
    return moved;
  });
}
