// What the web server does around every request (server/web/server.ts): give it a request id (request-id.ts), name it
// by its route template, run it inside its request context (so every log line, job and realtime event it causes
// carries the id), and when the response is done write one access line and observe the latency histogram.
// The access line: method, route template (never the raw path, which may hold an email or a token, and never the query),
// status, duration in ms, promotion id and user id (route() notes them once it knows them), the request id, and
// `via: "direct"` when the web server answered an API request without Next (server/web/api-direct.ts).
import type http from 'node:http';
import { trace } from '@opentelemetry/api';
import { log } from './log';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { runWithRequestContext, type RequestContext } from './request-context';
import { routeTemplate } from './route-template';
import type { Metrics } from './metrics';

export interface ObserveOptions {
  /** Trusted proxy hops (TRUST_PROXY): only behind one is a client's X-Request-Id taken. */
  trustedHops: number;
  /** The process's metrics, when metrics are on. */
  metrics?: Metrics;
}

export function observeRequest(request: http.IncomingMessage, response: http.ServerResponse, options: ObserveOptions, next: () => void): void {
  const started = process.hrtime.bigint();
  const requestId = requestIdFor(request.headers, options.trustedHops);
  // Code behind this point (Next's handlers) reads the id the server settled on, never the client's own.
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader('X-Request-Id', requestId);
  const method = request.method ?? 'GET';
  const route = routeTemplate((request.url ?? '/').split('?')[0]!);
  const context: RequestContext = { requestId, route, userId: null, promotionId: null };

  // The HTTP server span (when tracing is on) is named by the route template, as OpenTelemetry's conventions ask.
  const span = trace.getActiveSpan();
  span?.updateName(`${method} ${route}`);
  span?.setAttribute('http.route', route);

  let written = false;
  const done = () => {
    if (written) return;
    written = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.writableFinished ? response.statusCode : 499; // 499: the client went away first
    options.metrics?.httpDuration.observe({ method, route, status: String(status) }, seconds);
    log.info({
      kind: 'access', requestId, method, route, status, ms: Math.round(seconds * 10_000) / 10,
      promotionId: context.promotionId ?? null, userId: context.userId ?? null, ...(context.via ? { via: context.via } : {}),
    }, 'request');
  };
  response.once('finish', done);
  response.once('close', done);
  runWithRequestContext(context, next);
}
