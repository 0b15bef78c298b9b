import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { clearedSessionCookie, impersonationCookieName } from '@/server/auth/session';
import { endSessionOf } from '@/server/auth/logout';
import { ssoLogoutTarget } from '@/server/sso/logout';

// Ends this browser's session server-side (the cookie stops working even if it was copied), then clears it. A
// participant of an SSO organization is told where to go next (redirect_to: the SSO redirect or the provider's
// end_session_endpoint, docs/sso.md); read before the session ends, as it names the promotion.
export const POST = route({ response: responses.loggedOutSchema, scope: 'public', action: 'session.sign_out' }, async ({ request }) => {
  const redirectTo = await ssoLogoutTarget(request.headers.get('cookie'));
  await endSessionOf(request.headers.get('cookie'));
  const response = NextResponse.json({ logged_out: true, ...(redirectTo ? { redirect_to: redirectTo } : {}) });
  for (const cookie of [clearedSessionCookie(), clearedSessionCookie(impersonationCookieName())]) {
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
});
