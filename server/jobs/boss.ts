// One place that knows how pg-boss is configured, for the two kinds of process that use it:
//   'worker' — the job worker (server/jobs/worker.ts): works jobs, runs maintenance and cron schedules;
//   'sender' — web processes (server/jobs/enqueue.ts): only sends, so N web instances do not each run
//              pg-boss's maintenance and cron loops (supervise/schedule off).
import { PgBoss, type ConstructorOptions } from 'pg-boss';
import { env } from '@/lib/env';

/** pg-boss keeps its tables in their own schema, apart from Prisma's migrations. */
export const BOSS_SCHEMA = 'pgboss';

export type BossRole = 'worker' | 'sender';

/** The name each instance registers under in pgboss.instance (the readiness probe looks for a live worker). */
export const instanceName = (role: BossRole) => `renew-${role}`;

export function bossOptions(role: BossRole, connectionString = env().DATABASE_URL): ConstructorOptions {
  const base = { connectionString, schema: BOSS_SCHEMA, application_name: instanceName(role), instanceName: instanceName(role) };
  // migrate stays on for both: whichever process starts first installs or upgrades the schema (pg-boss guards it
  // with an advisory lock), so a web request never waits for the worker to have started once.
  return role === 'sender' ? { ...base, max: 2, supervise: false, schedule: false } : { ...base, max: 6 };
}

export function createBoss(role: BossRole, connectionString?: string): PgBoss {
  return new PgBoss(bossOptions(role, connectionString));
}
