// The dev outbox: masters read stored email at /dev/outbox and /api/dev/outbox.
//
// It is off (404, as if it did not exist) only when NODE_ENV is 'production' AND SMTP_URL is set: that is a
// real deployment whose mail really leaves, and the stored copies are users' mail, not a debugging aid.
// It stays on in a production build without SMTP_URL (what `npm start` runs for demos), because captured
// mail is then readable nowhere else; and in development even with SMTP_URL, to debug what was sent.
import { env, type Env } from '@/lib/env';
import { can } from '@/lib/permissions';
import { isRole } from '@/lib/roles';
import { errorResponse } from '@/server/http/errors';

export function outboxEnabled(e: Pick<Env, 'NODE_ENV' | 'SMTP_URL'> = env()): boolean {
  return !(e.NODE_ENV === 'production' && e.SMTP_URL);
}

/**
 * Wraps a route handler so a disabled outbox answers the same 404 as an unknown API path, before
 * authentication (a 401/403 would reveal that the route exists).
 */
export function whenOutboxEnabled<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => (outboxEnabled() ? handler(...args) : errorResponse(404, ['No such API route.']));
}

/**
 * Whether this signed-in user (or visitor, null) may read the outbox: the outbox is on and the role has
 * permission 'dev.outbox', as the route wrapper checks for the API. Pages get the user from their
 * session (server/pages/context.ts), which already refused a cookie minted on another host.
 */
export function mayReadOutbox(user: { role: string } | null): boolean {
  return outboxEnabled() && !!user && isRole(user.role) && can(user.role, 'dev.outbox');
}
