// Queues and schedules are made once, under one advisory lock, whatever number of processes start together.
//
// pg-boss refuses to send to or work a queue that does not exist, so every process that sends or works must see
// its queues first. Each process first reads the queues (one SELECT): when nothing is missing or stale it takes
// no lock at all, which is the steady state. Otherwise it takes a transaction-scoped advisory lock on a connection
// of its own (so it also holds through a transaction-mode pooler) and, holding it, reads again and makes only what
// is still missing or stale: the first of N workers started together on a fresh schema creates the queues, the
// others find them made. (With pg-boss 10, two workers starting together died with "deadlock detected" inside
// createQueue in 2 of 3 tries: issue 30.)
import pg from 'pg';
import type { PgBoss, Queue, QueueResult } from 'pg-boss';
import { env } from '@/lib/env';
import { applySchedules, schedulesDiffer, type ScheduledJob } from './schedules';

export type QueuePolicy = Omit<Queue, 'name'>;
export interface QueueSpec { name: string; policy: QueuePolicy }

/** The lock every provisioning process takes: one key for the whole product (pg_advisory_xact_lock's bigint). */
export const PROVISION_LOCK_KEY = 'renew.jobs.provision';

/** Options pg-boss fixes at creation: a change to them in code needs the queue deleted and made again. */
const FIXED_AT_CREATION = ['policy', 'partition'] as const;

const STORED: Record<string, keyof QueueResult> = {
  retryLimit: 'retryLimit', retryDelay: 'retryDelay', retryBackoff: 'retryBackoff', retryDelayMax: 'retryDelayMax',
  expireInSeconds: 'expireInSeconds', retentionSeconds: 'retentionSeconds', deleteAfterSeconds: 'deleteAfterSeconds',
  deadLetter: 'deadLetter', warningQueueSize: 'warningQueueSize', heartbeatSeconds: 'heartbeatSeconds', notify: 'notify',
};

/** The updatable options of `policy` whose stored value differs (an option left out of the policy is not compared). */
export function staleOptions(stored: QueueResult, policy: QueuePolicy): Partial<QueuePolicy> {
  const stale: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(policy)) {
    if ((FIXED_AT_CREATION as readonly string[]).includes(key) || value === undefined) continue;
    const column = STORED[key];
    if (column && stored[column] !== value) stale[key] = value;
  }
  return stale as Partial<QueuePolicy>;
}

/** Runs `work` while this process holds the provisioning lock (a transaction on a connection of its own). */
export async function withProvisionLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'renew-jobs-provision' });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [PROVISION_LOCK_KEY]);
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ProvisionOptions {
  /**
   * 'create': make missing queues only (a web process: an older deploy must not revert a newer policy).
   * 'sync': also update stale policies and apply `schedules` when they differ from the stored ones (the worker).
   */
  mode: 'create' | 'sync';
  schedules?: readonly ScheduledJob[];
  connectionString?: string;
}

async function plan(boss: PgBoss, queues: readonly QueueSpec[], options: ProvisionOptions) {
  const { mode } = options;
  const stored = new Map((await boss.getQueues(queues.map((q) => q.name))).map((q) => [q.name, q]));
  const missing = queues.filter((q) => !stored.has(q.name));
  const stale = mode === 'sync'
    ? queues.flatMap((q) => {
      const existing = stored.get(q.name);
      const options = existing ? staleOptions(existing, q.policy) : {};
      return Object.keys(options).length ? [{ name: q.name, options }] : [];
    })
    : [];
  const schedules = mode === 'sync' && options.schedules !== undefined && schedulesDiffer(await boss.getSchedules(), options.schedules);
  return { missing, stale, schedules };
}

/** Makes sure every queue exists (and, in 'sync' mode, has its policy of today and the schedules are applied). */
export async function provisionQueues(boss: PgBoss, queues: readonly QueueSpec[], options: ProvisionOptions): Promise<{ created: string[]; updated: string[] }> {
  const first = await plan(boss, queues, options);
  if (!first.missing.length && !first.stale.length && !first.schedules) return { created: [], updated: [] };

  return withProvisionLock(options.connectionString ?? env().DATABASE_URL, async () => {
    // Another process may have done it while this one waited for the lock: read again.
    const { missing, stale, schedules } = await plan(boss, queues, options);
    for (const q of missing) await boss.createQueue(q.name, q.policy);
    for (const q of stale) await boss.updateQueue(q.name, q.options);
    if (schedules) await applySchedules(boss, options.schedules!);
    return { created: missing.map((q) => q.name), updated: stale.map((q) => q.name) };
  });
}
