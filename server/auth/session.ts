// Session cookies: encrypted tokens (session-jwt.ts: jose, in next-auth 4's JWE format; httpOnly, SameSite=Lax, Secure
// behind HTTPS). The cookie keeps next-auth's name, so the cookies of browsers signed in before the switch still work.
// "Stay logged in" keeps the cookie 30 days; otherwise it is a browser-session cookie whose token
// also expires after SESSION_TOKEN_HOURS (docs/decisions/002-sign-in-protection.md).
// Every token names a user_sessions row (sid): only POST /api/users/authenticate and registration open sessions,
// logout ends one, and nothing extends one (docs/decisions/005-sessions-and-headers.md).
import { decodeSessionJwt, encodeSessionJwt } from './session-jwt';
import { env } from '@/lib/env';
import { newSessionId, openSession } from './session-store';

export const STAY_LOGGED_IN_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TOKEN_HOURS = 12;
const SESSION_SECONDS = SESSION_TOKEN_HOURS * 60 * 60;

export interface SessionClaims {
  /** user_sessions.id: the server-side row that logout deletes. */
  sessionId: string;
  userId: number;
  stay: boolean;
  /** users.session_version at sign-in; a bump signs every session of the user out. */
  sessionVersion: number;
  /** Promotion of the host the user signed in on (null: dashboard host). Checked on every request. */
  promotionId: number | null;
  /** When the token expires (ms since the epoch); the realtime sidecar closes a socket then. */
  expiresAt: number;
  /** The administrator viewing the product as this user (docs/impersonation.md); null for the user's own session. */
  impersonatorId: number | null;
}

export type NewSession = Omit<SessionClaims, 'sessionId' | 'expiresAt' | 'impersonatorId'> & {
  impersonatorId?: number | null;
  /** A shorter life than the usual one (an impersonation lasts IMPERSONATION_MINUTES); never a longer one. */
  maxAgeSeconds?: number;
  /** The trusted device whose sign-in opens this session (server/auth/device-cookie.ts; decision 002). */
  deviceId?: string | null;
};

export function sessionCookieName(): string {
  return env().APP_PROTOCOL === 'https' ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/**
 * The cookie of an impersonation session (docs/impersonation.md). It sits beside the browser's own session cookie on
 * the promotion's host and wins while it is there, so an administrator who works on that same host (a coordinator)
 * gets their own session back when Stop clears it.
 */
export function impersonationCookieName(): string {
  return env().APP_PROTOCOL === 'https' ? '__Secure-renew.viewing-as' : 'renew.viewing-as';
}

export interface CookieSpec {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: string; maxAge?: number };
}

/** Opens a server-side session for the user and returns its cookie. */
export async function createSessionCookie(input: NewSession): Promise<CookieSpec> {
  const usual = input.stay ? STAY_LOGGED_IN_SECONDS : SESSION_SECONDS;
  const maxAge = Math.min(usual, input.maxAgeSeconds ?? usual);
  const claims: SessionClaims = {
    sessionId: newSessionId(), userId: input.userId, stay: input.stay, sessionVersion: input.sessionVersion,
    promotionId: input.promotionId, expiresAt: Date.now() + maxAge * 1000, impersonatorId: input.impersonatorId ?? null,
  };
  await openSession({
    id: claims.sessionId, userId: claims.userId, promotionId: claims.promotionId, stay: claims.stay,
    expiresAt: new Date(claims.expiresAt), impersonatorId: claims.impersonatorId, deviceId: input.deviceId ?? null,
  });
  const value = await encodeSessionJwt({
    sub: String(claims.userId), sid: claims.sessionId, stay: claims.stay, sv: claims.sessionVersion, pid: claims.promotionId,
    ...(claims.impersonatorId !== null ? { imp: claims.impersonatorId } : {}),
  }, env().AUTH_SECRET, maxAge);
  return {
    name: sessionCookieName(),
    value,
    options: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env().APP_PROTOCOL === 'https',
      path: '/',
      // No maxAge: the browser forgets the cookie when it closes.
      ...(claims.stay ? { maxAge } : {}),
    },
  };
}

export function clearedSessionCookie(name = sessionCookieName()): CookieSpec {
  return {
    name,
    value: '',
    options: { httpOnly: true, sameSite: 'lax', secure: env().APP_PROTOCOL === 'https', path: '/', maxAge: 0 },
  };
}

// Decrypting a cookie derives its key (HKDF) and runs AES-GCM: ~0.1 ms of CPU on every request. A cookie is the same
// string on each of its requests, so a verified one is remembered until its own expiry (bounded, oldest first out).
// Only what a valid token says is cached; revocation is still checked on every request against the user row and
// the session row (current-user.ts).
const DECODED_CACHE_SIZE = 10_000;
const decodedTokens = new Map<string, { claims: SessionClaims; expiresAt: number }>();

function remember(value: string, claims: SessionClaims, expiresAt: number): void {
  if (decodedTokens.size >= DECODED_CACHE_SIZE) decodedTokens.delete(decodedTokens.keys().next().value!);
  decodedTokens.set(value, { claims, expiresAt });
}

/** Decodes a session cookie value; null when missing, tampered with or expired. */
export async function readSessionToken(value: string | undefined | null): Promise<SessionClaims | null> {
  if (!value) return null;
  const known = decodedTokens.get(value);
  if (known) {
    if (known.expiresAt > Date.now()) return known.claims;
    decodedTokens.delete(value);
    return null;
  }
  try {
    const token = await decodeSessionJwt(value, env().AUTH_SECRET);
    // A token without a session id predates server-side sessions and could never be revoked: refused.
    if (!token?.sub || typeof token.sid !== 'string' || !token.sid) return null;
    const expiresAt = typeof token.exp === 'number' ? token.exp * 1000 : Date.now() + SESSION_SECONDS * 1000;
    if (expiresAt < Date.now()) return null;
    const claims: SessionClaims = {
      sessionId: token.sid,
      userId: Number(token.sub),
      stay: token.stay === true,
      sessionVersion: Number(token.sv ?? 0),
      promotionId: token.pid === null || token.pid === undefined ? null : Number(token.pid),
      expiresAt,
      impersonatorId: typeof token.imp === 'number' ? token.imp : null,
    };
    remember(value, claims, expiresAt);
    return claims;
  } catch {
    return null;
  }
}
