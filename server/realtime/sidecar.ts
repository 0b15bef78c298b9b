// Process entry of the realtime sidecar (scripts/start.ts runs the release's sidecar.mjs, or tsx over this file).
// Configuration comes from lib/env.ts: SOCKET_PORT, DATABASE_URL (DATABASE_DIRECT_URL for the LISTEN connection when
// DATABASE_URL goes through a transaction pooler), APP_HOST, REDIS_URL, SIDECAR_CONCURRENCY.
//
// SIDECAR_CONCURRENCY > 1 runs that many sidecar processes behind one port: the primary owns the port and hands each
// connection to a process, and a Socket.IO session's later requests (long-polling) to the process that opened it
// (@socket.io/sticky). Each process LISTENs on its own and delivers every event to its own sockets (dispatch.ts), so
// nothing else is shared. `npm start` runs one per core; an image runs one per container and scales by replicas.
import cluster from 'node:cluster';
import http from 'node:http';
import { setupMaster } from '@socket.io/sticky';
import { env } from '@/lib/env';
import { db, directDatabaseUrl } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { startObservability } from '@/server/observability/start';
import { registerSocketCount } from '@/server/observability/metrics';
import { stopReadingBeforeHandover } from './handover';
import { createRealtimeServer } from './server';

const READY = 'renew:sidecar-ready';
const processes = env().SIDECAR_CONCURRENCY;

/** Primary of several sidecar processes: listens once they all LISTEN, replaces one that dies, stops them all. */
async function runPrimary(): Promise<void> {
  const observability = await startObservability('sidecar', 'primary');
  const config = env();
  const httpServer = http.createServer();
  setupMaster(httpServer, { loadBalancingMethod: 'least-connection' });
  let stopping = false;
  const quickDeaths: number[] = [];
  // Each connection is handed over whole: nothing the client sends meanwhile is lost here (handover.ts).
  const fork = () => stopReadingBeforeHandover(cluster.fork({ RENEW_SIDECAR_WORKER: '1' }));
  const ready = new Promise<void>((resolve) => {
    let count = 0;
    cluster.on('message', (_worker, message: { type?: string }) => {
      if (message?.type === READY && ++count === processes) resolve();
    });
  });
  for (let i = 0; i < processes; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A process that keeps dying at start (database unreachable) stops the sidecar instead of looping.
    const now = Date.now();
    quickDeaths.push(now);
    while (quickDeaths.length && now - quickDeaths[0]! > 30_000) quickDeaths.shift();
    if (quickDeaths.length > processes * 2) {
      logger.error(`realtime: sidecar processes keep exiting (last: ${signal ?? code}); stopping.`);
      process.exit(1);
    }
    logger.error(`realtime: sidecar process ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 8_000).unref();
    httpServer.close();
    void observability.stop();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Accept connections only once every process LISTENs, so no client connects to a process that could miss events.
  await ready;
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.SOCKET_PORT, resolve);
  });
  logger.info(`realtime: listening on port ${config.SOCKET_PORT} for ${config.APP_HOST} and *.${config.APP_HOST} (${processes} processes)`);
}

/** One sidecar: on its own port, or as one process of the primary's cluster. */
async function runSidecar(clusterWorker: boolean): Promise<void> {
  // Structured logs named 'sidecar', metrics on SIDECAR_METRICS_PORT / METRICS_PORT (summed by the primary in a
  // cluster), traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const observability = await startObservability('sidecar', clusterWorker ? 'worker' : undefined);
  const config = env();
  const server = await createRealtimeServer({
    port: config.SOCKET_PORT,
    databaseUrl: config.DATABASE_URL,
    listenUrl: directDatabaseUrl(),
    appHost: config.APP_HOST,
    redisUrl: config.REDIS_URL,
    clusterWorker,
  }).catch((error: unknown) => {
    // One readable line for npm start's output instead of an unhandled-rejection dump.
    logger.error(`realtime: could not start: ${(error as Error).message}`);
    process.exit(1);
  });
  if (observability.metrics) registerSocketCount(() => server.io.of('/').sockets.size);
  if (clusterWorker) process.send?.({ type: READY });
  else logger.info(`realtime: listening on port ${server.port} for ${config.APP_HOST} and *.${config.APP_HOST}`);

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info(`realtime: ${signal} received, closing`);
    // A hung close must not keep the process (and npm start's shutdown) waiting forever.
    setTimeout(() => process.exit(1), 5_000).unref();
    try {
      await server.close();
      await db.$disconnect();
      await observability.stop();
    } catch (error) {
      logger.error('realtime: shutdown failed', { error });
    }
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

if (cluster.isPrimary && processes > 1) await runPrimary();
else await runSidecar(!cluster.isPrimary);
