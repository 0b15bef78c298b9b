// Logout: ends the session the request's cookie names, whatever the host or the user's state (a cookie refused
// on this host, or of a locked user, is still ended). Other devices of the user stay signed in — but not the
// impersonations the user opened as an administrator: they live on a promotion's host, in another window, under
// another cookie, and must not outlast the administrator's own sign-out (docs/impersonation.md).
import { readCookie } from './current-user';
import { impersonationCookieName, readSessionToken } from './session';
import { endImpersonationsBy, endSession } from './session-store';

/** Ends the browser's own session, the impersonation session beside it, and every impersonation its user opened. */
export async function endSessionOf(cookieHeader: string | null): Promise<void> {
  for (const value of [readCookie(cookieHeader), readCookie(cookieHeader, impersonationCookieName())]) {
    const claims = await readSessionToken(value);
    if (!claims) continue;
    await endSession(claims.sessionId);
    // The administrator's own session (not a view-as): their views as others end with it.
    if (claims.impersonatorId === null) await endImpersonationsBy(claims.userId);
  }
}
