// Two job workers started at the same instant on a fresh job schema (issue 30 "Workers"): both come up, and each job
// runs once. With pg-boss 10 one of them died with "deadlock detected" inside createQueue in 2 of 3 tries; the queues
// are now made once, under an advisory lock (server/jobs/provision.ts).
//
// Real processes, as scripts/start.ts runs the worker; the test file's database has no pgboss schema yet, so both
// workers race to install it and to create every queue. No timed assertion: the test waits on states.
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { sendEmail } from '@/server/mail/send';
import { stopEnqueuer } from '@/server/jobs/enqueue';
import { QUEUE_NAMES } from '@/server/jobs/queues';
import { SCHEDULES } from '@/server/composition/schedules';
import { createPromotion } from '../helpers/factories';
import { spawnScript, type Spawned } from '../helpers/processes';
import { until as untilWithin } from '../helpers/until';

const JOBS = 20;
/** Only turns a hang into a failure. */
const PATIENCE_MS = 120_000;
const until = <T>(what: string, probe: () => Promise<T | undefined | false>) => untilWithin(what, probe, PATIENCE_MS);


const workers: Spawned[] = [];
afterAll(async () => {
  await Promise.all(workers.map(async (w) => {
    if (w.child.exitCode === null && w.child.signalCode === null) {
      w.child.kill('SIGTERM');
      await w.exited;
    }
  }));
  await stopEnqueuer();
});

describe('job workers started together on a fresh schema', () => {
  it('all start, create each queue and schedule once, and run each job once', { timeout: 3 * PATIENCE_MS }, async () => {
    const [{ schema }] = await db.$queryRaw<{ schema: string | null }[]>`SELECT to_regnamespace('pgboss')::text AS schema`;
    expect(schema).toBeNull(); // a fresh schema: the workers install it

    const env = { ...process.env, RENEW_SILENT_LOGS: '0', LOG_LEVEL: 'info', NODE_ENV: 'test' as const };
    workers.push(...[1, 2].map(() => spawnScript(['--conditions=react-server', 'server/jobs/worker.ts'], env)));
    // A worker that dies first rejects with its output (the deadlock's message, if it came back).
    await Promise.all(workers.map((w) => w.waitForLine(/Job worker started/)));

    const queues = await db.$queryRaw<{ name: string }[]>`SELECT name FROM pgboss.queue WHERE name NOT LIKE '\_\_pgboss\_\_%' ORDER BY name`;
    expect(queues.map((q) => q.name)).toEqual([...QUEUE_NAMES].sort());
    const schedules = await db.$queryRaw<{ name: string }[]>`SELECT name FROM pgboss.schedule ORDER BY name`;
    expect(schedules.map((s) => s.name)).toEqual(SCHEDULES.map((s) => s.name).sort());

    const promotion = await createPromotion();
    const emails = await Promise.all(Array.from({ length: JOBS }, (_, i) =>
      sendEmail({ to: `together-${i}@example.com`, subject: `Together ${i}`, html: `<p>${i}</p>`, kind: 'test_email', promotionId: promotion.id })));

    const jobs = await until('every delivery job completed', async () => {
      const rows = await db.$queryRaw<{ email: string; state: string; retry_count: number }[]>`
        SELECT data->>'emailMessageId' AS email, state::text, retry_count FROM pgboss.job WHERE name = 'email.send'`;
      return rows.length === JOBS && rows.every((r) => r.state === 'completed') ? rows : false;
    });
    // One job per email, each claimed once: pg-boss counts a second claim of a job as a retry.
    expect(jobs.map((j) => Number(j.email)).sort((a, b) => a - b)).toEqual(emails.map((e) => e.id).sort((a, b) => a - b));
    expect(jobs.filter((j) => j.retry_count !== 0)).toEqual([]);
    // Without SMTP_URL the worker captures each email (server/mail/transport.ts): each was handed over once in all.
    const captured = await db.emailMessage.count({ where: { id: { in: emails.map((e) => e.id) }, status: 'captured' } });
    expect(captured).toBe(JOBS);
    const handedOver = workers.flatMap((w) => w.output().split('\n').filter((l) => l.includes('Email captured')).map((l) => JSON.parse(l).emailMessageId as number));
    expect(handedOver.sort((a, b) => a - b)).toEqual(emails.map((e) => e.id).sort((a, b) => a - b));

    // Both workers are still up (neither died after starting).
    expect(workers.map((w) => w.child.exitCode)).toEqual([null, null]);
  });
});
