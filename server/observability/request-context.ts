// What the logs need to know about the request (or job) a line is written for: its id, route template, user and
// promotion. One AsyncLocalStorage per process, kept on globalThis: the web server (server/web/server.ts) and the route
// handlers Next compiled into its own bundle each load their copy of this module, and both must see the same store.
import { AsyncLocalStorage } from 'node:async_hooks';
import { context as otelContext, propagation } from '@opentelemetry/api';

export interface RequestContext {
  requestId: string;
  /** The route template (`/api/users/[id]`), never the raw path. */
  route?: string;
  userId?: number | null;
  promotionId?: number | null;
  /** 'direct' when the web server answered an /api request without Next (server/web/api-direct.ts). */
  via?: 'direct';
}

const KEY = Symbol.for('renew.observability.request-context');
const holder = globalThis as unknown as { [KEY]?: AsyncLocalStorage<RequestContext> };
const storage: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** route() says who made the request once it knows: the access line carries the user and promotion ids (never an email). */
export function noteRequestActor(userId: number | null, promotionId: number | null): void {
  const context = storage.getStore();
  if (!context) return;
  context.userId = userId;
  context.promotionId = promotionId;
}

/**
 * A job payload or realtime message plus the current request's id, when there is one (the worker and sidecar log it),
 * and, when tracing is on, the W3C `traceparent` of the active span: the worker's span for the job joins the
 * request's trace. (Without tracing, inject() is a no-op and nothing is added.)
 */
export function withRequestId<T extends object>(payload: T): T {
  const requestId = storage.getStore()?.requestId;
  if (!requestId) return payload;
  const carrier: { traceparent?: string } = {};
  propagation.inject(otelContext.active(), carrier);
  return { ...payload, requestId, ...(carrier.traceparent ? { traceparent: carrier.traceparent } : {}) };
}
