// The dev outbox: masters read stored email at /dev/outbox and /api/dev/outbox, in development only.
//
// A production build (NODE_ENV=production, also `npm start` and the end-to-end run) answers 404 as if it did not
// exist: stored copies are users' mail, not a debugging aid, whoever the master is. Stored copies never hold a
// usable link anyway (secrets.ts); tests that must follow one read MAIL_CAPTURE_DIR instead (transport.ts).
import { env, type Env } from '@/lib/env';
import { can } from '@/lib/permissions';
import { isRole } from '@/lib/roles';

export function outboxEnabled(e: Pick<Env, 'NODE_ENV'> = env()): boolean {
  return e.NODE_ENV !== 'production';
}

/**
 * Wraps a route handler so a disabled outbox answers the same 404 as an unknown API path, before
 * authentication (a 401/403 would reveal that the route exists).
 */
export function whenOutboxEnabled<H extends (...args: never[]) => Promise<Response>>(handler: H): H {
  const guarded = async (...args: Parameters<H>): Promise<Response> => (outboxEnabled() ? handler(...args) : Response.json({ errors: ['No such API route.'] }, { status: 404 }));
  // Keeps what the route declared (scope, action) readable by the authorization matrix test.
  return Object.assign(guarded, handler) as unknown as H;
}

/**
 * Whether this signed-in user (or visitor, null) may read the outbox: the outbox is on and the role has
 * permission 'dev.outbox', as the route wrapper checks for the API. Pages get the user from their
 * session (server/pages/context.ts), which already refused a cookie minted on another host.
 */
export function mayReadOutbox(user: { role: string } | null): boolean {
  return outboxEnabled() && !!user && isRole(user.role) && can(user.role, 'dev.outbox');
}
