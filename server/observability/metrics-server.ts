// The metrics endpoint: GET /metrics on a port of its own, never on the web port (so a proxy that forwards the web
// port can never publish it). Bound to 127.0.0.1 unless METRICS_HOST says otherwise, and then only with a bearer
// token (METRICS_TOKEN): a Prometheus on another machine scrapes with `authorization: {credentials: …}`.
// Each process kind has its own port: WEB_METRICS_PORT, SIDECAR_METRICS_PORT, WORKER_METRICS_PORT, or METRICS_PORT
// for whichever process does not name its own (one container per process). No port: no metrics at all.
// The web server's cluster primary serves the sum of its worker processes (prom-client's AggregatorRegistry).
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import client from 'prom-client';
import { metrics } from './metrics';

export type MetricsRole = 'web' | 'sidecar' | 'worker';

export interface MetricsConfig {
  port: number;
  host: string;
  token?: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Where this process serves its metrics, or null when metrics are off. Throws on a setting that would expose them. */
export function metricsConfig(role: MetricsRole, environment: Record<string, string | undefined> = process.env): MetricsConfig | null {
  const raw = environment[`${role.toUpperCase()}_METRICS_PORT`] || environment.METRICS_PORT;
  if (!raw) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT: "${raw}" is not a port number`);
  const host = environment.METRICS_HOST || '127.0.0.1';
  const token = environment.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16) throw new Error('METRICS_TOKEN: must be at least 16 characters');
  if (!LOOPBACK.has(host) && !token) {
    throw new Error(`METRICS_HOST=${host} would publish the metrics to the network: set METRICS_TOKEN too (or keep 127.0.0.1)`);
  }
  return { port, host, token };
}

function authorized(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics. `source` gives the text: this process's registry by default, the cluster's sum in the web
 * server's primary.
 */
export async function startMetricsServer(config: MetricsConfig, source?: () => Promise<string>): Promise<MetricsServer> {
  const read = source ?? (() => metrics().registry.metrics());
  const server = http.createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (!authorized(request.headers.authorization, config.token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('unauthorized');
      return;
    }
    read().then(
      (text) => response.writeHead(200, { 'content-type': client.register.contentType }).end(text),
      (error: unknown) => response.writeHead(503, { 'content-type': 'text/plain' }).end(`metrics unavailable: ${(error as Error).message}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Cluster primary: the sum of every worker process's metrics. */
export function clusterMetricsSource(): () => Promise<string> {
  const aggregator = new client.AggregatorRegistry();
  return () => aggregator.clusterMetrics();
}

/** Cluster worker: answer the primary's requests with this process's registry. */
export function answerClusterMetrics(): void {
  new client.AggregatorRegistry();
  client.AggregatorRegistry.setRegistries([metrics().registry]);
}
