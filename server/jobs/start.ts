// Starting pg-boss, the same way in the worker and in web processes, however many of them start at once.
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { BOSS_SCHEMA } from './boss';
import { withProvisionLock } from './provision';
import { retirePgBoss10Schema } from './upgrade-v10';

async function bossInstalled(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, application_name: 'renew-jobs-provision' });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [`${BOSS_SCHEMA}.version`]);
    return rows[0]!.found;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Sets a pg-boss 10 schema aside (once, upgrade-v10.ts), then starts pg-boss; on a database without its schema,
 * under the provisioning lock. pg-boss installs with `CREATE SCHEMA IF NOT EXISTS` and takes only an "already exists"
 * error for a lost race, but PostgreSQL can answer two concurrent installs with a duplicate key on pg_namespace
 * instead, and one of two workers started together died at start (issue 30, seen in CI). Once the schema is
 * installed, pg-boss's own migrations hold an advisory lock, so the steady state takes no lock.
 */
export async function startBoss(boss: PgBoss, connectionString: string): Promise<void> {
  await retirePgBoss10Schema(connectionString);
  if (await bossInstalled(connectionString)) {
    await boss.start();
    return;
  }
  await withProvisionLock(connectionString, async () => { await boss.start(); });
}
