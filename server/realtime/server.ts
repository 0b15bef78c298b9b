// The realtime server: HTTP (/healthz) + Socket.IO + a PostgreSQL LISTEN connection, as one closable unit so tests
// can run it in-process. sidecar.ts is the process entry around it (docs/realtime.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Server } from 'socket.io';
import { setupWorker } from '@socket.io/sticky';
import { REALTIME_PG_CHANNEL } from './publish';
import { CREATE_OUTBOX_TABLE_SQL, SWEEP_OUTBOX_SQL, isConcurrentCreateError } from './outbox';
import { authMiddleware, isAllowedOrigin } from './auth';
import { teamMembershipCheck, wallReachCheck } from './channels';
import { registerSocketHandlers } from './handlers';
import { createDispatcher, type Dispatcher } from './dispatch';
import { closeExpiredSockets } from './revocation';
import { startPgListener, type PgListener } from './pg-listener';
import { attachRedisAdapter } from './redis';
import { defaultRealtimeLog, type RealtimeLog } from './log';
import type { RealtimeIo } from './types';

export interface RealtimeServerOptions {
  /** 0 picks a free port (tests); the bound port is returned. */
  port: number;
  /** Must be the database the app publishes to (DATABASE_URL); authenticate() reads users through server/db. */
  databaseUrl: string;
  /**
   * The LISTEN connection's URL when databaseUrl goes through a transaction pooler, which cannot hold a LISTEN
   * (DATABASE_DIRECT_URL); default databaseUrl.
   */
  listenUrl?: string;
  /** Pool size of the sidecar's own queries (team joins, outbox reads); default 4. */
  poolSize?: number;
  appHost: string;
  /** Interface to bind; default all. */
  hostname?: string;
  redisUrl?: string;
  log?: RealtimeLog;
  /** How often outbox rows older than the retention are swept; default 30 s. */
  sweepIntervalMs?: number;
  /** How often sockets of expired sessions are closed; default 60 s. */
  expirySweepMs?: number;
  /** LISTEN reconnect backoff bounds (tests shorten them). */
  listenBackoffMs?: { min: number; max: number };
  /**
   * One of several sidecar processes behind one port (sidecar.ts): the cluster's primary owns the port and hands each
   * connection to a process, keeping a Socket.IO session on the process that opened it (@socket.io/sticky).
   */
  clusterWorker?: boolean;
}

export interface RealtimeServer {
  port: number;
  io: RealtimeIo;
  isListening(): boolean;
  /** Events replayed from the outbox after LISTEN gaps, and resyncs sent (tests, logs). */
  delivery: Dispatcher['stats'];
  close(): Promise<void>;
}

async function ensureOutboxTable(pool: pg.Pool): Promise<void> {
  try {
    await pool.query(CREATE_OUTBOX_TABLE_SQL);
  } catch (error) {
    if (!isConcurrentCreateError(error)) throw error;
  }
}

function healthHandler(req: http.IncomingMessage, res: http.ServerResponse): void {
  // Socket.IO answers its own /socket.io/ requests before this listener sees them.
  if (req.method === 'GET' && req.url?.split('?')[0] === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}

export async function createRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const log = options.log ?? defaultRealtimeLog;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 4, application_name: 'renew-realtime' });
  pool.on('error', (error) => log.warn('realtime: idle pool connection failed', { error }));
  try {
    return await start(options, pool, log);
  } catch (error) {
    // Nothing may stay open when start-up fails: tests and the sidecar's exit path expect a clean slate.
    await pool.end().catch(() => {});
    throw error;
  }
}

async function start(options: RealtimeServerOptions, pool: pg.Pool, log: RealtimeLog): Promise<RealtimeServer> {
  await ensureOutboxTable(pool);

  const httpServer = http.createServer(healthHandler);
  const io: RealtimeIo = new Server(httpServer, {
    cors: (req, callback) => {
      const origin = req.headers.origin;
      const allowed = isAllowedOrigin(origin, options.appHost, req.headers.host);
      callback(null, { origin: allowed ? origin : false, credentials: true });
    },
    serveClient: false,
  });

  let closeRedis: (() => Promise<void>) | undefined;
  if (options.redisUrl) {
    closeRedis = await attachRedisAdapter(io, options.redisUrl, log).catch(async (error: unknown) => {
      await io.close().catch(() => {}); // the HTTP server never listened; only the engine needs closing
      throw error;
    });
    log.info('realtime: Redis adapter on: client broadcasts fan out across instances; server events via PostgreSQL NOTIFY');
  } else {
    log.info('realtime: single-instance mode (no REDIS_URL): server events via PostgreSQL NOTIFY, in-memory rooms');
  }

  io.use(authMiddleware(options.appHost, log));
  const checks = { isTeamMember: teamMembershipCheck(pool, log), reachesWall: wallReachCheck(pool, log) };
  io.on('connection', (socket) => registerSocketHandlers(socket, checks, log));

  const dispatcher = createDispatcher(io, pool, log);
  const listener: PgListener = startPgListener({
    databaseUrl: options.listenUrl ?? options.databaseUrl,
    channel: REALTIME_PG_CHANNEL,
    onNotification: dispatcher.onNotification,
    onListen: dispatcher.onListen,
    log,
    minDelayMs: options.listenBackoffMs?.min,
    maxDelayMs: options.listenBackoffMs?.max,
  });
  // Accept sockets only once LISTEN is in place, so a client that has connected never misses an event for that.
  await listener.ready;

  if (options.clusterWorker) setupWorker(io);
  else await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.hostname, () => {
      httpServer.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    // e.g. EADDRINUSE: release the LISTEN connection and Redis so the caller sees only the error.
    await listener.close();
    await closeRedis?.();
    await io.close().catch(() => {});
    throw error;
  });
  const port = options.clusterWorker ? options.port : (httpServer.address() as AddressInfo).port;

  const sweep = setInterval(() => {
    pool.query(SWEEP_OUTBOX_SQL).catch((error: unknown) => log.warn('realtime: outbox sweep failed', { error }));
  }, options.sweepIntervalMs ?? 30_000);
  sweep.unref();
  const expiry = setInterval(() => closeExpiredSockets(io, log), options.expirySweepMs ?? 60_000);
  expiry.unref();

  let closing: Promise<void> | undefined;
  return {
    port,
    io,
    isListening: () => listener.isListening(),
    delivery: dispatcher.stats,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        clearInterval(expiry);
        await io.close(); // disconnects every socket and closes the HTTP server
        await listener.close();
        await closeRedis?.();
        await pool.end();
      })();
      return closing;
    },
  };
}
