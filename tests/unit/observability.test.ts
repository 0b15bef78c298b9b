// The pieces of server/observability that decide on their own: which request id a request gets, how a path is named
// in logs and metrics, where metrics may be served and who may read them, and which level logs run at.
import { describe, expect, it } from 'vitest';
import { requestIdFor } from '@/server/observability/request-id';
import { routeTemplate } from '@/server/observability/route-template';
import { metricsConfig, startMetricsServer } from '@/server/observability/metrics-server';
import { metrics, registerQueueDepth, registerSocketCount } from '@/server/observability/metrics';
import { trackPool } from '@/server/observability/pools';
import { logLevel } from '@/server/observability/log';
import { currentRequestId, runWithRequestContext, withRequestId } from '@/server/observability/request-context';
import { toErrorResponse } from '@/server/http/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("makes its own unless a trusted proxy stands in front, and takes only a plain token from the proxy", () => {
    const offered = { 'x-request-id': 'edge-4f9c2a71' };
    expect(requestIdFor(offered, 0)).toMatch(UUID);
    expect(requestIdFor(offered, 1)).toBe('edge-4f9c2a71');
    expect(requestIdFor({ 'x-request-id': 'a" , "userId": 1' }, 1)).toMatch(UUID);
    expect(requestIdFor({ 'x-request-id': 'short' }, 1)).toMatch(UUID);
    expect(requestIdFor({}, 1)).toMatch(UUID);
    expect(requestIdFor({}, 0)).not.toBe(requestIdFor({}, 0));
  });

  it('follows the request into the payloads it queues, and only inside it', async () => {
    expect(withRequestId({ emailMessageId: 1 })).toEqual({ emailMessageId: 1 });
    await runWithRequestContext({ requestId: 'req-12345678' }, async () => {
      await Promise.resolve();
      expect(currentRequestId()).toBe('req-12345678');
      expect(withRequestId({ emailMessageId: 1 })).toEqual({ emailMessageId: 1, requestId: 'req-12345678' });
    });
    expect(currentRequestId()).toBeUndefined();
  });
});

describe('route templates', () => {
  it('names API requests by their route, everything else by its kind, never by the raw path', () => {
    expect(routeTemplate('/api/users/forgot')).toBe('/api/users/forgot');
    expect(routeTemplate('/api/users/42')).toBe('/api/users/[id]');
    expect(routeTemplate('/api/no/such/route')).toBe('/api/[...path]');
    expect(routeTemplate('/unsubscribe/someone@example.com')).toBe('(file)');
    expect(routeTemplate('/welcome')).toBe('(page)');
    expect(routeTemplate('/_next/static/chunks/app.js')).toBe('/_next/static');
    expect(routeTemplate('/sw.js')).toBe('(file)');
  });
});

describe('metrics settings', () => {
  it('serves nothing without a port, prefers the process kind’s own port, and never publishes without a token', () => {
    expect(metricsConfig('web', {})).toBeNull();
    expect(metricsConfig('web', { METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(metricsConfig('worker', { METRICS_PORT: '9464', WORKER_METRICS_PORT: '9466' })?.port).toBe(9466);
    expect(() => metricsConfig('web', { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN/);
    expect(metricsConfig('web', { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'x'.repeat(24) })?.host).toBe('0.0.0.0');
    expect(() => metricsConfig('web', { METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/16 characters/);
    expect(() => metricsConfig('web', { METRICS_PORT: 'http' })).toThrow(/not a port/);
  });

  it('answers a scrape only with the bearer token', async () => {
    const token = 'a-token-of-24-characters';
    metrics().httpDuration.observe({ method: 'GET', route: '/api/users/[id]', status: '200' }, 0.012);
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', token });
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${token}x` } })).status).toBe(401);
      const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^renew_http_request_duration_seconds_bucket\{le="0.025",method="GET",route="\/api\/users\/\[id\]",status="200"\} 1$/m);
      expect((await fetch(`http://127.0.0.1:${server.port}/other`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('gauges read when scraped', () => {
  it('reports the sockets, the queue depth and the pools their sources give at scrape time', async () => {
    let sockets = 3;
    registerSocketCount(() => sockets);
    registerQueueDepth(async () => [{ queue: 'email.send', state: 'ready', count: 12 }]);
    trackPool('app', { totalCount: 10, idleCount: 4, waitingCount: 2 });
    sockets = 7;
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/^renew_realtime_sockets_connected 7$/m);
    expect(text).toMatch(/^renew_jobs_queue_depth\{queue="email.send",state="ready"\} 12$/m);
    expect(text).toMatch(/^renew_db_pool_connections\{pool="app",state="in_use"\} 6$/m);
    expect(text).toMatch(/^renew_db_pool_connections\{pool="app",state="waiting"\} 2$/m);
  });
});

describe('log level', () => {
  it('is LOG_LEVEL, info by default, silent under vitest (unless RENEW_SILENT_LOGS=0) or with RENEW_SILENT_LOGS=1', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'WARN' })).toBe('warn');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(logLevel({ VITEST: 'true' })).toBe('silent');
    expect(logLevel({ VITEST: 'true', LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevel({ VITEST: 'true', RENEW_SILENT_LOGS: '0' })).toBe('info');
    expect(logLevel({ LOG_LEVEL: 'debug', RENEW_SILENT_LOGS: '1' })).toBe('silent');
  });
});

describe('the error mapper', () => {
  it('answers an unknown failure with a generic 500: no message, no stack', async () => {
    const error = new Error('connection to 10.0.0.7 failed for user renew_admin');
    const response = toErrorResponse(error, { method: 'GET', path: '/api/users/1' });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('{"errors":["Oops, something went wrong"]}');
  });
});
