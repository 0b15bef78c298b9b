// The one mapper from what a handler throws to the spec's envelope {"errors": ["…"]} and its status. Domain code throws
// errors by meaning (server/platform/errors.ts: NotFound, Forbidden, Conflict, Invalid…); the status is chosen here
// alone, in DOMAIN_STATUS. AppError is the HTTP layer's own refusal, for what only HTTP knows (a malformed body, a
// media type, headers such as Connection: close or a refusal marker).
import { z } from 'zod';
import { DomainError, TooManyRequests, type DomainErrorKind } from '@/server/platform/errors';
import { logger } from '@/server/platform/logger';
import { currentRequestContext } from '@/server/observability/request-context';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, shouldLogUnavailable, UNAVAILABLE_MESSAGE } from '@/server/platform/availability';
import { HTTP_MESSAGES } from '@/lib/requests/messages';
import { jsonResponse } from './json-response';

/** Puts one English message into the request's language (server/i18n/error-messages.ts); English stays as it is. */
export type Localize = (text: string) => string;
const asIs: Localize = (text) => text;

export class AppError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly headers?: Record<string, string>;
  constructor(status: number, messages: string | string[], headers?: Record<string, string>) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join('; '));
    this.status = status;
    this.messages = list;
    this.headers = headers;
  }
}

/** Each kind of domain error's status: the only place a meaning becomes a number. */
export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 422,
  'not-found': 404,
  forbidden: 403,
  unauthorized: 401,
  conflict: 409,
  gone: 410,
  'too-many-requests': 429,
  'not-acceptable': 406,
  unavailable: 503,
  'upstream-failed': 502,
};

function domainErrorResponse(error: DomainError, localize: Localize): Response {
  const headers = error instanceof TooManyRequests && error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined;
  return errorResponse(DOMAIN_STATUS[error.kind], error.messages.map(localize), headers);
}

export function errorResponse(status: number, messages: string[], headers?: Record<string, string>): Response {
  return jsonResponse({ errors: messages }, { status, headers });
}

const MAX_MESSAGE_LENGTH = 300;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Zod issues as readable sentences: "email: Must be a valid email address." Never echoes a long input back. Each
 * issue's own message is localized before the field is put in front of it.
 */
export function zodMessages(error: z.ZodError, localize: Localize = asIs): string[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const shown = issue.keys.slice(0, 5).map((key) => `"${clip(key, 40)}"`).join(', ');
      return localize(issue.keys.length > 5 ? HTTP_MESSAGES.unrecognizedKeysMore(shown, issue.keys.length - 5) : HTTP_MESSAGES.unrecognizedKeys(shown));
    }
    // zod's own messages ("Invalid input: expected string…") need the field to mean anything; ours are the spec's
    // sentences ("First name is required.", ending in a stop) and name their field already, so they stand alone.
    const field = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.');
    const key = String(issue.path.at(-1)).toLowerCase();
    const lower = issue.message.toLowerCase();
    const standsAlone = /[.!?]$/.test(issue.message.trim()) || lower.includes(key) || lower.includes(key.replace(/_/g, ' '));
    const message = field && !standsAlone ? `${clip(field, 60)}: ${localize(issue.message)}` : localize(issue.message);
    return clip(message, MAX_MESSAGE_LENGTH);
  });
}

interface PrismaLikeError {
  code?: string;
  meta?: { target?: unknown; modelName?: string; driverAdapterError?: { cause?: { originalCode?: string } } };
}

/**
 * A PostgreSQL "data exception" (SQLSTATE class 22: a number out of range for its column, a NUL byte, a malformed
 * value) can only come from input a schema let through: the request is at fault, not the server.
 */
function isDataException(error: PrismaLikeError): boolean {
  const sqlState = error?.meta?.driverAdapterError?.cause?.originalCode;
  return typeof sqlState === 'string' && sqlState.startsWith('22');
}

/**
 * Maps anything thrown inside a handler to a response; unknown failures are logged, never shown. `localize` puts the
 * messages into the request's language (the route wrapper's; SCIM answers its machine clients in English).
 */
export function toErrorResponse(error: unknown, request: { method: string; path: string }, localize: Localize = asIs): Response {
  // Logged by route template when the web server named one: a raw path may hold a token (/api/get_user_from_reset_token/…).
  const route = currentRequestContext()?.route;
  const context = route ? { method: request.method, route } : request;
  if (error instanceof DomainError) return domainErrorResponse(error, localize);
  if (error instanceof AppError) return errorResponse(error.status, error.messages.map(localize), error.headers);
  if (error instanceof z.ZodError) return errorResponse(422, zodMessages(error, localize));
  if (isDatabaseUnavailable(error)) {
    // Not a bug: PostgreSQL is down or restarting. The pools reconnect by themselves; the client retries later.
    if (shouldLogUnavailable()) logger.warn('Database unavailable: answering 503', { ...context, error });
    return errorResponse(503, [localize(UNAVAILABLE_MESSAGE)], { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  const prismaError = error as PrismaLikeError;
  if (prismaError?.code === 'P2028') {
    // A transaction that could not get a connection, or finish, in time (server/db.ts TRANSACTION_DEFAULTS): the pool
    // is saturated, not broken. Nothing was committed; the client retries.
    if (shouldLogUnavailable()) logger.warn('Transaction timed out waiting for the database: answering 503', { ...context, error });
    return errorResponse(503, [localize(UNAVAILABLE_MESSAGE)], { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  if (prismaError?.code === 'P2002') return errorResponse(409, [localize(HTTP_MESSAGES.recordExists)]);
  if (prismaError?.code === 'P2025') return errorResponse(404, [localize(HTTP_MESSAGES.notFound)]);
  if (prismaError?.code === 'P2003') return errorResponse(422, [localize(HTTP_MESSAGES.relatedMissing)]);
  if (prismaError?.code === 'P2020' || isDataException(prismaError)) return errorResponse(422, [localize(HTTP_MESSAGES.valueOutOfRange)]);
  logger.error('Unhandled API error', { ...context, error });
  return errorResponse(500, [localize(HTTP_MESSAGES.unexpected)]);
}
