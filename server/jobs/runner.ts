// Runs job handlers on pg-boss: the body of the worker process (worker.ts), and what tests start in-process.
// Generic over queues on purpose: the app's own list comes from registry.ts; tests pass throw-away queues.
import type PgBoss from 'pg-boss';
import { logger } from '@/server/platform/logger';
import { createBoss } from './boss';
import { applySchedules, type ScheduledJob } from './schedules';

export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first attempt; pg-boss counts retries. */
  retryCount: number;
}

export interface WorkerJob {
  name: string;
  policy: Omit<PgBoss.Queue, 'name'>;
  concurrency?: number;
  /** Parses the stored payload; a throw fails the job like a handler error does. */
  parse?: (data: unknown) => unknown;
  /** Resolve to complete the job; throw to fail it (pg-boss retries it per the queue's policy). */
  /** `never`: a handler for any payload type fits here; parse() is what vouches for the payload it receives. */
  handle: (data: never, job: JobContext) => Promise<unknown>;
}

export interface StartWorkerOptions {
  jobs: readonly WorkerJob[];
  schedules?: readonly ScheduledJob[];
  connectionString?: string;
  /** How often an idle work loop polls for jobs (pg-boss default 2 s, minimum 0.5 s). */
  pollingIntervalSeconds?: number;
}

export interface RunningWorker {
  boss: PgBoss;
  /** Stops fetching, lets active jobs finish (up to timeoutMs; unfinished ones are failed, so retried), closes the pool. */
  stop: (timeoutMs?: number) => Promise<void>;
}

async function runOne(definition: WorkerJob, job: PgBoss.JobWithMetadata<unknown>): Promise<unknown> {
  const context: JobContext = { id: job.id, name: job.name, retryCount: job.retryCount };
  const started = Date.now();
  try {
    const data = definition.parse ? definition.parse(job.data) : job.data;
    const output = await definition.handle(data as never, context);
    logger.debug('Job completed', { ...context, ms: Date.now() - started });
    return output;
  } catch (error) {
    const willRetry = job.retryCount < job.retryLimit;
    logger[willRetry ? 'warn' : 'error'](willRetry ? 'Job failed; pg-boss will retry it' : 'Job failed for good', {
      ...context, retryLimit: job.retryLimit, error,
    });
    throw error;
  }
}

async function ensureQueue(boss: PgBoss, definition: WorkerJob): Promise<void> {
  await boss.createQueue(definition.name, { name: definition.name, ...definition.policy });
  // createQueue leaves an existing queue as it was: update it so a changed policy in code takes effect.
  await boss.updateQueue(definition.name, { name: definition.name, ...definition.policy });
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const boss = createBoss('worker', options.connectionString);
  boss.on('error', (error) => logger.error('pg-boss error (worker)', { error }));
  await boss.start();

  for (const definition of options.jobs) {
    await ensureQueue(boss, definition);
    // batchSize 1: pg-boss fails or completes a whole batch together, so one bad email would retry its batch-mates.
    // (pg-boss asserts on a pollingIntervalSeconds key even when it is undefined, hence the spread.)
    const workOptions = {
      batchSize: 1,
      includeMetadata: true as const,
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    };
    for (let i = 0; i < (definition.concurrency ?? 1); i++) {
      await boss.work<unknown>(definition.name, workOptions, async ([job]) => runOne(definition, job));
    }
  }
  await applySchedules(boss, options.schedules ?? []);

  return {
    boss,
    stop: (timeoutMs = 25_000) => boss.stop({ graceful: true, timeout: timeoutMs, close: true, wait: true }),
  };
}
