// Who and where a request is: the host's promotion and the session, resolved once per server render.
// A page render asks several times — the page context, then each in-process API prefetch (server/pages/prefetch.ts)
// — with the same Host header and cookie; React's cache() makes those one lookup for the render. Outside a render
// (an ordinary API request) cache() does not memoize, so every request still checks its session for real.
import 'server-only';
import { cache } from 'react';
import { authenticateRequest } from '@/server/auth/current-user';
import { resolveHostContext } from '@/server/tenancy/promotion-context';

export const resolveIdentity = cache(async (hostHeader: string | null, cookieHeader: string | null) => {
  const host = await resolveHostContext(hostHeader);
  const auth = await authenticateRequest(cookieHeader, host);
  return { host, auth };
});
