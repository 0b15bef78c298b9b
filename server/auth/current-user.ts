// Who is making this request: the session cookie, checked against the user row and the host.
import { findUserById, type UserRow } from '@/server/users/queries';
import type { HostContext } from '@/server/tenancy/promotion-context';
import { isRole } from '@/lib/roles';
import { readSessionToken, sessionCookieName, type SessionClaims } from './session';
import { isSessionOpen } from './session-store';

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
  // Both reads at once: the session row (logout of this browser) and the user row (lock, deletion, session_version).
  const [user, open] = await Promise.all([findUserById(session.userId), isSessionOpen(session.sessionId, session.userId)]);
  if (!open || !user || user.deleted_at || user.is_locked || user.session_version !== session.sessionVersion || !isRole(user.role)) {
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

/** A malformed %-escape in a cookie is a cookie we cannot read (no session), never a 500 on every route. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
