// The request id across the job queue: a job queued while serving a request carries the request's id in its payload
// (`requestId`), and the worker runs the job inside a context with that id, so the job's log lines name the request
// that caused it. Each job also gets its own trace span (a no-op unless tracing is on), a child of the request's span
// when the payload carries its `traceparent`, and its metrics.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, propagation, trace } from '@opentelemetry/api';
import { log } from './log';
import { runWithRequestContext } from './request-context';
import type { Metrics } from './metrics';

function requestIdOf(data: unknown): string | undefined {
  const value = (data as { requestId?: unknown } | null)?.requestId;
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
}

/** The trace the job joins: the request's that queued it (its `traceparent`), else a trace of its own. */
function parentOf(data: unknown) {
  const traceparent = (data as { traceparent?: unknown } | null)?.traceparent;
  return typeof traceparent === 'string' && traceparent.length <= 64 ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

export interface ObservedJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

const tracer = trace.getTracer('renew-jobs');

/**
 * Runs one job's handler inside its context: the request id it was queued under (or the job's own id, for cron and
 * other jobs queued outside a request), a CONSUMER span named after the queue, and its counters.
 */
export function runObservedJob<T>(job: ObservedJob, metrics: Metrics | undefined, work: () => Promise<T>): Promise<T> {
  const requestId = requestIdOf(job.data) ?? `job:${job.id}`;
  return runWithRequestContext({ requestId }, () =>
    tracer.startActiveSpan(`job ${job.name}`, {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'pg-boss', 'messaging.destination.name': job.name, 'messaging.message.id': job.id, 'renew.request_id': requestId },
    }, parentOf(job.data), async (span) => {
      const started = process.hrtime.bigint();
      const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
      try {
        const output = await work();
        const took = seconds();
        metrics?.jobsCompleted.inc({ queue: job.name });
        metrics?.jobDuration.observe({ queue: job.name, outcome: 'completed' }, took);
        log.info({ queue: job.name, jobId: job.id, attempt: job.retryCount + 1, ms: Math.round(took * 10_000) / 10 }, 'job completed');
        return output;
      } catch (error) {
        const willRetry = job.retryCount < job.retryLimit;
        (willRetry ? metrics?.jobsRetried : metrics?.jobsFailed)?.inc({ queue: job.name });
        metrics?.jobDuration.observe({ queue: job.name, outcome: willRetry ? 'retry' : 'failed' }, seconds());
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    }),
  );
}

interface QueueCounts {
  name: string;
  readyCount: number;
  deferredCount: number;
  activeCount: number;
  failedCount: number;
}

/** Queue depth from pg-boss's own per-queue counts (kept by its monitor), for metrics.registerQueueDepth. */
export function pgBossQueueDepth(boss: { getQueues(names?: string[]): Promise<QueueCounts[]> }, names: string[]) {
  return async () =>
    (await boss.getQueues(names)).flatMap((q) => [
      { queue: q.name, state: 'ready', count: q.readyCount },
      { queue: q.name, state: 'deferred', count: q.deferredCount },
      { queue: q.name, state: 'active', count: q.activeCount },
      { queue: q.name, state: 'failed', count: q.failedCount },
    ]);
}
