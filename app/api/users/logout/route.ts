import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { clearedSessionCookie } from '@/server/auth/session';
import { endSessionOf } from '@/server/auth/logout';

// Ends this browser's session server-side (the cookie stops working even if it was copied), then clears it.
export const POST = route({ scope: 'public', action: 'session.sign_out' }, async ({ request }) => {
  await endSessionOf(request.headers.get('cookie'));
  const cookie = clearedSessionCookie();
  const response = NextResponse.json({ logged_out: true });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
