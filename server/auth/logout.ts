// Logout: ends the session the request's cookie names, whatever the host or the user's state (a cookie refused
// on this host, or of a locked user, is still ended). Other devices of the user stay signed in.
import { readCookie } from './current-user';
import { impersonationCookieName, readSessionToken } from './session';
import { endSession } from './session-store';

/** Ends the browser's own session and, while one is open, the impersonation session beside it. */
export async function endSessionOf(cookieHeader: string | null): Promise<void> {
  for (const value of [readCookie(cookieHeader), readCookie(cookieHeader, impersonationCookieName())]) {
    const claims = await readSessionToken(value);
    if (claims) await endSession(claims.sessionId);
  }
}
