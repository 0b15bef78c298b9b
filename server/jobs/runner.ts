// Runs job handlers on pg-boss: the body of the worker process (worker.ts), and what tests start in-process.
// Generic over queues on purpose: the app's own list comes from server/composition/jobs.ts; tests pass throw-away queues.
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { logger } from '@/server/platform/logger';
import { runObservedJob } from '@/server/observability/jobs';
import { activeMetrics } from '@/server/observability/metrics';
import { env } from '@/lib/env';
import { createBoss } from './boss';
import { movePgBoss10Jobs } from './upgrade-v10';
import { startBoss } from './start';
import { provisionQueues, type QueuePolicy } from './provision';
import type { ScheduledJob } from './schedules';

export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first attempt; pg-boss counts retries. */
  retryCount: number;
}

export interface WorkerJob {
  name: string;
  policy: QueuePolicy;
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

async function runOne(definition: WorkerJob, job: JobWithMetadata<unknown>): Promise<unknown> {
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

/** pg-boss's own default: an idle loop looks for a job every 2 s. */
const DEFAULT_POLLING_SECONDS = 2;

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const connectionString = options.connectionString ?? env().DATABASE_URL;
  const boss = createBoss('worker', connectionString);
  boss.on('error', (error) => logger.error('pg-boss error (worker)', { error }));
  await startBoss(boss, connectionString);

  // Queues first (made or brought to today's policy once, under a lock, however many workers start together), and
  // the schedules with them: a cron may only send to a queue that exists.
  await provisionQueues(boss, options.jobs, { mode: 'sync', schedules: options.schedules ?? [], connectionString });
  await movePgBoss10Jobs(boss, connectionString, options.jobs.map((j) => j.name));
  for (const definition of options.jobs) {
    // batchSize 1: pg-boss fails or completes a whole batch together, so one bad email would retry its batch-mates.
    // localConcurrency: that many independent fetch loops for this queue in this process.
    await boss.work(definition.name, {
      batchSize: 1,
      includeMetadata: true as const,
      localConcurrency: definition.concurrency ?? 1,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
    }, async ([job]: JobWithMetadata<unknown>[]) =>
      // Logs under the id of the request that queued it, a span and the job counters (server/observability/jobs.ts).
      runObservedJob(job!, activeMetrics(), () => runOne(definition, job!)));
  }

  return {
    boss,
    stop: (timeoutMs = 25_000) => boss.stop({ graceful: true, timeout: timeoutMs, close: true }),
  };
}
