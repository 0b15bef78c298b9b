import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { clearedSessionCookie, impersonationCookieName } from '@/server/auth/session';
import { endSessionOf } from '@/server/auth/logout';

// Ends this browser's session server-side (the cookie stops working even if it was copied), then clears it.
export const POST = route({ scope: 'public', action: 'session.sign_out' }, async ({ request }) => {
  await endSessionOf(request.headers.get('cookie'));
  const response = NextResponse.json({ logged_out: true });
  for (const cookie of [clearedSessionCookie(), clearedSessionCookie(impersonationCookieName())]) {
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  }
  return response;
});
