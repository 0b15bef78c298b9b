// pg-boss against the test database: enqueue() reaches a worker, failures are retried per the queue's
// policy, stop() is graceful, and schedules follow the list they are given.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { enqueue, stopEnqueuer } from '@/server/jobs/enqueue';
import { appJobs, HANDLERS } from '@/server/composition/jobs';
import { startWorker, type JobContext, type RunningWorker, type WorkerJob } from '@/server/jobs/runner';
import { applySchedules } from '@/server/jobs/schedules';

const POLL_SECONDS = 0.5;

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function jobInState(boss: PgBoss, queue: string, id: string, state: JobWithMetadata['state']) {
  return waitFor(async () => {
    const job = await boss.getJobById<Record<string, unknown>>(queue, id);
    return job?.state === state ? job : undefined;
  });
}

let worker: RunningWorker | undefined;
const start = async (jobs: WorkerJob[]) => (worker = await startWorker({ jobs, pollingIntervalSeconds: POLL_SECONDS }));

afterEach(async () => {
  await worker?.stop(2_000);
  worker = undefined;
});
afterAll(() => stopEnqueuer());

describe('jobs', () => {
  it('works a job sent with enqueue() from another pg-boss instance', async () => {
    const received: unknown[] = [];
    const { boss } = await start(appJobs({ ...HANDLERS, 'email.send': async (data) => void received.push(data) }));

    const id = await enqueue('email.send', { emailMessageId: 42 });

    await jobInState(boss, 'email.send', id, 'completed');
    expect(received).toEqual([{ emailMessageId: 42 }]);
  });

  it('refuses a payload that does not match the queue schema before queueing it', async () => {
    await expect(enqueue('email.send', { emailMessageId: -1 })).rejects.toThrow();
    await expect(enqueue('email.send', { emailMessageId: '7' } as never)).rejects.toThrow();
  });

  it('stores the queue policy of queues.ts on the pg-boss queue', async () => {
    const { boss } = await start(appJobs());
    const queue = await boss.getQueue('email.send');
    expect(queue).toMatchObject({ retryLimit: 5, retryDelay: 15, retryBackoff: true });
  });

  it('brings a queue whose stored policy differs from queues.ts back to it when a worker starts', async () => {
    const first = await start(appJobs());
    await first.boss.updateQueue('email.send', { retryLimit: 1, retryDelay: 99 });
    await first.stop(2_000);

    const { boss } = await start(appJobs());
    expect(await boss.getQueue('email.send')).toMatchObject({ retryLimit: 5, retryDelay: 15, retryBackoff: true });
  });

  it('retries a failing handler and completes on a later attempt', async () => {
    const attempts: number[] = [];
    const flaky: WorkerJob = {
      name: 'test.flaky',
      policy: { retryLimit: 3, retryDelay: 0, retryBackoff: false },
      handle: async (_data: unknown, job: JobContext) => {
        attempts.push(job.retryCount);
        if (job.retryCount < 1) throw new Error('SMTP is having a bad day');
      },
    };
    const { boss } = await start([flaky]);

    const id = (await boss.send('test.flaky', { n: 1 }))!;

    const job = await jobInState(boss, 'test.flaky', id, 'completed');
    expect(attempts).toEqual([0, 1]);
    expect(job.retryCount).toBe(1);
  });

  it('fails a job for good once its retries are spent, keeping the error', async () => {
    let calls = 0;
    const broken: WorkerJob = {
      name: 'test.broken',
      policy: { retryLimit: 1, retryDelay: 0, retryBackoff: false },
      handle: async () => {
        calls += 1;
        throw new Error('always broken');
      },
    };
    const { boss } = await start([broken]);

    const id = (await boss.send('test.broken', {}))!;

    const job = await jobInState(boss, 'test.broken', id, 'failed');
    expect(calls).toBe(2);
    expect(JSON.stringify(job.output)).toContain('always broken');
  });

  it('fails a job whose stored payload does not parse, without calling the handler', async () => {
    let called = false;
    const { boss } = await start(appJobs({ ...HANDLERS, 'email.send': async () => void (called = true) }));
    await boss.updateQueue('email.send', { retryLimit: 0 });

    const id = (await boss.send('email.send', { emailMessageId: 'not a number' }))!;

    await jobInState(boss, 'email.send', id, 'failed');
    expect(called).toBe(false);
  });

  it('lets an active job finish when stopped gracefully', async () => {
    let started = false;
    const slow: WorkerJob = {
      name: 'test.slow',
      policy: { retryLimit: 0 },
      handle: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return { done: true };
      },
    };
    const running = await startWorker({ jobs: [slow], pollingIntervalSeconds: POLL_SECONDS });
    const id = (await running.boss.send('test.slow', {}))!;
    await waitFor(() => (started ? true : undefined));

    await running.stop(10_000);

    // The stopped instance closed its pool: look with a fresh one.
    const observer = await startWorker({ jobs: [] });
    try {
      const job = await observer.boss.getJobById('test.slow', id);
      expect(job?.state).toBe('completed');
    } finally {
      await observer.stop();
    }
  });

  it('adds the schedules it is given and removes the ones no longer listed', async () => {
    const nightly: WorkerJob = { name: 'test.nightly', policy: {}, handle: async () => undefined };
    const { boss } = await start([nightly]);

    await applySchedules(boss, [{ name: 'test.nightly', cron: '0 3 * * *', tz: 'America/New_York', data: { report: 'daily' } }]);
    expect(await boss.getSchedules()).toEqual([
      expect.objectContaining({ name: 'test.nightly', cron: '0 3 * * *', timezone: 'America/New_York', data: { report: 'daily' } }),
    ]);

    await applySchedules(boss, []);
    expect(await boss.getSchedules()).toEqual([]);
  });
});
