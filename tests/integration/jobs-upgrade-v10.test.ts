// The first start after the pg-boss 10 -> 12 upgrade (server/jobs/upgrade-v10.ts): pg-boss 12 cannot migrate pg-boss
// 10's schema, so the old one is set aside and the jobs still waiting there move to the new queues, once, with two
// workers starting together. The database starts with pg-boss 10.4.2's own schema (tests/fixtures) and its jobs.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startWorker, type RunningWorker, type WorkerJob } from '@/server/jobs/runner';
import { stopEnqueuer } from '@/server/jobs/enqueue';

const V10_SCHEMA = readFileSync(path.resolve(import.meta.dirname, '../fixtures/pgboss-10-schema.sql'), 'utf8');
const id = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const workers: RunningWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop(2_000)));
  await client.end();
  await stopEnqueuer();
});

describe('upgrading from pg-boss 10', () => {
  it('sets the old schema aside and moves its waiting jobs to the new queues once', { timeout: 120_000 }, async () => {
    await client.connect();
    await client.query(V10_SCHEMA);
    await client.query(`SELECT pgboss.create_queue('test.legacy', '{"policy":"standard","retryLimit":2}')`);
    await client.query(`SELECT pgboss.create_queue('test.removed', '{"policy":"standard"}')`);
    const job = (n: number, state: string, startAfter = 'now()', name = 'test.legacy') =>
      client.query(`INSERT INTO pgboss.job (id, name, data, state, start_after) VALUES ($1, $2, $3, $4, ${startAfter})`, [id(n), name, { n }, state]);
    await job(1, 'created');
    await job(2, 'retry');
    await job(3, 'active'); // its pg-boss 10 worker is gone: it runs again, as after a crash
    await job(4, 'completed');
    await job(5, 'created', "now() + interval '1 day'");
    await job(6, 'created', 'now()', 'test.removed'); // a queue the code no longer has: left behind

    const ran: number[] = [];
    const legacy: WorkerJob = { name: 'test.legacy', policy: { retryLimit: 0 }, handle: async (data: { n: number }) => void ran.push(data.n) };
    workers.push(...await Promise.all([1, 2].map(() => startWorker({ jobs: [legacy], pollingIntervalSeconds: 0.5 }))));

    const boss = workers[0]!.boss;
    for (;;) {
      const done = await boss.findJobs('test.legacy', { id: id(3) });
      if (ran.length >= 3 && done[0]?.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(ran.sort()).toEqual([1, 2, 3]);
    const deferred = await boss.findJobs('test.legacy', { id: id(5) });
    expect(deferred[0]).toMatchObject({ state: 'created', data: { n: 5 } });
    expect(deferred[0]!.startAfter.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(await boss.findJobs('test.legacy', { id: id(4) })).toEqual([]);

    const schemas = await client.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY 1`);
    expect(schemas.rows.map((r) => r.nspname)).toEqual(['pgboss', 'pgboss_v10_moved']);
    expect(await boss.schemaVersion()).toBeGreaterThan(24);
  });
});
