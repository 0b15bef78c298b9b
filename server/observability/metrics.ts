// Prometheus metrics (prom-client), one registry per process, served by metrics-server.ts on an internal port.
// Only process entries and their own modules import this file (web server, sidecar, worker, job runner, realtime
// dispatch), never code that Next bundles: a second prom-client copy in Next's bundle would answer the cluster's
// aggregation requests twice. What the app's code knows (its database pools) it hands over through pools.ts.
import client from 'prom-client';
import { trackedPools } from './pools';

const KEY = Symbol.for('renew.observability.metrics');

const sources: { sockets?: () => number } = {};

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new client.Histogram({
      name: 'renew_http_request_duration_seconds',
      help: 'Time from a request arriving to its response finishing, per route template and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    dbPool: new client.Gauge({
      name: 'renew_db_pool_connections',
      help: 'Database pool connections of this process: total open, idle, in use, and callers waiting for one.',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [name, pool] of trackedPools()) {
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    }),
    jobsCompleted: new client.Counter({
      name: 'renew_jobs_completed_total',
      help: 'Jobs this worker completed, per queue.',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
    jobsFailed: new client.Counter({
      name: 'renew_jobs_failed_total',
      help: 'Jobs that failed for good (no retry left), per queue.',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
    jobsRetried: new client.Counter({
      name: 'renew_jobs_retried_total',
      help: 'Job attempts that failed and were left to pg-boss to retry, per queue.',
      labelNames: ['queue'] as const,
      registers: [registry],
    }),
    jobDuration: new client.Histogram({
      name: 'renew_job_duration_seconds',
      help: 'Time a job handler ran, per queue and outcome.',
      labelNames: ['queue', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers: [registry],
    }),
    socketsConnected: new client.Gauge({
      name: 'renew_realtime_sockets_connected',
      help: 'Sockets connected to this sidecar.',
      registers: [registry],
      collect() {
        if (sources.sockets) this.set(sources.sockets());
      },
    }),
    fanOut: new client.Histogram({
      name: 'renew_realtime_fanout_seconds',
      help: 'Time the sidecar took from receiving an event (NOTIFY) to handing it to every socket of its room.',
      labelNames: ['event'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof create>;
const holder = globalThis as unknown as { [KEY]?: Metrics };

/** The process's metrics, created on first use (by an entry point that serves them: metrics-server.ts). */
export function metrics(): Metrics {
  return (holder[KEY] ??= create());
}

/** The metrics when this process serves them, else undefined: code on hot paths records nothing when metrics are off. */
export function activeMetrics(): Metrics | undefined {
  return holder[KEY];
}

/** Queue depth, read when Prometheus scrapes (the worker registers its source: pg-boss's own counts). */
export function registerQueueDepth(read: () => Promise<{ queue: string; state: string; count: number }[]>): void {
  const { registry } = metrics();
  if (registry.getSingleMetric('renew_jobs_queue_depth')) registry.removeSingleMetric('renew_jobs_queue_depth');
  new client.Gauge({
    name: 'renew_jobs_queue_depth',
    help: 'Jobs on each queue by state (ready to run, deferred to later, active, failed and still retained), as pg-boss counts them.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await read()) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
}

/** Sockets connected, read when Prometheus scrapes (the sidecar registers its Socket.IO server's count). */
export function registerSocketCount(read: () => number): void {
  sources.sockets = read;
  metrics();
}
