// Who is making this request: the session cookie, checked against the user row and the host.
import type { UserRow } from '@/server/users/queries';
import { findUserOfOpenSession } from './session-user';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { isRole } from '@/lib/roles';
import { impersonationCookieName, readSessionToken, sessionCookieName, type SessionClaims } from './session';

export interface Authenticated {
  user: UserRow;
  session: SessionClaims;
}

export type AuthFailure = 'none' | 'invalid' | 'revoked' | 'wrong-host';

/** Reads a Cookie header (or a single cookie value getter) and returns the signed-in user, or why not. */
export async function authenticate(
  cookieValue: string | undefined,
  host: HostContext,
): Promise<{ ok: true; value: Authenticated } | { ok: false; reason: AuthFailure }> {
  if (!cookieValue) return { ok: false, reason: 'none' };
  const session = await readSessionToken(cookieValue);
  if (!session) return { ok: false, reason: 'invalid' };
  // One statement on the hot path: the user row (lock, deletion, session_version), found only while this browser's
  // session row is open (logout deletes it; an expired one no longer counts).
  const user = await findUserOfOpenSession(session.userId, session.sessionId);
  if (!user || user.deleted_at || user.is_locked || user.session_version !== session.sessionVersion || !isRole(user.role)) {
    return { ok: false, reason: 'revoked' };
  }
  // The tenancy wall for sessions: a cookie minted on one promotion's host is worthless on another.
  const hostPromotionId = host.isDashboard ? null : (host.promotion?.id ?? -1);
  if (session.promotionId !== hostPromotionId) return { ok: false, reason: 'wrong-host' };
  return { ok: true, value: { user, session } };
}

export function readCookie(cookieHeader: string | null, name = sessionCookieName()): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return safeDecode(part.slice(index + 1).trim());
  }
  return undefined;
}

/**
 * The session a request acts under: a live impersonation session while its cookie is there, else the browser's own.
 * An impersonation that ended or expired (its cookie may outlive it: a browser-session cookie) falls through to the
 * browser's own session, so the administrator is never locked out by a stale one.
 */
export async function authenticateRequest(cookieHeader: string | null, host: HostContext): ReturnType<typeof authenticate> {
  return (await authenticateCookies(cookieHeader, host)).result;
}

/** authenticateRequest with the token that decided it (the realtime sidecar re-checks that token later). */
export async function authenticateCookies(cookieHeader: string | null, host: HostContext) {
  const viewing = readCookie(cookieHeader, impersonationCookieName());
  if (viewing) {
    const result = await authenticate(viewing, host);
    if (result.ok) return { result, token: viewing };
  }
  const own = readCookie(cookieHeader);
  return { result: await authenticate(own, host), token: own };
}

/** A malformed %-escape in a cookie is a cookie we cannot read (no session), never a 500 on every route. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
