// The job worker process: `npx tsx server/jobs/worker.ts` (scripts/start.ts runs it beside Next.js).
// Works every queue of server/composition/jobs.ts and applies the cron schedules of server/composition/schedules.ts. On SIGTERM/SIGINT it
// stops taking jobs, lets running ones finish (up to 25 s; unfinished ones are failed and so retried later)
// and exits. Run more than one for throughput: pg-boss hands each job to exactly one of them.
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { startNodeHeartbeat } from '@/server/platform/node-heartbeat';
import { startObservability } from '@/server/observability/start';
import { registerQueueDepth } from '@/server/observability/metrics';
import { pgBossQueueDepth } from '@/server/observability/jobs';
// The composition root: the queues' handlers, and (imported with them) the domain events' wiring.
import { appJobs } from '@/server/composition/jobs';
import { SCHEDULES } from '@/server/composition/schedules';
import { startWorker } from './runner';

// Structured logs named 'worker', metrics on WORKER_METRICS_PORT / METRICS_PORT, traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
const observability = await startObservability('worker');
// A production worker whose files would not be shared with the web nodes refuses to start (docs/multi-node.md).
const heartbeat = await startNodeHeartbeat('worker').catch((error: unknown) => {
  logger.error(`Job worker could not start: ${(error as Error).message}`);
  process.exit(1);
});
const jobs = appJobs();
const worker = await startWorker({ jobs, schedules: SCHEDULES }).catch((error: unknown) => {
  // scripts/start.ts stops the whole product when the worker exits: better than mail silently never leaving.
  logger.error('Job worker could not start', { error });
  process.exit(1);
});
if (observability.metrics) registerQueueDepth(pgBossQueueDepth(worker.boss, jobs.map((j) => j.name)));
logger.info('Job worker started', { queues: jobs.map((j) => j.name), schedules: SCHEDULES.map((s) => s.name) });

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info('Job worker stopping', { signal });
  let code = 0;
  try {
    await worker.stop();
  } catch (error) {
    logger.error('Job worker did not stop cleanly', { error });
    code = 1;
  }
  await heartbeat.stop();
  await db.$disconnect().catch(() => {});
  await observability.stop();
  logger.info('Job worker stopped');
  process.exit(code);
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
