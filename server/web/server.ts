// Process entry of the production web server: `node release/web.mjs` (this file bundled into the release, which
// `npm start` and the image run; scripts/lib/release.ts), or `tsx server/web/server.ts` over a checkout's own .next build.
// Node runs JavaScript on one core and `next start` is one process, so on a 2-core machine it left a core to
// PostgreSQL's idle time (docs/benchmarks.md). This serves the same production build with Next's own request
// handler in one process per core (WEB_CONCURRENCY, default: the cores, at most 4), sharing one port through
// node:cluster. Nothing the app keeps in memory needs to be shared: sessions, rate limits and realtime go through
// PostgreSQL; the in-process caches (promotions 5 s, rank histogram 2 s, decoded cookies) are per process by design.
import cluster from 'node:cluster';
import http from 'node:http';
import next from 'next';
import { webConcurrency } from './concurrency';
import { stampClientAddress, trustedProxyHops } from '../http/client-address';
import { refuseBeforeNext } from './request-guards';
import { startNodeHeartbeat } from '../platform/node-heartbeat';
import { log as rootLog } from '../observability/log';
import { observeRequest } from '../observability/http';
import { routeTemplate } from '../observability/route-template';
import { startObservability } from '../observability/start';
import { nextAppDir, nextBuildDir } from './app-dir';
import { apiFastPathEnabled, createApiDirect, type ApiDirect } from './api-direct';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND || undefined; // all interfaces unless set
const workers = webConcurrency(process.env.WEB_CONCURRENCY);
const log = (message: string) => rootLog.info(message);

/** Primary: forks the workers, replaces one that dies, and stops them all on SIGTERM/SIGINT. */
async function runPrimary(): Promise<void> {
  await startObservability('web', 'primary');
  let stopping = false;
  const quickDeaths: number[] = [];
  const fork = () => cluster.fork({ RENEW_WEB_WORKER: '1' });
  for (let i = 0; i < workers; i++) fork();
  let ready = 0;
  cluster.on('listening', () => {
    if (++ready === workers) log(`Ready on port ${port} (${workers} processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that keeps dying at start (port taken, broken build) must stop the whole server, not loop.
    const now = Date.now();
    quickDeaths.push(now);
    while (quickDeaths.length && now - quickDeaths[0] > 30_000) quickDeaths.shift();
    if (quickDeaths.length > workers * 2) {
      rootLog.error(`web: workers keep exiting (last: ${signal ?? code}); stopping.`);
      process.exit(1);
    }
    rootLog.error(`web: worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 8_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** One Next.js server over the production build. */
async function runServer(): Promise<void> {
  // Tracing (when on) starts before Next loads the app's code; metrics go to the primary when there is one.
  const observability = await startObservability('web', workers > 1 ? 'worker' : undefined);
  const appDir = nextAppDir(import.meta.dirname);
  const app = next({ dev: false, dir: appDir, hostname: hostname ?? 'localhost', port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The API's direct path (./api-direct.ts): /api requests skip Next's page machinery; API_FAST_PATH=off hands
  // every request to Next again.
  let direct: ApiDirect | null = null;
  if (apiFastPathEnabled(process.env.API_FAST_PATH, process.env.NODE_ENV)) {
    const made = createApiDirect({ appDir, buildDir: nextBuildDir(appDir), hostname: hostname ?? 'localhost', port });
    if ('off' in made) rootLog.warn(`web: the API's direct path is off: ${made.off}; Next answers every request.`);
    else direct = made;
  }
  const hops = trustedProxyHops(process.env.TRUST_PROXY);
  const server = http.createServer((request, response) => {
    stampClientAddress(request, hops);
    observeRequest(request, response, { trustedHops: hops, metrics: observability.metrics }, () => {
      if (refuseBeforeNext(request, response)) return;
      if (!direct) return void handle(request, response);
      direct.serve(request, response).then(
        (served) => (served ? undefined : handle(request, response)),
        (error: unknown) => {
          rootLog.error({ error }, `web: the API's direct path failed on ${request.method} ${routeTemplate((request.url ?? '/').split('?')[0]!)}`);
          if (!response.headersSent) response.writeHead(500).end();
          else response.destroy();
        },
      );
    });
  });
  server.keepAliveTimeout = 65_000; // longer than common proxies' idle timeout, so they never reuse a closed socket
  server.listen(port, hostname, () => {
    if (workers === 1) log(`Ready on port ${port}`);
  });
  const stop = () => {
    setTimeout(() => process.exit(0), 5_000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// One heartbeat per server (the primary): a production server whose files would not be shared with the other nodes
// refuses to start (server/platform/node-heartbeat.ts, docs/multi-node.md).
if (cluster.isPrimary) {
  const heartbeat = await startNodeHeartbeat('web').catch((error: unknown) => {
    console.error(`[web] ${(error as Error).message}`);
    process.exit(1);
  });
  const forget = () => void heartbeat.stop();
  process.once('SIGTERM', forget);
  process.once('SIGINT', forget);
}

if (cluster.isPrimary && workers > 1)
  await runPrimary().catch((error: unknown) => {
    rootLog.error({ error }, `web: could not start: ${(error as Error).message}`);
    process.exit(1);
  });
else
  await runServer().catch((error: unknown) => {
    rootLog.error({ error }, `web: could not start: ${(error as Error).message}`);
    process.exit(1);
  });
