// Process entry of the realtime sidecar (scripts/start.ts runs `tsx server/realtime/sidecar.ts`).
// Configuration comes from lib/env.ts: SOCKET_PORT, DATABASE_URL (DATABASE_DIRECT_URL for the LISTEN connection when
// DATABASE_URL goes through a transaction pooler), APP_HOST, REDIS_URL.
import { env } from '@/lib/env';
import { db, directDatabaseUrl } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { startObservability } from '@/server/observability/start';
import { registerSocketCount } from '@/server/observability/metrics';
import { createRealtimeServer } from './server';

// Structured logs named 'sidecar', metrics on SIDECAR_METRICS_PORT / METRICS_PORT, traces when OTEL_EXPORTER_OTLP_ENDPOINT is set.
const observability = await startObservability('sidecar');
const config = env();
const server = await createRealtimeServer({
  port: config.SOCKET_PORT,
  databaseUrl: config.DATABASE_URL,
  listenUrl: directDatabaseUrl(),
  appHost: config.APP_HOST,
  redisUrl: config.REDIS_URL,
}).catch((error: unknown) => {
  // One readable line for npm start's output instead of an unhandled-rejection dump.
  logger.error(`realtime: could not start: ${(error as Error).message}`);
  process.exit(1);
});
if (observability.metrics) registerSocketCount(() => server.io.of('/').sockets.size);
logger.info(`realtime: listening on port ${server.port} for ${config.APP_HOST} and *.${config.APP_HOST}`);

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
