// Processes that start together on a database without pg-boss's schema all start (issue 30). In CI one of two
// workers started together died with a duplicate key on pg_namespace inside pg-boss's install; server/jobs/start.ts
// now installs under the provisioning lock. The race itself is rare (not reproduced here in 48 separate-process
// starts on PostgreSQL 15 and 18), so this checks what must hold with the lock: every start succeeds, none waits on
// another forever, and the schema ends installed once.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { BOSS_SCHEMA, createBoss } from '@/server/jobs/boss';
import { startBoss } from '@/server/jobs/start';
import { stopEnqueuer } from '@/server/jobs/enqueue';

const url = process.env.DATABASE_URL!;
const PROCESSES = 6;
const client = new pg.Client({ connectionString: url });
afterAll(async () => {
  await client.end();
  await stopEnqueuer();
});

describe('starting pg-boss', () => {
  it('starts every one of several processes started together on a fresh schema', { timeout: 120_000 }, async () => {
    await client.connect();
    for (let round = 0; round < 3; round++) {
      await client.query(`DROP SCHEMA IF EXISTS ${BOSS_SCHEMA} CASCADE`);
      const bosses: PgBoss[] = Array.from({ length: PROCESSES }, () => createBoss('sender', url));
      const started = await Promise.allSettled(bosses.map((boss) => startBoss(boss, url)));
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, close: true }).catch(() => {})));
      expect(started.map((s) => s.status === 'rejected' ? String(s.reason) : 'started')).toEqual(Array(PROCESSES).fill('started'));
    }
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${BOSS_SCHEMA}.version`);
    expect(rows[0]!.version).toBeGreaterThan(24);
  });
});
