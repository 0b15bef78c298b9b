// "Is the database unreachable?" — one answer for the API's error path (server/http/errors.ts answers 503 with
// Retry-After instead of a 500), the readiness probe and the pages' maintenance state (docs/operations.md).
// A lost or refused connection is the service being briefly unavailable, not a bug: the pools reconnect by themselves
// when PostgreSQL is back, so the client is told to retry rather than shown "Oops".
import { HTTP_MESSAGES } from '@/lib/requests/messages';

export const UNAVAILABLE_MESSAGE = HTTP_MESSAGES.unavailable;
/** Seconds a client should wait before retrying (a restarting PostgreSQL is usually back within this). */
export const RETRY_AFTER_SECONDS = 10;

// Prisma: P1001 can't reach, P1002 timed out reaching, P1017 server closed the connection, P2024 timed out waiting for a
// pool connection (every connection is stuck on a dead server).
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
// The driver adapter's error kinds for the same conditions.
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// Node socket errors (pg used directly: the realtime sidecar, jobs).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
// SQLSTATE: class 08 connection exception; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
// (starting up or shutting down); 53300 too many connections.
const isUnavailableSqlState = (code: string) => code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code))) return true;
  const adapter = e.meta?.driverAdapterError?.cause;
  if (typeof adapter?.kind === 'string' && ADAPTER_KINDS.has(adapter.kind)) return true;
  if (typeof adapter?.originalCode === 'string' && isUnavailableSqlState(adapter.originalCode)) return true;
  // pg's own wording when a server goes away under an open connection.
  if (typeof e.message === 'string' && /Connection terminated (unexpectedly|due to connection timeout)|Can't reach database server/.test(e.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Logs "database unavailable" at most once per interval per process: an outage must not flood the log. */
let lastLoggedAt = 0;
export function shouldLogUnavailable(now = Date.now(), intervalMs = 30_000): boolean {
  if (now - lastLoggedAt < intervalMs) return false;
  lastLoggedAt = now;
  return true;
}
