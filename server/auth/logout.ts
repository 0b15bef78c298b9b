// Logout: ends the session the request's cookie names, whatever the host or the user's state (a cookie refused
// on this host, or of a locked user, is still ended). Other devices of the user stay signed in.
import { readCookie } from './current-user';
import { readSessionToken } from './session';
import { endSession } from './session-store';

export async function endSessionOf(cookieHeader: string | null): Promise<void> {
  const claims = await readSessionToken(readCookie(cookieHeader));
  if (claims) await endSession(claims.sessionId);
}
